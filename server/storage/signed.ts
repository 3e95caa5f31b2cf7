import { JwtError, signJwt, verifyJwt } from "../jwt"
import { errors } from "./errors"

/** Lifetime of a signed upload URL (Supabase documents 2 hours). */
export const SIGNED_UPLOAD_URL_SECONDS = 2 * 60 * 60
/** Upper bound for a signed download URL's expiresIn: one year. */
const MAX_SIGNED_URL_SECONDS = 365 * 24 * 60 * 60

export type SignedScope = "download" | "upload"

export interface SignedClaims {
  url: string
  scope: SignedScope
  owner?: string
  upsert?: boolean
  transformations?: string
}

/** A signed-URL token: an HS256 JWT naming `<bucket>/<key>` and what it may be used for (download or upload). */
export function signObjectToken(secret: string, claims: SignedClaims, expiresInSeconds: number): Promise<string> {
  return signJwt({ ...claims }, secret, expiresInSeconds)
}

/** Verifies a token for `<bucket>/<key>` and `scope`; expired → ExpiredToken, anything else → InvalidSignature. */
export async function verifyObjectToken(secret: string, token: string | undefined, url: string, scope: SignedScope): Promise<SignedClaims> {
  if (!token) throw errors.invalidRequest("Missing token")
  let claims: Record<string, unknown>
  try {
    claims = await verifyJwt(token, secret)
  } catch (error) {
    if (error instanceof JwtError && error.failure === "expired") throw errors.expiredToken()
    throw errors.invalidSignature()
  }
  // Download tokens minted before scopes existed carry none.
  const tokenScope = claims.scope ?? "download"
  if (claims.url !== url || tokenScope !== scope) throw errors.invalidSignature()
  return claims as unknown as SignedClaims
}

/** expiresIn as storage accepts it: a positive whole number of seconds. */
export function readExpiresIn(value: unknown): number {
  const seconds = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value
  if (typeof seconds !== "number" || !Number.isInteger(seconds) || seconds < 1)
    throw errors.invalidRequest("expiresIn must be a positive integer")
  return Math.min(seconds, MAX_SIGNED_URL_SECONDS)
}
