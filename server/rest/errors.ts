import { isPgError, type PgError } from "../db"
import { plainError } from "../middleware/errors"
import { JwtError } from "../jwt"
import { ParseError } from "./parse"

/** PostgREST's error body: `{code, message, details, hint}`, the same for every status. */
export interface RestErrorBody {
  code: string
  message: string
  details: string | string[] | null
  hint: string | null
}

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | string[] | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  get body(): RestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint }
  }
}

/** SQLSTATE → HTTP status as PostgREST's mapSQLtoHTTP, with 42501 depending on the caller. */
function statusForSqlState(code: string, message: string, role: string): number {
  if (code === "23503" || code === "23505") return 409
  if (code === "25006") return 405
  if (code === "42P01" || code === "42883") return 404
  if (code === "42501") return role === "anon" ? 401 : 403
  if (code === "22023" && /role .* does not exist/.test(message)) return 401
  if (code === "P0001") return 400
  if (code === "21000") return /requires a WHERE clause/.test(message) ? 400 : 500
  if (code.startsWith("PT") && /^PT\d{3}$/.test(code)) return Number(code.slice(2))
  if (code === "53400") return 500
  if (code.startsWith("08") || code.startsWith("53") || code === "57P01") return 503
  if (code === "42P17") return 500
  if (["0L", "0P", "28"].some((p) => code.startsWith(p))) return 403
  if (["09", "25", "2D", "38", "39", "3B", "40", "54", "55", "57", "58", "F0", "HV", "XX"].some((p) => code.startsWith(p))) return 500
  if (code.startsWith("P0")) return 500
  return 400
}

/** WWW-Authenticate as PostgREST sends it with JWT errors. */
function bearerChallenge(description: string) {
  return `Bearer error="invalid_token", error_description="${description.replace(/["\\]/g, "")}"`
}

function jwtRestError(error: JwtError): RestError {
  if (error.failure === "expired") {
    return new RestError(401, "PGRST303", "JWT expired", null, null, { "WWW-Authenticate": bearerChallenge("JWT expired") })
  }
  if (error.failure === "invalid" && /role .* does not exist/.test(error.message)) {
    return new RestError(401, "22023", error.message, null, null, { "WWW-Authenticate": bearerChallenge(error.message) })
  }
  const message =
    error.failure === "invalid_signature"
      ? "JWT cryptographic operation failed"
      : // jose-jwt's KeyError: no key of the JWKS fits the token's kid and algorithm.
        error.failure === "no_key"
        ? "No suitable key or wrong key type"
        : error.message
  return new RestError(401, "PGRST301", message, null, null, { "WWW-Authenticate": bearerChallenge(message) })
}

/** PostgREST's answer to a path that names no table, function or the root. */
export const invalidPath = () => new RestError(404, "PGRST125", "Invalid path specified in request URL")

/** PostgREST's code for a PlainError that brings none: PGRST001 when the database cannot answer. */
function codeForStatus(status: number): string {
  if (status === 503) return "PGRST001"
  return status >= 500 ? "XX000" : `PGRST${status}`
}

/**
 * Any thrown value as a PostgREST error. A PlainError keeps its status (a 404 is an invalid path);
 * unknown errors become 500 XX000, PostgreSQL's internal_error, without internals.
 */
function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error
  if (error instanceof ParseError) return new RestError(400, "PGRST100", error.message, error.details)
  if (error instanceof JwtError) return jwtRestError(error)
  if (isPgError(error)) {
    const pgError = error as PgError
    const code = pgError.code!
    return new RestError(
      statusForSqlState(code, pgError.message, role),
      code,
      pgError.message,
      pgError.detail ?? null,
      pgError.hint ?? null,
    )
  }
  const plain = plainError(error)
  if (plain?.status === 404 && !plain.code) return invalidPath()
  if (plain) return new RestError(plain.status, plain.code ?? codeForStatus(plain.status), plain.message)
  console.error("[rest] unexpected error:", error)
  return new RestError(500, "XX000", "Internal server error")
}

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8"

/**
 * An error as PostgREST answers it: the JSON body (none for HEAD) and headers such as
 * WWW-Authenticate. `role` decides 401 or 403 for a permission error (anon without a role).
 */
export function toErrorResponse(error: unknown, request?: Request, role = "anon"): Response {
  const restError = toRestError(error, role)
  const headers = { "Content-Type": JSON_CONTENT_TYPE, ...restError.headers }
  const body = request?.method === "HEAD" ? null : JSON.stringify(restError.body)
  return new Response(body, { status: restError.status, headers })
}
