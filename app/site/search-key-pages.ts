/**
 * What the search offers when a query found nothing, on the search page and in the header's dialog: the
 * language's most visited pages (most_visited_pages, counted by the site server), filled up with the site's
 * key pages while few pages have been visited, then a quote and contact. Key pages have English paths;
 * links put them in the page's language (localizeHref), and a visited page's path is already its language's.
 */
import type { I18n } from "../i18n/runtime"
import type { PlaceToStart } from "../data/site-search"

/** How many pages a search that found nothing offers. */
export const PLACES_TO_START = 6

/** The key pages, in the order they are offered. */
function searchKeyPages(i18n: I18n): PlaceToStart[] {
  return [
    { href: "/services", label: i18n._("search.key.services") },
    { href: "/industries", label: i18n._("search.key.industries") },
    { href: "/case-studies", label: i18n._("search.key.case-studies") },
    { href: "/resources/blog", label: i18n._("search.key.blog") },
    { href: "/faq", label: i18n._("search.key.faq") },
    { href: "/sitemap", label: i18n._("search.key.sitemap") },
  ]
}

/**
 * The pages to start from: the most visited first, then key pages up to PLACES_TO_START, none twice (a key
 * page named by its English path is the visited one when the page map gives it that path).
 */
export function placesToStart(visited: readonly PlaceToStart[], i18n: I18n, localize: (href: string) => string): PlaceToStart[] {
  const places = visited.slice(0, PLACES_TO_START)
  const taken = new Set(places.map((place) => place.href))
  for (const page of searchKeyPages(i18n)) {
    if (places.length >= PLACES_TO_START) break
    if (!taken.has(localize(page.href))) places.push(page)
  }
  return places
}

/** A quote, then a word with us. */
export function searchContactLinks(i18n: I18n): PlaceToStart[] {
  return [
    { href: "/contact/request-quote", label: i18n._("search.quote") },
    { href: "/contact", label: i18n._("frame.link.contact-us") },
  ]
}
