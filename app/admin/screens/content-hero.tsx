import { SectionEditor } from "../content/section-editor"

/** /admin/content/hero: the editor of the 'home_hero' content section. */
export default function ContentSectionScreen() {
  return <SectionEditor sectionKey="home_hero" />
}
