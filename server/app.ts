import fs from "node:fs"
import path from "node:path"
import { Hono, type Context } from "hono"
import { cors } from "hono/cors"
import { bodyLimit } from "hono/body-limit"
import { HTTPException } from "hono/http-exception"
import { loadConfig, type ServerConfig } from "./config"
import type { ServerContext } from "./context"
import { openDatabase, type Database } from "./db"
import { runBootstrap, runMigrations, type MigrationReport } from "./db/migrate"
import { apiKeys, verifyJwt, type ApiKeys } from "./jwt"
import { createMailer, devMailRoutes } from "./mail/index"
import { apiRoutes } from "./http"

/** Request headers supabase-js and its sub-clients send (a preflight must allow every one). */
export const CORS_ALLOW_HEADERS = [
  "authorization",
  "apikey",
  "x-client-info",
  "content-type",
  "x-supabase-api-version",
  "prefer",
  "accept-profile",
  "content-profile",
  "range",
  "range-unit",
  "x-upsert",
  "cache-control",
  "x-metadata",
  "x-retry-count",
  "x-region",
  "accept",
  "traceparent",
  "tracestate",
  "baggage",
]

/** Response headers the browser client reads (ranges, counts, API version, error codes). */
export const CORS_EXPOSE_HEADERS = [
  "Content-Range",
  "X-Total-Count",
  "Link",
  "X-Supabase-Api-Version",
  "x-relay-error",
  "Location",
  "Content-Profile",
  "Preference-Applied",
  "x-sb-error-code",
  "Content-Length",
  "Content-Type",
  "ETag",
  "Last-Modified",
]

/** JSON bodies of auth and REST requests are capped here; storage and functions set their own limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024

/** Hashed build output: cached for a year, never revalidated. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable"

/**
 * Decides whether a non-API GET path is a route of the SPA (200 with index.html) or not (404 with
 * index.html, so the app renders its not-found page).
 */
export type KnownAppRoute = (pathname: string) => boolean
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

export interface CreateServerOptions {
  /** Configuration overrides on top of the environment (tests pass dataDir, jwtSecret, apiUrl…). */
  config?: Partial<ServerConfig>
  /** Environment to read configuration from (default process.env). */
  env?: NodeJS.ProcessEnv
  /** An already opened database (tests pass in-memory PGlite); it is closed by close(). */
  database?: Database
  /** Route table hook for the SPA fallback (default: the built app's routes.json; without it, every path). */
  isKnownAppRoute?: KnownAppRoute
  /** Silences the start-up log lines of migrations. */
  quiet?: boolean
}

export interface NordikaServer {
  fetch: (request: Request) => Promise<Response>
  app: Hono
  ctx: ServerContext
  keys: ApiKeys
  migrations: MigrationReport
  close(): Promise<void>
}

type Service = "auth" | "rest" | "storage" | "functions" | "site"

function serviceOf(pathname: string): Service {
  if (pathname.startsWith("/auth/v1")) return "auth"
  if (pathname.startsWith("/rest/v1")) return "rest"
  if (pathname.startsWith("/storage/v1")) return "storage"
  if (pathname.startsWith("/functions/v1")) return "functions"
  return "site"
}

/** An error answered in the shape of the service the request went to. */
export function serviceErrorResponse(c: Context, status: number, message: string, code?: string): Response {
  const service = serviceOf(new URL(c.req.url).pathname)
  const headers: Record<string, string> = {}
  let body: unknown
  switch (service) {
    case "rest":
      body = { code: code ?? (status >= 500 ? "XX000" : `PGRST${status}`), message, details: null, hint: null }
      break
    case "auth": {
      const errorCode = code ?? (status >= 500 ? "unexpected_failure" : status === 413 ? "request_too_large" : "validation_failed")
      if (c.req.header("x-supabase-api-version")) {
        headers["X-Supabase-Api-Version"] = "2024-01-01"
        body = { code: errorCode, message }
      } else {
        body = { code: status, error_code: errorCode, msg: message }
      }
      headers["x-sb-error-code"] = errorCode
      break
    }
    case "storage":
      body = { statusCode: String(status), error: code ?? (status >= 500 ? "internal" : "Error"), message }
      status = status >= 500 ? 500 : status === 403 || status === 416 || status === 429 ? status : 400
      break
    default:
      body = { code: code ?? String(status), message }
  }
  return c.json(body, status as 400, headers)
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
}

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Nordika: site not built</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0b1b2b}code{background:#eef2f7;padding:.1rem .3rem;border-radius:.25rem}</style>
</head><body>
<h1>The site has not been built yet</h1>
<p>The backend is running, but there is no built app to serve. Build it with <code>npm run build</code> (which writes <code>dist-app/</code>), then reload this page.</p>
<p>The Supabase endpoints are live: <code>/auth/v1</code>, <code>/rest/v1</code>, <code>/storage/v1</code>, <code>/functions/v1</code>.</p>
</body></html>`

/** Resolves a URL path inside `root`, refusing anything that escapes it. */
function fileInside(root: string, pathname: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  if (decoded.includes("\0")) return undefined
  const file = path.resolve(root, "." + path.posix.normalize("/" + decoded))
  if (file !== root && !file.startsWith(root + path.sep)) return undefined
  return file
}

function staticSite(appDir: string, isKnownAppRoute: KnownAppRoute) {
  const root = path.resolve(appDir)
  return async (c: Context) => {
    const method = c.req.method
    if (method !== "GET" && method !== "HEAD") return c.json({ message: "Method not allowed" }, 405, { Allow: "GET, HEAD" })
    const pathname = new URL(c.req.url).pathname
    const indexFile = path.join(root, "index.html")
    if (!fs.existsSync(indexFile)) {
      return c.html(MISSING_BUILD_PAGE, 503, { "Cache-Control": "no-cache" })
    }
    const file = fileInside(root, pathname)
    if (file && file !== root && file !== indexFile) {
      const stat = await fs.promises.stat(file).catch(() => undefined)
      if (stat?.isFile()) {
        const body = method === "HEAD" ? null : await fs.promises.readFile(file)
        const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"
        const hashed = pathname.startsWith("/assets/")
        return new Response(body, {
          status: 200,
          headers: {
            "Content-Type": type,
            "Content-Length": String(stat.size),
            "Cache-Control": hashed ? IMMUTABLE_CACHE_CONTROL : "no-cache",
            "Last-Modified": stat.mtime.toUTCString(),
          },
        })
      }
      // A missing hashed asset must not be answered with the HTML shell.
      if (pathname.startsWith("/assets/") || path.extname(pathname) !== "") {
        return c.text("Not found", 404, { "Cache-Control": "no-cache" })
      }
    }
    const html = await fs.promises.readFile(indexFile)
    const status = isKnownAppRoute(pathname) ? 200 : 404
    return new Response(method === "HEAD" ? null : html, {
      status,
      headers: { "Content-Type": CONTENT_TYPES[".html"], "Cache-Control": "no-cache" },
    })
  }
}

/** Kong's gate: /auth/v1 (but not /verify, /callback, /authorize) and /rest/v1 need a valid apikey. */
function apiKeyGate(keys: ApiKeys, jwtSecret: string) {
  const accepted = new Set([keys.anonKey, keys.serviceRoleKey])
  const valid = new Map<string, boolean>()
  return async (c: Context, next: () => Promise<void>) => {
    if (c.req.method === "OPTIONS") return next()
    const pathname = new URL(c.req.url).pathname
    if (/^\/auth\/v1\/(verify|callback|authorize)\/?$/.test(pathname)) return next()
    const apikey = c.req.header("apikey") ?? c.req.query("apikey")
    if (!apikey) {
      return c.json({ message: "No API key found in request", hint: "No `apikey` request header or url param was found." }, 401)
    }
    let ok = accepted.has(apikey) || valid.get(apikey)
    if (ok === undefined) {
      // Keys signed with this project's secret for the anon or service role are accepted too.
      ok = await verifyJwt(apikey, jwtSecret).then(
        (claims) => claims.role === "anon" || claims.role === "service_role",
        () => false,
      )
      if (valid.size > 1000) valid.clear()
      valid.set(apikey, ok)
    }
    if (!ok) return c.json({ message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." }, 401)
    return next()
  }
}

/** The Hono app: CORS, the apikey gate, body limits, the Supabase endpoints, runtime config and the SPA. */
export function buildApp(ctx: ServerContext, options: Pick<CreateServerOptions, "isKnownAppRoute"> = {}): Hono {
  const app = new Hono()

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      return serviceErrorResponse(c, error.status, error.message || "Request failed")
    }
    console.error(`[server] ${c.req.method} ${new URL(c.req.url).pathname}:`, error)
    return serviceErrorResponse(c, 500, "Internal server error")
  })
  app.notFound((c) => serviceErrorResponse(c, 404, "Not found"))

  const api = ["/auth/v1/*", "/rest/v1/*", "/storage/v1/*", "/functions/v1/*"]
  const corsMiddleware = cors({
    origin: (origin) => origin || "*",
    allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    allowHeaders: CORS_ALLOW_HEADERS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    credentials: true,
    maxAge: 86400,
  })
  for (const route of api) app.use(route, corsMiddleware)

  const gate = apiKeyGate(ctx.keys, ctx.config.jwtSecret)
  app.use("/auth/v1/*", gate)
  app.use("/rest/v1/*", gate)

  const limit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) => serviceErrorResponse(c, 413, `Request body is larger than ${JSON_BODY_LIMIT_BYTES} bytes`, undefined),
  })
  app.use("/auth/v1/*", limit)
  app.use("/rest/v1/*", limit)

  // Functions calling this server's own URL are answered by this very app, gates and limits included.
  app.route("/", apiRoutes(ctx, { internalFetch: async (request) => app.fetch(request) }))
  // The local mailbox (answers only requests from this machine).
  app.route("/_dev", devMailRoutes(ctx))

  // The browser learns the URL and the anon key at run time (never the service role key).
  const publicConfig = () => ({ supabaseUrl: ctx.config.apiUrl, supabaseAnonKey: ctx.keys.anonKey })
  app.get("/config.js", (c) =>
    c.body(`window.__NORDIKA_CONFIG__ = ${JSON.stringify(publicConfig())};\n`, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    }),
  )

  const site = staticSite(ctx.config.appDir, options.isKnownAppRoute ?? appRoutesFromBuild(ctx.config.appDir))
  app.all("*", (c) => {
    if (serviceOf(new URL(c.req.url).pathname) !== "site") return serviceErrorResponse(c, 404, "Not found")
    return site(c)
  })
  return app
}

/** Opens the database, bootstraps and migrates it, and builds the app. */
export async function createServer(options: CreateServerOptions = {}): Promise<NordikaServer> {
  const config = loadConfig(options.env ?? process.env, options.config ?? {})
  const db = options.database ?? (await openDatabase(config))
  let migrations: MigrationReport
  try {
    const bootstrapped = await runBootstrap(db)
    migrations = { bootstrapped, ...(await runMigrations(db, config.supabaseDir)) }
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  if (!options.quiet && migrations.applied.length > 0) {
    console.log(`[db] applied ${migrations.applied.length} migration(s)${migrations.seeded ? " and seed.sql" : ""}`)
  }
  const keys = await apiKeys(config.jwtSecret)
  const mailer = createMailer(config)
  const ctx: ServerContext = { config, db, keys, mailer }
  const app = buildApp(ctx, options)
  let closed = false
  return {
    app,
    ctx,
    keys,
    migrations,
    fetch: async (request: Request) => {
      try {
        return await app.fetch(request)
      } catch (error) {
        console.error("[server] unhandled:", error)
        return new Response(JSON.stringify({ message: "Internal server error" }), {
          status: 500,
          headers: { "Content-Type": "application/json" },
        })
      }
    },
    async close() {
      if (closed) return
      closed = true
      await db.close()
    },
  }
}
