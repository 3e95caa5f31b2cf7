import { Hono } from "hono"
import type { ServerContext } from "./context"
import { authRoutes } from "./auth/routes"
import { restRoutes } from "./rest/routes"
import { storageRoutes } from "./storage/routes"
import { functionsRoutes, type FunctionsRoutesOptions } from "./functions/routes"

/**
 * The whole HTTP surface on one origin: the Supabase endpoints under /auth/v1, /rest/v1,
 * /storage/v1 and /functions/v1, and (mounted by app.ts) the built site.
 */
export function apiRoutes(ctx: ServerContext, options: Pick<FunctionsRoutesOptions, "internalFetch"> = {}): Hono {
  const app = new Hono()
  app.route("/auth/v1", authRoutes(ctx))
  app.route("/rest/v1", restRoutes(ctx))
  app.route("/storage/v1", storageRoutes(ctx))
  app.route("/functions/v1", functionsRoutes(ctx, options))
  return app
}
