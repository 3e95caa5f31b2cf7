/**
 * The pages a page links to as cards (a service's or an industry's related pages, a hub's lists of its
 * pages), kept to what is live: a card to a page since unpublished or trashed is dropped, and a hub
 * lists a page published under it since the build beside those of its kind (docs/decisions/
 * 0003-content-model.md, "Routing follows the data"). Read from the live documents as the page loads.
 */
import type { LinkCard } from "@nordika/ui/templates"
import { REDIRECTS, ROUTE_TABLE } from "virtual:nordika-route-table"
import { readPublishedDocumentRoutes } from "../data/document-route-rows"
import { documentRoute, ROUTED_DOCUMENT_KINDS, type DocumentRoute } from "./document-routes"
import { linkCardFromPath } from "./path-labels"
import { isTranslationLocale, localeOfPath } from "#shared/locales"
import { SECTION_SINGULAR_IN } from "../content/section-names"

/** The live pages among those read, by path. */
export type LivePages = ReadonlyMap<string, DocumentRoute>

/** Paths that are code, not documents, and stay whatever the documents say: the aliases and the redirects. */
const CODE_PATHS: ReadonlySet<string> = new Set([
  ...ROUTE_TABLE.flatMap((route) => (route.canonical === undefined ? [] : [route.path])),
  ...Object.keys(REDIRECTS),
])

/** A document's path as the table requires it (lower case, no trailing slash). */
const DOCUMENT_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/

/**
 * The path of the page a link goes to (no query or fragment), when it could be a document's; undefined
 * for a link off the site or to a file (a feed, a download), which no document decides.
 */
function sitePathOf(href: string): string | undefined {
  const path = href.replace(/[?#].*$/, "")
  return DOCUMENT_PATH.test(path) ? path : undefined
}

/**
 * The live pages at `hrefs` (links off the site and code paths are not read) and, with `under`, every
 * live page below that path; undefined when they cannot be read (the caller then keeps its links).
 */
export async function readLivePages(hrefs: readonly string[], { under }: { under?: string } = {}): Promise<LivePages | undefined> {
  const paths = [...new Set(hrefs.flatMap((href) => sitePathOf(href) ?? []))].filter((path) => !CODE_PATHS.has(path))
  const [listed, below] = await Promise.all([
    readPublishedDocumentRoutes(ROUTED_DOCUMENT_KINDS, { paths }),
    under === undefined ? undefined : readPublishedDocumentRoutes(ROUTED_DOCUMENT_KINDS, { under }),
  ])
  if (listed.status !== "published" || below?.status === "unavailable") return undefined
  const routes = [...listed.rows, ...(below?.rows ?? [])].flatMap((row) => documentRoute(row) ?? [])
  return new Map(routes.map((route) => [route.path, route]))
}

/** Whether a link goes somewhere live: off the site, a code path, or a live page. */
export function isLiveLink(href: string, live: LivePages): boolean {
  const path = sitePathOf(href)
  return path === undefined || CODE_PATHS.has(path) || live.has(path)
}

/**
 * The cards of a page's related pages (`hrefs`, in order): the live ones only, each titled with its
 * document's title as published now (the slug's words only for a code path, which has no document).
 */
export function relatedLinkCards(hrefs: readonly string[], live: LivePages): LinkCard[] {
  return hrefs.filter((href) => isLiveLink(href, live)).map((href) => linkCardFromPath(href, live.get(sitePathOf(href) ?? "")?.title))
}

/**
 * The related-link cards of the page at `pagePath` in its language: on a Swedish or German page, each
 * card names its target by the target's live translation and its kind in that language (its link is
 * drawn to the translation by the render); a target without a live translation keeps its English title.
 */
export async function relatedCardsInLanguage(cards: LinkCard[], pagePath: string): Promise<LinkCard[]> {
  const locale = localeOfPath(pagePath)
  if (!isTranslationLocale(locale) || cards.length === 0) return cards
  const { livePathMap, liveTranslation } = await import("../data/document-translations")
  const map = await livePathMap(locale)
  if (map.status !== "published") return cards
  return Promise.all(
    cards.map(async (card) => {
      const englishPath = sitePathOf(card.href) ?? ""
      const localised = map.paths[englishPath]
      const read = localised === undefined ? undefined : await liveTranslation(locale, localised)
      if (read?.status !== "published") return card
      const section = SECTION_SINGULAR_IN[locale][englishPath.split("/")[1] ?? ""]
      return { ...card, title: read.translation.title, description: section ?? card.description }
    }),
  )
}

/** A card for a live page no list of the hub names yet: its short name and summary. */
const cardOf = (route: DocumentRoute): LinkCard => ({ title: route.label, description: route.description, href: route.path })

/**
 * A hub's lists of cards (`lists`, in order) with the live pages only, and each live page directly
 * under `hubPath` that no list names added to the last list that names a page of its kind (a new
 * service page joins the services hub's last list of services); a page of a kind no list holds is
 * not added.
 */
export function liveCardLists(hubPath: string, lists: readonly (readonly LinkCard[])[], live: LivePages): LinkCard[][] {
  const kept = lists.map((cards) => cards.filter((card) => isLiveLink(card.href, live)))
  const named = new Set(lists.flat().flatMap((card) => sitePathOf(card.href) ?? []))
  const depth = hubPath === "/" ? 1 : hubPath.split("/").length
  const newPages = [...live.values()]
    .filter((route) => !named.has(route.path) && route.path.startsWith(`${hubPath === "/" ? "" : hubPath}/`))
    .filter((route) => route.path.split("/").length === depth + 1)
    .sort((a, b) => a.path.localeCompare(b.path))
  const kindsOf = kept.map((cards) => new Set(cards.flatMap((card) => live.get(sitePathOf(card.href) ?? "")?.page ?? [])))
  for (const route of newPages) {
    const index = kindsOf.findLastIndex((kinds) => kinds.has(route.page))
    if (index >= 0) kept[index].push(cardOf(route))
  }
  return kept
}
