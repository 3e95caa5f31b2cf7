/**
 * What the site tells crawlers and static hosts, written the same way by the server (/robots.txt,
 * /sitemap.xml) and by the build's prerender (those two, plus _redirects and _headers).
 */

/**
 * Paths crawlers are asked to leave alone: the admin, the staff sign-in pages and the search pages in each
 * language (a prefix covers what is below). The search pages are noindex too; kept from crawling, a
 * crawler following their links does not fill the query log that shows staff what visitors look for.
 */
export const ROBOTS_DISALLOWED_PATHS = [
  "/admin",
  "/login",
  "/emergency-login",
  "/sv/login",
  "/sv/emergency-login",
  "/de/login",
  "/de/emergency-login",
  "/search",
  "/sv/sok",
  "/de/suche",
] as const

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n")
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/**
 * The sitemap: every public page, last modified at `lastModified` (a W3C date), or later when
 * `publishedAt` says the page's own document was published since; with `alternates`, each page live in
 * more than one language lists every language's address (xhtml:link, hreflang, and x-default the English
 * one), the same on each of them.
 */
export function sitemapXml(
  origin: string,
  pages: readonly string[],
  lastModified: Date,
  publishedAt: (path: string) => Date | undefined = () => undefined,
  alternates: (path: string) => Readonly<Record<string, string>> | undefined = () => undefined,
): string {
  const address = (path: string) => escapeXml(origin + (path === "/" ? "/" : path))
  const urls = pages.map((path) => {
    const published = publishedAt(path)
    const lastmod = (published && published > lastModified ? published : lastModified).toISOString().slice(0, 10)
    const languages = Object.entries(alternates(path) ?? {})
    const links =
      languages.length > 1
        ? [...languages, ...languages.filter(([language]) => language === "en").map(([, english]) => ["x-default", english] as const)].map(
            ([language, href]) => `\n    <xhtml:link rel="alternate" hreflang="${language}" href="${address(href)}"/>`,
          )
        : []
    return `  <url>\n    <loc>${address(path)}</loc>\n    <lastmod>${lastmod}</lastmod>${links.join("")}\n  </url>`
  })
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"`
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join("\n")}\n</urlset>\n`
}

/**
 * Each listed page's addresses by language, from the route table's pages (a translation names its English
 * page): only languages whose page is itself listed, so a page not live (or hidden) in German is named by
 * no other page either.
 */
export function sitemapAlternates(
  routes: readonly { path: string; englishPath?: string }[],
  listed: ReadonlySet<string>,
): (path: string) => Record<string, string> | undefined {
  const byEnglish = new Map<string, Record<string, string>>()
  const englishOf = new Map<string, string>()
  for (const route of routes) {
    if (!listed.has(route.path)) continue
    const english = route.englishPath ?? route.path
    const language = route.englishPath === undefined ? "en" : route.path.split("/")[1]
    englishOf.set(route.path, english)
    byEnglish.set(english, { ...byEnglish.get(english), [language]: route.path })
  }
  return (path) => {
    const english = englishOf.get(path)
    const languages = english === undefined ? undefined : byEnglish.get(english)
    // A translation whose English page is not listed (hidden) names no alternates.
    return languages?.en === undefined ? undefined : languages
  }
}

export interface StaticRedirectsOptions {
  /** Permanent redirects, path → target. */
  redirects: Readonly<Record<string, string>>
  /** Staff's redirects, as lines (server/site/redirects.ts, staticRedirectRules), after the permanent ones. */
  staffRedirects?: readonly string[]
  /** Paths answered with the client-only shell (rewrites, status 200): a path or a prefix ending in "/*". */
  clientOnlyPaths: readonly string[]
  /** The shell's file, e.g. "/app-shell.html". */
  shellFile: string
}

/** `_redirects` for Netlify and Cloudflare Pages: the 301s, staff's redirects, then the client-only pages rewritten to the shell. */
export function staticRedirects({ redirects, staffRedirects = [], clientOnlyPaths, shellFile }: StaticRedirectsOptions): string {
  const lines = [
    "# Permanent redirects (the server answers the same with 301).",
    ...Object.entries(redirects).map(([from, to]) => `${from}  ${to}  301`),
    "",
    ...(staffRedirects.length > 0 ? ["# The redirects staff keep (automatic on a rename, and manual ones).", ...staffRedirects, ""] : []),
    "# Staff pages are rendered in the browser: the client-only shell answers them.",
    ...clientOnlyPaths.map((path) => `${path}  ${shellFile}  200`),
    "",
  ]
  return lines.join("\n")
}

/** `_headers` for Netlify and Cloudflare Pages: `headers` on every path, and hashed assets cached for good. */
export function staticHeaders(headers: Readonly<Record<string, string>>, immutableCacheControl: string): string {
  const block = (path: string, entries: Readonly<Record<string, string>>) =>
    [path, ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)].join("\n")
  return [block("/*", headers), block("/assets/*", { "Cache-Control": immutableCacheControl }), ""].join("\n")
}
