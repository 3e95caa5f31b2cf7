import type { ServerResponse } from "node:http"
import type { Context, MiddlewareHandler } from "hono"

/** Adds each of `headers` the response does not set itself (a stored file keeps its own sandboxing policy, a page its nonce). */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
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

/** The Node response under Hono's adapter, when the request came over a socket. */
function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
  return outgoing && typeof outgoing.setHeader === "function" && !outgoing.headersSent ? outgoing : undefined
}

/**
 * A middleware giving every response below it `headersFor(c)` where the response does not set them
 * itself: headers known before the handler runs (the APIs' baseline, CORS). Over a socket they go on
 * the Node response, and the adapter's writeHead lets the handler's own headers win. The handler's
 * Response then keeps the plain record of headers it was made with, which the adapter writes as it
 * is: reading `response.headers` would build a fetch Headers object for every answer, the costliest
 * step of a small API read. In process (tests, a function calling this server) they are added after.
 */
export function presetHeaders(headersFor: (c: Context) => Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    const outgoing = nodeResponse(c)
    if (outgoing) {
      for (const [name, value] of Object.entries(headersFor(c))) outgoing.setHeader(name, value)
      return next()
    }
    await next()
    const res = withHeaders(c.res, headersFor(c))
    if (res !== c.res) {
      c.res = undefined
      c.res = res
    }
  }
}
