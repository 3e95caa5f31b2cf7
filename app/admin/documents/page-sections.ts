/**
 * The pages tree: a section per path with pages under it (/services, /industries…), the legal pages
 * together, and the other pages at the top level (the home page first) together.
 */
import type { DocumentTreePage, DocumentTreeSection } from "@nordika/ui/admin"
import type { DocumentListRow } from "../../data/document-list"

/** The legal pages' kind: they live at the top level (/privacy-policy) but read as one section. */
const LEGAL_KIND = "page:legal"
// Not "": an accordion item's value must not be empty.
const TOP_LEVEL = { key: "top-level", label: "Home and top-level pages" }
const LEGAL = { key: "legal", label: "Legal" }

const segmentsOf = (path: string) => path.split("/").filter(Boolean)

/** A section's name from its path's segment ("case-studies" → "Case studies"). */
const sectionLabel = (segment: string) => `${segment.charAt(0).toUpperCase()}${segment.slice(1).replace(/-/g, " ")}`

/**
 * The pages in sections: the top-level group first, then the sections A to Z, the legal pages among
 * them; in each, the pages in path order, so a page's sub-pages follow it.
 */
export function pageSections(rows: readonly DocumentListRow[], kindLabel: (kind: string) => string): DocumentTreeSection[] {
  const bySegment = new Map<string, number>()
  for (const row of rows) {
    const first = segmentsOf(row.path)[0]
    if (first) bySegment.set(first, (bySegment.get(first) ?? 0) + 1)
  }
  const sections = new Map<string, DocumentTreeSection & { pages: DocumentTreePage[] }>()
  for (const row of rows) {
    const segments = segmentsOf(row.path)
    const first = segments[0] ?? ""
    const own = first !== "" && (bySegment.get(first) ?? 0) > 1
    const section = own ? { key: first, label: sectionLabel(first), path: `/${first}/` } : row.kind === LEGAL_KIND ? LEGAL : TOP_LEVEL
    const entry = sections.get(section.key) ?? { ...section, pages: [] }
    entry.pages.push({ ...row, kindLabel: kindLabel(row.kind), depth: own ? segments.length - 1 : 0 })
    sections.set(section.key, entry)
  }
  const pathOrder = (a: DocumentTreePage, b: DocumentTreePage) =>
    segmentsOf(a.path).join("\u0000").localeCompare(segmentsOf(b.path).join("\u0000"))
  const top = sections.get(TOP_LEVEL.key)
  return [...sections.values()]
    .sort((a, b) => (a === top ? -1 : b === top ? 1 : a.label.localeCompare(b.label)))
    .map((section) => ({ ...section, pages: section.pages.sort(pathOrder) }))
}
