import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { runKeysCli } from "./keys"

describe("npm run keys", () => {
  let dataDir: string
  let out: string[]
  let err: string[]
  const run = (argv: string[], env: NodeJS.ProcessEnv = {}) =>
    runKeysCli(argv, {
      env: { DATA_DIR: dataDir, JWT_SECRET: "a-test-secret-of-the-legacy-kind-0123456789", JWT_EXPIRY: "3600", ...env },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    })
  const stored = () => JSON.parse(fs.readFileSync(path.join(dataDir, "jwt-keys.json"), "utf8")) as { kid: string; key_ops: string[] }[]

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-keys-"))
    out = []
    err = []
  })
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it("prints the API keys and creates the signing key a first start would, naming it as current", async () => {
    expect(await run([])).toBe(0)
    const [key] = stored()
    expect(out.join("\n")).toMatch(/^anon key: {5}eyJ/m)
    expect(out).toContain(`  current   ${key.kid}  ES256`)
    expect(fs.statSync(path.join(dataDir, "jwt-keys.json")).mode & 0o777).toBe(0o600)
  })

  it("rotates: a new current key, the previous one verifying for JWT_EXPIRY seconds", async () => {
    await run([])
    const [first] = stored()
    out = []
    const before = Date.now()
    expect(await run(["rotate"])).toBe(0)
    const [next, previous] = stored()
    expect(previous).toMatchObject({ kid: first.kid, key_ops: ["verify"] })
    expect(next.key_ops).toEqual(["sign", "verify"])
    const until = (previous as unknown as { verify_until: number }).verify_until * 1000
    expect(until - before).toBeGreaterThanOrEqual(3600_000 - 1000)
    expect(until - before).toBeLessThanOrEqual(3600_000 + 5000)
    expect(out[0]).toBe(`New signing key ${next.kid} signs the tokens issued from now on.`)
    expect(out[1]).toBe(`The previous key ${first.kid} verifies the tokens it signed until ${new Date(until).toISOString()}.`)
  })

  it("refuses to rotate keys given in JWT_KEYS, and an unknown command with its usage", async () => {
    expect(await run(["rotate"], { JWT_KEYS: "[]" })).toBe(1)
    expect(err).toEqual(["The signing keys come from JWT_KEYS: rotate them by changing JWT_KEYS."])
    expect(await run(["spin"])).toBe(2)
    expect(err[1]).toMatch(/^Usage: npm run keys -- \[rotate\]/)
  })

  it("says what is wrong with JWT_KEYS rather than starting without keys", async () => {
    expect(await run([], { JWT_KEYS: '[{"kty":"oct"}]' })).toBe(1)
    expect(err[0]).toMatch(/^JWT_KEYS is not a list of ES256 signing keys: 0\.kty /)
  })
})
