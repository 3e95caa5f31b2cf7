import { Hono } from "hono"
import type { ServerContext } from "./context"
import { authRoutes } from "./auth/routes"
import { restRoutes } from "./rest/routes"
import { storageRoutes } from "./storage/routes"
import { functionsRoutes, type FunctionsRoutesOptions } from "./functions/routes"
import type { RealtimeServer } from "./realtime/hub"
import { realtimeRoutes } from "./realtime/routes"

export interface ApiRoutesOptions extends Pick<FunctionsRoutesOptions, "internalFetch" | "background"> {
  /** The realtime service whose HTTP API (broadcast, health) is served under /realtime/v1. */
  realtime: RealtimeServer
}

/**
 * The Supabase endpoints: GoTrue under /auth/v1, PostgREST under /rest/v1, storage under
 * /storage/v1, edge functions under /functions/v1 and realtime's HTTP API under /realtime/v1 (its
 * websocket is an upgrade, see RealtimeServer.attach; app.ts puts the gates, limits and the site around them).
 */
export function apiRoutes(ctx: ServerContext, options: ApiRoutesOptions): Hono {
  const app = new Hono()
  app.route("/auth/v1", authRoutes(ctx))
  app.route("/rest/v1", restRoutes(ctx))
  app.route("/storage/v1", storageRoutes(ctx))
  app.route("/functions/v1", functionsRoutes(ctx, options))
  app.route("/realtime/v1", realtimeRoutes(options.realtime))
  return app
}
