import { isPgError, type PgError } from "../db"
import { plainError, type ToErrorResponse } from "../middleware/errors"
import { JwtError } from "../jwt"

/** The API version auth-js sends; from it on, error bodies are `{code, message}`. */
export const API_VERSION_2024 = "2024-01-01"
export const API_VERSION_HEADER = "X-Supabase-Api-Version"

/** A GoTrue error: HTTP status, machine-readable `error_code` and a human message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields of the body (e.g. `weak_password`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

/** An OAuth2-style error (`{error, error_description}`), used by /token for malformed grants. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description)
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message)
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message)
export const forbidden = (code: string, message: string) => new AuthError(403, code, message)
export const notFound = (code: string, message: string) => new AuthError(404, code, message)
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message)
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message)
export const unexpected = (message: string) => new AuthError(500, "unexpected_failure", message)

export const validationFailed = (message: string) => badRequest("validation_failed", message)
export const invalidCredentials = () => badRequest("invalid_credentials", "Invalid login credentials")
export const otpExpired = () => forbidden("otp_expired", "Token has expired or is invalid")
export const userBanned = (status = 400) => new AuthError(status, "user_banned", "User is banned")
export const overRequestRateLimit = () => tooManyRequests("over_request_rate_limit", "Request rate limit reached")

/** A Postgres data exception (class 22): text it cannot store (a NUL is 22021) or a value of the wrong form; the caller's fault. */
function isDataException(error: unknown): error is PgError {
  return isPgError(error) && error.code!.startsWith("22")
}

/** The API version the request asked for, when it is a date GoTrue knows (≥ 2024-01-01). */
export function requestedApiVersion(request: Request | undefined): string | undefined {
  const value = request?.headers.get(API_VERSION_HEADER)
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  return value >= API_VERSION_2024 ? API_VERSION_2024 : undefined
}

/** GoTrue's answer to a path it has no route for. */
export const unknownRoute = () => notFound("not_found", "Not Found")

/** GoTrue's code for a PlainError that brings none. */
function codeForStatus(status: number): string {
  if (status === 413) return "request_too_large"
  if (status === 408) return "request_timeout"
  return status >= 500 ? "unexpected_failure" : "validation_failed"
}

/**
 * Any thrown value as a GoTrue error. A PlainError keeps its status (a 404 is an unknown route);
 * unknown errors become 500 unexpected_failure without internals.
 */
export function toAuthError(error: unknown): AuthError | OAuthError {
  if (error instanceof AuthError || error instanceof OAuthError) return error
  if (error instanceof JwtError) return forbidden("bad_jwt", `invalid JWT: ${error.message}`)
  if (isDataException(error)) return validationFailed(error.message)
  const plain = plainError(error)
  if (plain?.status === 404 && !plain.code) return unknownRoute()
  if (plain) return new AuthError(plain.status, plain.code ?? codeForStatus(plain.status), plain.message)
  console.error("[auth] unexpected error:", error)
  return unexpected("Unexpected failure, please check server logs for more information")
}

/**
 * Renders an error as GoTrue does: `{code, message}` plus the `x-sb-error-code` header when the
 * client sent `X-Supabase-Api-Version: 2024-01-01` (auth-js always does), else the legacy
 * `{code: <status>, error_code, msg}`. OAuth-style errors are `{error, error_description}`.
 */
export const toErrorResponse: ToErrorResponse = (thrown, request) => {
  const error = toAuthError(thrown)
  if (error instanceof OAuthError) {
    return Response.json({ error: error.error, error_description: error.description }, { status: error.status })
  }
  const headers: Record<string, string> = { "x-sb-error-code": error.code }
  const version = requestedApiVersion(request)
  if (version) {
    headers[API_VERSION_HEADER] = version
    return Response.json({ code: error.code, message: error.message, ...error.extra }, { status: error.status, headers })
  }
  return Response.json(
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    { status: error.status, headers },
  )
}

/**
 * Maps a database error while writing a user: a duplicate address is 422 email_exists, a value
 * Postgres refuses (a data exception) is 400 validation_failed, anything else (a failing trigger of
 * a migration, say) is 500 "Database error saving new user".
 */
export function userWriteError(error: unknown, message = "Database error saving new user"): unknown {
  if (error instanceof AuthError) return error
  if (isDataException(error)) return validationFailed(error.message)
  if (isPgError(error)) {
    if (error.code === "23505" && /email/.test(error.constraint ?? error.message)) {
      return unprocessable("email_exists", "A user with this email address has already been registered")
    }
    if (error.code === "23505" && /phone/.test(error.constraint ?? error.message)) {
      return unprocessable("phone_exists", "A user with this phone number has already been registered")
    }
    console.error(`[auth] ${message}:`, error.message)
    return unexpected(message)
  }
  return error
}
