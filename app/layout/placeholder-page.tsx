import { PagePlaceholder } from "@nordika/ui"
import type { PlaceholderPage as PlaceholderCopy } from "../content/utility"
import { useDocumentMeta } from "../site/document-meta"

/** A placeholder page (/faq, not found): its title as the h1, a line of text, and ways on. */
export function PlaceholderPage({ page }: { page: PlaceholderCopy }) {
  useDocumentMeta(page.meta)
  return <PagePlaceholder title={page.heading} text={page.text} actions={page.links} />
}
