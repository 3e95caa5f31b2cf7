import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { APP_ROUTES_FILE } from "./app-routes"
import { sitePages, type SiteRendering } from "./pages"
import { siteRoutes } from "./routes"
import { SERVER_ENTRY_FILE } from "./server-entry"
import { startTestServer, type TestServer } from "../testing/harness"
import { provideSupabaseConfig } from "../../app/data/config"
import { readPublishedDocumentRoutes } from "../../app/data/document-route-rows"

const TEMPLATE = '<!doctype html><html><head><title>Template</title></head><body><div id="root"></div></body></html>'

/** What the stand-in server build reads as the live documents' routes (undefined: they cannot be read). */
interface LiveRoutes {
  pages: { path: string; publishedAt: string }[]
  reads: number
}
const live = globalThis as typeof globalThis & { __liveRoutes?: LiveRoutes | undefined }

/**
 * A stand-in for the server render's build: its route table is what the test puts in `__liveRoutes`,
 * and a render says which table it was given, as the real one renders a page only its table lists.
 */
const FAKE_ENTRY = `
export function provideSupabaseConfig() {}
export async function readSiteRouteTable() {
  const routes = globalThis.__liveRoutes
  if (!routes) return undefined
  routes.reads++
  const documents = routes.pages.map(({ path, publishedAt }) => ({ path, page: "article", title: path, heading: path, group: "Resources", publishedAt }))
  return { ROUTE_TABLE: documents.map(({ path, page }) => ({ path, page })), REDIRECTS: {}, documents }
}
let renders = 0
export async function renderPage(path, { routes }) {
  const listed = routes?.ROUTE_TABLE.some((route) => route.path === path) ?? false
  renders++
  // A page long enough to be worth compressing, numbered by its render.
  const text = "<p>render " + renders + "</p><p>" + "Translation reviewed by a second linguist. ".repeat(40) + "</p>"
  return { kind: "page", status: listed ? 200 : 404, html: "<h1>" + path + (listed ? " listed" : " not listed") + "</h1>" + text, head: "", hydration: "", modulePreloads: [] }
}
`

const BUILT_POST = "/resources/blog/built-post"
const NEW_POST = "/resources/blog/published-after-the-build"
const NEW_POST_PUBLISHED_AT = "2027-03-04T10:00:00.000Z"

describe("the site's routes from the live documents", () => {
  let dir: string
  let appDir: string
  let serverDir: string

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-live-routes-"))
    appDir = path.join(dir, "dist-app")
    serverDir = path.join(dir, "dist-server")
    fs.mkdirSync(appDir)
    fs.mkdirSync(serverDir)
    fs.writeFileSync(path.join(appDir, "index.html"), TEMPLATE)
    // The build knew one post, the sign-in page and a redirect.
    fs.writeFileSync(
      path.join(appDir, APP_ROUTES_FILE),
      JSON.stringify({
        paths: ["/login", "/old-blog", BUILT_POST],
        patterns: ["/admin/*"],
        pages: [BUILT_POST],
        redirects: { "/old-blog": "/resources/blog" },
      }),
    )
    fs.writeFileSync(path.join(serverDir, SERVER_ENTRY_FILE), FAKE_ENTRY)
  })
  afterAll(() => {
    delete live.__liveRoutes
    fs.rmSync(dir, { recursive: true, force: true })
  })
  beforeEach(() => {
    live.__liveRoutes = { pages: [{ path: NEW_POST, publishedAt: NEW_POST_PUBLISHED_AT }], reads: 0 }
  })

  const siteWith = (rendering: SiteRendering) => {
    const pages = sitePages({ appDir, serverDir, rendering, origin: () => "https://www.nordika.test", backend: () => null })
    const site = siteRoutes({
      appDir,
      pages,
      publicConfig: () => ({ supabaseUrl: "https://www.nordika.test", supabaseAnonKey: "anon" }),
      origin: () => "https://www.nordika.test",
      contentChangedAt: async () => undefined,
    })
    return { pages, get: async (pathname: string, init?: RequestInit) => site.request(pathname, init) }
  }

  const sitemapOf = async (get: (pathname: string) => Promise<Response>) => {
    const xml = await (await get("/sitemap.xml")).text()
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map(([, loc, lastmod]) => ({ loc, lastmod }))
  }

  it("answers a page published since the build with 200 and a page no longer live with 404 (the client-only shell's status)", async () => {
    const { get } = siteWith("spa")
    expect((await get(NEW_POST)).status).toBe(200)
    expect((await get(BUILT_POST)).status).toBe(404)
    // What is code stays as the build has it.
    expect((await get("/login")).status).toBe(200)
    expect((await get("/admin/documents")).status).toBe(200)
    expect((await get("/old-blog")).headers.get("location")).toBe("/resources/blog")
  })

  it("renders a page with the live route table, so a page published since the build is rendered as a page", async () => {
    const { get } = siteWith("server")
    const page = await get(NEW_POST)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(`<h1>${NEW_POST} listed</h1>`)
  })

  it("answers a kept page with the same compressed bytes and ETag to every visitor, until the content changes", async () => {
    const { pages, get } = siteWith("server")
    const ask = async () => {
      const res = await get(NEW_POST, { headers: { "Accept-Encoding": "br" } })
      const body = Buffer.from(await res.arrayBuffer())
      return { encoding: res.headers.get("content-encoding"), etag: res.headers.get("etag"), body }
    }
    const first = await ask()
    const second = await ask()
    expect(first.encoding).toBe("br")
    expect(first.etag).toMatch(/^W\/".+"$/)
    expect(second.etag).toBe(first.etag)
    expect(second.body.equals(first.body)).toBe(true)
    // Staff published: the next visitor gets a new render, with a new ETag.
    pages.cache.clear()
    const third = await ask()
    expect(third.etag).not.toBe(first.etag)
    const text = (answer: { body: Buffer }) => zlib.brotliDecompressSync(answer.body).toString()
    expect(text(third)).not.toBe(text(first))
    expect(text(third)).toContain(`<h1>${NEW_POST} listed</h1>`)
  })

  it("lists the live pages in sitemap.xml, each last modified when its document was published", async () => {
    const { get } = siteWith("spa")
    const sitemap = await sitemapOf(get)
    expect(sitemap).toEqual([{ loc: `https://www.nordika.test${NEW_POST}`, lastmod: "2027-03-04" }])
  })

  it("keeps the live route table until the content changes, and reads it again after the cache is cleared", async () => {
    const { pages, get } = siteWith("spa")
    expect((await get(NEW_POST)).status).toBe(200)
    expect((await get(NEW_POST)).status).toBe(200)
    expect(live.__liveRoutes?.reads).toBe(1)
    // The post is unpublished: nothing changes until the documents' NOTIFY clears the cache.
    live.__liveRoutes!.pages = []
    expect((await get(NEW_POST)).status).toBe(200)
    pages.cache.clear()
    expect((await get(NEW_POST)).status).toBe(404)
    expect(await sitemapOf(get)).toEqual([])
    expect(live.__liveRoutes?.reads).toBe(2)
  })

  it("goes by the build's routes.json while the documents cannot be read, and reads them again on the next request", async () => {
    const { get } = siteWith("spa")
    live.__liveRoutes = undefined
    expect((await get(BUILT_POST)).status).toBe(200)
    expect((await get(NEW_POST)).status).toBe(404)
    expect((await sitemapOf(get)).map((url) => url.loc)).toEqual([`https://www.nordika.test${BUILT_POST}`])
    live.__liveRoutes = { pages: [{ path: NEW_POST, publishedAt: NEW_POST_PUBLISHED_AT }], reads: 0 }
    expect((await get(NEW_POST)).status).toBe(200)
  })
})

describe("the live documents' routes of a site of more pages than PostgREST answers at once", () => {
  const BULK_POSTS = 1_500
  let t: TestServer

  beforeAll(async () => {
    t = await startTestServer()
    // More live posts than PostgREST's max-rows (1,000), besides the seed's documents.
    await t.db.query(
      `insert into public.documents (collection, path, title, published_data, published_at, version)
       select 'blog_post', '/resources/blog/bulk-' || lpad(n::text, 4, '0'), 'Bulk post ' || n,
              jsonb_build_object('title', 'Bulk post ' || n), now(), 1
       from generate_series(1, ${BULK_POSTS}) as n`,
    )
    provideSupabaseConfig({ url: t.url, anonKey: t.anonKey, fetch: t.fetch })
  }, 120_000)
  afterAll(async () => {
    provideSupabaseConfig(null)
    await t?.close()
  })

  it("reads every one of them, as anon through PostgREST, page after page", async () => {
    const read = await readPublishedDocumentRoutes(["blog_post"])
    expect(read.status).toBe("published")
    const paths = read.status === "published" ? read.rows.map((row) => row.path) : []
    const bulk = paths.filter((path) => path.startsWith("/resources/blog/bulk-"))
    expect(bulk).toHaveLength(1_500)
    expect(new Set(paths).size).toBe(paths.length)
    expect([bulk[0], bulk.at(-1)]).toEqual(["/resources/blog/bulk-0001", "/resources/blog/bulk-1500"])
  })
})
