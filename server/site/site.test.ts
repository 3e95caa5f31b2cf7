import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { APP_ROUTES_FILE } from "./app-routes"
import { IMMUTABLE_CACHE_CONTROL, siteRoutes } from "./routes"

const SHELL = "<!doctype html><title>Nordika</title>"
const SCRIPT = "console.log('a script long enough to be worth compressing')"
const publicConfig = () => ({ supabaseUrl: "http://site.test", supabaseAnonKey: "anon-key" })
/** A content change later than any build of the test's app. */
const CONTENT_CHANGED_AT = new Date(Date.now() + 3 * 86_400_000)

describe("the site's static files", () => {
  let appDir: string
  let site: ReturnType<typeof siteRoutes>

  beforeAll(() => {
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-site-"))
    fs.mkdirSync(path.join(appDir, "assets"))
    fs.writeFileSync(path.join(appDir, "index.html"), SHELL)
    fs.writeFileSync(
      path.join(appDir, APP_ROUTES_FILE),
      JSON.stringify({
        paths: ["/", "/about", "/about/who-we-are", "/services"],
        patterns: ["/services/:slug"],
        pages: ["/", "/about/who-we-are", "/services"],
        redirects: { "/about": "/about/who-we-are" },
      }),
    )
    fs.writeFileSync(path.join(appDir, "assets", "index-abc123.js"), SCRIPT)
    fs.writeFileSync(path.join(appDir, "assets", "index-abc123.js.br"), zlib.brotliCompressSync(SCRIPT))
    fs.writeFileSync(path.join(appDir, "assets", "index-abc123.js.gz"), zlib.gzipSync(SCRIPT))
    fs.writeFileSync(path.join(appDir, "favicon.svg"), "<svg/>")
    fs.writeFileSync(path.join(appDir, "humans.txt"), "Nordika")
    fs.mkdirSync(path.join(appDir, ".vite"))
    fs.writeFileSync(path.join(appDir, ".vite", "manifest.json"), "{}")
    site = siteRoutes({ appDir, publicConfig, origin: () => "https://www.nordika.test", contentChangedAt: async () => CONTENT_CHANGED_AT })
  })
  afterAll(() => fs.rmSync(appDir, { recursive: true, force: true }))

  const get = (pathname: string, init?: RequestInit) => site.request(pathname, init)

  it("serves hashed assets as immutable and other files with no-cache, typed by their extension", async () => {
    const asset = await get("/assets/index-abc123.js")
    expect(asset.status).toBe(200)
    expect(asset.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL)
    expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect(await asset.text()).toBe(SCRIPT)
    const icon = await get("/favicon.svg")
    expect(icon.headers.get("cache-control")).toBe("no-cache")
    expect(icon.headers.get("content-type")).toBe("image/svg+xml")
    expect((await get("/humans.txt")).headers.get("content-type")).toBe("text/plain; charset=utf-8")
  })

  it("serves the precompressed sibling the client accepts, brotli first, with the original's type", async () => {
    const br = await get("/assets/index-abc123.js", { headers: { "Accept-Encoding": "gzip, br" } })
    expect(br.headers.get("content-encoding")).toBe("br")
    expect(br.headers.get("vary")).toContain("Accept-Encoding")
    expect(br.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect(br.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL)
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT)
    const gzip = await get("/assets/index-abc123.js", { headers: { "Accept-Encoding": "gzip" } })
    expect(gzip.headers.get("content-encoding")).toBe("gzip")
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT)
    const plain = await get("/assets/index-abc123.js")
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(await plain.text()).toBe(SCRIPT)
  })

  it("answers the shell for the app's routes with 200 and for other paths with 404", async () => {
    for (const pathname of ["/", "/services", "/services/translation"]) {
      const res = await get(pathname)
      expect(res.status, pathname).toBe(200)
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8")
      expect(res.headers.get("cache-control")).toBe("no-cache")
      expect(await res.text()).toBe(SHELL)
    }
    const unknown = await get("/no-such-page")
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toBe(SHELL)
  })

  it("never answers a missing asset or a path with an extension with the shell", async () => {
    for (const pathname of ["/assets/missing-123.js", "/assets/", "/missing.png", "/deep/missing.css", "/.vite/manifest.json"]) {
      const res = await get(pathname)
      expect(res.status, pathname).toBe(404)
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/)
      expect(await res.text()).toBe("Not found")
    }
  })

  it("answers HEAD with the headers of GET and no body", async () => {
    const asset = await get("/assets/index-abc123.js", { method: "HEAD" })
    expect(asset.status).toBe(200)
    expect(asset.headers.get("content-length")).toBe(String(SCRIPT.length))
    expect(asset.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL)
    expect(await asset.text()).toBe("")
    const shell = await get("/services", { method: "HEAD" })
    expect(shell.status).toBe(200)
    expect(shell.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(await shell.text()).toBe("")
  })

  it("answers other methods with 405 and the allowed ones", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const res = await get("/services", { method })
      expect(res.status, method).toBe(405)
      expect(res.headers.get("allow")).toBe("GET, HEAD")
    }
  })

  it("refuses path traversal and NUL bytes", async () => {
    fs.writeFileSync(path.join(path.dirname(appDir), "nordika-site-secret.txt"), "secret")
    try {
      for (const pathname of [
        `/../${"nordika-site-secret.txt"}`,
        "/%2e%2e/nordika-site-secret.txt",
        "/assets/..%2f..%2fnordika-site-secret.txt",
        "/%00",
        "/favicon.svg%00.js",
      ]) {
        const res = await get(pathname)
        expect(await res.text(), pathname).not.toContain("secret")
        expect(res.status, pathname).not.toBe(500)
      }
    } finally {
      fs.rmSync(path.join(path.dirname(appDir), "nordika-site-secret.txt"))
    }
  })

  it("answers the spec's redirects with 301, any case or trailing slash, the query kept", async () => {
    for (const [from, to] of [
      ["/about", "/about/who-we-are"],
      ["/About/", "/about/who-we-are"],
      ["/about?utm_source=mail", "/about/who-we-are?utm_source=mail"],
    ]) {
      const res = await get(from)
      expect(res.status, from).toBe(301)
      expect(res.headers.get("location"), from).toBe(to)
    }
  })

  it("tells crawlers to leave the admin, the sign-in pages and the search pages alone, and where the sitemap is", async () => {
    const res = await get("/robots.txt")
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8")
    const lines = (await res.text()).split("\n")
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /login",
        "Disallow: /emergency-login",
        "Disallow: /search",
        "Disallow: /sv/sok",
        "Disallow: /de/suche",
      ]),
    )
    expect(lines).toContain("Sitemap: https://www.nordika.test/sitemap.xml")
  })

  it("lists every public page in the sitemap, last modified when the content last changed", async () => {
    const res = await get("/sitemap.xml")
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8")
    const xml = await res.text()
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    )
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://www.nordika.test/",
      "https://www.nordika.test/about/who-we-are",
      "https://www.nordika.test/services",
    ])
    expect(new Set([...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]))).toEqual(
      new Set([CONTENT_CHANGED_AT.toISOString().slice(0, 10)]),
    )
  })

  it("gives the browser its runtime config in /config.js", async () => {
    const res = await get("/config.js")
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect(res.headers.get("cache-control")).toBe("no-cache")
    expect(await res.text()).toBe(`window.__NORDIKA_CONFIG__ = ${JSON.stringify(publicConfig())};\n`)
  })
})

describe("the site before the app is built", () => {
  const site = siteRoutes({ appDir: path.join(os.tmpdir(), "nordika-no-such-build"), publicConfig })

  it("answers every page and asset with a friendly 503 page, HEAD included", async () => {
    for (const [pathname, method] of [
      ["/", "GET"],
      ["/assets/index-abc123.js", "GET"],
      ["/", "HEAD"],
    ]) {
      const res = await site.request(pathname, { method })
      expect(res.status).toBe(503)
      expect(res.headers.get("content-type")).toMatch(/^text\/html/)
      expect(res.headers.get("cache-control")).toBe("no-cache")
      if (method === "GET") expect(await res.text()).toMatch(/npm run build/)
    }
  })

  it("still serves /config.js", async () => {
    expect((await site.request("/config.js")).status).toBe(200)
  })
})
