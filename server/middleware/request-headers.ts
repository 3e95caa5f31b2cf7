import type { IncomingMessage } from "node:http"
import type { Context } from "hono"

/**
 * The request's headers as one record of lowercase names, repeated headers joined as fetch's Headers
 * joins them (cookies with "; ", the rest with ", "). Over a socket it is read from Node's raw header
 * list: the adapter's request would otherwise build a fetch Headers object just to be iterated once.
 */
export function requestHeaderRecord(c: Context): Record<string, string> {
  const raw = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.rawHeaders
  const headers: Record<string, string> = {}
  if (!Array.isArray(raw)) {
    c.req.raw.headers.forEach((value, name) => {
      headers[name] = value
    })
    return headers
  }
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase()
    const value = raw[i + 1]
    const before = headers[name]
    headers[name] = before === undefined ? value : before + (name === "cookie" ? "; " : ", ") + value
  }
  return headers
}
