import { SectionEditor } from "../content/section-editor"

/** /admin/content/testimonials: the editor of the 'testimonials' content section. */
export default function ContentSectionScreen() {
  return <SectionEditor sectionKey="testimonials" />
}
