import { Link } from "react-router-dom"
import { Button, PagePlaceholder } from "@nordika/ui"
import type { PlaceholderPage as PlaceholderCopy } from "../content/utility"
import { useDocumentMeta } from "../site/document-meta"

/** A placeholder page (/faq, not found): its title as the h1, a line of text, and ways on. */
export function PlaceholderPage({ page }: { page: PlaceholderCopy }) {
  useDocumentMeta(page.meta)
  return (
    <PagePlaceholder title={page.heading} text={page.text}>
      {page.links.length > 0 && (
        <ul className="mt-2 flex flex-wrap justify-center gap-3">
          {page.links.map((link, index) => (
            <li key={link.href}>
              <Button asChild variant={index === 0 ? "default" : "outline"}>
                <Link to={link.href}>{link.label}</Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </PagePlaceholder>
  )
}
