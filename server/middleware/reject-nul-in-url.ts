import type { MiddlewareHandler } from "hono"
import type { PlainError, ToErrorResponse } from "./errors"

/** A percent-encoded NUL: Postgres text cannot hold one (22021), and no name or key may contain it. */
const ENCODED_NUL = /%00/i

/** Refuses a request whose path or query string carries a NUL, answered 400 in the API's own shape. */
export function rejectNulInUrl(toErrorResponse: ToErrorResponse): MiddlewareHandler {
  const refused: PlainError = { status: 400, message: "The request URL contains a NUL character" }
  return async (c, next) => (ENCODED_NUL.test(c.req.url) ? toErrorResponse(refused, c.req.raw) : next())
}
