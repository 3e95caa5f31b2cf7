import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { decodeProtectedHeader } from "jose"
import { JwtKeys } from "./jwt"
import { SigningKeys, generateSigningKey, rotateSigningKeys, type StoredSigningKey } from "./signing-keys"

/**
 * The key file and the keys a server trusts, without a server: what `npm run keys -- rotate` writes,
 * what JWT_KEYS may hold, and when a running server sees a change of the file. (signing-keys.test.ts
 * shows the same keys through every protocol of a running server.)
 */

const SECRET = "a-test-jwt-secret-of-at-least-32-characters"
const NOW = new Date("2026-06-01T12:00:00Z")
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000)

let dir: string
let file: string
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW })
})
beforeEach(() => {
  vi.setSystemTime(NOW)
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "signing-keys-"))
  file = path.join(dir, "jwt-keys.json")
})
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})
afterAll(() => {
  vi.useRealTimers()
})

const stored = (): StoredSigningKey[] => JSON.parse(fs.readFileSync(file, "utf8"))
const kids = () => stored().map((k) => k.kid)
const later = (ms: number) => vi.setSystemTime(NOW.getTime() + ms)

/** The JwtError a verification throws, as its failure. */
async function failureOf(verification: Promise<unknown>): Promise<string> {
  const error = await verification.then(
    () => undefined,
    (e: unknown) => e as { failure: string },
  )
  if (!error) throw new Error("the token was accepted")
  return error.failure
}

describe("the key file", () => {
  it("is made on first open with one signing key, readable by its owner only", async () => {
    const keys = await SigningKeys.open({ file })
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(stored().map((k) => k.key_ops)).toEqual([["sign", "verify"]])
    expect((await keys.signingKey()).kid).toBe(kids()[0])
    expect(keys.fromEnvironment).toBe(false)
  })
})

describe("a rotation of the key file", () => {
  it("keeps the previous key verifying for exactly the token lifetime from now, in a file only its owner reads", async () => {
    await SigningKeys.open({ file })
    const [first] = kids()
    const rotation = await rotateSigningKeys(file, 3600)
    expect(rotation).toEqual({ current: expect.any(String), previous: first, verifyUntil: NOW_SECONDS + 3600, dropped: [] })
    expect(stored().map((k) => [k.kid, k.key_ops, k.verify_until])).toEqual([
      [rotation.current, ["sign", "verify"], undefined],
      [first, ["verify"], NOW_SECONDS + 3600],
    ])
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })

  it("keeps every previous key still within its lifetime, and drops only those past it", async () => {
    await SigningKeys.open({ file })
    const [first] = kids()
    const second = (await rotateSigningKeys(file, 600)).current
    // The first key's tokens have all expired by the third rotation; the second's have not.
    const third = await rotateSigningKeys(file, 3600, NOW_SECONDS + 300)
    expect(kids()).toEqual([third.current, first, second])
    const fourth = await rotateSigningKeys(file, 3600, NOW_SECONDS + 600)
    expect(fourth.dropped).toEqual([first])
    expect(kids()).toEqual([fourth.current, second, third.current])
  })
})

describe("the keys a running server trusts", () => {
  it("publishes the current key and a previous one until its verify_until, then the previous one no longer verifies", async () => {
    const keys = await SigningKeys.open({ file })
    const [first] = kids()
    const { current } = await rotateSigningKeys(file, 60)
    later(1000)
    const published = (await keys.jwks()).keys
    expect(published.map((k) => k.kid)).toEqual([current, first])
    for (const key of published) {
      expect(Object.keys(key).toSorted()).toEqual(["alg", "crv", "key_ops", "kid", "kty", "use", "x", "y"])
      expect(key).toMatchObject({ alg: "ES256", crv: "P-256", key_ops: ["verify"], kty: "EC", use: "sig" })
    }
    expect(await keys.verificationKey(first)).toBeDefined()
    // At verify_until itself the key is no longer trusted.
    later(60_000)
    expect(await keys.verificationKey(first)).toBeUndefined()
    expect((await keys.jwks()).keys.map((k) => k.kid)).toEqual([current])
    expect(await keys.verificationKey(current)).toBeDefined()
  })

  it("refuses a token it verified before once its key is gone from the file", async () => {
    const jwt = new JwtKeys(SECRET, await SigningKeys.open({ file }))
    const token = await jwt.signAccessToken({ role: "authenticated", exp: NOW_SECONDS + 3600 })
    await jwt.verify(token)
    const { current } = await rotateSigningKeys(file, 3600)
    fs.writeFileSync(file, JSON.stringify(stored().filter((k) => k.kid === current)), { mode: 0o600 })
    later(1000)
    expect(await failureOf(jwt.verify(token))).toBe("no_key")
  })

  it("looks at the file again once a second at most: a rotation shows from the next look on", async () => {
    const keys = await SigningKeys.open({ file })
    const [first] = kids()
    const { current } = await rotateSigningKeys(file, 3600)
    later(999)
    expect((await keys.signingKey()).kid).toBe(first)
    later(1000)
    expect((await keys.signingKey()).kid).toBe(current)
  })

  it("keeps its keys while the file is missing, and does not make a new one", async () => {
    const keys = await SigningKeys.open({ file })
    const [first] = kids()
    fs.rmSync(file)
    later(1000)
    expect((await keys.signingKey()).kid).toBe(first)
    expect(fs.existsSync(file)).toBe(false)
  })

  it("keeps its keys when the file is broken, and says so in the log once, not at every look", async () => {
    const keys = await SigningKeys.open({ file })
    const [first] = kids()
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      fs.writeFileSync(file, JSON.stringify([{ ...stored()[0], key_ops: ["verify"] }]), { mode: 0o600 })
      later(1000)
      expect((await keys.signingKey()).kid).toBe(first)
      later(2000)
      expect((await keys.signingKey()).kid).toBe(first)
      expect(logged.mock.calls).toEqual([
        [
          `[keys] ${file} is not a list of ES256 signing keys: (list) exactly one key must have key_ops sign; still using the keys read before`,
        ],
      ])
    } finally {
      logged.mockRestore()
    }
  })
})

describe("keys given in JWT_KEYS", () => {
  it("sign and verify instead of a key file, which is neither read nor made", async () => {
    const key = await generateSigningKey()
    const keys = await SigningKeys.open({ file, envKeys: JSON.stringify([key]) })
    expect(keys.fromEnvironment).toBe(true)
    const jwt = new JwtKeys(SECRET, keys)
    const token = await jwt.signAccessToken({ role: "authenticated", exp: NOW_SECONDS + 60 })
    expect(decodeProtectedHeader(token).kid).toBe(key.kid)
    expect(await jwt.verify(token)).toMatchObject({ role: "authenticated" })
    later(5000)
    expect((await keys.signingKey()).kid).toBe(key.kid)
    expect(fs.existsSync(file)).toBe(false)
  })

  it("are refused at start, saying where and why, when they are not one list of ES256 keys with one signing key", async () => {
    const a = await generateSigningKey()
    const b = await generateSigningKey()
    const refusal = async (envKeys: string) =>
      SigningKeys.open({ file, envKeys }).then(
        () => "accepted",
        (error: Error) => error.message,
      )
    expect(await refusal("[{")).toMatch(/^JWT_KEYS is not JSON: ./)
    expect(await refusal(JSON.stringify([a, b]))).toBe(
      "JWT_KEYS is not a list of ES256 signing keys: (list) exactly one key must have key_ops sign",
    )
    expect(await refusal(JSON.stringify([a, { ...b, kid: a.kid, key_ops: ["verify"] }]))).toBe(
      "JWT_KEYS is not a list of ES256 signing keys: (list) every kid must be unique",
    )
    expect(await refusal(JSON.stringify([{ ...a, d: "" }]))).toMatch(/^JWT_KEYS is not a list of ES256 signing keys: 0\.d ./)
    expect(await refusal("[]")).toMatch(/^JWT_KEYS is not a list of ES256 signing keys: \(list\) ./)
  })
})
