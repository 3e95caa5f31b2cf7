/**
 * What the site tells crawlers and static hosts, written the same way by the server (/robots.txt,
 * /sitemap.xml) and by the build's prerender (those two, plus _redirects and _headers).
 */

/** Paths crawlers are asked to leave alone: the admin and the staff sign-in pages (a prefix covers what is below). */
export const ROBOTS_DISALLOWED_PATHS = ["/admin", "/login", "/emergency-login"] as const

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
 * `publishedAt` says the page's own document was published since.
 */
export function sitemapXml(
  origin: string,
  pages: readonly string[],
  lastModified: Date,
  publishedAt: (path: string) => Date | undefined = () => undefined,
): string {
  const urls = pages.map((path) => {
    const published = publishedAt(path)
    const lastmod = (published && published > lastModified ? published : lastModified).toISOString().slice(0, 10)
    return `  <url>\n    <loc>${escapeXml(origin + (path === "/" ? "/" : path))}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`
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
