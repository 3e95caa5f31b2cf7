/**
 * `npm run build`'s last step: the whole site as static files in dist-static/, for a static host in
 * front of a hosted Supabase project (Netlify, Cloudflare Pages, nginx…). Every public page is
 * rendered by the server render (dist-server/) with the content in the database at build time
 * (SUPABASE_URL/SUPABASE_ANON_KEY, else VITE_SUPABASE_URL/VITE_SUPABASE_ANON_KEY, else the bundled
 * content, and for the pages kept only as documents the document seed); in the browser the page refreshes that content after load. Beside them:
 * the not-found page (404.html), the client-only shell for the staff pages, sitemap.xml, robots.txt,
 * and the host rules in `_redirects` (301s, staff's redirects, staff pages to the shell) and `_headers` (security headers,
 * with the inline script allowed by its hash).
 */
import fs from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { APP_ROUTES_FILE, normalizeAppPath, type AppRoutesFile } from "../server/site/app-routes"
import { pageDocument, shellDocument, templateInlineScriptHashes } from "../server/site/document"
import { SOURCE_LOCALE } from "#shared/locales"
import { readRedirects, staticRedirectRules } from "../server/site/redirects"
import { robotsTxt, sitemapAlternates, sitemapXml, staticHeaders, staticRedirects } from "../server/site/seo-files"
import { SERVER_ENTRY_FILE, type ServerEntry } from "../server/site/server-entry"
import { readDocumentSeedRows, readTranslationSeedRows } from "./document-seed-file"
import type { BundledTranslation } from "../app/data/document-translations"
import { IMMUTABLE_CACHE_CONTROL } from "../server/site/routes"
import { BASELINE_SECURITY_HEADERS, siteContentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from "../server/middleware/security-headers"

/** The address the site is published at, when SITE_URL does not say (canonical URLs, the sitemap). */
export const DEFAULT_SITE_URL = "https://www.nordika.com"
/** The client-only shell's file (the staff pages are rewritten to it). */
export const SHELL_FILE = "app-shell.html"
/** How long the export waits before asking again for a page the backend could not answer (503), attempt by attempt. */
const UNAVAILABLE_RETRY_WAITS_MS = [1_000, 5_000]
export const NOT_FOUND_FILE = "404.html"
/** Pages rendered at once (the build machine may be small; a slow backend is waited for in parallel). */
const RENDER_CONCURRENCY = 8

const root = path.resolve(import.meta.dirname, "..")

export interface PrerenderOptions {
  appDir?: string
  serverDir?: string
  outDir?: string
  env?: NodeJS.ProcessEnv
}

export interface PrerenderReport {
  pages: number
  outDir: string
  backend: string
  milliseconds: number
}

/** The file a page is written to: /services/translation → services/translation.html (the hosts serve it at the path without .html). */
export function pageFile(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.slice(1)}.html`
}

export async function prerender({
  appDir = path.join(root, "dist-app"),
  serverDir = path.join(root, "dist-server"),
  outDir = path.join(root, "dist-static"),
  env = process.env,
}: PrerenderOptions = {}): Promise<PrerenderReport> {
  const started = Date.now()
  const template = fs.readFileSync(path.join(appDir, "index.html"), "utf8")
  const routes = JSON.parse(fs.readFileSync(path.join(appDir, APP_ROUTES_FILE), "utf8")) as AppRoutesFile
  const entry = (await import(pathToFileURL(path.join(serverDir, SERVER_ENTRY_FILE)).href)) as ServerEntry
  const origin = (env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "")
  const backendUrl = env.SUPABASE_URL || env.VITE_SUPABASE_URL
  const backendKey = env.SUPABASE_ANON_KEY || env.VITE_SUPABASE_ANON_KEY
  entry.provideSupabaseConfig(backendUrl && backendKey ? { url: backendUrl, anonKey: backendKey } : null)
  // Without a backend the pages kept as documents are rendered from the document seed, as a new database would have them.
  const publishedAt = new Date(started).toISOString()
  const bundled =
    backendUrl && backendKey
      ? null
      : readDocumentSeedRows().map(({ id, kind, path: documentPath, title, data }) => ({
          id,
          kind,
          path: documentPath,
          title,
          data,
          publishedAt,
        }))
  entry.provideBundledDocuments(bundled)
  entry.provideBundledMenuDocuments(bundled)
  // And their translations from the translation seed (docs/decisions/0012-languages.md), as a new database would have them.
  const englishOf = new Map(bundled?.map((document) => [document.id, document]))
  const bundledTranslations =
    bundled &&
    readTranslationSeedRows().flatMap(({ documentId, locale, path: translationPath, title, data }): BundledTranslation[] => {
      const english = englishOf.get(documentId)
      if (!english) return []
      return [
        {
          documentId,
          kind: english.kind,
          englishPath: english.path,
          locale,
          path: translationPath,
          title,
          data,
          publishedAt,
          sourceVersion: 1,
        },
      ]
    })
  entry.provideBundledTranslations(bundledTranslations)

  fs.rmSync(outDir, { recursive: true, force: true })
  fs.cpSync(appDir, outDir, { recursive: true, filter: (source) => path.basename(source) !== APP_ROUTES_FILE })
  const write = (file: string, text: string) => {
    const target = path.join(outDir, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, text)
  }

  // With a backend, the pages are the live documents' (and the build's aliases): a page renamed or published
  // since the build is rendered at its path now, and its old path is left to the redirects below.
  // Without one, the bundled translations' pages join the build's (the same route table the server makes).
  const liveRoutes = (backendUrl && backendKey) || (bundledTranslations?.length ?? 0) > 0 ? await entry.readSiteRouteTable() : undefined
  const pages = liveRoutes ? liveRoutes.ROUTE_TABLE.map((route) => route.path) : (routes.pages ?? [])
  // Pages whose document asks search engines to leave them out (their SEO fields' noindex): no sitemap entry.
  const noindexPages = new Set<string>()
  const render = (pagePath: string) =>
    entry.renderPage(pagePath, { origin, source: "prerender", ...(liveRoutes ? { routes: liveRoutes } : {}) })
  const renderTo = async (pagePath: string, file: string, status: number) => {
    let result = await render(pagePath)
    // A page the backend could not answer just now (503) is asked again before the export gives up: a moment's
    // outage (a database reopening) must not fail a whole export, nor may a 503 page be exported.
    for (const waitMs of UNAVAILABLE_RETRY_WAITS_MS) {
      if (result.kind !== "page" || result.status !== 503 || status === 503) break
      console.warn(`[prerender] ${pagePath} answered 503; asking again in ${waitMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, waitMs))
      result = await render(pagePath)
    }
    if (result.kind !== "page" || result.status !== status) {
      throw new Error(
        `${pagePath} rendered as ${result.kind}${"status" in result ? ` ${result.status}` : ""}, not a page with status ${status}`,
      )
    }
    const html = pageDocument(template, result)
    if (status === 200 && html.includes('<meta name="robots" content="noindex">')) noindexPages.add(pagePath)
    write(file, html)
  }
  const queue = [
    ...pages.map((page): [string, string, number] => [page, pageFile(page), 200]),
    ["/404", NOT_FOUND_FILE, 404] as [string, string, number],
  ]
  await Promise.all(
    Array.from({ length: RENDER_CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await renderTo(...next)
    }),
  )

  // One shell for every client-only page (a static host cannot vary it by path): English, which the app corrects.
  write(SHELL_FILE, shellDocument(template, SOURCE_LOCALE))
  // The browser build carries its backend (VITE_SUPABASE_URL); the local server's runtime config has no place here.
  write("config.js", "window.__NORDIKA_CONFIG__ = {};\n")
  write("robots.txt", robotsTxt(origin))
  write(
    "sitemap.xml",
    sitemapXml(
      origin,
      pages.filter((page) => !noindexPages.has(page)),
      new Date(),
      undefined,
      sitemapAlternates(liveRoutes?.documents ?? [], new Set(pages.filter((page) => !noindexPages.has(page)))),
    ),
  )
  // The RSS feeds of the listings of articles (the blog, the news), beside their pages; other pages have none (404).
  for (const page of pages.filter((pagePath) => pagePath !== "/")) {
    const feed = await entry.renderFeed(`${page}/feed.xml`, { origin })
    if (feed.status === 200) write(`${page.slice(1)}/feed.xml`, feed.xml)
  }
  const redirects = routes.redirects ?? {}
  const listed = new Set([...pages, ...Object.keys(redirects)].map(normalizeAppPath))
  // Staff's redirects as the database has them at build time (the fixed ones are the build's, above).
  const staffRedirects = (await readRedirects(backendUrl && backendKey ? { url: backendUrl, anonKey: backendKey } : null)) ?? []
  write(
    "_redirects",
    staticRedirects({
      redirects,
      staffRedirects: staticRedirectRules(staffRedirects.filter((row) => !listed.has(normalizeAppPath(row.source)))),
      clientOnlyPaths: [...(routes.paths ?? []).filter((known) => !listed.has(normalizeAppPath(known))), ...(routes.patterns ?? [])],
      shellFile: `/${SHELL_FILE}`,
    }),
  )
  write(
    "_headers",
    staticHeaders(
      {
        ...BASELINE_SECURITY_HEADERS,
        // One rule for every path (hosts differ in how they merge overlapping rules): the admin's
        // section preview is framed by the admin, so this origin may frame the pages.
        "X-Frame-Options": "SAMEORIGIN",
        "Content-Security-Policy": siteContentSecurityPolicy({
          inlineScripts: templateInlineScriptHashes(template),
          backendOrigin: env.VITE_SUPABASE_URL || undefined,
          frameAncestors: "'self'",
          https: true,
        }),
        "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
      },
      IMMUTABLE_CACHE_CONTROL,
    ),
  )
  return {
    pages: pages.length,
    outDir,
    backend: backendUrl && backendKey ? backendUrl : "the bundled content",
    milliseconds: Date.now() - started,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const report = await prerender()
  console.log(
    `[prerender] ${report.pages} pages, 404.html and ${SHELL_FILE} from ${report.backend} → ${path.relative(root, report.outDir)}/ in ${(report.milliseconds / 1000).toFixed(1)} s`,
  )
}
