/** The pages tree: the site's pages grouped by their path's first segment, each with its depth below it. */
import type { DocumentTreePage, DocumentTreeSection } from "@nordika/ui/admin"
import type { DocumentListRow } from "../../data/document-list"

/** What the tree calls the sections whose name is not just their segment capitalised. */
const SECTION_LABELS: Readonly<Record<string, string>> = { "": "Home", faq: "FAQ" }

const segmentsOf = (path: string) => path.split("/").filter(Boolean)

/** A section's name from its segment ("case-studies" → "Case studies"). */
export const sectionLabel = (segment: string) =>
  SECTION_LABELS[segment] ?? `${segment.charAt(0).toUpperCase()}${segment.slice(1).replace(/-/g, " ")}`

/**
 * The pages in sections, A to Z by segment with the home page first; in each, the pages in path order,
 * so a page's sub-pages follow it.
 */
export function pageSections(rows: readonly DocumentListRow[], kindLabel: (kind: string) => string): DocumentTreeSection[] {
  const sections = new Map<string, DocumentTreePage[]>()
  for (const row of rows) {
    const segments = segmentsOf(row.path)
    const key = segments[0] ?? ""
    const pages = sections.get(key) ?? []
    pages.push({ ...row, kindLabel: kindLabel(row.kind), depth: Math.max(0, segments.length - 1) })
    sections.set(key, pages)
  }
  return [...sections.entries()]
    .sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b)))
    .map(([key, pages]) => ({
      key,
      label: sectionLabel(key),
      pages: pages.sort((a, b) => segmentsOf(a.path).join("\u0000").localeCompare(segmentsOf(b.path).join("\u0000"))),
    }))
}
