import { Hono } from "hono"
import type { ServerContext } from "./context"
import * as auth from "./auth/errors"
import { authRoutes } from "./auth/routes"
import * as functions from "./functions/errors"
import { functionsRoutes, type FunctionsRoutesOptions } from "./functions/routes"
import type { ToErrorResponse } from "./middleware/errors"
import * as realtime from "./realtime/errors"
import type { RealtimeServer } from "./realtime/hub"
import { realtimeRoutes } from "./realtime/routes"
import * as rest from "./rest/errors"
import { restRoutes } from "./rest/routes"
import * as site from "./site/errors"
import * as storage from "./storage/errors"
import { storageRoutes } from "./storage/routes"

export interface ApiRoutesOptions extends Pick<FunctionsRoutesOptions, "internalFetch" | "background"> {
  /** The realtime service whose HTTP API (broadcast, health) is served under /realtime/v1. */
  realtime: RealtimeServer
}

interface Api {
  prefix: string
  routes: (ctx: ServerContext, options: ApiRoutesOptions) => Hono
  toErrorResponse: ToErrorResponse
}

/**
 * The Supabase endpoints by path prefix, each answering errors in its own shape: GoTrue, PostgREST,
 * storage, edge functions and realtime's HTTP API (its websocket is an upgrade, see
 * RealtimeServer.attach). The site has every other path.
 */
export const APIS: readonly Api[] = [
  { prefix: "/auth/v1", routes: (ctx) => authRoutes(ctx), toErrorResponse: auth.toErrorResponse },
  { prefix: "/rest/v1", routes: (ctx) => restRoutes(ctx), toErrorResponse: rest.toErrorResponse },
  { prefix: "/storage/v1", routes: (ctx) => storageRoutes(ctx), toErrorResponse: storage.toErrorResponse },
  { prefix: "/functions/v1", routes: (ctx, options) => functionsRoutes(ctx, options), toErrorResponse: functions.toErrorResponse },
  { prefix: "/realtime/v1", routes: (_ctx, options) => realtimeRoutes(options.realtime), toErrorResponse: realtime.toErrorResponse },
]

/** The API a path belongs to, if any. */
export function apiOf(pathname: string): Api | undefined {
  return APIS.find(({ prefix }) => pathname.startsWith(prefix))
}

/** An error in the shape of the API the request went to (the site's plain shape outside them). */
export function toErrorResponse(error: unknown, request: Request): Response {
  const api = apiOf(new URL(request.url).pathname)
  return (api?.toErrorResponse ?? site.toErrorResponse)(error, request)
}

/** The Supabase endpoints, each under its prefix (app.ts puts the gates, limits and the site around them). */
export function apiRoutes(ctx: ServerContext, options: ApiRoutesOptions): Hono {
  const app = new Hono()
  for (const api of APIS) app.route(api.prefix, api.routes(ctx, options))
  return app
}
