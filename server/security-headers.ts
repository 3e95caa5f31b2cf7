import type { MiddlewareHandler } from "hono"

/** Powerful browser features the site never uses, off for every document of this origin. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()"

/** Only framing is restricted for now: the site's full policy (scripts, styles) comes with server rendering. */
export const SITE_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'"

/** On every response, the APIs' included. */
export const BASELINE_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
}

/** On the site's pages and files: the baseline, and never inside a frame. */
export const SITE_SECURITY_HEADERS: Record<string, string> = {
  ...BASELINE_SECURITY_HEADERS,
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": SITE_CONTENT_SECURITY_POLICY,
}

/** The admin's preview of a section is framed by the admin itself, so it may be framed by this origin only. */
export const ADMIN_PREVIEW_PATH_PREFIX = "/admin/preview/"

export const ADMIN_PREVIEW_SECURITY_HEADERS: Record<string, string> = {
  ...BASELINE_SECURITY_HEADERS,
  "X-Frame-Options": "SAMEORIGIN",
  "Content-Security-Policy": "frame-ancestors 'self'",
}

/** The site's headers for a path: never framed, except the admin's preview by the admin. */
export function siteSecurityHeadersFor(path: string): Record<string, string> {
  return path.startsWith(ADMIN_PREVIEW_PATH_PREFIX) ? ADMIN_PREVIEW_SECURITY_HEADERS : SITE_SECURITY_HEADERS
}

/** Adds each of `headers` the response does not set itself (a stored file keeps its own sandboxing policy). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  const missing = Object.entries(headers).filter(([name]) => !response.headers.has(name))
  try {
    for (const [name, value] of missing) response.headers.set(name, value)
    return response
  } catch {
    // A response passed on from fetch() (a function's answer, say) has immutable headers.
    const copy = new Response(response.body, response)
    for (const [name, value] of missing) copy.headers.set(name, value)
    return copy
  }
}

/** A middleware giving every response below it `headersFor(path)`. */
export function securityHeaders(headersFor: (path: string) => Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = withHeaders(c.res, headersFor(c.req.path))
    if (res !== c.res) c.res = res
  }
}
