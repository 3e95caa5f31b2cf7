import fs from "node:fs"
import path from "node:path"
import { Hono, type Context, type Next } from "hono"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import { serveStatic } from "@hono/node-server/serve-static"
import mime from "mime-types"
import { setResponseInlineScripts } from "../middleware/security-headers"
import { appRouteTableFromBuild, normalizeAppPath, type AppRouteTable, type KnownAppRoute } from "./app-routes"
import { siteDelivery } from "./delivery"
import { isVisitorRequest } from "./page-visits"
import { sitePages, type SitePages } from "./pages"
import type { SiteRouteTable } from "./server-entry"
import { robotsTxt, sitemapAlternates, sitemapXml } from "./seo-files"

/** Hashed build output: cached for a year, never revalidated. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable"

/** Where Vite writes the hashed build output. */
const HASHED_ASSETS_PREFIX = "/assets/"
const SHELL_FILE = "index.html"
const BUILD_METADATA_PREFIX = "/.vite/"
/** A listing's RSS feed is its path and this (the server render's app/site/feed-link.ts says which listings have one). */
const FEED_PATH_SUFFIX = "/feed.xml"

/** What the browser learns at run time from /config.js (never the service role key). */
interface PublicConfig {
  supabaseUrl: string
  supabaseAnonKey: string
  /** Whether /realtime/v1 answers; without it the app does not open a realtime socket. */
  realtime?: boolean
}

export interface SiteRoutesOptions {
  /** The built app (dist-app/). */
  appDir: string
  /** Route table for the SPA fallback (default: the live documents' pages and the build's routes.json; without it, every path). */
  isKnownAppRoute?: KnownAppRoute
  /** Read on every request: the API URL is known only once the server listens. */
  publicConfig: () => PublicConfig
  /** The pages: server-rendered, or the client-only shell (default: the shell for every page). */
  pages?: SitePages
  /** Scheme and host of the site, for the sitemap and robots.txt (default: the request's). */
  origin?: () => string
  /** When what the pages show last changed in the database (the sitemap's lastmod, if later than the build). */
  contentChangedAt?: () => Promise<Date | undefined>
}

type SiteEnv = { Variables: { servedFile: string } }

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Nordika: site not built</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0b1b2b}code{background:#eef2f7;padding:.1rem .3rem;border-radius:.25rem}</style>
</head><body>
<h1>The site has not been built yet</h1>
<p>The backend is running, but there is no built app to serve. Build it with <code>npm run build</code> (which writes <code>dist-app/</code>), then reload this page.</p>
<p>The Supabase endpoints are live: <code>/auth/v1</code>, <code>/rest/v1</code>, <code>/storage/v1</code>, <code>/functions/v1</code>.</p>
</body></html>`

/** The Content-Type of a served file; a precompressed sibling (`x.js.br`) has its original's type. */
function contentTypeOf(file: string, encoded: boolean): string {
  const original = encoded ? file.slice(0, -path.extname(file).length) : file
  return mime.contentType(path.extname(original)) || "application/octet-stream"
}

/**
 * The built site and its runtime config: files from `appDir` (with their precompressed `.br`/`.gz`
 * siblings when the client accepts them), hashed assets cached for good and everything else
 * revalidated; robots.txt and the sitemap; the spec's redirects (301) and staff's (301 or 302, from the
 * database); and for any other path without
 * an extension its page: server-rendered, or the client-only shell, with 200 for a route of the app
 * and 404 otherwise (the not-found page). A missing asset is a plain 404, never a page.
 */
export function siteRoutes(options: SiteRoutesOptions): Hono<SiteEnv> {
  const root = path.resolve(options.appDir)
  const buildRouteTable = appRouteTableFromBuild(root)
  const pages = options.pages ?? sitePages({ appDir: root, serverDir: root, rendering: "spa", origin: () => "", backend: () => null })
  const withLivePages = new WeakMap<SiteRouteTable, { build: AppRouteTable; table: AppRouteTable }>()
  /**
   * The routes as they are now: the build's routes.json, its public pages replaced by the live documents'
   * (with the build's aliases) when the server render can read them; the build's alone when it cannot.
   */
  const routeTable = async (): Promise<AppRouteTable> => {
    const build = buildRouteTable()
    const live = await pages.routes()
    if (!live) return build
    let made = withLivePages.get(live)
    if (made?.build !== build) {
      const publishedAt = new Map(live.documents.map((page) => [page.path, page.publishedAt]))
      made = {
        build,
        table: build.withPages(live.ROUTE_TABLE.map((route) => ({ path: route.path, publishedAt: publishedAt.get(route.path) }))),
      }
      withLivePages.set(live, made)
    }
    return made.table
  }
  const originOf = (c: Context<SiteEnv>) => options.origin?.() ?? new URL(c.req.url).origin
  const found = (file: string, c: Context<SiteEnv>) => c.set("servedFile", file)
  // Made on first use: serveStatic complains at creation about a root that does not exist yet.
  let files: ReturnType<typeof serveStatic<SiteEnv>> | undefined

  /** serveStatic's answer with this server's Content-Type and Cache-Control; nothing when it passed on. */
  const serve = async (middleware: ReturnType<typeof serveStatic<SiteEnv>>, c: Context<SiteEnv>, next: Next, cacheControl: string) => {
    const response = await middleware(c, next)
    if (!(response instanceof Response)) return undefined
    response.headers.set("Content-Type", contentTypeOf(c.get("servedFile"), response.headers.has("Content-Encoding")))
    response.headers.set("Cache-Control", cacheControl)
    // A hashed asset never changes and is never revalidated: its date would be bytes on every answer for nothing.
    if (cacheControl === IMMUTABLE_CACHE_CONTROL) response.headers.delete("Last-Modified")
    return response
  }

  const app = new Hono<SiteEnv>()
  // Compression and revalidation for every answer below, files and rendered pages alike.
  app.use("*", siteDelivery())

  app.get("/config.js", (c) =>
    c.body(`window.__NORDIKA_CONFIG__ = ${JSON.stringify(options.publicConfig())};\n`, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    }),
  )

  app.all("*", async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return c.json({ message: "Method not allowed" }, 405, { Allow: "GET, HEAD" })
    if (!fs.existsSync(path.join(root, SHELL_FILE))) return c.html(MISSING_BUILD_PAGE, 503, { "Cache-Control": "no-cache" })
    return next()
  })

  app.get("/robots.txt", (c) =>
    c.body(robotsTxt(originOf(c)), 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" }),
  )

  app.get("/sitemap.xml", async (c) => {
    const built = fs.statSync(path.join(root, SHELL_FILE)).mtime
    const changed = await options.contentChangedAt?.().catch((error: unknown) => {
      console.warn("[site] the sitemap could not read when the content last changed:", (error as Error).message)
      return undefined
    })
    const lastModified = changed && changed > built ? changed : built
    const table = await routeTable()
    // A page whose document asks search engines to leave it out (its SEO fields' noindex) is not listed.
    const documents = (await pages.routes())?.documents ?? []
    const hidden = new Set(documents.flatMap((page) => (page.noindex ? [page.path] : [])))
    const listed = table.pages.filter((page) => !hidden.has(page))
    return c.body(
      sitemapXml(originOf(c), listed, lastModified, (page) => table.publishedAt(page), sitemapAlternates(documents, new Set(listed))),
      200,
      {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "no-cache",
      },
    )
  })

  // A listing's RSS feed (/resources/blog/feed.xml), from the published documents; any other feed.xml is not found.
  app.get("*", async (c, next) => {
    if (!c.req.path.endsWith(FEED_PATH_SUFFIX)) return next()
    const feed = await pages.feed(c.req.path)
    if (!feed || feed.status !== 200) {
      return c.text(feed?.status === 503 ? "Service unavailable" : "Not found", feed?.status ?? 404, { "Cache-Control": "no-cache" })
    }
    return c.body(feed.xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "no-cache" })
  })

  app.use("*", async (c, next) => {
    const pathname = c.req.path
    // The build's metadata (Vite's manifest) is not part of the site.
    if (pathname.startsWith(BUILD_METADATA_PREFIX)) return c.text("Not found", 404, { "Cache-Control": "no-cache" })
    // The shell is answered below, with the status of the route it stands for.
    if (pathname.endsWith("/") || pathname === `/${SHELL_FILE}`) return next()
    files ??= serveStatic<SiteEnv>({ root, precompressed: true, onFound: found })
    return serve(files, c, next, pathname.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE_CACHE_CONTROL : "no-cache")
  })

  app.get("*", async (c) => {
    const pathname = c.req.path
    if (pathname.startsWith(HASHED_ASSETS_PREFIX)) return c.text("Not found", 404, { "Cache-Control": "no-cache" })
    const { search } = new URL(c.req.url)
    const table = await routeTable()
    const target = table.redirectOf(pathname)
    if (target) {
      pages.redirects.recordHit(normalizeAppPath(pathname))
      return c.redirect(target + search, 301)
    }
    // Staff's redirects (an old address, /old-page.html included), unless a page is there now: the page wins.
    const moved = table.isPage(pathname) ? undefined : await pages.redirects.answer(pathname)
    if (moved) return c.redirect(moved.location + search, moved.status)
    if (path.extname(pathname) !== "" && pathname !== `/${SHELL_FILE}`) return c.text("Not found", 404, { "Cache-Control": "no-cache" })
    const isKnownAppRoute = options.isKnownAppRoute ?? table.isKnown
    const answer = await pages.answer(pathname + search, {
      shellStatus: isKnownAppRoute(pathname) ? 200 : 404,
      cacheable: search === "" && table.isPage(pathname),
    })
    if (!answer) return c.html(MISSING_BUILD_PAGE, 503, { "Cache-Control": "no-cache" })
    if (answer.location) return c.redirect(answer.location, 301)
    // A person's visit of a page counts towards the most visited (a search that found nothing offers them).
    const page = normalizeAppPath(pathname)
    if (answer.status === 200 && c.req.method === "GET" && table.isPage(page) && isVisitorRequest(c.req.raw.headers)) {
      pages.visits.record(page)
    }
    setResponseInlineScripts(c, answer.inlineScripts)
    return c.body(answer.body, answer.status as ContentfulStatusCode, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
    })
  })

  return app
}
