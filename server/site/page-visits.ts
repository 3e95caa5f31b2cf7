/**
 * The visits of the site's pages (issue 41: a search that found nothing offers the most visited), counted in
 * memory by path and sent every minute through record_page_visits(), which counts only live pages
 * (20261207300500_page_visits.sql). Nothing of the visitor is kept: no address, no identifier, no time.
 */
import { batchedCounts } from "./batched-counts"
import type { BackendConfig } from "./server-entry"

/** How long visits are gathered before one call sends them all. */
const VISIT_FLUSH_DELAY_MS = 60_000
/** What record_page_visits() takes in one call (its migration bounds it the same). */
const PATHS_PER_CALL = 200

/** Robots, link previews, audits and automated browsers: none of them is a visitor. */
const NOT_A_VISITOR = /bot|crawl|spider|slurp|preview|fetch|lighthouse|headless|pagespeed|monitor|curl|wget|python|java\//i

/**
 * Whether a request is a person's browser opening a page: a browser's User-Agent (every one starts with
 * "Mozilla/") that names no robot, asking for HTML, and not a prefetch the visitor may never see.
 */
export function isVisitorRequest(headers: Headers): boolean {
  const agent = headers.get("user-agent") ?? ""
  if (!agent.startsWith("Mozilla/") || NOT_A_VISITOR.test(agent)) return false
  if (!(headers.get("accept") ?? "").includes("text/html")) return false
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`
  return !/prefetch|prerender/i.test(purpose)
}

/** The visits of the site's pages by path (as the router matches it: lower case, no trailing slash), sent in batches. */
export function pageVisits(backend: () => BackendConfig, { flushDelayMs = VISIT_FLUSH_DELAY_MS } = {}) {
  return batchedCounts(backend, {
    rpc: "record_page_visits",
    argument: "p_visits",
    perCall: PATHS_PER_CALL,
    delayMs: flushDelayMs,
    what: "page visits",
  })
}
