import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { SignJWT, UnsecuredJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from "jose"
import { JwtKeys, apiKeys, signJwt, verifyJwt, type JwtFailure } from "./jwt"
import { SigningKeys, rotateSigningKeys } from "./signing-keys"

const SECRET = "a-test-jwt-secret-of-at-least-32-characters"
const OTHER_SECRET = "another-jwt-secret-of-at-least-32-characters"
const NOW = new Date("2026-06-01T12:00:00Z")
const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The JwtError a verification throws, as `{ failure, message }`. */
async function refusal(verification: Promise<unknown>): Promise<{ failure: JwtFailure; message: string }> {
  const error = (await verification.then(
    () => undefined,
    (e: unknown) => e,
  )) as { failure: JwtFailure; message: string } | undefined
  if (!error) throw new Error("the token was accepted")
  return { failure: error.failure, message: error.message }
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW })
})
afterEach(() => {
  vi.setSystemTime(NOW)
})
afterAll(() => {
  vi.useRealTimers()
})

describe("an HS256 token of the JWT secret (the API keys, signed URLs)", () => {
  it("is signed as HS256 JWT, with iat now and exp the lifetime after it unless the claims set one", async () => {
    const token = await signJwt({ role: "anon" }, SECRET, 60)
    expect(decodeProtectedHeader(token)).toEqual({ alg: "HS256", typ: "JWT" })
    expect(decodeJwt(token)).toEqual({ role: "anon", iat: nowSeconds(), exp: nowSeconds() + 60 })
    const fixed = await signJwt({ role: "anon", iat: 1000, exp: 5000 }, SECRET, 60)
    expect(decodeJwt(fixed)).toEqual({ role: "anon", iat: 1000, exp: 5000 })
    expect(decodeJwt(await signJwt({ role: "anon" }, SECRET))).toEqual({ role: "anon", iat: nowSeconds() })
  })

  it("verifies to its claims, and a change to the returned claims does not reach the next verification", async () => {
    const token = await signJwt({ role: "authenticated", sub: "u1" }, SECRET, 60)
    const claims = await verifyJwt(token, SECRET)
    expect(claims).toEqual({ role: "authenticated", sub: "u1", iat: nowSeconds(), exp: nowSeconds() + 60 })
    claims.role = "service_role"
    expect((await verifyJwt(token, SECRET)).role).toBe("authenticated")
  })

  it("is refused as expired from its exp on, also after it was verified once and remembered", async () => {
    const token = await signJwt({ role: "authenticated" }, SECRET, 60)
    await verifyJwt(token, SECRET)
    vi.setSystemTime(NOW.getTime() + 59_000)
    await expect(verifyJwt(token, SECRET)).resolves.toMatchObject({ role: "authenticated" })
    vi.setSystemTime(NOW.getTime() + 60_000)
    expect(await refusal(verifyJwt(token, SECRET))).toEqual({ failure: "expired", message: "JWT expired" })
    const never = await signJwt({ role: "authenticated", exp: nowSeconds() - 1 }, SECRET)
    expect(await refusal(verifyJwt(never, SECRET))).toEqual({ failure: "expired", message: "JWT expired" })
  })

  it("is refused with another secret, even when that token was accepted with its own", async () => {
    const token = await signJwt({ role: "service_role" }, SECRET, 60)
    await verifyJwt(token, SECRET)
    expect(await refusal(verifyJwt(token, OTHER_SECRET))).toEqual({ failure: "invalid_signature", message: "JWT signature is invalid" })
    const forged = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(OTHER_SECRET))
    expect(await refusal(verifyJwt(forged, SECRET))).toEqual({ failure: "invalid_signature", message: "JWT signature is invalid" })
  })

  it("is refused unsigned (alg none) or with another HMAC algorithm", async () => {
    const unsigned = new UnsecuredJWT({ role: "service_role" }).encode()
    expect((await refusal(verifyJwt(unsigned, SECRET))).failure).toBe("invalid")
    const hs512 = await new SignJWT({ role: "service_role" }).setProtectedHeader({ alg: "HS512" }).sign(new TextEncoder().encode(SECRET))
    expect(await refusal(verifyJwt(hs512, SECRET))).toEqual({
      failure: "invalid",
      message: '"alg" (Algorithm) Header Parameter value not allowed',
    })
  })

  it("is malformed, before any signature check, unless it has three parts, a base64url JSON payload and a readable header", async () => {
    const header = b64({ alg: "HS256", typ: "JWT" })
    const cases: [string, string][] = [
      [`${header}.${b64({ role: "anon" })}`, "Expected 3 parts in JWT; got 2"],
      [`${header}.${b64({ role: "anon" })}.sig.extra`, "Expected 3 parts in JWT; got 4"],
      [`${header}.not+base64url.sig`, "JWT payload is not base64url"],
      [`${header}..sig`, "JWT payload is not base64url"],
      [`not-a-header.${b64({ role: "anon" })}.sig`, "JWT cannot be decoded"],
      [
        `${header}.${Buffer.from("{role").toString("base64url")}.sig`,
        expect.stringMatching(/^JWT cannot be decoded: /) as unknown as string,
      ],
    ]
    for (const [token, message] of cases) {
      expect(await refusal(verifyJwt(token, SECRET)), token).toEqual({ failure: "malformed", message })
    }
  })
})

describe("the anon and service_role API keys", () => {
  it("are HS256 JWTs of the secret with fixed claims, valid from 2026-01-01 for ten years, the same at every start", async () => {
    const keys = await apiKeys(SECRET)
    const base = { iss: "supabase", ref: "local", iat: 1767225600, exp: 2082585600 }
    expect(decodeProtectedHeader(keys.anonKey)).toEqual({ alg: "HS256", typ: "JWT" })
    expect(await verifyJwt(keys.anonKey, SECRET)).toEqual({ ...base, role: "anon" })
    expect(await verifyJwt(keys.serviceRoleKey, SECRET)).toEqual({ ...base, role: "service_role" })
    expect(await apiKeys(SECRET)).toEqual(keys)
  })
})

describe("JwtKeys, the one verifier of bearer tokens", () => {
  let dir: string
  let file: string
  let keys: JwtKeys

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "jwt-keys-"))
    file = path.join(dir, "jwt-keys.json")
    keys = new JwtKeys(SECRET, await SigningKeys.open({ file }))
  })
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("signs access tokens as ES256 with the current key's kid, and verifies them to their claims", async () => {
    const exp = nowSeconds() + 3600
    const token = await keys.signAccessToken({ sub: "u1", role: "authenticated", exp })
    const { kid } = await keys.signing.signingKey()
    expect(decodeProtectedHeader(token)).toEqual({ alg: "ES256", kid, typ: "JWT" })
    const claims = await keys.verify(token)
    expect(claims).toEqual({ sub: "u1", role: "authenticated", exp })
    claims.role = "service_role"
    // The second verification answers from memory, with the same claims.
    expect(await keys.verify(token)).toEqual({ sub: "u1", role: "authenticated", exp })
  })

  it("verifies HS256 tokens against the legacy secret, and no other", async () => {
    expect(await keys.verify(await signJwt({ role: "anon" }, SECRET, 60))).toMatchObject({ role: "anon" })
    expect((await refusal(keys.verify(await signJwt({ role: "anon" }, OTHER_SECRET, 60)))).failure).toBe("invalid_signature")
  })

  it("refuses an ES256 token whose kid names no key of this project, or that has no kid", async () => {
    const { privateKey } = await generateKeyPair("ES256")
    const unknown = await new SignJWT({ role: "authenticated" }).setProtectedHeader({ alg: "ES256", kid: "not-ours" }).sign(privateKey)
    expect(await refusal(keys.verify(unknown))).toEqual({ failure: "no_key", message: "invalid kid: not-ours" })
    const kidless = await new SignJWT({ role: "authenticated" }).setProtectedHeader({ alg: "ES256" }).sign(privateKey)
    expect(await refusal(keys.verify(kidless))).toEqual({ failure: "no_key", message: "invalid kid: " })
  })

  it("refuses a token signed under our kid by a foreign key", async () => {
    const { kid } = await keys.signing.signingKey()
    const { privateKey } = await generateKeyPair("ES256")
    const forged = await new SignJWT({ role: "service_role" }).setProtectedHeader({ alg: "ES256", kid }).sign(privateKey)
    expect(await refusal(keys.verify(forged))).toEqual({ failure: "invalid_signature", message: "JWT signature is invalid" })
  })

  it("refuses a token it verified before once it has expired", async () => {
    const token = await keys.signAccessToken({ role: "authenticated", exp: nowSeconds() + 60 })
    await keys.verify(token)
    vi.setSystemTime(NOW.getTime() + 60_000)
    expect(await refusal(keys.verify(token))).toEqual({ failure: "expired", message: "JWT expired" })
  })

  it("refuses a token it verified before once its key is no longer trusted", async () => {
    const token = await keys.signAccessToken({ role: "authenticated", exp: nowSeconds() + 3600 })
    await keys.verify(token)
    // A rotation whose previous key verifies for 0 seconds: revoked at once.
    await rotateSigningKeys(file, 0)
    // Past the file's next look (the earlier tests moved the clock up to a minute on).
    vi.setSystemTime(NOW.getTime() + 120_000)
    expect((await refusal(keys.verify(token))).failure).toBe("no_key")
  })
})
