import { isApiRole, type ApiRole } from "./db/request-context"
import { JwtError, type JwtClaims, type JwtKeys } from "./jwt"

export interface Caller {
  role: ApiRole
  claims: JwtClaims
  /** The bearer token as sent, when there was one. */
  token?: string
}

/** Extracts the bearer token from an Authorization header value. */
export function bearerToken(authorization: string | undefined | null): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")
  return match?.[1]
}

/**
 * Who is calling: the `role` claim of the bearer JWT (anon, authenticated or service_role), or anon
 * without one. Throws JwtError for a malformed, expired or forged token, or an unknown role.
 */
export async function resolveCaller(authorization: string | undefined | null, jwt: JwtKeys): Promise<Caller> {
  const token = bearerToken(authorization)
  if (!token) return { role: "anon", claims: { role: "anon" } }
  const claims = await jwt.verify(token)
  if (!isApiRole(claims.role)) throw new JwtError("invalid", `role "${String(claims.role)}" does not exist`)
  return { role: claims.role, claims, token }
}
