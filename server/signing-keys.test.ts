import fs from "node:fs"
import path from "node:path"
import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { SignJWT, decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair } from "jose"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import ws from "ws"
import { startTestServer, type TestServer } from "./testing/harness"
import { newEmail, PASSWORD } from "./auth/test-support"
import { realtimeClients, subscribe } from "./realtime/testing"
import { rotateSigningKeys, type StoredSigningKey } from "./signing-keys"

let t: TestServer
let keysFile: string
const realtime = () => realtimeClients(t)

beforeAll(async () => {
  t = await startTestServer({ http: true })
  keysFile = path.join(t.ctx.config.dataDir, "jwt-keys.json")
  // Who REST runs a request as: the JWT's role and sub, as a policy sees them.
  await t.db.exec(`
    create function public.signing_keys_whoami() returns text language sql stable as $$ select auth.role() || ' ' || auth.uid() $$;
    grant execute on function public.signing_keys_whoami() to anon, authenticated;`)
})
afterAll(async () => {
  await t?.close()
})

const storedKeys = (): StoredSigningKey[] => JSON.parse(fs.readFileSync(keysFile, "utf8"))

/** A client of this server whose requests are recorded, to tell a local verification from a call to /user. */
function recordingClient() {
  const requested: string[] = []
  const client = createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: (input, init) => {
        requested.push(new URL(input instanceof Request ? input.url : String(input)).pathname)
        return fetch(input, init)
      },
    },
    realtime: { transport: ws as never },
  })
  return { client, requested }
}

async function signedIn(client: SupabaseClient = t.client()) {
  const email = newEmail("keys")
  expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull()
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  expect(error).toBeNull()
  return { token: data.session!.access_token, userId: data.user!.id }
}

/** A token shaped like one of ours, signed with a key this project never had. */
async function foreignToken(claims: Record<string, unknown>, kid: string) {
  const { privateKey } = await generateKeyPair("ES256")
  return new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid, typ: "JWT" }).sign(privateKey)
}

describe("the signing key of user access tokens", () => {
  it("is generated into DATA_DIR on first start as a private ES256 JWK, readable by its owner only", () => {
    expect(fs.statSync(keysFile).mode & 0o777).toBe(0o600)
    const [key, ...others] = storedKeys()
    expect(others).toEqual([])
    expect(key).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", key_ops: ["sign", "verify"] })
    expect(key.kid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(key.d).toEqual(expect.any(String))
  })

  it("signs sessions with ES256 and its kid, while the anon and service_role keys stay HS256 JWTs of the JWT secret", async () => {
    const { token } = await signedIn()
    expect(decodeProtectedHeader(token)).toEqual({ alg: "ES256", kid: storedKeys()[0].kid, typ: "JWT" })
    expect(decodeJwt(token)).toMatchObject({ role: "authenticated", aud: "authenticated", aal: "aal1" })
    expect(decodeProtectedHeader(t.anonKey)).toEqual({ alg: "HS256", typ: "JWT" })
    expect(decodeProtectedHeader(t.serviceRoleKey)).toEqual({ alg: "HS256", typ: "JWT" })
  })

  it("is published at /auth/v1/.well-known/jwks.json without its private part, cached 10 minutes, reached without an apikey", async () => {
    const res = await fetch(`${t.url}/auth/v1/.well-known/jwks.json`)
    expect(res.status).toBe(200)
    expect(res.headers.get("cache-control")).toBe("public, max-age=600")
    const { kty, crv, x, y, kid } = storedKeys()[0]
    expect(await res.json()).toEqual({ keys: [{ alg: "ES256", crv, key_ops: ["verify"], kid, kty, use: "sig", x, y }] })
  })
})

describe("auth.getClaims()", () => {
  it("verifies the session's token locally against the JWKS: one JWKS request, no call to /user, then from its cache", async () => {
    const { client, requested } = recordingClient()
    const { userId } = await signedIn(client)
    requested.length = 0
    const { data, error } = await client.auth.getClaims()
    expect(error).toBeNull()
    expect(data!.header).toMatchObject({ alg: "ES256", kid: storedKeys()[0].kid })
    expect(data!.claims).toMatchObject({ sub: userId, role: "authenticated" })
    expect(requested).toEqual(["/auth/v1/.well-known/jwks.json"])
    expect((await client.auth.getClaims()).error).toBeNull()
    expect(requested).toEqual(["/auth/v1/.well-known/jwks.json"])
  })

  it("refuses a token signed by a foreign key under this project's kid: the signature does not verify", async () => {
    const { token, userId } = await signedIn()
    const forged = await foreignToken({ ...decodeJwt(token), sub: userId }, storedKeys()[0].kid)
    const { data, error } = await t.client().auth.getClaims(forged)
    expect(data).toBeNull()
    expect(error).toMatchObject({ name: "AuthInvalidJwtError", message: "Invalid JWT signature" })
  })

  it("refuses a token of a key the JWKS does not list: auth itself answers 403 bad_jwt to the /user fallback", async () => {
    const { token } = await signedIn()
    const forged = await foreignToken(decodeJwt(token), crypto.randomUUID())
    const { data, error } = await t.client().auth.getClaims(forged)
    expect(data).toBeNull()
    expect(error).toMatchObject({ status: 403, code: "bad_jwt" })
  })
})

describe("every protocol verifies ES256 user tokens and the legacy HS256 ones through one verifier", () => {
  it("REST runs an ES256 session as its user, and refuses a foreign key's token with PostgREST's errors", async () => {
    const { token, userId } = await signedIn()
    const asUser = t.client({ accessToken: token })
    expect(await asUser.rpc("signing_keys_whoami")).toMatchObject({ data: `authenticated ${userId}`, error: null })
    const legacy = t.client({ accessToken: await t.userToken({ sub: userId }) })
    expect((await legacy.rpc("signing_keys_whoami")).data).toBe(`authenticated ${userId}`)

    const unknownKid = await t.client({ accessToken: await foreignToken(decodeJwt(token), crypto.randomUUID()) }).rpc("signing_keys_whoami")
    expect(unknownKid.status).toBe(401)
    expect(unknownKid.error).toEqual({ code: "PGRST301", message: "No suitable key or wrong key type", details: null, hint: null })
    const badSignature = await t
      .client({ accessToken: await foreignToken(decodeJwt(token), storedKeys()[0].kid) })
      .rpc("signing_keys_whoami")
    expect(badSignature.status).toBe(401)
    expect(badSignature.error).toMatchObject({ code: "PGRST301", message: "JWT cryptographic operation failed" })
  })

  it("storage takes the session as its caller and refuses a foreign signature with AccessDenied", async () => {
    const { token } = await signedIn()
    expect((await t.client({ accessToken: token }).storage.listBuckets()).error).toBeNull()
    const forged = await t.client({ accessToken: await foreignToken(decodeJwt(token), storedKeys()[0].kid) }).storage.listBuckets()
    expect(forged.error).toMatchObject({ statusCode: "403", message: "signature verification failed" })
  })

  it("realtime joins with an ES256 token and refuses a foreign one with JwtSignatureError", async () => {
    const clients = realtime()
    try {
      const { token } = await signedIn()
      const good = await clients.client({ token })
      expect((await subscribe(good.channel(`keys-${crypto.randomUUID()}`))).status).toBe("SUBSCRIBED")
      const forged = await clients.client({ token: await foreignToken(decodeJwt(token), crypto.randomUUID()) })
      const refused = await subscribe(forged.channel(`keys-${crypto.randomUUID()}`))
      expect(refused.status).toBe("CHANNEL_ERROR")
      expect(refused.error?.message).toMatch(/JwtSignatureError: Failed to validate JWT signature/)
    } finally {
      await clients.close()
    }
  })

  it("functions with verify_jwt run for an ES256 session and answer a foreign token 401 Invalid JWT", async () => {
    const { token } = await signedIn()
    expect(await t.client({ accessToken: token }).functions.invoke("diagnostics")).toMatchObject({ data: { status: "ok" }, error: null })
    const forged = await fetch(`${t.url}/functions/v1/diagnostics`, {
      method: "POST",
      headers: { apikey: t.anonKey, Authorization: `Bearer ${await foreignToken(decodeJwt(token), storedKeys()[0].kid)}` },
    })
    expect(forged.status).toBe(401)
    expect(await forged.json()).toEqual({ code: 401, message: "Invalid JWT" })
  })

  it("auth answers GET /user for an ES256 session and 403 bad_jwt for a foreign signature", async () => {
    const { token, userId } = await signedIn()
    expect((await t.client().auth.getUser(token)).data.user?.id).toBe(userId)
    const forged = await t.client().auth.getUser(await foreignToken(decodeJwt(token), storedKeys()[0].kid))
    expect(forged.error).toMatchObject({ status: 403, code: "bad_jwt" })
  })
})

describe("rotation", () => {
  it("signs new sessions with the new key while the previous one verifies its tokens until they expire, then not", async () => {
    const before = storedKeys()[0]
    const { token: oldToken, userId } = await signedIn()
    const rotation = await rotateSigningKeys(keysFile, t.ctx.config.jwtExpirySeconds)
    expect(rotation).toMatchObject({ previous: before.kid, verifyUntil: expect.any(Number) })
    expect(rotation.verifyUntil - Math.floor(Date.now() / 1000)).toBeGreaterThan(3600 - 60)
    expect(fs.statSync(keysFile).mode & 0o777).toBe(0o600)
    expect(storedKeys().map((k) => [k.kid, k.key_ops])).toEqual([
      [rotation.current, ["sign", "verify"]],
      [before.kid, ["verify"]],
    ])

    // The running server reads the rotated file within a second.
    await expect.poll(async () => decodeProtectedHeader((await signedIn()).token).kid, { timeout: 5000 }).toBe(rotation.current)
    const jwks = await (await fetch(`${t.url}/auth/v1/.well-known/jwks.json`)).json()
    expect(jwks.keys.map((k: { kid: string }) => k.kid)).toEqual([rotation.current, before.kid])
    expect((await t.client({ accessToken: oldToken }).rpc("signing_keys_whoami")).data).toBe(`authenticated ${userId}`)
    expect((await t.client().auth.getClaims(oldToken)).error).toBeNull()

    // Its tokens' lifetime past: untrusted everywhere and no longer published.
    const stored = storedKeys()
    stored[1].verify_until = Math.floor(Date.now() / 1000) - 1
    fs.writeFileSync(keysFile, JSON.stringify(stored), { mode: 0o600 })
    await expect
      .poll(async () => (await t.client({ accessToken: oldToken }).rpc("signing_keys_whoami")).status, { timeout: 5000 })
      .toBe(401)
    const after = await (await fetch(`${t.url}/auth/v1/.well-known/jwks.json`)).json()
    expect(after.keys.map((k: { kid: string }) => k.kid)).toEqual([rotation.current])
    expect((await t.client().auth.getUser(oldToken)).error).toMatchObject({ status: 403, code: "bad_jwt" })
  })

  it("drops, at the next rotation, a previous key whose tokens have all expired", async () => {
    const expired = storedKeys()[1].kid
    const rotation = await rotateSigningKeys(keysFile, 3600)
    expect(rotation.dropped).toEqual([expired])
    expect(storedKeys().map((k) => k.kid)).not.toContain(expired)
  })
})

describe("a key file broken while the server runs", () => {
  it("keeps the keys it read before, says so in the log, and never answers 500", async () => {
    const intact = fs.readFileSync(keysFile, "utf8")
    const { token, userId } = await signedIn()
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      fs.writeFileSync(keysFile, "{ not json", { mode: 0o600 })
      await expect
        .poll(
          async () => {
            expect((await t.client({ accessToken: token }).rpc("signing_keys_whoami")).data).toBe(`authenticated ${userId}`)
            return logged.mock.calls.map((call) => String(call[0]))
          },
          { timeout: 5000 },
        )
        .toContainEqual(expect.stringMatching(/^\[keys\] .*jwt-keys\.json is not JSON: .*; still using the keys read before$/))
      expect((await t.client().auth.signInWithPassword({ email: newEmail("nobody"), password: PASSWORD })).error?.status).toBe(400)
      expect(decodeProtectedHeader((await signedIn()).token).alg).toBe("ES256")
    } finally {
      logged.mockRestore()
      fs.writeFileSync(keysFile, intact, { mode: 0o600 })
    }
  })
})

describe("a public JWK as hosted publishes it", () => {
  it("imports into Web Crypto for verifying ES256 signatures, as auth-js does", async () => {
    const { keys } = await (await fetch(`${t.url}/auth/v1/.well-known/jwks.json`)).json()
    const key = await crypto.subtle.importKey("jwk", keys[0], { name: "ECDSA", namedCurve: "P-256" }, true, ["verify"])
    expect(key.type).toBe("public")
    expect(await exportJWK(key)).toMatchObject({ kty: "EC", crv: "P-256", x: keys[0].x, y: keys[0].y })
  })
})
