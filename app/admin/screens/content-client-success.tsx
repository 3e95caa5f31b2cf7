import { SectionEditor } from "../content/section-editor"

/** /admin/content/client-success: the editor of the 'client_success' content section. */
export default function ContentSectionScreen() {
  return <SectionEditor sectionKey="client_success" />
}
