import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import { isHttpsRequest } from "./request-scheme"

/** Whether the server takes a request from `peer` (undefined: in-process) with X-Forwarded-Proto `proto` as HTTPS. */
async function httpsOf(trusted: string[], peer: string | undefined, proto?: string, url = "http://site.test/"): Promise<boolean> {
  const app = new Hono().get("/", (c) => c.json({ https: isHttpsRequest(c, trusted) }))
  const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined
  const res = await app.request(url, { headers: proto ? { "X-Forwarded-Proto": proto } : {} }, env)
  return ((await res.json()) as { https: boolean }).https
}

describe("whether a request came over HTTPS", () => {
  it("believes X-Forwarded-Proto only from a trusted proxy", async () => {
    expect(await httpsOf(["10.0.0.0/8"], "10.1.2.3", "https")).toBe(true)
    expect(await httpsOf(["10.0.0.0/8"], "203.0.113.9", "https")).toBe(false)
    expect(await httpsOf([], "127.0.0.1", "https")).toBe(false)
  })

  it("takes the scheme at the edge nearest the client, the header's first value", async () => {
    expect(await httpsOf(["127.0.0.1"], "127.0.0.1", "https, http")).toBe(true)
    expect(await httpsOf(["127.0.0.1"], "127.0.0.1", "HTTP")).toBe(false)
    expect(await httpsOf(["127.0.0.1"], "127.0.0.1")).toBe(false)
  })

  it("is true for a request whose own URL is https, and an in-process request may say so", async () => {
    expect(await httpsOf([], "203.0.113.9", undefined, "https://site.test/")).toBe(true)
    expect(await httpsOf([], undefined, "https")).toBe(true)
  })
})
