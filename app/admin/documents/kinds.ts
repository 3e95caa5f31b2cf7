/**
 * How the admin names and places each kind of document: the collections in the switcher's order with
 * their plural names and where their entries live (docs/decisions/0003-content-model.md, "Paths"), and
 * the page sections of the tree.
 */
import { isPageKind, type DocumentKind } from "../../data/document-list"

interface CollectionInfo {
  /** The switcher's and the list's name ("Blog posts"). */
  plural: string
  /** Where a new entry's path is suggested ("/resources/blog/"). */
  pathPrefix: string
}

/** The collections in the order the switcher offers them. */
const COLLECTIONS: Readonly<Record<string, CollectionInfo>> = {
  blog_post: { plural: "Blog posts", pathPrefix: "/resources/blog/" },
  news_item: { plural: "News", pathPrefix: "/resources/news/" },
  case_study: { plural: "Case studies", pathPrefix: "/case-studies/" },
  open_position: { plural: "Open positions", pathPrefix: "/careers/open-positions/" },
  glossary_term: { plural: "Glossary", pathPrefix: "/resources/glossary/" },
  faq_entry: { plural: "FAQ", pathPrefix: "/faq/" },
  office: { plural: "Offices", pathPrefix: "/contact/global-offices/" },
  team_member: { plural: "Team", pathPrefix: "/about/team/" },
  testimonial: { plural: "Testimonials", pathPrefix: "/testimonials/" },
  event: { plural: "Events", pathPrefix: "/freelancers/apply-join-events/" },
}

const COLLECTION_ORDER = Object.keys(COLLECTIONS)

/** Whether staff of `role` edit documents of `kind`. */
const editsKind = (kind: DocumentKind, role: string | null | undefined) => Boolean(role && kind.editedBy.includes(role))

/** The collections `role` edits, in the switcher's order (a kind the admin does not know yet last, by its own name). */
export function collectionsFor(kinds: readonly DocumentKind[], role: string | null | undefined): DocumentKind[] {
  const rank = (kind: string) => (COLLECTION_ORDER.includes(kind) ? COLLECTION_ORDER.indexOf(kind) : COLLECTION_ORDER.length)
  return kinds
    .filter((kind) => !isPageKind(kind.kind) && editsKind(kind, role))
    .sort((a, b) => rank(a.kind) - rank(b.kind) || a.label.localeCompare(b.label))
}

/** The page kinds `role` edits, by name. */
export const pageKindsFor = (kinds: readonly DocumentKind[], role: string | null | undefined) =>
  kinds.filter((kind) => isPageKind(kind.kind) && editsKind(kind, role)).sort((a, b) => a.label.localeCompare(b.label))

/** A collection's plural name; a kind the admin does not know yet by its own name. */
export const collectionName = (kind: DocumentKind) => COLLECTIONS[kind.kind]?.plural ?? kind.label

/** Where a new document of `kind` is suggested to go. */
export const pathPrefixOf = (kind: string) => COLLECTIONS[kind]?.pathPrefix ?? "/"
