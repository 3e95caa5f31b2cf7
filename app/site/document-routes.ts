/**
 * Which live documents are pages, and how (docs/decisions/0003-content-model.md, "Routing follows the
 * data"): the one mapping from a document's kind (and, for a listing, what it lists) to the page module
 * that draws it, with its title, h1 and /sitemap group. The route table at run time (the server's
 * 200/404, sitemap.xml, the /sitemap page, the browser's navigation to a path the build did not know) is
 * made of these, beside the routes that are code (aliases, redirects).
 *
 * Light and Node-safe: no content, no React, no reads (app/site/site-routes.ts reads).
 */
import type { DocumentRouteRow } from "../data/document-route-rows"

/** Which page module renders a path (app/pages/<kind>.tsx). */
export type PageKind =
  | "home"
  | "content"
  | "service"
  | "industry"
  | "case-studies"
  | "case-study"
  | "blog"
  | "news"
  | "article"
  | "glossary"
  | "open-positions"
  | "contact"
  | "legal"
  | "sitemap"
  | "faq"

/** Groups of the /sitemap page, in display order. */
export const SITEMAP_GROUPS = [
  "Company",
  "Services",
  "Industries",
  "Case studies",
  "Resources",
  "Careers",
  "Freelancers",
  "Technology",
  "Sustainability",
  "Security and compliance",
  "Contact",
  "Legal and site",
] as const
export type SitemapGroup = (typeof SITEMAP_GROUPS)[number]

/** A route of the table the router and the server read: a page's path and kind, or an alias's canonical path. */
interface RouteTableEntry {
  path: string
  page: PageKind
  /** For an alias (/technology/ai-solutions): the path of the page it shows (/services/ai-tech-solutions). */
  canonical?: string
}

/** A page made from a live document, as the /sitemap page and sitemap.xml list it. */
export interface DocumentRoute extends RouteTableEntry {
  /** Document title without the " | Nordika" suffix. */
  title: string
  /** The page's h1. */
  heading: string
  /** Its short name, as a breadcrumb or a link card names it: its hero's eyebrow, else its title. */
  label: string
  /** Its summary (a page's description; empty for an entry), as a link card describes it. */
  description: string
  group: SitemapGroup
  /** When the document was last published (ISO date-time). */
  publishedAt: string
  /** The document's SEO fields ask search engines to leave it out: it is a page, but no sitemap lists it. */
  noindex?: true
  /** A translation's (issue 39): the English page's path; its own `path` is the localised one. */
  englishPath?: string
}

/** The page kind of each kind of document that is a page of its own; a listing's follows what it lists. */
const PAGE_KIND_OF_DOCUMENT: Readonly<Record<string, PageKind>> = {
  "page:home": "home",
  "page:service": "service",
  "page:industry": "industry",
  "page:legal": "legal",
  "page:faq": "faq",
  "page:contact": "contact",
  // The content family shares one schema and template (the content route reads any of them).
  "page:content": "content",
  "page:about": "content",
  "page:careers": "content",
  "page:landing": "content",
  "page:language": "content",
  // Collection entries with pages of their own; the other collections are only listed on a page.
  blog_post: "article",
  news_item: "article",
  case_study: "case-study",
}

const LISTING_KIND = "page:listing"

/** A listing page's kind by what it lists (the global offices are drawn by the contact page). */
const PAGE_KIND_OF_LISTING: Readonly<Record<string, PageKind>> = {
  blog_post: "blog",
  news_item: "news",
  case_study: "case-studies",
  glossary_term: "glossary",
  open_position: "open-positions",
  office: "contact",
  pages: "sitemap",
}

/** The kinds of document that can be pages: the route source reads no others. */
export const ROUTED_DOCUMENT_KINDS: readonly string[] = [...Object.keys(PAGE_KIND_OF_DOCUMENT), LISTING_KIND]

/** The /sitemap group of a page, by the first segment of its path; top-level pages of no section are "Legal and site". */
const GROUP_OF_SECTION: Readonly<Record<string, SitemapGroup>> = {
  "": "Company",
  about: "Company",
  services: "Services",
  industries: "Industries",
  "case-studies": "Case studies",
  resources: "Resources",
  faq: "Resources",
  careers: "Careers",
  freelancers: "Freelancers",
  technology: "Technology",
  sustainability: "Sustainability",
  "security-compliance": "Security and compliance",
  contact: "Contact",
}

const sitemapGroupOf = (path: string): SitemapGroup => GROUP_OF_SECTION[path.split("/")[1] ?? ""] ?? "Legal and site"

/** The page a live document is, or undefined for a document that is no page (a glossary term, an office…). */
export function documentRoute(row: DocumentRouteRow): DocumentRoute | undefined {
  const page = row.collection === LISTING_KIND ? PAGE_KIND_OF_LISTING[row.lists ?? ""] : PAGE_KIND_OF_DOCUMENT[row.collection]
  if (!page) return undefined
  // An entry's title column is its own title (the h1); its document title is its data's meta title.
  const isEntry = !row.collection.startsWith("page:")
  const title = (isEntry ? row.metaTitle : undefined) || row.title
  return {
    path: row.path,
    page,
    title,
    heading: (isEntry ? row.title : row.heroHeading || row.heading) || row.title,
    label: row.heroEyebrow || title,
    description: row.description ?? "",
    group: sitemapGroupOf(row.englishPath ?? row.path),
    publishedAt: row.publishedAt,
    ...(row.noindex === true ? { noindex: true as const } : {}),
    ...(row.englishPath !== undefined ? { englishPath: row.englishPath } : {}),
  }
}

/** The route table at run time: the build's code routes (aliases) and redirects, and a page per live document. */
export interface SiteRouteTable {
  ROUTE_TABLE: readonly RouteTableEntry[]
  REDIRECTS: Readonly<Record<string, string>>
  /** The pages made from documents, with their titles, groups and publish dates. */
  documents: readonly DocumentRoute[]
}

/**
 * The code's redirects under each language's prefix (/sv/about), to the target's translation where it is
 * live in that language (else there is nothing to redirect to: the language's not-found page).
 */
function localisedRedirects(redirects: Readonly<Record<string, string>>, documents: readonly DocumentRoute[]): Record<string, string> {
  const localised: Record<string, string> = {}
  for (const [from, to] of Object.entries(redirects)) {
    for (const translation of documents) {
      if (translation.englishPath !== to) continue
      const prefix = `/${translation.path.split("/")[1]}`
      localised[`${prefix}${from}`] = translation.path
    }
  }
  return localised
}

/**
 * The site's routes from the live documents' `rows` and the build's table (`build`): the build's aliases
 * are code (they show their canonical page's document) and stay, as do its redirects; every other page
 * is a document's. A document at an alias's or a redirect's path is not listed (the code route answers it).
 * Pages the build knew keep its order (the /sitemap page's, sitemap.xml's); new ones follow by path.
 */
export function siteRouteTable(rows: readonly DocumentRouteRow[], build: Omit<SiteRouteTable, "documents">): SiteRouteTable {
  const aliases = build.ROUTE_TABLE.flatMap(({ path, page, canonical }) => (canonical === undefined ? [] : [{ path, page, canonical }]))
  const taken = new Set([...aliases.map((route) => route.path), ...Object.keys(build.REDIRECTS)])
  const buildOrder = new Map(build.ROUTE_TABLE.map((route, index) => [route.path, index]))
  const orderOf = (route: RouteTableEntry) => buildOrder.get(route.path) ?? buildOrder.size
  const inBuildOrder = (a: RouteTableEntry, b: RouteTableEntry) => orderOf(a) - orderOf(b) || a.path.localeCompare(b.path)
  const documents = rows
    .flatMap((row) => {
      const route = taken.has(row.path) ? undefined : documentRoute(row)
      return route ? [route] : []
    })
    .sort(inBuildOrder)
  return {
    ROUTE_TABLE: [...documents.map(({ path, page }) => ({ path, page })), ...aliases].sort(inBuildOrder),
    REDIRECTS: { ...build.REDIRECTS, ...localisedRedirects(build.REDIRECTS, documents) },
    documents,
  }
}
