import fs from "node:fs"
import path from "node:path"

/**
 * Decides whether a non-API GET path is a route of the SPA (200 with index.html) or not (404 with
 * index.html, so the app renders its not-found page).
 */
export type KnownAppRoute = (pathname: string) => boolean

/** Without a route table, every path is served as an app route. */
const everyPathIsAnAppRoute: KnownAppRoute = () => true

/** Written into the built app by its Vite build, from the app's route manifest (app/site/routes-manifest.ts). */
export const APP_ROUTES_FILE = "routes.json"

/**
 * Shape of routes.json: exact paths, and patterns with `:param` segments or a trailing `*`; the public
 * pages (for the sitemap) and the permanent redirects (path → target).
 */
export interface AppRoutesFile {
  paths?: string[]
  patterns?: string[]
  pages?: string[]
  redirects?: Record<string, string>
}

/** A path as react-router matches it: any case, a trailing slash ignored. */
export const normalizeAppPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname).toLowerCase()

/** Matches like react-router: case-insensitive, a trailing slash ignored. */
export function appRouteMatcher({ paths = [], patterns = [] }: AppRoutesFile): KnownAppRoute {
  const exact = new Set(paths.map(normalizeAppPath))
  const segment = (part: string) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
  const regexes = patterns.map((pattern) => new RegExp(`^${normalizeAppPath(pattern).split("/").map(segment).join("/")}$`))
  return (pathname) => {
    const candidate = normalizeAppPath(pathname)
    return exact.has(candidate) || regexes.some((regex) => regex.test(candidate))
  }
}

/** A public page at run time: its path, and when its document was last published. */
interface RunTimePage {
  path: string
  publishedAt?: string
}

/** What the server knows of the app's routes. */
export interface AppRouteTable {
  isKnown: KnownAppRoute
  /** The public pages (empty without a routes.json). */
  pages: readonly string[]
  /** Whether `pathname` is exactly a public page's address (no other case, no trailing slash). */
  isPage(pathname: string): boolean
  /** Where a path permanently redirects to, matched like a route; undefined when it does not. */
  redirectOf(pathname: string): string | undefined
  /** When the page at `path` was last published (its document's), if the table knows. */
  publishedAt(path: string): Date | undefined
  /**
   * This table with `pages` as the public pages instead of the build's (the live documents' pages and
   * the build's aliases): the redirects, the sign-in pages and the admin stay the build's, which are code.
   */
  withPages(pages: readonly RunTimePage[]): AppRouteTable
}

const NO_ROUTE_TABLE: AppRouteTable = {
  isKnown: everyPathIsAnAppRoute,
  pages: [],
  isPage: () => false,
  redirectOf: () => undefined,
  publishedAt: () => undefined,
  withPages: () => NO_ROUTE_TABLE,
}

function routeTable(file: AppRoutesFile, runTimePages?: readonly RunTimePage[]): AppRouteTable {
  const redirects = new Map(Object.entries(file.redirects ?? {}).map(([from, to]) => [normalizeAppPath(from), to]))
  const buildPages = new Set(file.pages)
  const pageList = runTimePages ? runTimePages.map((page) => page.path) : (file.pages ?? [])
  const pages = new Set(pageList)
  const published = new Map(runTimePages?.flatMap((page) => (page.publishedAt ? [[page.path, new Date(page.publishedAt)] as const] : [])))
  // The paths that are code (redirects, sign-in pages) beside the pages, matched as the router does.
  const isKnown = appRouteMatcher({ ...file, paths: [...(file.paths ?? []).filter((known) => !buildPages.has(known)), ...pageList] })
  return {
    isKnown,
    pages: pageList,
    isPage: (pathname) => pages.has(pathname),
    redirectOf: (pathname) => redirects.get(normalizeAppPath(pathname)),
    publishedAt: (path) => published.get(path),
    withPages: (next) => routeTable(file, next),
  }
}

/**
 * The route table of the built app in `appDir` (its routes.json), re-read when the file changes. Without
 * the file (or with a broken one), every path counts as an app route and nothing redirects.
 */
export function appRouteTableFromBuild(appDir: string): () => AppRouteTable {
  const file = path.join(path.resolve(appDir), APP_ROUTES_FILE)
  let cached: { mtimeMs: number; table: AppRouteTable } | undefined
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    if (!stat) return NO_ROUTE_TABLE
    if (cached?.mtimeMs !== stat.mtimeMs) {
      let table = NO_ROUTE_TABLE
      try {
        table = routeTable(JSON.parse(fs.readFileSync(file, "utf8")) as AppRoutesFile)
      } catch (error) {
        console.warn(`[server] ${file} is unreadable, so every path is served as an app route:`, (error as Error).message)
      }
      cached = { mtimeMs: stat.mtimeMs, table }
    }
    return cached.table
  }
}

/** Whether a path is a route of the built app in `appDir` (see appRouteTableFromBuild). */
export function appRoutesFromBuild(appDir: string): KnownAppRoute {
  const table = appRouteTableFromBuild(appDir)
  return (pathname) => table().isKnown(pathname)
}

/**
 * Whether a path is a route of the code in the built app in `appDir` (sign-in, the admin, the
 * technology aliases): the build's snapshot of the document pages left out, since the live documents
 * say which pages exist. Without a routes.json, no path is (the link checker then knows the pages only
 * from the documents and the redirects).
 */
export function codeRoutesFromBuild(appDir: string): KnownAppRoute {
  const table = appRouteTableFromBuild(appDir)
  return (pathname) => {
    const built = table()
    return built.pages.length > 0 && built.withPages([]).isKnown(pathname)
  }
}
