import { SectionEditor } from "../content/section-editor"

/** /admin/content/services: the editor of the 'services_overview' content section. */
export default function ContentSectionScreen() {
  return <SectionEditor sectionKey="services_overview" />
}
