import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { negotiateEncoding } from "./content-encoding"
import { siteDelivery } from "./delivery"
import { IMMUTABLE_CACHE_CONTROL, siteRoutes } from "./routes"

/** A rendered page as the server would answer it: HTML well over the compression threshold. */
const renderedPage = (heading: string) =>
  `<!doctype html><html lang="en"><head><title>${heading}</title></head><body><h1>${heading}</h1>${"<p>Translation and localization from Stockholm.</p>".repeat(80)}</body></html>`

const decode = (encoding: string | null, bytes: ArrayBuffer) => {
  const buffer = Buffer.from(bytes)
  if (encoding === "br") return zlib.brotliDecompressSync(buffer).toString()
  if (encoding === "gzip") return zlib.gunzipSync(buffer).toString()
  return buffer.toString()
}

describe("negotiating the content encoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["deflate", null],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1.0, br;q=0.5", "gzip"],
    ["gzip;q=0.8, br;q=0.8", "br"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["gzip;q=0, br;q=0", null],
  ])("answers %j with %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })
})

describe("delivering a rendered page", () => {
  let heading = "Translation services"
  const app = new Hono()
  app.use("*", siteDelivery())
  app.get("/services/translation", (c) => c.html(renderedPage(heading), 200, { "Cache-Control": "no-cache" }))
  app.get("/missing", (c) => c.html(renderedPage("Page Not Found"), 404, { "Cache-Control": "no-cache" }))
  app.get("/tiny", (c) => c.text("ok"))
  app.get("/logo.png", (c) => c.body(new Uint8Array(4096).fill(7), 200, { "Content-Type": "image/png" }))
  app.post("/services/translation", (c) => c.html(renderedPage("posted")))

  const get = (pathname: string, headers: Record<string, string> = {}, method = "GET") => app.request(pathname, { method, headers })

  it("compresses with brotli or gzip as the client accepts, and says so with Vary", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const res = await get("/services/translation", { "Accept-Encoding": accept })
      expect(res.status).toBe(200)
      expect(res.headers.get("content-encoding"), accept).toBe(encoding)
      expect(res.headers.get("vary")).toBe("Accept-Encoding")
      expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8")
      const bytes = await res.arrayBuffer()
      expect(res.headers.get("content-length")).toBe(String(bytes.byteLength))
      expect(decode(encoding, bytes)).toBe(renderedPage(heading))
      if (encoding) expect(bytes.byteLength).toBeLessThan(renderedPage(heading).length / 5)
    }
  })

  it("compresses error pages too, but leaves small bodies and binary types as they are", async () => {
    const missing = await get("/missing", { "Accept-Encoding": "br" })
    expect(missing.status).toBe(404)
    expect(missing.headers.get("content-encoding")).toBe("br")
    expect(missing.headers.get("etag")).toBeNull()
    expect(decode("br", await missing.arrayBuffer())).toContain("Page Not Found")
    const tiny = await get("/tiny", { "Accept-Encoding": "br" })
    expect(tiny.headers.get("content-encoding")).toBeNull()
    expect(await tiny.text()).toBe("ok")
    const png = await get("/logo.png", { "Accept-Encoding": "br" })
    expect(png.headers.get("content-encoding")).toBeNull()
    expect(png.headers.get("vary")).toBeNull()
    expect((await png.arrayBuffer()).byteLength).toBe(4096)
  })

  it("answers a repeated request with 304 and no body while the page is unchanged, then 200 with a new ETag", async () => {
    const first = await get("/services/translation", { "Accept-Encoding": "br" })
    const etag = first.headers.get("etag")!
    expect(etag).toMatch(/^W\/".+"$/)
    // One validator for the page, whichever encoding it travelled in.
    expect((await get("/services/translation", { "Accept-Encoding": "gzip" })).headers.get("etag")).toBe(etag)

    const again = await get("/services/translation", { "Accept-Encoding": "br", "If-None-Match": etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe("")
    expect(again.headers.get("etag")).toBe(etag)
    expect(again.headers.get("cache-control")).toBe("no-cache")
    expect(again.headers.get("vary")).toBe("Accept-Encoding")
    expect(again.headers.get("content-encoding")).toBeNull()
    expect((await get("/services/translation", { "If-None-Match": `"other", ${etag}` })).status).toBe(304)
    expect((await get("/services/translation", { "If-None-Match": "*" })).status).toBe(304)

    heading = "Translation services, edited"
    const changed = await get("/services/translation", { "Accept-Encoding": "br", "If-None-Match": etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get("etag")).not.toBe(etag)
    expect(decode("br", await changed.arrayBuffer())).toContain("edited")
  })

  it("answers HEAD with the headers GET would have, and no body", async () => {
    const res = await get("/services/translation", { "Accept-Encoding": "br" }, "HEAD")
    const full = await get("/services/translation", { "Accept-Encoding": "br" })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-encoding")).toBe("br")
    expect(res.headers.get("etag")).toBe(full.headers.get("etag"))
    expect(res.headers.get("content-length")).toBe(full.headers.get("content-length"))
    expect(await res.text()).toBe("")
  })

  it("leaves other methods alone", async () => {
    const res = await get("/services/translation", { "Accept-Encoding": "br" }, "POST")
    expect(res.headers.get("content-encoding")).toBeNull()
    expect(res.headers.get("etag")).toBeNull()
    expect(await res.text()).toBe(renderedPage("posted"))
  })

  it("passes a body larger than its limit through whole, without an ETag", async () => {
    const small = new Hono()
    small.use("*", siteDelivery({ maxBodyBytes: 2048 }))
    small.get("/", (c) => c.html(renderedPage("Long page")))
    const res = await small.request("/", { headers: { "Accept-Encoding": "br" } })
    expect(res.headers.get("content-encoding")).toBeNull()
    expect(res.headers.get("etag")).toBeNull()
    expect(await res.text()).toBe(renderedPage("Long page"))
  })
})

describe("delivering the built site's files", () => {
  const SCRIPT = `export const copy = ${JSON.stringify("Nordika translates and localizes. ".repeat(100))}`
  const MAP = JSON.stringify({ version: 3, sources: ["main.tsx"], mappings: "AAAA;".repeat(800) })
  let appDir: string
  let site: ReturnType<typeof siteRoutes>

  beforeAll(() => {
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-delivery-"))
    fs.mkdirSync(path.join(appDir, "assets"))
    fs.writeFileSync(path.join(appDir, "index.html"), renderedPage("Nordika"))
    fs.writeFileSync(path.join(appDir, "assets", "main-abc123.js"), SCRIPT)
    fs.writeFileSync(path.join(appDir, "assets", "main-abc123.js.br"), zlib.brotliCompressSync(SCRIPT))
    fs.writeFileSync(path.join(appDir, "assets", "main-abc123.js.gz"), zlib.gzipSync(SCRIPT))
    fs.writeFileSync(path.join(appDir, "assets", "main-abc123.js.map"), MAP)
    site = siteRoutes({ appDir, publicConfig: () => ({ supabaseUrl: "http://site.test", supabaseAnonKey: "anon-key" }) })
  })
  afterAll(() => fs.rmSync(appDir, { recursive: true, force: true }))

  it("sends a hashed asset's precompressed sibling as immutable, with no validator to check", async () => {
    const res = await site.request("/assets/main-abc123.js", { headers: { "Accept-Encoding": "gzip, br" } })
    expect(res.headers.get("content-encoding")).toBe("br")
    expect(res.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL)
    expect(res.headers.get("etag")).toBeNull()
    expect(res.headers.get("vary")).toBe("Accept-Encoding")
    expect(decode("br", await res.arrayBuffer())).toBe(SCRIPT)
  })

  it("compresses a hashed file that has no precompressed sibling", async () => {
    const res = await site.request("/assets/main-abc123.js.map", { headers: { "Accept-Encoding": "gzip" } })
    expect(res.headers.get("content-encoding")).toBe("gzip")
    expect(res.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL)
    expect(decode("gzip", await res.arrayBuffer())).toBe(MAP)
  })

  it("compresses the page shell and the runtime config, and revalidates both with their ETag", async () => {
    const res = await site.request("/about", { headers: { "Accept-Encoding": "br" } })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-encoding")).toBe("br")
    expect(res.headers.get("cache-control")).toBe("no-cache")
    const etag = res.headers.get("etag")!
    expect(etag).toBeTruthy()
    expect(decode("br", await res.arrayBuffer())).toBe(renderedPage("Nordika"))
    const again = await site.request("/about", { headers: { "Accept-Encoding": "br", "If-None-Match": etag } })
    expect(again.status).toBe(304)
    const config = await site.request("/config.js")
    expect(config.headers.get("etag")).toBeTruthy()
    expect((await site.request("/config.js", { headers: { "If-None-Match": config.headers.get("etag")! } })).status).toBe(304)
  })
})
