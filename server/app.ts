import path from "node:path"
import type { ServerType } from "@hono/node-server"
import { Hono, type MiddlewareHandler } from "hono"
import { bodyLimit } from "hono/body-limit"
import { apiKeyGate } from "./middleware/apikey"
import { cors } from "./middleware/cors"
import { rejectNulInUrl } from "./middleware/reject-nul-in-url"
import { presetHeaders } from "./middleware/preset-headers"
import * as auth from "./auth/errors"
import { loadConfig, type ServerConfig } from "./config"
import type { ServerContext } from "./context"
import { openDatabase, type Database } from "./db"
import type { PgliteOptions } from "./db/pglite"
import { runBootstrap, runMigrations, type MigrationReport } from "./db/migrate"
import { warmLeadPath } from "./db/warm-up"
import type { PlainError, ToErrorResponse } from "./middleware/errors"
import * as functions from "./functions/errors"
import { BackgroundWork } from "./functions/background"
import { preloadFunctions } from "./functions/routes"
import { apiRoutes } from "./http"
import {
  BASELINE_SECURITY_HEADERS,
  baselineSecurityHeaders,
  responseInlineScripts,
  securityHeaders,
  siteSecurityHeaders,
} from "./middleware/security-headers"
import { isHttpsRequest } from "./middleware/request-scheme"
import { JwtKeys, apiKeys, type ApiKeys } from "./jwt"
import { SigningKeys } from "./signing-keys"
import { BODY_DEADLINES, watchBody, type BodyDeadlines } from "./middleware/request-deadlines"
import { forwardingWarnings } from "./middleware/forwarding"
import { createMailer, devMailRoutes } from "./mail/index"
import * as realtime from "./realtime/errors"
import { RealtimeServer } from "./realtime/hub"
import { MAIL_RELAY_BASE_PATH, mailRelayRoutes } from "./mail/relay-routes"
import * as rest from "./rest/errors"
import type { KnownAppRoute } from "./site/app-routes"
import * as site from "./site/errors"
import { siteRoutes } from "./site/routes"
import { sitePages, type SitePages } from "./site/pages"
import { clearOnSiteContentChange, siteContentChangedAt } from "./site/render-cache"
import * as storage from "./storage/errors"
import { scheduleOrphanSweep } from "./storage/orphan-uploads"

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
  "tus-resumable",
  "upload-length",
  "upload-metadata",
  "upload-offset",
  "x-http-method-override",
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
  "Upload-Offset",
  "Upload-Length",
  "Tus-Resumable",
  "Tus-Version",
]

/** How long a stopping server lets the functions' work after their answers (mails) finish before it closes the database. */
export const BACKGROUND_GRACE_MS = 10_000

const tasks = (count: number) => `${count} background task${count === 1 ? "" : "s"}`

/** JSON bodies of auth and REST requests are capped here; storage and functions set their own limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024

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
  /** Called when the embedded database failed and could not be reopened (main.ts exits for its supervisor). */
  onDatabaseLost?: PgliteOptions["onFatal"]
  /** Remove uploads no lead claimed within a day, hourly (default true; tests sweep by hand). */
  sweepOrphanUploads?: boolean
  /** How long a request body may stall or trickle (default BODY_DEADLINES; tests shorten them). */
  bodyDeadlines?: Partial<BodyDeadlines>
}

export interface NordikaServer {
  /**
   * Answers a request. Over HTTP, `env` is what @hono/node-server passes (the incoming message, whose
   * socket gives the client's address); without it the request is an in-process one.
   */
  fetch: (request: Request, env?: unknown) => Promise<Response>
  app: Hono
  ctx: ServerContext
  keys: ApiKeys
  migrations: MigrationReport
  realtime: RealtimeServer
  /** The edge functions' work after their answers (env.waitUntil), which close() lets finish first. */
  background: BackgroundWork
  /**
   * Loads what the first requests would otherwise wait for, before the server takes any: the edge
   * functions' modules, the REST schema cache and, on PGlite, the database's hot code (warmLeadPath).
   */
  warm(): Promise<void>
  /** Serves the realtime websocket on this HTTP server (the one the app listens on). */
  attach(http: ServerType): void
  /**
   * Lets the functions' work after their answers finish (up to BACKGROUND_GRACE_MS), closes the realtime
   * sockets (1001), stops the changes feed, closes the database.
   */
  close(): Promise<void>
}

/** The Supabase APIs by path prefix, each answering errors in its own shape (the site has the rest). */
const APIS: { prefix: string; toErrorResponse: ToErrorResponse }[] = [
  { prefix: "/auth/v1", toErrorResponse: auth.toErrorResponse },
  { prefix: "/rest/v1", toErrorResponse: rest.toErrorResponse },
  { prefix: "/storage/v1", toErrorResponse: storage.toErrorResponse },
  { prefix: "/functions/v1", toErrorResponse: functions.toErrorResponse },
  { prefix: "/realtime/v1", toErrorResponse: realtime.toErrorResponse },
]

function apiOf(pathname: string) {
  return APIS.find(({ prefix }) => pathname.startsWith(prefix))
}

/** An error in the shape of the API the request went to (the site's plain shape outside them). */
function toErrorResponse(error: unknown, request: Request): Response {
  const api = apiOf(new URL(request.url).pathname)
  return (api?.toErrorResponse ?? site.toErrorResponse)(error, request)
}

/** The Hono app: CORS, the apikey gate, body limits, the Supabase endpoints, the local mailbox and the site. */
export function buildApp(
  ctx: ServerContext,
  options: Pick<CreateServerOptions, "isKnownAppRoute"> & { realtime: RealtimeServer; pages: SitePages; background?: BackgroundWork },
): Hono {
  const app = new Hono()
  const notFound: PlainError = { status: 404, message: "Not found" }

  app.onError((error, c) => toErrorResponse(error, c.req.raw))
  app.notFound((c) => toErrorResponse(notFound, c.req.raw))

  const { trustedProxies } = ctx.config
  const baselineHeaders = presetHeaders((c) => baselineSecurityHeaders({ https: isHttpsRequest(c, trustedProxies) }))
  const siteHeaders = securityHeaders((c) =>
    siteSecurityHeaders({
      path: c.req.path,
      https: isHttpsRequest(c, trustedProxies),
      inlineScripts: responseInlineScripts(c),
      contentType: c.res.headers.get("content-type"),
    }),
  )
  app.use("*", (c, next) => (apiOf(c.req.path) ? baselineHeaders : siteHeaders)(c, next))
  const warnOfForwarding = forwardingWarnings()
  app.use("*", (c, next) => {
    warnOfForwarding(c, trustedProxies)
    return next()
  })

  // Any origin, no credentials: tokens travel in headers, never in cookies, so no origin gains by being named.
  const corsMiddleware = cors({
    allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    allowHeaders: CORS_ALLOW_HEADERS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    maxAgeSeconds: 86400,
  })
  for (const { prefix } of APIS) app.use(`${prefix}/*`, corsMiddleware)
  for (const api of APIS) app.use(`${api.prefix}/*`, rejectNulInUrl(api.toErrorResponse))

  const gate = apiKeyGate(ctx.keys, ctx.config.jwtSecret)
  for (const { prefix } of APIS) app.use(`${prefix}/*`, gate)

  const limitBody = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) => toErrorResponse({ status: 413, message: `Request body is larger than ${JSON_BODY_LIMIT_BYTES} bytes` }, c.req.raw),
  })
  // Looking for a body turns the adapter's lightweight request into a full one, so a body whose length
  // is announced is judged by its Content-Length, as bodyLimit would; GET and HEAD have none.
  const limit: MiddlewareHandler = async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next()
    const length = c.req.header("content-length")
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return limitBody(c, next)
    return Number.parseInt(length, 10) > JSON_BODY_LIMIT_BYTES ? limitBody(c, next) : next()
  }
  app.use("/auth/v1/*", limit)
  app.use("/rest/v1/*", limit)
  app.use(`${MAIL_RELAY_BASE_PATH}/*`, limit)

  // Functions calling this server's own URL are answered by this very app, gates and limits included.
  app.route(
    "/",
    apiRoutes(ctx, { internalFetch: async (request) => app.fetch(request), realtime: options.realtime, background: options.background }),
  )
  // The local mailbox (in a local setup, to requests from this machine only).
  app.route("/_dev", devMailRoutes(ctx))
  // The edge functions' mail (their MAIL_API_URL), for the service role only.
  app.route(MAIL_RELAY_BASE_PATH, mailRelayRoutes(ctx))

  // A path under an API's prefix that none of its routes took is that API's 404, never the site's.
  app.all("*", (c, next) => (apiOf(c.req.path) ? toErrorResponse(notFound, c.req.raw) : next()))
  app.route(
    "/",
    siteRoutes({
      appDir: ctx.config.appDir,
      isKnownAppRoute: options.isKnownAppRoute,
      publicConfig: () => ({ supabaseUrl: ctx.config.apiUrl, supabaseAnonKey: ctx.keys.anonKey, realtime: true }),
      pages: options.pages,
      origin: () => ctx.config.siteUrl,
      contentChangedAt: () => siteContentChangedAt(ctx.db),
    }),
  )
  return app
}

/** Opens the database, bootstraps and migrates it, and builds the app. */
export async function createServer(options: CreateServerOptions = {}): Promise<NordikaServer> {
  const config = loadConfig(options.env ?? process.env, options.config ?? {})
  const db = options.database ?? (await openDatabase(config, { onFatal: options.onDatabaseLost }))
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
  let signingKeys: SigningKeys
  try {
    signingKeys = await SigningKeys.open({ file: config.signingKeysFile, envKeys: config.signingKeys })
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  const mailer = createMailer(config)
  const ctx: ServerContext = { config, db, keys, jwt: new JwtKeys(config.jwtSecret, signingKeys), mailer }
  const realtimeServer = new RealtimeServer(ctx, config.realtimeLimits)
  try {
    await realtimeServer.start()
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  // The server render reads the public content as a visitor would: supabase-js with the anon key,
  // answered in process by this very app (no socket to itself).
  const self: { app?: Hono } = {}
  const pages = sitePages({
    appDir: config.appDir,
    serverDir: config.serverDir,
    rendering: config.siteRendering,
    origin: () => config.siteUrl,
    backend: () => ({ url: config.apiUrl, anonKey: keys.anonKey, fetch: async (input, init) => self.app!.fetch(new Request(input, init)) }),
  })
  const background = new BackgroundWork()
  const app = buildApp(ctx, { isKnownAppRoute: options.isKnownAppRoute, realtime: realtimeServer, pages, background })
  self.app = app
  pages.warm()
  let stopListening: () => Promise<void>
  try {
    stopListening = await clearOnSiteContentChange(db, pages.cache)
  } catch (error) {
    await realtimeServer.close().catch(() => undefined)
    await db.close().catch(() => undefined)
    throw error
  }
  const bodyDeadlines = { ...BODY_DEADLINES, ...options.bodyDeadlines }
  let closed = false
  const stopSweep = options.sweepOrphanUploads === false ? () => undefined : scheduleOrphanSweep(ctx, async (request) => app.fetch(request))
  return {
    app,
    ctx,
    keys,
    migrations,
    realtime: realtimeServer,
    background,
    attach: (http) => realtimeServer.attach(http),
    async warm() {
      const readSchema = async () => {
        const response = await app.fetch(
          new Request(`${config.apiUrl.replace(/\/+$/, "")}/rest/v1/site_settings?select=key&limit=1`, {
            headers: { apikey: keys.serviceRoleKey, Authorization: `Bearer ${keys.serviceRoleKey}` },
          }),
        )
        await response.body?.cancel()
      }
      await Promise.all([preloadFunctions(path.join(config.supabaseDir, "functions")), readSchema()])
      if (db.kind === "pglite") await warmLeadPath(db)
    },
    fetch: async (request: Request, env?: unknown) => {
      try {
        return await app.fetch(await watchBody(request, env, bodyDeadlines), env)
      } catch (error) {
        console.error("[server] unhandled:", error)
        return new Response(JSON.stringify({ message: "Internal server error" }), {
          status: 500,
          headers: { "Content-Type": "application/json", ...BASELINE_SECURITY_HEADERS },
        })
      }
    },
    async close() {
      if (closed) return
      closed = true
      if (background.size > 0) {
        console.log(`[functions] waiting for ${tasks(background.size)} to finish (the mails about a new lead, say)…`)
        const unfinished = await background.drain(BACKGROUND_GRACE_MS)
        if (unfinished > 0)
          console.warn(`[functions] ${tasks(unfinished)} still running after ${BACKGROUND_GRACE_MS / 1000} s: stopping without them`)
      }
      await realtimeServer.close().catch((error) => console.error("[realtime] close:", error))
      await stopListening().catch((error) => console.error("[site] unlisten:", error))
      stopSweep()
      await db.close()
    },
  }
}
