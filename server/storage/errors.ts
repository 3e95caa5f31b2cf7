import { isPgError } from "../db"
import { plainError, type ToErrorResponse } from "../middleware/errors"
import { JwtError } from "../jwt"

/**
 * An error in storage's JSON shape: `{statusCode, code, error, message}`, where
 * `statusCode` is the logical status as a string and the HTTP status is 400 for every 4xx error
 * (500 for server errors; a few keep their own status, such as 416 for a bad range).
 */
export class StorageError extends Error {
  constructor(
    /** The logical status carried in the body's `statusCode`. */
    readonly statusCode: number,
    /** Storage's error code, e.g. NoSuchKey. */
    readonly code: string,
    /** The body's `error` field, e.g. not_found. */
    readonly error: string,
    message: string,
    /** The HTTP status when it is not the usual 400/500. */
    readonly httpStatus?: number,
  ) {
    super(message)
  }

  get status(): number {
    return this.httpStatus ?? (this.statusCode >= 500 ? 500 : 400)
  }

  toJSON() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message }
  }
}

/** The errors storage answers with, named after storage's own ERRORS helpers. */
export const errors = {
  noSuchKey: () => new StorageError(404, "NoSuchKey", "not_found", "Object not found"),
  noSuchBucket: () => new StorageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  keyAlreadyExists: () => new StorageError(409, "Duplicate", "Duplicate", "The resource already exists"),
  bucketAlreadyExists: () => new StorageError(409, "BucketAlreadyExists", "Duplicate", "The resource already exists"),
  bucketNotEmpty: () => new StorageError(409, "InvalidRequest", "ResourceNotEmpty", "The bucket you tried to delete is not empty"),
  accessDenied: (message = "new row violates row-level security policy") => new StorageError(403, "AccessDenied", "Unauthorized", message),
  /** Emptying more objects than storage's STORAGE_EMPTY_BUCKET_MAX at once. */
  unableToEmptyBucket: (message: string) => new StorageError(409, "InvalidRequest", "InvalidRequest", message),
  entityTooLarge: () => new StorageError(413, "EntityTooLarge", "Payload too large", "The object exceeded the maximum allowed size"),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, "InvalidMimeType", "invalid_mime_type", `mime type ${mimeType} is not supported`),
  invalidKey: (key: string) => new StorageError(400, "InvalidKey", "Invalid Input", `Invalid key: ${printable(key)}`),
  invalidBucketName: (name: string) =>
    new StorageError(400, "InvalidBucketName", "Invalid Input", `Bucket name invalid: ${printable(name)}`),
  invalidRequest: (message: string) => new StorageError(400, "InvalidRequest", "Invalid Input", message),
  invalidSignature: () => new StorageError(400, "InvalidSignature", "InvalidSignature", "The signature is invalid"),
  expiredToken: () => new StorageError(400, "InvalidSignature", "ExpiredToken", "The provided token has expired."),
  invalidRange: () => new StorageError(416, "InvalidRange", "InvalidRange", "The requested range is not satisfiable", 416),
  routeNotFound: (method: string, path: string) => new StorageError(404, "NotFound", "Not Found", `Route ${method}:${path} not found`, 404),
  internal: () => new StorageError(500, "InternalError", "Internal", "Internal Server Error"),
  requestTimeout: (message: string) => new StorageError(408, "RequestTimeout", "Request Timeout", message, 408),
  databaseUnavailable: (message: string) => new StorageError(503, "DatabaseError", "Service Unavailable", message, 503),
}

/**
 * Storage verifies tokens with jose and answers every failure as AccessDenied with jose's message:
 * a missing or malformed token is not a compact JWS, and so on.
 */
const JWT_MESSAGES = {
  malformed: "Invalid Compact JWS",
  expired: '"exp" claim timestamp check failed',
  invalid_signature: "signature verification failed",
  // Storage falls back to the JWT secret for a kid its JWKS lacks, which jose refuses for ES256.
  no_key: "Key for the ES256 algorithm must be one of type CryptoKey, KeyObject, or JSON Web Key. Received an instance of Uint8Array",
} as const

function jwtFailureMessage(error: JwtError): string {
  return error.failure === "invalid" ? error.message : JWT_MESSAGES[error.failure]
}

function printable(value: string): string {
  // Control characters in an echoed key would garble logs and JSON viewers.
  const shown = value.length > 200 ? value.slice(0, 200) + "…" : value
  return Array.from(shown, (ch) => {
    const code = ch.charCodeAt(0)
    return code < 0x20 || code === 0x7f ? `\\x${code.toString(16).padStart(2, "0")}` : ch
  }).join("")
}

/**
 * Maps anything thrown while serving a storage request to a StorageError. A PlainError keeps its
 * logical status (a 404 is storage's unknown route when the request is known).
 */
function toStorageError(error: unknown, request?: Request): StorageError {
  if (error instanceof StorageError) return error
  if (error instanceof JwtError) return errors.accessDenied(jwtFailureMessage(error))
  if (isPgError(error)) {
    switch (error.code) {
      case "42501":
        return /row-level security/i.test(error.message) ? errors.accessDenied() : errors.accessDenied(error.message)
      case "23505":
        return error.constraint === "buckets_pkey" || error.constraint === "bname"
          ? errors.bucketAlreadyExists()
          : errors.keyAlreadyExists()
      case "23503":
        return errors.noSuchBucket()
      case "23514":
        return errors.invalidRequest(error.message)
      case "57014":
        return new StorageError(544, "DatabaseTimeout", "DatabaseTimeout", "The database timed out")
    }
    // Data exceptions: text Postgres cannot store (a NUL, 22021), a value of the wrong form or size.
    if (error.code?.startsWith("22")) return errors.invalidRequest(error.message)
  }
  const plain = plainError(error)
  if (plain && plain.status === 404 && request) return errors.routeNotFound(request.method, new URL(request.url).pathname)
  if (plain?.status === 408) return errors.requestTimeout(plain.message)
  if (plain && plain.status < 500) return new StorageError(plain.status, plain.code ?? "InvalidRequest", "Invalid Input", plain.message)
  if (plain?.status === 503) return errors.databaseUnavailable(plain.message)
  return errors.internal()
}

/**
 * An error as storage answers it: `{statusCode, code, error, message}` with HTTP 400 for the 4xx
 * kind (save the few that keep their own status) and 500 for server errors, which are logged.
 */
export const toErrorResponse: ToErrorResponse = (error, request) => {
  const storageError = toStorageError(error, request)
  if (storageError.status >= 500) {
    const where = request ? ` ${request.method} ${new URL(request.url).pathname}` : ""
    console.error(`[storage]${where}:`, error)
  }
  return Response.json(storageError.toJSON(), { status: storageError.status })
}
