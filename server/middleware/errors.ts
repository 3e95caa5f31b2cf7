import { HTTPException } from "hono/http-exception"
import { DatabaseUnavailableError } from "../db/types"
import { RequestTimeoutError } from "./request-deadlines"
import { BASELINE_SECURITY_HEADERS } from "./security-headers"

/**
 * An error the server raises on its own, outside any protocol's handlers: no route matched, a body
 * over the limit, a failure in a middleware. Each protocol gives it its own shape.
 */
export interface PlainError {
  status: number
  message: string
  /** The protocol's own code, when the raiser knows it; otherwise the protocol picks one for the status. */
  code?: string
}

/**
 * What every protocol folder exports: a thrown value or a PlainError answered in that protocol's own
 * error shape. `request` lets the shape follow what the client asked for (GoTrue's API version, HEAD).
 */
export type ToErrorResponse = (error: unknown, request?: Request) => Response

/**
 * The PlainError in `error`: a plain `{status, message, code?}`, Hono's HTTPException, a database
 * that cannot answer (503) or a request body that stalled (408); undefined for anything else.
 */
export function plainError(error: unknown): PlainError | undefined {
  if (error instanceof HTTPException) return { status: error.status, message: error.message || "Request failed" }
  if (error instanceof DatabaseUnavailableError) return { status: 503, message: "The database is unavailable, try again" }
  if (error instanceof RequestTimeoutError) return { status: 408, message: error.message }
  if (typeof error !== "object" || error === null || error instanceof Error) return undefined
  const { status, message, code } = error as Partial<PlainError>
  if (typeof status !== "number" || typeof message !== "string") return undefined
  return { status, message, ...(typeof code === "string" ? { code } : {}) }
}

/**
 * The plain shape `{code, message}` for what has no protocol of its own (the site, the functions
 * gateway's own failures). Anything but a PlainError is logged and answered 500 without internals.
 */
export function plainErrorResponse(error: unknown, scope: string): Response {
  let plain = plainError(error)
  if (!plain) {
    console.error(`[${scope}] unexpected error:`, error)
    plain = { status: 500, message: "Internal server error" }
  }
  return Response.json({ code: plain.code ?? String(plain.status), message: plain.message }, { status: plain.status })
}

/** The answer to an error that escaped every handler (and every protocol's shape): logged, and a bare 500. */
export function unhandledErrorResponse(error: unknown): Response {
  console.error("[server] unhandled:", error)
  return new Response(JSON.stringify({ message: "Internal server error" }), {
    status: 500,
    headers: { "Content-Type": "application/json", ...BASELINE_SECURITY_HEADERS },
  })
}
