import { decodeJwt } from "jose"
import { isApiRole, type ApiRole } from "../db/request-context"
import { JwtError, type JwtClaims, type JwtKeys } from "../jwt"

/** Who a channel acts as: the role and claims of its access token, as REST would take them. */
export interface Audience {
  role: ApiRole
  claims: JwtClaims
  /** Seconds since the epoch when the token expires. */
  exp: number
}

/**
 * A token realtime refuses, with hosted Realtime's error code (for a join's `reason`, as
 * `"<code>: <message>"`) and its message (alone in the `system` message that shuts a channel).
 */
export class RealtimeTokenError extends Error {
  constructor(
    readonly code: "InvalidJWTToken" | "MalformedJWT" | "JwtSignatureError",
    message: string,
  ) {
    super(message)
  }

  get reason() {
    return `${this.code}: ${this.message}`
  }
}

function expiredSecondsAgo(token: string): number {
  try {
    const { exp } = decodeJwt(token)
    return typeof exp === "number" ? Math.max(0, Math.floor(Date.now() / 1000) - exp) : 0
  } catch {
    return 0
  }
}

/** Verifies a realtime access token: a JWT of this project (ES256 signing key or HS256 secret) with `role` and `exp`. */
export async function verifyRealtimeToken(token: string, jwt: JwtKeys): Promise<Audience> {
  let claims: JwtClaims
  try {
    claims = await jwt.verify(token.replace(/\s/g, ""))
  } catch (error) {
    if (!(error instanceof JwtError)) throw error
    switch (error.failure) {
      case "expired":
        throw new RealtimeTokenError("InvalidJWTToken", `Token has expired ${expiredSecondsAgo(token)} seconds ago`)
      case "malformed":
        throw new RealtimeTokenError("MalformedJWT", "The token provided is not a valid JWT")
      case "invalid_signature":
      case "no_key":
        throw new RealtimeTokenError("JwtSignatureError", "Failed to validate JWT signature")
      default:
        throw new RealtimeTokenError("InvalidJWTToken", error.message)
    }
  }
  if (typeof claims.role !== "string" || typeof claims.exp !== "number") {
    throw new RealtimeTokenError("InvalidJWTToken", "Fields `role` and `exp` are required in JWT")
  }
  if (!isApiRole(claims.role)) throw new RealtimeTokenError("InvalidJWTToken", `role "${claims.role}" does not exist`)
  return { role: claims.role, claims, exp: claims.exp }
}
