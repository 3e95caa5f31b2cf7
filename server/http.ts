import { Hono } from "hono"
import type { ServerContext } from "./context"
import { authRoutes } from "./auth/routes"
import { restRoutes } from "./rest/routes"
import { storageRoutes } from "./storage/routes"
import { functionsRoutes, type FunctionsRoutesOptions } from "./functions/routes"

/**
 * The Supabase endpoints: GoTrue under /auth/v1, PostgREST under /rest/v1, storage under
 * /storage/v1 and edge functions under /functions/v1 (app.ts puts the gates, limits and the site around them).
 */
export function apiRoutes(ctx: ServerContext, options: Pick<FunctionsRoutesOptions, "internalFetch"> = {}): Hono {
  const app = new Hono()
  app.route("/auth/v1", authRoutes(ctx))
  app.route("/rest/v1", restRoutes(ctx))
  app.route("/storage/v1", storageRoutes(ctx))
  app.route("/functions/v1", functionsRoutes(ctx, options))
  return app
}
