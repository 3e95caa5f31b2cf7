import { SectionEditor } from "../content/section-editor"

/** /admin/content/who-we-are: the editor of the 'who_we_are' content section. */
export default function ContentSectionScreen() {
  return <SectionEditor sectionKey="who_we_are" />
}
