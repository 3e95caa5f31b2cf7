/**
 * The redirects staff keep in the database (public.redirects, docs/decisions/0006-redirects.md): read
 * as a visitor would (the anon key: the site-only server has no other), kept until the content changes,
 * matched exactly or by prefix, and their hits counted and sent in batches.
 */
import { batchedCounts } from "./batched-counts"
import { RenderCache } from "./render-cache"
import type { BackendConfig } from "./server-entry"

/** A redirect as the site answers it. */
export interface SiteRedirect {
  source: string
  target: string
  status: 301 | 302
  match: "exact" | "prefix"
}

/** Where a path redirects: the address (with the rest of the path, for a prefix) and the status. */
export interface RedirectAnswer {
  location: string
  status: 301 | 302
  /** The redirect's source, whose hit this is. */
  source: string
}

/** How long hits are gathered before one call sends them all. */
const HIT_FLUSH_DELAY_MS = 5_000
/** What record_redirect_hits() takes in one call (its migration bounds it the same). */
const HITS_PER_CALL = 100

const isRedirect = (row: unknown): row is SiteRedirect => {
  const value = row as Partial<SiteRedirect> | null
  return (
    typeof value?.source === "string" &&
    typeof value.target === "string" &&
    (value.status === 301 || value.status === 302) &&
    (value.match === "exact" || value.match === "prefix")
  )
}

/** The redirects in the database; undefined without a backend or while it cannot be read (the site then redirects by the build's alone). */
export async function readRedirects(backend: BackendConfig): Promise<SiteRedirect[] | undefined> {
  if (!backend) return undefined
  const send = backend.fetch ?? fetch
  try {
    const response = await send(`${backend.url}/rest/v1/redirects?select=source,target,status,match`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
    })
    if (!response.ok) return undefined
    const rows: unknown = await response.json()
    return Array.isArray(rows) ? rows.filter(isRedirect) : undefined
  } catch {
    return undefined
  }
}

/** A path as the rows keep it: lower case, no trailing slash. */
const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname).toLowerCase()

/** Where `pathname` redirects by `redirects`: its exact row, else the longest prefix row it is under (the rest of the path kept). */
export function matchRedirect(redirects: readonly SiteRedirect[], pathname: string): RedirectAnswer | undefined {
  const candidate = normalize(pathname)
  const exact = redirects.find((row) => row.match === "exact" && row.source === candidate)
  if (exact) return { location: exact.target, status: exact.status, source: exact.source }
  const prefix = redirects
    .filter((row) => row.match === "prefix" && (candidate === row.source || candidate.startsWith(`${row.source}/`)))
    .sort((a, b) => b.source.length - a.source.length)[0]
  if (!prefix) return undefined
  const rest = candidate.slice(prefix.source.length)
  return { location: prefix.target === "/" && rest ? rest : prefix.target + rest, status: prefix.status, source: prefix.source }
}

/** The database's redirects for the site: kept until `clear()` (the content changed), and their hits counted. */
export function siteRedirects(backend: () => BackendConfig, { hitFlushDelayMs = HIT_FLUSH_DELAY_MS } = {}) {
  const kept = new RenderCache<SiteRedirect[] | undefined>()
  const hits = batchedCounts(backend, {
    rpc: "record_redirect_hits",
    argument: "p_hits",
    perCall: HITS_PER_CALL,
    delayMs: hitFlushDelayMs,
    what: "redirect hits",
  })
  return {
    /** Drops the kept rows (a change to the content). */
    clear: () => kept.clear(),
    /** Where `pathname` redirects by the database's rows, counting the hit; undefined when it does not (or they cannot be read). */
    async answer(pathname: string): Promise<RedirectAnswer | undefined> {
      const rows = await kept.get(
        "redirects",
        () => readRedirects(backend()),
        (value) => value !== undefined,
      )
      const found = rows && matchRedirect(rows, pathname)
      if (found) hits.record(found.source)
      return found
    },
    /** Counts a hit of the redirect from `source` (one the build answered: the spec's fixed ones are rows too). */
    recordHit: (source: string) => hits.record(source),
    /** Sends the hits gathered so far now (tests, and a server that stops). */
    flushHits: () => hits.flush(),
  }
}

/**
 * The redirects as `_redirects` lines for Netlify and Cloudflare Pages (the first matching line wins,
 * and a file at the path is served before any of them, so a page wins there too): exact ones first,
 * then prefixes, longest first, each as its path and its subtree (`:splat`, the rest of the path).
 * The host passes the query string on.
 */
export function staticRedirectRules(redirects: readonly SiteRedirect[]): string[] {
  const exact = redirects.filter((row) => row.match === "exact")
  const prefixes = redirects.filter((row) => row.match === "prefix").sort((a, b) => b.source.length - a.source.length)
  return [
    ...exact.map((row) => `${row.source}  ${row.target}  ${row.status}`),
    ...prefixes.flatMap((row) => [
      `${row.source}  ${row.target}  ${row.status}`,
      `${row.source}/*  ${row.target === "/" ? "" : row.target}/:splat  ${row.status}`,
    ]),
  ]
}
