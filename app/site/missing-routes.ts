/**
 * The paths the live documents had no page at, as the browser last asked (app/site/site-routes.ts): a
 * visitor going back and forth to a page that does not exist asks PostgREST once, not at every click.
 *
 * Why it never outlives a publish the visitor could see: the public pages hold no realtime socket, so
 * what a visitor sees of a publish arrives only through a page's loader (a listing that now lists the
 * new post). Every page read from the live documents drops the answers (loadDocumentPage() in
 * app/site/document-pages.ts, the /sitemap page's groups), so a link shown by a page loaded after the
 * answer is asked about again; and an answer is kept a short while at most. Dropped there rather than on
 * the router's navigations, so that the first load's code does not grow.
 */

/** How long a "no page here" answer is kept at most. */
const MISSING_ROUTE_KEPT_MS = 30_000

const missingSince = new Map<string, number>()

/** Whether `path` was answered "no page" within the last MISSING_ROUTE_KEPT_MS. */
export function knownMissing(path: string, now = Date.now()): boolean {
  const since = missingSince.get(path)
  return since !== undefined && now - since < MISSING_ROUTE_KEPT_MS
}

/** Remembers that no live document is a page at `path`. */
export function rememberMissing(path: string, now = Date.now()) {
  missingSince.set(path, now)
}

/** Drops every answer: a page has loaded, and what it shows may link to a page published since. */
export function forgetMissingRoutes() {
  missingSince.clear()
}
