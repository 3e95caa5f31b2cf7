import { Hono } from "hono"
import { toErrorResponse } from "../site/errors"
import { responseSecurityHeaders } from "../middleware/security-headers"
import { unhandledErrorResponse } from "../middleware/errors"
import { warnOfUntrustedForwarding } from "../middleware/forwarding"
import { sitePages, type SitePages } from "../site/pages"
import { siteRoutes } from "../site/routes"
import type { KnownAppRoute } from "../site/app-routes"
import type { SiteOnlyConfig } from "./config"
import { watchContentChanges } from "./content-changes"

/**
 * The paths of Supabase's APIs. The project answers them; this server has none of them, so a request
 * for one (an old build's browser asking its own origin) is a plain 404, never a page.
 */
const SUPABASE_API_PREFIXES = ["/auth/v1", "/rest/v1", "/storage/v1", "/functions/v1", "/realtime/v1"] as const
const isApiPath = (pathname: string) => SUPABASE_API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))

interface SiteOnlyServerOptions {
  /** Route table hook for the SPA fallback (default: the built app's routes.json). */
  isKnownAppRoute?: KnownAppRoute
  /** Silences the realtime status lines. */
  quiet?: boolean
}

export interface SiteOnlyServer {
  fetch: (request: Request, env?: unknown) => Promise<Response>
  pages: SitePages
  /** Whether the project's realtime is heard now (renders are kept only while it is). */
  isFollowing(): boolean
  /** Sends the counts kept in memory (redirect hits, page visits) and stops listening to the project's realtime. */
  close(): Promise<void>
}

/**
 * The site alone, against a hosted Supabase project: the built files, /config.js naming the project,
 * and every page rendered by reading the project as anon over HTTP (supabase-js and fetch, as a
 * visitor's browser would), kept until the project's realtime says the content changed. No API, no
 * database, no key but the anon key.
 */
export function createSiteOnlyServer(config: SiteOnlyConfig, options: SiteOnlyServerOptions = {}): SiteOnlyServer {
  const pages = sitePages({
    appDir: config.appDir,
    serverDir: config.serverDir,
    rendering: config.siteRendering,
    origin: () => config.siteUrl,
    backend: () => ({ url: config.supabaseUrl, anonKey: config.anonKey }),
  })
  // The browser talks to the project itself: `hostedProject` has the app use supabaseUrl rather than this origin (app/data/config.ts).
  const browserConfig = { supabaseUrl: config.supabaseUrl, supabaseAnonKey: config.anonKey, realtime: true, hostedProject: true }
  const app = new Hono()
  app.onError((error, c) => toErrorResponse(error, c.req.raw))
  app.notFound((c) => toErrorResponse({ status: 404, message: "Not found" }, c.req.raw))
  const { trustedProxies } = config
  app.use("*", responseSecurityHeaders({ trustedProxies, isApiPath, backendOrigin: config.supabaseUrl }))
  app.use("*", warnOfUntrustedForwarding(trustedProxies))
  app.all("*", (c, next) => (isApiPath(c.req.path) ? toErrorResponse({ status: 404, message: "Not found" }, c.req.raw) : next()))
  app.route(
    "/",
    siteRoutes({
      appDir: config.appDir,
      isKnownAppRoute: options.isKnownAppRoute,
      publicConfig: () => browserConfig,
      pages,
      origin: () => config.siteUrl,
    }),
  )
  pages.warm()

  // Until the project's realtime is heard, no render is kept: nothing would say when it went stale.
  let following = false
  let lastStatus: string | undefined
  const stopWatching = watchContentChanges({
    supabaseUrl: config.supabaseUrl,
    anonKey: config.anonKey,
    onChange: () => pages.cache.clear(),
    onStatus: (status, error) => {
      following = status === "SUBSCRIBED"
      if (!following) pages.cache.clear()
      if (options.quiet || status === lastStatus) return
      lastStatus = status
      if (status === "SUBSCRIBED") console.log(`[site-only] following the content changes of ${config.supabaseUrl}`)
      else
        console.warn(
          `[site-only] realtime ${status.toLowerCase()}${error ? `: ${error.message}` : ""}; retrying, pages rendered anew once back`,
        )
    },
  })

  return {
    pages,
    isFollowing: () => following,
    async fetch(request, env) {
      if (!following) pages.cache.clear()
      try {
        return await app.fetch(request, env)
      } catch (error) {
        return unhandledErrorResponse(error)
      }
    },
    async close() {
      await pages.flushCounts().catch((error: unknown) => console.error("[site-only] sending the counts:", error))
      await stopWatching()
    },
  }
}
