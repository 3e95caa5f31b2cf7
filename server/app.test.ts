import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./testing/harness"
import { IMMUTABLE_CACHE_CONTROL } from "./site/routes"

const INLINE_SCRIPT = "document.documentElement.dataset.booted = 'yes'"
/** INLINE_SCRIPT's CSP source: its SHA-256, by `printf %s "$INLINE_SCRIPT" | openssl sha256 -binary | base64`. */
const INLINE_SCRIPT_HASH = "'sha256-7QHHuF6pKIkpgGUdoe2rRe7hbEubOeKFRtP5mQA5SVk='"

/**
 * The site's Content-Security-Policy as docs/security.md describes it, one directive at a time: `scripts`
 * the inline scripts a page allows (the template's, by hash), `extra` the directives a response adds.
 */
function sitePolicyDirectives({ scripts = [INLINE_SCRIPT_HASH], frameAncestors = "'none'", extra = [] as string[] } = {}): string[] {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://images.unsplash.com",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "frame-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    ...extra,
  ]
}

const directivesOf = (policy: string | null) => (policy ?? "").split("; ")

/** The object config.js assigns to window.__NORDIKA_CONFIG__. */
function publicConfigOf(script: string): unknown {
  const match = /^window\.__NORDIKA_CONFIG__ = (.*);\n$/s.exec(script)
  if (!match) throw new Error(`config.js has an unexpected form: ${script}`)
  return JSON.parse(match[1])
}

describe("the single-origin server", () => {
  let t: TestServer
  let appDir: string

  beforeAll(async () => {
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-app-"))
    fs.mkdirSync(path.join(appDir, "assets"))
    fs.writeFileSync(path.join(appDir, "index.html"), `<!doctype html><title>Nordika</title><script>${INLINE_SCRIPT}</script>`)
    fs.writeFileSync(path.join(appDir, "assets", "index-abc123.js"), "console.log(1)")
    fs.writeFileSync(path.join(appDir, "assets", "index-abc123.css"), "body{margin:0}")
    fs.writeFileSync(path.join(appDir, "assets", "count.worker-abc123.js"), "postMessage(1)")
    fs.writeFileSync(path.join(appDir, "favicon.svg"), "<svg/>")
    t = await startTestServer({ config: { appDir }, isKnownAppRoute: (p) => p !== "/definitely-unknown", http: true })
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(appDir, { recursive: true, force: true })
  })

  describe("built app", () => {
    it("serves index.html without caching and hashed assets as immutable", async () => {
      const index = await t.fetch(`${t.url}/`)
      expect(index.status).toBe(200)
      expect(index.headers.get("cache-control")).toBe("no-cache")
      expect(await index.text()).toContain("<title>Nordika</title>")
      const asset = await t.fetch(`${t.url}/assets/index-abc123.js`)
      expect(asset.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL)
      expect(asset.headers.get("last-modified")).toBeNull()
      expect(asset.headers.get("content-type")).toMatch(/javascript/)
      const icon = await t.fetch(`${t.url}/favicon.svg`)
      expect(icon.headers.get("content-type")).toBe("image/svg+xml")
    })

    it("falls back to index.html for app routes, 404 for unknown routes and missing files", async () => {
      const route = await t.fetch(`${t.url}/admin/settings`)
      expect(route.status).toBe(200)
      expect(await route.text()).toContain("Nordika")
      expect((await t.fetch(`${t.url}/definitely-unknown`)).status).toBe(404)
      expect((await t.fetch(`${t.url}/assets/missing-123.js`)).status).toBe(404)
    })

    it("never serves files outside the app directory", async () => {
      for (const p of ["/../package.json", "/%2e%2e/package.json", "/assets/..%2f..%2fpackage.json", "/%00"]) {
        const res = await t.fetch(`${t.url}${p}`)
        expect(await res.text()).not.toContain('"name": "@nordika/ui"')
      }
    })

    it("gives the browser the URL and anon key at run time, never the service role key", async () => {
      const js = await (await t.fetch(`${t.url}/config.js`)).text()
      expect(publicConfigOf(js)).toEqual({ supabaseUrl: t.url, supabaseAnonKey: t.anonKey, realtime: true })
      expect(js).not.toContain(t.serviceRoleKey)
      expect((await t.fetch(`${t.url}/env.json`)).status).toBe(404)
    })
  })

  it("shows a friendly page when the app is not built", async () => {
    const bare = await startTestServer({ config: { appDir: path.join(appDir, "nope") } })
    try {
      const res = await bare.fetch(`${bare.url}/`)
      expect(res.headers.get("content-type")).toMatch(/text\/html/)
      expect(await res.text()).toMatch(/npm run build/)
    } finally {
      await bare.close()
    }
  })

  describe("security headers", () => {
    const baseline = (res: Response, what: string) => {
      expect(res.headers.get("x-content-type-options"), what).toBe("nosniff")
      expect(res.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin")
      expect(res.headers.get("permissions-policy"), what).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()")
    }

    // Over a socket the API's headers go on Node's response, in process on the handler's Response.
    const transports = [
      { transport: "in process", send: (url: string, init?: RequestInit) => t.fetch(url, init) },
      { transport: "over a socket", send: (url: string, init?: RequestInit) => fetch(url, init) },
    ]

    it.each(transports)("are on every API answer, errors included ($transport)", async ({ send }) => {
      const keyed = { apikey: t.anonKey }
      // Each with the status its API gives it: the last-resort 500 carries the baseline too, so the
      // headers alone would not tell an answer from a crash.
      for (const [path, init, status] of [
        ["/rest/v1/site_settings", { headers: keyed }, 200],
        ["/rest/v1/site_settings", {}, 401],
        ["/rest/v1/nope", { headers: keyed }, 404],
        ["/auth/v1/settings", { headers: keyed }, 200],
        // Storage refuses a request without an Authorization header with 400, as hosted Storage does.
        ["/storage/v1/bucket", { headers: keyed }, 400],
        ["/functions/v1/nope", { headers: keyed }, 404],
        [
          "/rest/v1/site_settings",
          { method: "OPTIONS", headers: { Origin: "http://a.test", "Access-Control-Request-Method": "GET" } },
          204,
        ],
      ] as [string, RequestInit, number][]) {
        const res = await send(`${t.url}${path}`, init)
        expect(res.status, `${init.method ?? "GET"} ${path}`).toBe(status)
        baseline(res, `${init.method ?? "GET"} ${path}`)
        expect(res.headers.get("access-control-allow-origin"), path).toBe("*")
        if (init.method !== "OPTIONS") expect(res.headers.get("access-control-expose-headers"), path).toContain("Content-Range")
        // Each once: a header set twice would reach the browser as a list.
        expect(res.headers.get("x-content-type-options"), path).toBe("nosniff")
      }
    })

    it("keep the site's files out of frames; what may show as a document, or runs as a worker, is under the site's policy", async () => {
      for (const path of ["/favicon.svg", "/assets/count.worker-abc123.js", "/assets/missing-123.js"]) {
        const res = await t.fetch(`${t.url}${path}`)
        baseline(res, path)
        expect(res.headers.get("x-frame-options"), path).toBe("DENY")
        expect(directivesOf(res.headers.get("content-security-policy")), path).toEqual(sitePolicyDirectives({ scripts: [] }))
        expect(res.headers.get("strict-transport-security"), path).toBeNull()
      }
    })

    it("give the scripts and stylesheets a page loads nosniff, the referrer policy and a short policy that lets them load nothing on their own", async () => {
      for (const path of ["/assets/index-abc123.js", "/assets/index-abc123.css", "/config.js"]) {
        const res = await t.fetch(`${t.url}${path}`)
        expect(res.status, path).toBe(200)
        expect(res.headers.get("x-content-type-options"), path).toBe("nosniff")
        expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin")
        expect(res.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'")
        // A document's business: framing and powerful features.
        expect(res.headers.get("x-frame-options"), path).toBeNull()
        expect(res.headers.get("permissions-policy"), path).toBeNull()
      }
    })

    it("allow the template's inline script by its hash on every page, never 'unsafe-inline' or a nonce", async () => {
      const bodies = new Set<string>()
      for (const path of ["/", "/admin/settings", "/definitely-unknown", "/", "/"]) {
        const res = await t.fetch(`${t.url}${path}`)
        baseline(res, path)
        expect(res.headers.get("x-frame-options"), path).toBe("DENY")
        const policy = res.headers.get("content-security-policy")!
        expect(directivesOf(policy), path).toEqual(sitePolicyDirectives())
        expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
        const body = await res.text()
        expect(body).toContain(`<script>${INLINE_SCRIPT}</script>`)
        bodies.add(body)
      }
      // Nothing in a page differs between responses: a kept page is one body.
      expect(bodies.size).toBe(1)
    })

    it("let only this origin frame the admin's section preview", async () => {
      const res = await t.fetch(`${t.url}/admin/preview/home_hero`)
      baseline(res, "preview")
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN")
      const policy = res.headers.get("content-security-policy")
      expect(directivesOf(policy)).toEqual(sitePolicyDirectives({ frameAncestors: "'self'" }))
    })

    it("add HSTS (and upgrade stray http: addresses) when a trusted proxy says the request came over HTTPS", async () => {
      // In process, the request comes from this process: trusted like a proxy.
      const secure = await t.fetch(`${t.url}/`, { headers: { "X-Forwarded-Proto": "https" } })
      expect(secure.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains")
      const policy = secure.headers.get("content-security-policy")
      expect(directivesOf(policy)).toEqual(sitePolicyDirectives({ extra: ["upgrade-insecure-requests"] }))
      const api = await t.fetch(`${t.url}/rest/v1/site_settings`, { headers: { apikey: t.anonKey, "X-Forwarded-Proto": "https" } })
      expect(api.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains")
      const plain = await t.fetch(`${t.url}/`, { headers: { "X-Forwarded-Proto": "http" } })
      expect(plain.headers.get("strict-transport-security")).toBeNull()
    })

    it.each(transports)("leave a stored file's own sandboxing policy in place ($transport)", async ({ send }) => {
      const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" })
      await t.client({ key: t.serviceRoleKey }).storage.from("site-assets").upload("headers.png", png, { upsert: true })
      const res = await send(`${t.url}/storage/v1/object/public/site-assets/headers.png`)
      baseline(res, "object")
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox")
    })
  })

  describe("gateway behaviour", () => {
    it("answers CORS preflights with the Supabase headers", async () => {
      const res = await t.fetch(`${t.url}/rest/v1/site_settings`, {
        method: "OPTIONS",
        headers: {
          Origin: "http://localhost:5173",
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "apikey,authorization,x-client-info,content-type,prefer",
        },
      })
      expect(res.status).toBe(204)
      expect(res.headers.get("access-control-allow-origin")).toBe("*")
      expect(res.headers.get("access-control-allow-credentials")).toBeNull()
      expect(res.headers.get("access-control-allow-methods")).toBe("GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS")
      expect(res.headers.get("access-control-max-age")).toBe("86400")
      // Every header supabase-js and its storage, TUS and functions clients send.
      expect(res.headers.get("access-control-allow-headers")!.split(",")).toEqual(
        expect.arrayContaining([
          "authorization",
          "apikey",
          "x-client-info",
          "content-type",
          "x-supabase-api-version",
          "prefer",
          "accept-profile",
          "content-profile",
          "range",
          "x-upsert",
          "cache-control",
          "x-metadata",
          "tus-resumable",
          "upload-length",
          "upload-metadata",
          "upload-offset",
        ]),
      )
      // A cache between the browser and the server must not answer one request's headers with another's preflight.
      expect(res.headers.get("vary")).toBe("Access-Control-Request-Headers")
      const exposed =
        "Content-Range,X-Total-Count,Link,X-Supabase-Api-Version,x-relay-error,Location,Content-Profile,Preference-Applied," +
        "x-sb-error-code,Content-Length,Content-Type,ETag,Last-Modified,Upload-Offset,Upload-Length,Tus-Resumable,Tus-Version"
      expect(res.headers.get("access-control-expose-headers")).toBe(exposed)
      const get = await t.fetch(`${t.url}/rest/v1/site_settings`, { headers: { Origin: "http://localhost:5173", apikey: t.anonKey } })
      expect(get.headers.get("access-control-allow-origin")).toBe("*")
      expect(get.headers.get("access-control-expose-headers")).toBe(exposed)
    })

    it("allows any origin without credentials, as Supabase does: tokens travel in headers, never in cookies", async () => {
      for (const origin of ["https://evil.example", "null"]) {
        for (const path of ["/rest/v1/site_settings", "/auth/v1/settings", "/storage/v1/bucket", "/functions/v1/admin-users"]) {
          const res = await t.fetch(`${t.url}${path}`, { headers: { Origin: origin, apikey: t.anonKey } })
          expect(res.headers.get("access-control-allow-origin"), `${origin} ${path}`).toBe("*")
          expect(res.headers.get("access-control-allow-credentials"), `${origin} ${path}`).toBeNull()
        }
      }
    })

    it("checks the apikey on all four APIs, except GoTrue's links and public or signed object URLs", async () => {
      expect((await t.fetch(`${t.url}/auth/v1/settings`)).status).toBe(401)
      expect((await t.fetch(`${t.url}/auth/v1/settings`, { headers: { apikey: "wrong" } })).status).toBe(401)
      expect((await t.fetch(`${t.url}/auth/v1/verify?token=x&type=signup`)).status).not.toBe(401)
      const rest = await t.fetch(`${t.url}/rest/v1/site_settings`)
      expect(rest.status).toBe(401)
      expect(await rest.json()).toMatchObject({ message: "No API key found in request" })
      expect((await t.fetch(`${t.url}/rest/v1/site_settings?apikey=${t.anonKey}`)).status).toBe(200)

      const service = { Authorization: `Bearer ${t.serviceRoleKey}` }
      for (const [method, path] of [
        ["GET", "/storage/v1/bucket"],
        ["POST", "/storage/v1/object/list/site-assets"],
        ["POST", "/storage/v1/object/sign/site-assets/x.png"],
        ["POST", "/storage/v1/object/upload/sign/uploads/x.txt"],
        ["GET", "/storage/v1/object/site-assets/x.png"],
        ["GET", "/storage/v1/object/info/public/site-assets/x.png"],
        ["POST", "/functions/v1/admin-users"],
      ]) {
        const res = await t.fetch(`${t.url}${path}`, { method, headers: service })
        expect(res.status, `${method} ${path}`).toBe(401)
        expect(await res.json()).toMatchObject({ message: "No API key found in request" })
        const keyed = await t.fetch(`${t.url}${path}`, { method, headers: { ...service, apikey: t.anonKey } })
        expect(await keyed.text(), `${method} ${path}`).not.toMatch(/API key/)
      }
      const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" })
      await t.client({ key: t.serviceRoleKey }).storage.from("site-assets").upload("keyless.png", png)
      const signed = (await t.client({ key: t.serviceRoleKey }).storage.from("site-assets").createSignedUrl("keyless.png", 60)).data!
      for (const url of [
        `${t.url}/storage/v1/object/public/site-assets/keyless.png`,
        `${t.url}/storage/v1/render/image/public/site-assets/keyless.png?width=10`,
        signed.signedUrl,
      ]) {
        expect((await t.fetch(url)).status, url).toBe(200)
      }
      const upload = (await t.client().storage.from("uploads").createSignedUploadUrl("keyless.txt")).data!
      const put = await t.fetch(upload.signedUrl, { method: "PUT", headers: { "Content-Type": "text/plain" }, body: "no key needed" })
      expect(put.status).toBe(200)
    })

    it("answers 413 in each service's shape for bodies over the limit", async () => {
      const big = JSON.stringify({ email: "a@b.c", password: "x".repeat(1_100_000) })
      const auth = await t.fetch(`${t.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { apikey: t.anonKey, "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
        body: big,
      })
      expect(auth.status).toBe(413)
      expect(await auth.json()).toMatchObject({ code: "request_too_large" })
    })

    it("answers unknown API paths with JSON 404s", async () => {
      const res = await t.fetch(`${t.url}/rest/v1/a/b/c`, { headers: { apikey: t.anonKey } })
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ code: "PGRST125" })
    })

    it("answers an unknown path in the shape of the API whose prefix it has, never with the site", async () => {
      const auth = await t.fetch(`${t.url}/auth/v1/no-such-endpoint`, {
        headers: { apikey: t.anonKey, "X-Supabase-Api-Version": "2024-01-01" },
      })
      expect(auth.status).toBe(404)
      expect(auth.headers.get("x-sb-error-code")).toBe("not_found")
      expect(await auth.json()).toEqual({ code: "not_found", message: "Not Found" })
      const storage = await t.fetch(`${t.url}/storage/v1x`)
      expect(storage.status).toBe(404)
      expect(await storage.json()).toEqual({
        statusCode: "404",
        code: "NotFound",
        error: "Not Found",
        message: "Route GET:/storage/v1x not found",
      })
      const functions = await t.fetch(`${t.url}/functions/v1x`)
      expect(functions.status).toBe(404)
      expect(await functions.json()).toEqual({ code: "NOT_FOUND", message: "Requested function was not found" })
    })
  })
})
