import type { ServerType } from "@hono/node-server"
import { Hono } from "hono"
import { loadConfig, type ServerConfig } from "./config"
import type { ServerContext } from "./context"
import { openDatabase, type Database } from "./db"
import type { PgliteOptions } from "./db/pglite"
import { migrate, type MigrationReport } from "./db/migrate"
import { BackgroundWork } from "./functions/background"
import { apiOf, apiRoutes, mountApiGateway, toErrorResponse, warmApis } from "./http"
import { JwtKeys, apiKeys, type ApiKeys } from "./jwt"
import { startLinkChecks, type LinkCheckService, type LinkCheckServiceOptions } from "./link-check/service"
import { createMailer, devMailRoutes } from "./mail/index"
import { MAIL_RELAY_BASE_PATH, mailRelayRoutes } from "./mail/relay-routes"
import { jsonBodyLimit } from "./middleware/body-limit"
import { unhandledErrorResponse, type PlainError } from "./middleware/errors"
import { warnOfUntrustedForwarding } from "./middleware/forwarding"
import { BODY_DEADLINES, watchBody, type BodyDeadlines } from "./middleware/request-deadlines"
import { responseSecurityHeaders } from "./middleware/security-headers"
import { RealtimeServer } from "./realtime/hub"
import { SigningKeys } from "./signing-keys"
import { codeRoutesFromBuild, type KnownAppRoute } from "./site/app-routes"
import { sitePages, type SitePages } from "./site/pages"
import { clearOnSiteContentChange, siteContentChangedAt } from "./site/render-cache"
import { siteRoutes } from "./site/routes"
import { DOCUMENT_SCHEDULE_INTERVAL_MS, startDocumentScheduler } from "./schedules/document-schedules"
import { scheduleOrphanSweep } from "./storage/orphan-uploads"

/** How long a stopping server lets the functions' work after their answers (mails) finish before it closes the database. */
const BACKGROUND_GRACE_MS = 10_000

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
  /**
   * Run the documents' due schedules (publish at, unpublish at) once at start and then every interval
   * (default DOCUMENT_SCHEDULE_INTERVAL_MS; DOCUMENT_SCHEDULE_INTERVAL_MS in the environment changes it);
   * false turns the timer off (tests run the schedules by hand).
   */
  runDocumentSchedules?: boolean | { intervalMs: number }
  /** How long a request body may stall or trickle (default BODY_DEADLINES; tests shorten them). */
  bodyDeadlines?: Partial<BodyDeadlines>
  /**
   * The link checker (server/link-check/): runs asked for in the database, and the daily run of the whole
   * site (default on; `false` leaves the runs waiting, as the test harness does unless a test asks).
   */
  linkChecks?: LinkCheckServiceOptions | false
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
  /** The link checker, unless `linkChecks: false`. */
  linkChecks?: LinkCheckService
  /** The site's pages: their renders, redirects and the visits counted. */
  pages: SitePages
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

type AppOptions = Pick<CreateServerOptions, "isKnownAppRoute"> & { realtime: RealtimeServer; pages: SitePages; background?: BackgroundWork }

const notFound: PlainError = { status: 404, message: "Not found" }

/** The Hono app: security headers, the Supabase APIs behind their gateway, the mail routes and the site. */
function buildApp(ctx: ServerContext, options: AppOptions): Hono {
  const app = new Hono()
  app.onError((error, c) => toErrorResponse(error, c.req.raw))
  app.notFound((c) => toErrorResponse(notFound, c.req.raw))
  const { trustedProxies } = ctx.config
  app.use("*", responseSecurityHeaders({ trustedProxies, isApiPath: (path) => apiOf(path) !== undefined }))
  app.use("*", warnOfUntrustedForwarding(trustedProxies))
  mountApis(app, ctx, options)
  mountMail(app, ctx)
  // A path under an API's prefix that none of its routes took is that API's 404, never the site's.
  app.all("*", (c, next) => (apiOf(c.req.path) ? toErrorResponse(notFound, c.req.raw) : next()))
  mountSite(app, ctx, options)
  return app
}

/** Supabase's APIs behind their gateway (CORS, no NUL in the URL, the apikey gate, body limits). */
function mountApis(app: Hono, ctx: ServerContext, { realtime, background }: AppOptions) {
  mountApiGateway(app, ctx)
  // Functions calling this server's own URL are answered by this very app, gates and limits included.
  app.route("/", apiRoutes(ctx, { internalFetch: async (request) => app.fetch(request), realtime, background }))
}

/** The local mailbox (in a local setup, to requests from this machine only) and the edge functions' mail relay (their MAIL_API_URL, for the service role only). */
function mountMail(app: Hono, ctx: ServerContext) {
  app.use(`${MAIL_RELAY_BASE_PATH}/*`, jsonBodyLimit(toErrorResponse))
  app.route("/_dev", devMailRoutes(ctx))
  app.route(MAIL_RELAY_BASE_PATH, mailRelayRoutes(ctx))
}

/** The site: built files, /config.js, robots and sitemap, redirects, and every other path as a page. */
function mountSite(app: Hono, { config, keys, db }: ServerContext, { isKnownAppRoute, pages }: AppOptions) {
  app.route(
    "/",
    siteRoutes({
      appDir: config.appDir,
      isKnownAppRoute,
      publicConfig: () => ({ supabaseUrl: config.apiUrl, supabaseAnonKey: keys.anonKey, realtime: true }),
      pages,
      origin: () => config.siteUrl,
      contentChangedAt: () => siteContentChangedAt(db),
    }),
  )
}

/**
 * What the link checker counts as a page besides the live documents: the routes of the code in the
 * build (sign-in, the admin) and the live route table's aliases (/technology/ai-solutions shows a
 * service page), as the server answers them.
 */
function linkCheckRoutes(appDir: string, pages: SitePages): () => Promise<(path: string) => boolean> {
  const codeRoutes = codeRoutesFromBuild(appDir)
  return async () => {
    const live = await pages.routes()
    const aliases = new Set((live?.ROUTE_TABLE ?? []).filter((route) => route.canonical !== undefined).map((route) => route.path))
    return (path) => aliases.has(path) || codeRoutes(path)
  }
}

/** Runs a step of the start-up; when it fails, runs `undo` (what the steps before it opened) and rethrows. */
async function startStep<T>(step: () => Promise<T>, ...undo: (() => Promise<unknown>)[]): Promise<T> {
  try {
    return await step()
  } catch (error) {
    for (const close of undo) await close().catch(() => undefined)
    throw error
  }
}

/** Opens the database, bootstraps and migrates it, and builds the app. */
export async function createServer(options: CreateServerOptions = {}): Promise<NordikaServer> {
  const config = loadConfig(options.env ?? process.env, options.config ?? {})
  const db = options.database ?? (await openDatabase(config, { onFatal: options.onDatabaseLost }))
  const closeDb = () => db.close()
  const migrations = await startStep(() => migrate(db, config.supabaseDir), closeDb)
  if (!options.quiet && (migrations.applied.length > 0 || migrations.documentsSeeded || migrations.translationsSeeded)) {
    const seeds = [
      migrations.seeded && "seed.sql",
      migrations.documentsSeeded && "document-seed.sql",
      migrations.translationsSeeded && "translation-seed.sql",
    ]
      .filter(Boolean)
      .join(" and ")
    console.log(`[db] applied ${migrations.applied.length} migration(s)${seeds ? ` and ${seeds}` : ""}`)
  }
  const keys = await apiKeys(config.jwtSecret)
  const signingKeys = await startStep(() => SigningKeys.open({ file: config.signingKeysFile, envKeys: config.signingKeys }), closeDb)
  const ctx: ServerContext = { config, db, keys, jwt: new JwtKeys(config.jwtSecret, signingKeys), mailer: createMailer(config) }
  const realtimeServer = new RealtimeServer(ctx, config.realtimeLimits)
  await startStep(() => realtimeServer.start(), closeDb)
  // The server render reads the public content as a visitor would: supabase-js with the anon key,
  // answered in process by this very app (no socket to itself).
  const self: { app?: Hono } = {}
  // One object, its address read when used: the render's module is loaded (warm) before a test server
  // knows its port, and a process's later servers get that module from Node's cache at once.
  const backend = {
    get url() {
      return config.apiUrl
    },
    anonKey: keys.anonKey,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => self.app!.fetch(new Request(input, init)),
  }
  const pages = sitePages({
    appDir: config.appDir,
    serverDir: config.serverDir,
    rendering: config.siteRendering,
    origin: () => config.siteUrl,
    backend: () => backend,
  })
  const background = new BackgroundWork()
  const app = buildApp(ctx, { isKnownAppRoute: options.isKnownAppRoute, realtime: realtimeServer, pages, background })
  self.app = app
  pages.warm()
  const stopListening = await startStep(
    () => clearOnSiteContentChange(db, pages.cache),
    () => realtimeServer.close(),
    closeDb,
  )
  const bodyDeadlines = { ...BODY_DEADLINES, ...options.bodyDeadlines }
  let closed = false
  const stopSweep = options.sweepOrphanUploads === false ? () => undefined : scheduleOrphanSweep(ctx, async (request) => app.fetch(request))
  const linkChecks =
    options.linkChecks === false
      ? undefined
      : await startStep(
          () => startLinkChecks(db, { siteRoutes: linkCheckRoutes(config.appDir, pages), ...options.linkChecks }),
          async () => stopSweep(),
          () => stopListening(),
          () => realtimeServer.close(),
          closeDb,
        )
  const scheduler =
    options.runDocumentSchedules === false
      ? undefined
      : startDocumentScheduler(
          ctx,
          { fetchApi: async (request) => app.fetch(request), background },
          typeof options.runDocumentSchedules === "object"
            ? options.runDocumentSchedules.intervalMs
            : scheduleIntervalFrom(options.env ?? process.env),
        )
  return {
    app,
    ctx,
    keys,
    migrations,
    realtime: realtimeServer,
    background,
    linkChecks,
    pages,
    attach: (http) => realtimeServer.attach(http),
    warm: () => warmApis(async (request) => app.fetch(request), ctx),
    fetch: (request, env) => answer(app, request, env, bodyDeadlines),
    async close() {
      if (closed) return
      closed = true
      await scheduler?.stop()
      await background.finish(BACKGROUND_GRACE_MS)
      await pages.flushCounts().catch((error: unknown) => console.error("[site] sending the counts:", error))
      await linkChecks?.stop().catch((error) => console.error("[links] stop:", error))
      await realtimeServer.close().catch((error) => console.error("[realtime] close:", error))
      await stopListening().catch((error) => console.error("[site] unlisten:", error))
      stopSweep()
      await db.close()
    },
  }
}

/** DOCUMENT_SCHEDULE_INTERVAL_MS from the environment when it is a whole number of milliseconds from 1 s to 1 h. */
function scheduleIntervalFrom(env: NodeJS.ProcessEnv): number {
  const value = Number(env.DOCUMENT_SCHEDULE_INTERVAL_MS)
  return Number.isSafeInteger(value) && value >= 1_000 && value <= 3_600_000 ? value : DOCUMENT_SCHEDULE_INTERVAL_MS
}

/** The app's answer, the request's body under its deadlines; what the app let escape is logged and answered a bare 500. */
async function answer(app: Hono, request: Request, env: unknown, bodyDeadlines: BodyDeadlines): Promise<Response> {
  try {
    return await app.fetch(await watchBody(request, env, bodyDeadlines), env)
  } catch (error) {
    return unhandledErrorResponse(error)
  }
}
