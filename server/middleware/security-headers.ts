import type { Context, MiddlewareHandler } from "hono"
import { presetHeaders, withHeaders } from "./preset-headers"
import { isHttpsRequest } from "./request-scheme"
import { STOCK_PHOTO_HOST } from "../../ui/lib/image-url"

/** Powerful browser features the site never uses, off for every document of this origin. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()"

/** HSTS for answers to requests that came over HTTPS: two years, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains"

/** On every response, the APIs' included (a subresource of the site needs only the first two: siteSecurityHeaders). */
export const BASELINE_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
}

export interface SitePolicyOptions {
  /**
   * What may run inline besides the site's own script files: the hashes of the template's inline
   * scripts (`'sha256-…'`), the same for every page of a build, on the server and on a static host.
   */
  inlineScripts?: readonly string[]
  /** The Supabase API when it is on another origin (a hosted project): REST, realtime and stored images. */
  backendOrigin?: string
  /** Who may frame the page: nobody, or this origin (the admin's section preview). @default "'none'" */
  frameAncestors?: "'none'" | "'self'"
  /** Over HTTPS, a stray http: address is loaded over HTTPS instead of being blocked as mixed content. */
  https?: boolean
}

/**
 * The site's Content-Security-Policy. Scripts come only from this origin (plus the template's inline
 * scripts, by hash: no 'unsafe-inline'). Styles allow inline style attributes: React renders `style`
 * props into the server's HTML and Radix positions its popovers and menus with them, so a policy
 * without 'unsafe-inline' for styles would break the pages it should protect. Images may also come from
 * the stock-photo host; the API is this origin (local mode) or `backendOrigin` with its websocket.
 */
export function siteContentSecurityPolicy({
  inlineScripts = [],
  backendOrigin,
  frameAncestors = "'none'",
  https,
}: SitePolicyOptions = {}): string {
  const backend = backendOrigin ? [new URL(backendOrigin).origin] : []
  const realtime = backend.map((origin) => origin.replace(/^http/, "ws"))
  const directives: string[][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...inlineScripts],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", `https://${STOCK_PHOTO_HOST}`, ...backend],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...backend, ...realtime],
    ["media-src", "'self'", "blob:", ...backend],
    // The admin previews sections (this origin) and uploaded PDFs (signed URLs of the API) in frames.
    ["frame-src", "'self'", ...backend],
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", frameAncestors],
    ...(https ? [["upgrade-insecure-requests"]] : []),
  ]
  return directives.map((directive) => directive.join(" ")).join("; ")
}

/** The admin's preview of a section is framed by the admin itself, so it may be framed by this origin only. */
const ADMIN_PREVIEW_PATH_PREFIX = "/admin/preview/"

/**
 * The policy of a file a page loads (a script, a stylesheet, a font, a raster image): the site's
 * policy governs documents and workers only, so on these it would be 380 bytes on every asset's
 * answer for nothing. Opened on its own, such a file may load nothing and be framed by nobody.
 */
const SUBRESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * Types a browser never shows as a document that runs anything. HTML, SVG, XML and PDF (a viewer
 * document) keep the site's policy, and so does an answer without a type (a 304 refreshes the headers
 * a browser cached for a page).
 */
const SUBRESOURCE_TYPE =
  /^(text\/javascript|application\/javascript|text\/css|font\/|image\/(png|jpeg|webp|avif|gif|x-icon)|application\/(json|manifest\+json))(;|$)/i

/** A web worker runs under the policy of its own script (Vite names one `<source>.worker-<hash>.js`). */
const WORKER_SCRIPT_PATH = /\.worker[-.][^/]*$/

/** Whether the answer at `path` is a file a page only loads, never one that runs under its own policy. */
const isSubresource = (path: string, contentType: string | null | undefined) =>
  SUBRESOURCE_TYPE.test(contentType ?? "") && !WORKER_SCRIPT_PATH.test(path)

interface SiteResponseOptions extends Omit<SitePolicyOptions, "frameAncestors"> {
  path: string
  /** The response's Content-Type: a script, stylesheet, font or image gets SUBRESOURCE_CONTENT_SECURITY_POLICY. */
  contentType?: string | null
}

/**
 * The site's headers for a response. A page (and anything else a browser may show as a document): the
 * baseline, the site's policy and never framed (but the admin's preview, by the admin). A script,
 * stylesheet, font or image a page loads: `nosniff` and the referrer policy (which its own requests
 * follow), and the subresources' policy; framing and powerful features are a document's business.
 * HSTS on both over HTTPS.
 */
function siteSecurityHeaders({ path, https, contentType, ...policy }: SiteResponseOptions): Record<string, string> {
  const hsts: Record<string, string> = https ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {}
  if (isSubresource(path, contentType)) {
    return {
      "X-Content-Type-Options": BASELINE_SECURITY_HEADERS["X-Content-Type-Options"],
      "Referrer-Policy": BASELINE_SECURITY_HEADERS["Referrer-Policy"],
      "Content-Security-Policy": SUBRESOURCE_CONTENT_SECURITY_POLICY,
      ...hsts,
    }
  }
  const framedByAdmin = path.startsWith(ADMIN_PREVIEW_PATH_PREFIX)
  return {
    ...BASELINE_SECURITY_HEADERS,
    "X-Frame-Options": framedByAdmin ? "SAMEORIGIN" : "DENY",
    "Content-Security-Policy": siteContentSecurityPolicy({ ...policy, https, frameAncestors: framedByAdmin ? "'self'" : "'none'" }),
    ...hsts,
  }
}

/** The baseline, with HSTS over HTTPS. */
function baselineSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return https ? { ...BASELINE_SECURITY_HEADERS, "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : BASELINE_SECURITY_HEADERS
}

type InlineScriptsEnv = { Variables: { cspInlineScripts?: readonly string[] } }

/** Records the sources ('sha256-…') of the inline scripts a page may run, for the policy of its response. */
export function setResponseInlineScripts(c: Context, sources: readonly string[]) {
  ;(c as unknown as Context<InlineScriptsEnv>).set("cspInlineScripts", sources)
}

/** The policy's script sources for inline scripts: those the response set, if any. */
function responseInlineScripts(c: Context): readonly string[] {
  return (c as unknown as Context<InlineScriptsEnv>).get("cspInlineScripts") ?? []
}

/** A middleware giving every response below it `headersFor(c)`. */
function securityHeaders(headersFor: (c: Context) => Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = withHeaders(c.res, headersFor(c))
    if (res !== c.res) c.res = res
  }
}

export interface ResponseSecurityHeadersOptions {
  /** Whose X-Forwarded-Proto is believed, for HSTS (TRUSTED_PROXIES). */
  trustedProxies: readonly string[]
  /** Whether a path is one of the APIs', whose answers get the baseline only. */
  isApiPath: (path: string) => boolean
  /** The Supabase API when it is on another origin (the site-only mode's hosted project). */
  backendOrigin?: string
}

/**
 * The security headers of every response: an API's answer gets the baseline, set before its handler
 * runs (see presetHeaders); any other answer gets the site's, chosen after its handler by its path,
 * type and inline scripts.
 */
export function responseSecurityHeaders({ trustedProxies, isApiPath, backendOrigin }: ResponseSecurityHeadersOptions): MiddlewareHandler {
  const api = presetHeaders((c) => baselineSecurityHeaders({ https: isHttpsRequest(c, trustedProxies) }))
  const site = securityHeaders((c) =>
    siteSecurityHeaders({
      path: c.req.path,
      https: isHttpsRequest(c, trustedProxies),
      inlineScripts: responseInlineScripts(c),
      contentType: c.res.headers.get("content-type"),
      backendOrigin,
    }),
  )
  return (c, next) => (isApiPath(c.req.path) ? api : site)(c, next)
}
