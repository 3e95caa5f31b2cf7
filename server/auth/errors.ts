import { isPgError } from "../db"
import type { Context } from "hono"

/** The API version auth-js sends; from it on, error bodies are `{code, message}`. */
export const API_VERSION_2024 = "2024-01-01"
const API_VERSION_HEADER = "X-Supabase-Api-Version"

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

/** The API version the request asked for, when it is a date GoTrue knows (≥ 2024-01-01). */
export function requestedApiVersion(c: Context): string | undefined {
  const value = c.req.header(API_VERSION_HEADER)
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  return value >= API_VERSION_2024 ? API_VERSION_2024 : undefined
}

/**
 * Renders an error as GoTrue does: `{code, message}` plus the `x-sb-error-code` header when the
 * client sent `X-Supabase-Api-Version: 2024-01-01` (auth-js always does), else the legacy
 * `{code: <status>, error_code, msg}`.
 */
export function errorResponse(c: Context, error: AuthError | OAuthError): Response {
  if (error instanceof OAuthError) {
    return c.json({ error: error.error, error_description: error.description }, error.status as 400)
  }
  c.header("x-sb-error-code", error.code)
  const version = requestedApiVersion(c)
  if (version) {
    c.header(API_VERSION_HEADER, version)
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status as 400)
  }
  return c.json({ code: error.status, error_code: error.code, msg: error.message, ...error.extra }, error.status as 400)
}

/**
 * Maps a database error while writing a user: a duplicate address is 422 email_exists, anything
 * else (a failing trigger of a migration, say) is 500 "Database error saving new user".
 */
export function userWriteError(error: unknown, message = "Database error saving new user"): unknown {
  if (error instanceof AuthError) return error
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
