/**
 * Where a listing of articles announces its RSS feed (/resources/blog/feed.xml beside /resources/blog):
 * the `<link rel="alternate">` of its head, written by the server render and applied by the listing's
 * page in the browser. Small and free of the feed's own code, which only the server runs (feeds.ts).
 */
import type { HeadElement } from "./head"
import { TITLE_SUFFIX } from "./titles"

/** A feed's path: its listing's, and this. */
export const FEED_PATH_SUFFIX = "/feed.xml"
const RSS_TYPE = "application/rss+xml"

/** The collections whose listings have a feed: those whose entries are dated articles. */
export const FEED_COLLECTIONS: readonly string[] = ["blog_post", "news_item"]

/** The head's link to the feed of the listing at `listingPath`, titled as the listing is. */
export function feedLinkElement(listingPath: string, title: string, origin: string): HeadElement {
  return {
    tag: "link",
    attributes: { rel: "alternate", type: RSS_TYPE, title: `${title}${TITLE_SUFFIX}`, href: `${origin}${listingPath}${FEED_PATH_SUFFIX}` },
    selector: `link[rel="alternate"][type="${RSS_TYPE}"]`,
  }
}

/** The feed link of a page whose loader gave `loaderData`: a published listing of articles; else undefined. */
export function feedLinkOf(loaderData: unknown, origin: string): HeadElement | undefined {
  const view = loaderData as { status?: string; page?: { lists?: string; meta?: { path: string; title: string } } } | null | undefined
  const page = view?.status === "published" ? view.page : undefined
  return page?.lists && page.meta && FEED_COLLECTIONS.includes(page.lists)
    ? feedLinkElement(page.meta.path, page.meta.title, origin)
    : undefined
}
