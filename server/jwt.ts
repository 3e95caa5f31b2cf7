import { SignJWT, jwtVerify, errors, decodeProtectedHeader } from "jose"
import { JsonBodyError, parseJsonBody } from "./middleware/json-body"
import { SIGNING_ALGORITHM, type SigningKeys } from "./signing-keys"

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number; iat?: number }

/** Why a token was refused; `no_key` is an asymmetric token whose `kid` names no trusted key. */
export type JwtFailure = "malformed" | "expired" | "invalid_signature" | "no_key" | "invalid"

export class JwtError extends Error {
  constructor(
    readonly failure: JwtFailure,
    message: string,
  ) {
    super(message)
  }
}

const encoder = new TextEncoder()
const keyCache = new Map<string, Uint8Array>()
function key(secret: string) {
  let k = keyCache.get(secret)
  if (!k) keyCache.set(secret, (k = encoder.encode(secret)))
  return k
}

/** Signs HS256 claims with the legacy JWT secret. `expiresInSeconds` sets exp relative to iat unless claims carry exp. */
export async function signJwt(claims: JwtClaims, secret: string, expiresInSeconds?: number): Promise<string> {
  const iat = typeof claims.iat === "number" ? claims.iat : Math.floor(Date.now() / 1000)
  const payload: JwtClaims = { ...claims, iat }
  if (payload.exp === undefined && expiresInSeconds !== undefined) payload.exp = iat + expiresInSeconds
  return new SignJWT(payload).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(key(secret))
}

/**
 * A supplied token must have three parts whose payload is base64url JSON within the bounds of a
 * request body (claims reach SQL parameters, so a NUL in `sub` is refused here); anything else is
 * malformed, before any signature check.
 */
function assertWellFormedJwt(token: string) {
  const parts = token.split(".")
  if (parts.length !== 3) throw new JwtError("malformed", `Expected 3 parts in JWT; got ${parts.length}`)
  if (!/^[A-Za-z0-9_-]+$/.test(parts[1])) throw new JwtError("malformed", "JWT payload is not base64url")
  try {
    decodeProtectedHeader(token)
  } catch {
    throw new JwtError("malformed", "JWT cannot be decoded")
  }
  try {
    parseJsonBody(Buffer.from(parts[1], "base64url").toString("utf8"))
  } catch (error) {
    throw new JwtError("malformed", error instanceof JsonBodyError ? `JWT cannot be decoded: ${error.message}` : "JWT cannot be decoded")
  }
}

/** Verified tokens remembered per secret, up to this many (then forgotten all at once). */
const VERIFIED_TOKENS_REMEMBERED = 10_000
const verified = new Map<string, Map<string, JwtClaims>>()

const unexpired = (claims: JwtClaims) => typeof claims.exp !== "number" || claims.exp > Date.now() / 1000

/** jose's failures as JwtErrors. */
function jwtError(error: unknown): JwtError {
  if (error instanceof errors.JWTExpired) return new JwtError("expired", "JWT expired")
  if (error instanceof errors.JWSSignatureVerificationFailed) return new JwtError("invalid_signature", "JWT signature is invalid")
  return new JwtError("invalid", error instanceof Error ? error.message : "JWT is invalid")
}

/**
 * Verifies an HS256 token against the legacy JWT secret alone and returns its claims, or throws a
 * JwtError saying why not: what the API keys and storage's signed URLs are. A token once verified
 * is remembered with its claims: the same bearer comes with every request of a session, and the
 * HMAC would otherwise be computed again each time. Its expiry is still checked on every use.
 */
export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  let remembered = verified.get(secret)
  const known = remembered?.get(token)
  if (known && unexpired(known)) return { ...known }
  assertWellFormedJwt(token)
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] })
    if (!remembered) verified.set(secret, (remembered = new Map()))
    // Stryker disable next-line ConditionalExpression,EqualityOperator: when the memory is cleared changes no answer, only its size.
    if (remembered.size >= VERIFIED_TOKENS_REMEMBERED) remembered.clear()
    remembered.set(token, payload as JwtClaims)
    return { ...(payload as JwtClaims) }
  } catch (error) {
    throw jwtError(error)
  }
}

/**
 * The one verifier of bearer tokens, for every protocol (auth, REST, storage, realtime, functions):
 * ES256 tokens by their `kid` against the current and previous signing keys, anything else as HS256
 * against the legacy secret (the anon and service_role keys, tokens minted with it). It also signs
 * the user access tokens auth issues.
 */
export class JwtKeys {
  /** ES256 verdicts remembered by token, with the kid that must still be trusted on each use. */
  private readonly remembered = new Map<string, { claims: JwtClaims; kid: string }>()

  constructor(
    private readonly secret: string,
    readonly signing: SigningKeys,
  ) {}

  /** Verifies a bearer token and returns its claims, or throws a JwtError saying why not. */
  async verify(token: string): Promise<JwtClaims> {
    await this.signing.refresh()
    const known = this.remembered.get(token)
    if (known && unexpired(known.claims) && this.signing.trusts(known.kid)) return { ...known.claims }
    assertWellFormedJwt(token)
    const { alg, kid } = decodeProtectedHeader(token)
    if (alg !== SIGNING_ALGORITHM) return verifyJwt(token, this.secret)
    const publicKey = typeof kid === "string" ? await this.signing.verificationKey(kid) : undefined
    if (!publicKey) throw new JwtError("no_key", `invalid kid: ${kid ?? ""}`)
    try {
      // Stryker disable next-line ObjectLiteral: the header's alg was checked above, and an ES256 key verifies nothing else.
      const { payload } = await jwtVerify(token, publicKey, { algorithms: [SIGNING_ALGORITHM] })
      // Stryker disable next-line ConditionalExpression,EqualityOperator: when the memory is cleared changes no answer, only its size.
      if (this.remembered.size >= VERIFIED_TOKENS_REMEMBERED) this.remembered.clear()
      this.remembered.set(token, { claims: payload as JwtClaims, kid: kid! })
      return { ...(payload as JwtClaims) }
    } catch (error) {
      throw jwtError(error)
    }
  }

  /** Signs a user access token as GoTrue does with a signing key: ES256, its kid in the header. */
  async signAccessToken(claims: JwtClaims): Promise<string> {
    const { kid, key: privateKey } = await this.signing.signingKey()
    return new SignJWT(claims).setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: "JWT" }).sign(privateKey)
  }
}

// Fixed iat/exp keep the printed keys identical across restarts, as a Supabase project's keys are.
const KEY_ISSUED_AT = 1767225600 // 2026-01-01
const KEY_EXPIRES_AT = KEY_ISSUED_AT + 10 * 365 * 24 * 3600

export interface ApiKeys {
  anonKey: string
  serviceRoleKey: string
}

/** The anon and service_role keys: HS256 JWTs signed with the JWT secret, as in Supabase. */
export async function apiKeys(secret: string): Promise<ApiKeys> {
  const base = { iss: "supabase", ref: "local", iat: KEY_ISSUED_AT, exp: KEY_EXPIRES_AT }
  return {
    anonKey: await signJwt({ ...base, role: "anon" }, secret),
    serviceRoleKey: await signJwt({ ...base, role: "service_role" }, secret),
  }
}
