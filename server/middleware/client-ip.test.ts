import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import { clientIp, parseTrustedProxies } from "./client-ip"

/** The client IP the server would use for a request from `peer` (undefined: in-process) with X-Forwarded-For `forwarded`. */
async function ipOf(trusted: string[], peer: string | undefined, forwarded?: string): Promise<string | undefined> {
  const app = new Hono().get("/", (c) => c.json({ ip: clientIp(c, trusted) ?? null }))
  const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined
  const res = await app.request("/", { headers: forwarded ? { "X-Forwarded-For": forwarded } : {} }, env)
  return ((await res.json()) as { ip: string | null }).ip ?? undefined
}

describe("the client IP", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", async () => {
    expect(await ipOf([], "203.0.113.9", "198.51.100.1")).toBe("203.0.113.9")
    expect(await ipOf([], "::ffff:203.0.113.9")).toBe("203.0.113.9")
    expect(await ipOf(["10.0.0.0/8"], "203.0.113.9", "198.51.100.1")).toBe("203.0.113.9")
  })

  it("behind trusted proxies, is the last X-Forwarded-For hop that no trusted proxy added", async () => {
    const proxies = ["10.0.0.0/8", "127.0.0.1", "fd00::/8"]
    expect(await ipOf(proxies, "127.0.0.1", "198.51.100.7")).toBe("198.51.100.7")
    // The client wrote the first entry itself; the proxies appended the rest.
    expect(await ipOf(proxies, "127.0.0.1", "1.2.3.4, 198.51.100.7, 10.1.2.3")).toBe("198.51.100.7")
    expect(await ipOf(proxies, "fd00::1", "2001:db8::5")).toBe("2001:db8::5")
    expect(await ipOf(proxies, "127.0.0.1")).toBe("127.0.0.1")
    expect(await ipOf(proxies, "127.0.0.1", "not-an-ip")).toBe("127.0.0.1")
  })

  it("of an in-process request (this process calling itself) is what X-Forwarded-For says", async () => {
    expect(await ipOf([], undefined, "10.0.0.5")).toBe("10.0.0.5")
    expect(await ipOf([], undefined)).toBeUndefined()
  })

  it("refuses a TRUSTED_PROXIES entry that is neither an IP nor a CIDR range", () => {
    for (const entry of ["localhost", "10.0.0.0/33", "10.0.0.0/8/1", "::1/129", "10.0.0.0/x"]) {
      expect(() => parseTrustedProxies([entry]), entry).toThrow(/TRUSTED_PROXIES/)
    }
    expect(() => parseTrustedProxies(["10.0.0.0/8", "::1", "192.168.1.1/32"])).not.toThrow()
  })
})
