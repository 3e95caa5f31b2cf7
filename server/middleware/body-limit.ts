import type { MiddlewareHandler } from "hono"
import { bodyLimit } from "hono/body-limit"
import type { PlainError } from "./errors"

/** JSON bodies of auth and REST requests are capped here; storage and functions set their own limits. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024

/** Refuses a body over JSON_BODY_LIMIT_BYTES with 413, in the shape of the API it was sent to. */
export function jsonBodyLimit(toErrorResponse: (error: PlainError, request: Request) => Response): MiddlewareHandler {
  const limitBody = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) => toErrorResponse({ status: 413, message: `Request body is larger than ${JSON_BODY_LIMIT_BYTES} bytes` }, c.req.raw),
  })
  // Looking for a body turns the adapter's lightweight request into a full one, so a body whose length
  // is announced is judged by its Content-Length, as bodyLimit would; GET and HEAD have none.
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next()
    const length = c.req.header("content-length")
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return limitBody(c, next)
    return Number.parseInt(length, 10) > JSON_BODY_LIMIT_BYTES ? limitBody(c, next) : next()
  }
}
