import fs from "node:fs"
import path from "node:path"
import { localeOfPath, SITE_LOCALES, type SiteLocale } from "../../supabase/functions/_shared/locales.ts"
import { pageDocument, shellDocument, templateInlineScriptHashes } from "./document"
import { pageVisits } from "./page-visits"
import { siteRedirects } from "./redirects"
import { RenderCache } from "./render-cache"
import { serverEntryFromBuild, type BackendConfig, type FeedResult, type RenderResult, type SiteRouteTable } from "./server-entry"

/** How the site answers its pages: rendered on the server (default), or the client-only shell for all (SITE_RENDERING=spa). */
export type SiteRendering = "server" | "spa"
export const SITE_RENDERINGS: readonly SiteRendering[] = ["server", "spa"]

export interface SitePagesOptions {
  /** The built app (dist-app/): its index.html is the template of every page. */
  appDir: string
  /** The server render's build (dist-server/). */
  serverDir: string
  rendering: SiteRendering
  /** Scheme and host of the site, for canonical and Open Graph URLs. */
  origin: () => string
  /** The backend the render reads (this server, in process, as anon). */
  backend: () => BackendConfig
}

/** A page's answer: status and HTML (the same bytes for every visitor of a kept render). */
export interface PageAnswer {
  status: number
  /** The document's UTF-8 bytes: encoded once per kept render, not on every response. */
  body: Uint8Array<ArrayBuffer>
  /** The CSP sources of the inline scripts the document may run (its template's, by hash). */
  inlineScripts: readonly string[]
  /** Where a permanent redirect goes (status 301). */
  location?: string
}

/** A file of the build re-read when it changes. */
function fileFromBuild(file: string): () => string | undefined {
  let cached: { mtimeMs: number; text: string } | undefined
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    if (!stat) return undefined
    if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, text: fs.readFileSync(file, "utf8") }
    return cached.text
  }
}

/**
 * The site's pages: the server render of a public page (kept per path until staff change the content
 * or a new build arrives), or the client-only shell for the staff pages, in SPA mode, without a server
 * build, and when a render fails (never a 500: the browser then renders the page itself).
 */
export function sitePages({ appDir, serverDir, rendering, origin, backend }: SitePagesOptions) {
  const template = fileFromBuild(path.join(path.resolve(appDir), "index.html"))
  /** What every document of a template shares, made again only when a new build changes the template. */
  let fromTemplate: { template: string; inlineScripts: readonly string[]; shells: Record<SiteLocale, Uint8Array<ArrayBuffer>> } | undefined
  const madeFrom = (html: string) => {
    if (fromTemplate?.template !== html) {
      const shells = {} as Record<SiteLocale, Uint8Array<ArrayBuffer>>
      for (const locale of SITE_LOCALES) shells[locale] = Buffer.from(shellDocument(html, locale))
      fromTemplate = { template: html, inlineScripts: templateInlineScriptHashes(html), shells }
    }
    return fromTemplate
  }
  /** The document of a render in its template, made once per kept render: a kept page is the same bytes each time. */
  const documents = new WeakMap<RenderResult, { template: string; body: Uint8Array<ArrayBuffer> }>()
  const documentOf = (html: string, result: Extract<RenderResult, { kind: "page" }>) => {
    let made = documents.get(result)
    if (made?.template !== html) {
      made = { template: html, body: Buffer.from(pageDocument(html, result)) }
      documents.set(result, made)
    }
    return made.body
  }
  const renders = new RenderCache<RenderResult>()
  // The feeds (/resources/blog/feed.xml) are kept as renders are, and dropped with them.
  const feeds = new RenderCache<FeedResult>()
  // The route table from the live documents (which paths are pages), kept and dropped with the renders.
  const routeTables = new RenderCache<SiteRouteTable | undefined>()
  // The database's redirects, kept and dropped with the route table (they change with the content).
  const redirects = siteRedirects(backend)
  const visits = pageVisits(backend)
  const cache = {
    clear() {
      renders.clear()
      feeds.clear()
      routeTables.clear()
      redirects.clear()
    },
  }
  const entry = serverEntryFromBuild({ serverDir, backend, onReload: () => cache.clear() })

  /** The route table from the live documents; undefined without a server build or while the documents cannot be read (not kept). */
  async function routes(): Promise<SiteRouteTable | undefined> {
    const module = await entry()
    // A server build from before the route table came from the documents has no reader.
    if (typeof module?.readSiteRouteTable !== "function") return undefined
    return routeTables.get(
      "routes",
      () => module.readSiteRouteTable(),
      (table) => table !== undefined,
    )
  }

  async function render(pathWithQuery: string, cacheable: boolean): Promise<RenderResult | undefined> {
    if (rendering === "spa") return undefined
    const module = await entry()
    if (!module) return undefined
    const table = await routes()
    const renderPage = () => module.renderPage(pathWithQuery, { origin: origin(), source: "server", routes: table })
    // A page the backend could not give just now (503) is rendered again for the next visitor.
    return cacheable ? renders.get(pathWithQuery, renderPage, (result) => result.kind !== "page" || result.status < 500) : renderPage()
  }

  return {
    cache,
    /** The redirects staff keep in the database (server/site/redirects.ts). */
    redirects,
    /** The visits of the site's pages, counted for the most visited (server/site/page-visits.ts). */
    visits,
    /** Sends what is counted in memory (redirect hits, page visits) now: a server that stops loses none. */
    flushCounts: () => Promise.all([redirects.flushHits(), visits.flush()]).then(() => undefined),
    /** Loads the server render ahead of the first visitor (it is a large module to parse). */
    warm() {
      if (rendering === "server") entry().catch((error: unknown) => console.error("[site] the server render could not be loaded:", error))
    },
    /**
     * Which paths are pages at run time (the live documents', with the build's code routes), kept until
     * the content changes; undefined without a server build or while the documents cannot be read (the
     * caller then goes by the build's routes.json). Read in SPA mode too: the 404 decision and the
     * sitemap need it.
     */
    routes,
    /**
     * The RSS feed at `feedPath` (a listing's path and /feed.xml), kept until the content changes (not a
     * 503, which the next reader asks again); undefined without a server build. Served in SPA mode too:
     * a feed reader runs no JavaScript.
     */
    async feed(feedPath: string): Promise<FeedResult | undefined> {
      const module = await entry()
      if (!module) return undefined
      return feeds.get(
        feedPath,
        () => module.renderFeed(feedPath, { origin: origin() }),
        (result) => result.status < 500,
      )
    },
    /**
     * The answer for a page path (with its query): `shellStatus` is what the client-only shell would be
     * answered with (200 for a route of the app, 404 otherwise). Only `cacheable` renders are kept: a
     * page at its own address, not the endless variants (queries, unknown paths, other cases) a
     * visitor can make up. Undefined when the app is not built.
     */
    async answer(
      pathWithQuery: string,
      { shellStatus, cacheable = true }: { shellStatus: number; cacheable?: boolean },
    ): Promise<PageAnswer | undefined> {
      const html = template()
      if (html === undefined) return undefined
      const { inlineScripts, shells } = madeFrom(html)
      const shell = () => ({ status: shellStatus, body: shells[localeOfPath(pathWithQuery.split("?")[0])], inlineScripts })
      let result: RenderResult | undefined
      try {
        result = await render(pathWithQuery, cacheable)
      } catch (error) {
        console.error(`[site] rendering ${pathWithQuery} failed; answering the client-only shell:`, error)
        return shell()
      }
      if (!result || result.kind === "client-only") return shell()
      if (result.kind === "redirect") return { status: result.status, body: new Uint8Array(), location: result.location, inlineScripts: [] }
      try {
        return { status: result.status, body: documentOf(html, result), inlineScripts }
      } catch (error) {
        console.error(`[site] ${pathWithQuery}: ${(error as Error).message}; answering the client-only shell`)
        return shell()
      }
    },
  }
}

export type SitePages = ReturnType<typeof sitePages>
