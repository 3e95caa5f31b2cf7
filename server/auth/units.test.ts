import { describe, expect, it } from "vitest"
import bcrypt from "bcryptjs"
import { loadConfig } from "../config"
import { parseGoDuration } from "./admin"
import { createAuthContext } from "./context"
import { totpUri, totpQrSvg } from "./mfa"
import { resolveRedirect, storedTokenMatches, tokenHash } from "./otp"
import { assertStrongPassword, hashPassword, verifyPassword } from "./passwords"
import type { ServerContext } from "../context"

describe("passwords", () => {
  it("hashes with $2a$ and cost 10, and verifies $2a$, $2b$ and $2y$ hashes", async () => {
    const hash = await hashPassword("s3cret-pass")
    expect(hash).toMatch(/^\$2a\$10\$.{53}$/)
    expect(await verifyPassword("s3cret-pass", hash)).toBe(true)
    expect(await verifyPassword("wrong", hash)).toBe(false)
    for (const prefix of ["$2b$", "$2y$"]) {
      expect(await verifyPassword("s3cret-pass", hash.replace("$2a$", prefix))).toBe(true)
    }
    expect(await verifyPassword("x", null)).toBe(false)
    expect(await verifyPassword("x", "plaintext")).toBe(false)
    expect(bcrypt.getRounds(hash)).toBe(10)
    // Another implementation reads the hash as well (a Supabase export goes both ways).
    expect(await bcrypt.compare("s3cret-pass", hash)).toBe(true)
  })

  it("rejects short and over-long passwords", () => {
    expect(() => assertStrongPassword("12345", { minPasswordLength: 6 })).toThrow("Password should be at least 6 characters.")
    expect(() => assertStrongPassword("x".repeat(73), { minPasswordLength: 6 })).toThrow(/72/)
    expect(() => assertStrongPassword("123456", { minPasswordLength: 6 })).not.toThrow()
  })
})

describe("Go durations for ban_duration", () => {
  it.each([
    ["24h", 86_400_000],
    ["1h30m", 5_400_000],
    ["90s", 90_000],
    ["1.5h", 5_400_000],
    ["876000h", 876_000 * 3_600_000],
  ])("%s", (value, ms) => expect(parseGoDuration(value)).toBe(ms))

  it.each(["", "24", "h", "1d", "-1h", "1h "])("rejects %j", (value) => expect(parseGoDuration(value)).toBeUndefined())
})

describe("one-time tokens", () => {
  it("stores hex(sha224(email + otp)) as GoTrue does", () => {
    expect(tokenHash("a@b.c", "123456")).toMatch(/^[0-9a-f]{56}$/)
    expect(storedTokenMatches(tokenHash("a@b.c", "123456"), tokenHash("a@b.c", "123456"))).toBe(true)
    expect(storedTokenMatches("pkce_" + tokenHash("a@b.c", "123456"), tokenHash("a@b.c", "123456"))).toBe(true)
    expect(storedTokenMatches("", "")).toBe(false)
    expect(storedTokenMatches(tokenHash("a@b.c", "123456"), tokenHash("a@b.c", "654321"))).toBe(false)
  })
})

describe("redirect_to validation", () => {
  const config = loadConfig(
    {},
    {
      jwtSecret: "x".repeat(40),
      dataDir: "/tmp/nordika-unit",
      siteUrl: "https://nordika.example",
      apiUrl: "https://api.nordika.example",
      auth: { redirectAllowList: ["http://localhost:5173/**", "https://*.preview.nordika.dev/**"] },
    },
  )
  const actx = createAuthContext({ config } as ServerContext)

  it.each([
    ["https://nordika.example/admin", "https://nordika.example/admin"],
    ["https://api.nordika.example/x", "https://api.nordika.example/x"],
    ["http://localhost:5173/auth/callback", "http://localhost:5173/auth/callback"],
    ["https://pr-12.preview.nordika.dev/welcome", "https://pr-12.preview.nordika.dev/welcome"],
    ["https://evil.example/", "https://nordika.example"],
    ["https://nordika.example.evil.example/", "https://nordika.example"],
    ["javascript:alert(1)", "https://nordika.example"],
    ["not a url", "https://nordika.example"],
  ])("%s → %s", (requested, expected) => expect(resolveRedirect(actx, requested)).toBe(expected))
})

describe("TOTP enrolment material", () => {
  it("builds GoTrue's otpauth URI and a QR code SVG without '#' (it ends up in an unencoded data URI)", async () => {
    const uri = totpUri("Nordika", "ada@example.test", "JBSWY3DPEHPK3PXP")
    expect(uri).toBe("otpauth://totp/Nordika:ada%40example.test?algorithm=SHA1&digits=6&issuer=Nordika&period=30&secret=JBSWY3DPEHPK3PXP")
    const svg = await totpQrSvg(uri)
    expect(svg).toMatch(/^<\?xml[^>]*\?><svg /)
    expect(svg).not.toContain("#")
  })
})
