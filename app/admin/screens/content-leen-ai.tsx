import { SectionEditor } from "../content/section-editor"

/** /admin/content/leen-ai: the editor of the 'leen_page' content section. */
export default function ContentSectionScreen() {
  return <SectionEditor sectionKey="leen_page" />
}
