import fs from "node:fs"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { createAdaptorServer } from "@hono/node-server"
import { createServer } from "./app"
import { ensureAdminUser } from "./auth/routes"
import { httpServerOptions } from "./middleware/request-deadlines"
import type { ServerContext } from "./context"
import { staffSetupToken } from "./functions/staff-setup-token"
import { isSiteOnly } from "./site-only/config"
import { runSiteOnly } from "./site-only/main"

/** How long graceful shutdown waits for in-flight requests before closing anyway. */
export const SHUTDOWN_GRACE_MS = 10_000

/** Reads a local `.env` (git-ignored) so ADMIN_EMAIL, SMTP_* and friends need not be exported by hand. */
function loadDotEnv() {
  const file = path.resolve(".env")
  if (fs.existsSync(file)) process.loadEnvFile(file)
}

async function main() {
  loadDotEnv()
  // SUPABASE_URL and SUPABASE_ANON_KEY: the site alone, against that (hosted) project.
  if (isSiteOnly(process.env)) return runSiteOnly(process.env)
  const server = await createServer({
    onDatabaseLost: () => {
      console.error("[server] exiting: the embedded database cannot serve requests any more; start the server again")
      process.exit(1)
    },
  })
  const { config } = server.ctx

  if (config.adminEmail && config.adminPassword) {
    await ensureAdminUser(server.ctx, config.adminEmail, config.adminPassword)
    console.log(`[auth] admin ${config.adminEmail} is ready (app_metadata.role = admin)`)
  } else if (config.adminEmail || config.adminPassword) {
    console.warn("[auth] set both ADMIN_EMAIL and ADMIN_PASSWORD to create the admin user")
  }

  await announceFirstRunSetup(server.ctx)
  await server.warm()

  const http = createAdaptorServer({ fetch: server.fetch, hostname: config.host, serverOptions: httpServerOptions() })
  server.attach(http)
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject)
    http.listen(config.port, config.host, () => resolve())
  })
  const port = (http.address() as AddressInfo).port
  const url = config.apiUrl
  // What a new user needs: the address, the mailbox, and where the rest is (the keys are `npm run keys`).
  console.log(
    [
      "",
      `Nordika is running at ${url} (listening on ${config.host}:${port})`,
      config.devMailbox
        ? `  mailbox:      ${url}/_dev/mail (to this machine only; DEV_MAILBOX=off turns it off)`
        : "  mailbox:      not served (SITE_URL is not this machine; DEV_MAILBOX=on serves it, to this machine only)",
      ...(config.trustedProxies.length > 0 ? [`  proxies:      ${config.trustedProxies.join(", ")} (TRUSTED_PROXIES)`] : []),
      `  API keys:     npm run keys (${config.databaseUrl ? "PostgreSQL from DATABASE_URL" : `data in ${config.dataDir}`})`,
      "",
    ].join("\n"),
  )

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`[server] ${signal}: finishing in-flight requests…`)
    const force = setTimeout(() => {
      console.warn("[server] grace period over, closing remaining connections")
      ;(http as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    // Websockets never finish on their own: they are told the server is going away (1001) first.
    await server.realtime.shutdown()
    // Stop accepting connections; idle keep-alive sockets are closed now, busy ones after their response.
    await new Promise<void>((resolve) => {
      http.close(() => resolve())
      ;(http as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.()
    })
    clearTimeout(force)
    await server.close()
    console.log("[server] stopped cleanly")
    process.exit(0)
  }
  process.on("SIGINT", () => void stop("SIGINT"))
  process.on("SIGTERM", () => void stop("SIGTERM"))
}

/** Where the site's first administrator is set up (its token in the fragment, which browsers never send). */
const FIRST_RUN_SETUP_PATH = "/login/setup"

/** While no active admin exists, prints the one-time way in: the setup page with its token, or the CLI. */
async function announceFirstRunSetup(ctx: ServerContext) {
  const { rows } = await ctx.db.query(
    `select 1 from auth.users
     where raw_app_meta_data ->> 'role' = 'admin' and deleted_at is null and (banned_until is null or banned_until <= now())
     limit 1`,
  )
  if (rows.length > 0) return
  const link = `${ctx.config.siteUrl.replace(/\/+$/, "")}${FIRST_RUN_SETUP_PATH}#token=${staffSetupToken(ctx.config)}`
  console.log(
    [
      "[setup] No administrator yet. Create the first one at:",
      `        ${link}`,
      "        or from this shell: npm run admin -- create-admin you@nordika.com",
    ].join("\n"),
  )
}

/**
 * Whoever reads the server's output may go away (a closed terminal, `npm start | head`, a log
 * collector restarting). A log line then meets a closed pipe, which Node reports as an EPIPE error
 * event of the stream: unhandled, it went to uncaughtException, whose own log line failed the same
 * way, in a loop that held the event loop, so the server neither answered nor stopped on SIGTERM.
 * The lines nobody reads are all that is lost.
 */
function ignoreClosedOutput() {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE") throw error
    })
  }
}

ignoreClosedOutput()
// A bug in one request must never take the process down.
process.on("unhandledRejection", (reason) => console.error("[server] unhandled rejection:", reason))
process.on("uncaughtException", (error) => console.error("[server] uncaught exception:", error))

main().catch((error) => {
  console.error("[server] failed to start:", error)
  process.exit(1)
})
