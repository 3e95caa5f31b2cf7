import fs from "node:fs"
import path from "node:path"

/**
 * Decides whether a non-API GET path is a route of the SPA (200 with index.html) or not (404 with
 * index.html, so the app renders its not-found page).
 */
export type KnownAppRoute = (pathname: string) => boolean

/** Without a route table, every path is served as an app route. */
export const everyPathIsAnAppRoute: KnownAppRoute = () => true

/** Written into the built app by its Vite build, from the app's route manifest (app/site/routes-manifest.ts). */
export const APP_ROUTES_FILE = "routes.json"

/** Shape of routes.json: exact paths, and patterns with `:param` segments or a trailing `*`. */
export interface AppRoutesFile {
  paths?: string[]
  patterns?: string[]
}

/** Matches like react-router: case-insensitive, a trailing slash ignored. */
export function appRouteMatcher({ paths = [], patterns = [] }: AppRoutesFile): KnownAppRoute {
  const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname).toLowerCase()
  const exact = new Set(paths.map(normalize))
  const segment = (part: string) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
  const regexes = patterns.map((pattern) => new RegExp(`^${normalize(pattern).split("/").map(segment).join("/")}$`))
  return (pathname) => {
    const candidate = normalize(pathname)
    return exact.has(candidate) || regexes.some((regex) => regex.test(candidate))
  }
}

/**
 * The route table of the built app in `appDir` (its routes.json), re-read when the file changes. Without
 * the file (or with a broken one), every path counts as an app route.
 */
export function appRoutesFromBuild(appDir: string): KnownAppRoute {
  const file = path.join(path.resolve(appDir), APP_ROUTES_FILE)
  let cached: { mtimeMs: number; matches: KnownAppRoute } | undefined
  return (pathname) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    if (!stat) return true
    if (cached?.mtimeMs !== stat.mtimeMs) {
      let matches = everyPathIsAnAppRoute
      try {
        matches = appRouteMatcher(JSON.parse(fs.readFileSync(file, "utf8")) as AppRoutesFile)
      } catch (error) {
        console.warn(`[server] ${file} is unreadable, so every path is served as an app route:`, (error as Error).message)
      }
      cached = { mtimeMs: stat.mtimeMs, matches }
    }
    return cached.matches(pathname)
  }
}
