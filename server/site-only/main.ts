import type { AddressInfo } from "node:net"
import { createAdaptorServer } from "@hono/node-server"
import { parseTrustedProxies } from "../middleware/client-ip"
import { httpServerOptions } from "../middleware/request-deadlines"
import { loadSiteOnlyConfig, SiteOnlyConfigError, type SiteOnlyConfig } from "./config"
import { createSiteOnlyServer } from "./server"

/** How long a stop waits for in-flight requests before closing anyway (as the full server does). */
const SHUTDOWN_GRACE_MS = 10_000

/** The configuration, or its problem in one line on stderr and exit code 1. */
function configOrExit(env: NodeJS.ProcessEnv): SiteOnlyConfig {
  try {
    const config = loadSiteOnlyConfig(env)
    parseTrustedProxies(config.trustedProxies)
    return config
  } catch (error) {
    const message = error instanceof SiteOnlyConfigError ? error.message : `TRUSTED_PROXIES: ${(error as Error).message}`
    console.error(`[site-only] cannot start: ${message}`)
    process.exit(1)
  }
}

/**
 * `npm start` / `npm run serve` with SUPABASE_URL and SUPABASE_ANON_KEY: the site alone, against that
 * project. A configuration it refuses is one line on stderr and exit code 1, never a stack trace.
 */
export async function runSiteOnly(env: NodeJS.ProcessEnv): Promise<void> {
  const config = configOrExit(env)
  const site = createSiteOnlyServer(config)
  const http = createAdaptorServer({ fetch: site.fetch, hostname: config.host, serverOptions: httpServerOptions() })
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject)
    http.listen(config.port, config.host, () => resolve())
  })
  const port = (http.address() as AddressInfo).port
  console.log(
    [
      "",
      `Nordika's site is running at ${config.siteUrl} (listening on ${config.host}:${port}), site only`,
      `  project:      ${config.supabaseUrl} (pages read as anon; no API, database or mailbox here)`,
      "",
    ].join("\n"),
  )

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`[server] ${signal}: finishing in-flight requests…`)
    const connections = http as unknown as { closeAllConnections?: () => void; closeIdleConnections?: () => void }
    const force = setTimeout(() => connections.closeAllConnections?.(), SHUTDOWN_GRACE_MS)
    force.unref()
    await site.close().catch((error: unknown) => console.error("[site-only] realtime close:", error))
    await new Promise<void>((resolve) => {
      http.close(() => resolve())
      connections.closeIdleConnections?.()
    })
    clearTimeout(force)
    console.log("[server] stopped cleanly")
    process.exit(0)
  }
  process.on("SIGINT", () => void stop("SIGINT"))
  process.on("SIGTERM", () => void stop("SIGTERM"))
}
