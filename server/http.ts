import path from "node:path"
import { Hono } from "hono"
import type { ServerContext } from "./context"
import * as auth from "./auth/errors"
import { authRoutes } from "./auth/routes"
import { warmLeadPath } from "./db/warm-up"
import * as functions from "./functions/errors"
import { functionsRoutes, preloadFunctions, type FunctionsRoutesOptions } from "./functions/routes"
import { apiKeyGate } from "./middleware/apikey"
import { jsonBodyLimit } from "./middleware/body-limit"
import { supabaseCors } from "./middleware/cors"
import type { ToErrorResponse } from "./middleware/errors"
import { rejectNulInUrl } from "./middleware/reject-nul-in-url"
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
  /** Whether the gateway holds the API's JSON bodies to jsonBodyLimit (storage and functions take their own). */
  limitsJsonBody: boolean
}

/**
 * The Supabase endpoints by path prefix, each answering errors in its own shape: GoTrue, PostgREST,
 * storage, edge functions and realtime's HTTP API (its websocket is an upgrade, see
 * RealtimeServer.attach). The site has every other path.
 */
const APIS: readonly Api[] = [
  { prefix: "/auth/v1", routes: (ctx) => authRoutes(ctx), toErrorResponse: auth.toErrorResponse, limitsJsonBody: true },
  { prefix: "/rest/v1", routes: (ctx) => restRoutes(ctx), toErrorResponse: rest.toErrorResponse, limitsJsonBody: true },
  { prefix: "/storage/v1", routes: (ctx) => storageRoutes(ctx), toErrorResponse: storage.toErrorResponse, limitsJsonBody: false },
  {
    prefix: "/functions/v1",
    routes: (ctx, options) => functionsRoutes(ctx, options),
    toErrorResponse: functions.toErrorResponse,
    limitsJsonBody: false,
  },
  {
    prefix: "/realtime/v1",
    routes: (_ctx, options) => realtimeRoutes(options.realtime),
    toErrorResponse: realtime.toErrorResponse,
    limitsJsonBody: false,
  },
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

/**
 * Supabase's gateway in front of each API, as `app.use`s on its prefix: CORS, no NUL in the URL, the
 * apikey gate and, where the API says so, the JSON body limit. Mounted before apiRoutes.
 */
export function mountApiGateway(app: Hono, ctx: ServerContext): void {
  const cors = supabaseCors()
  const gate = apiKeyGate(ctx.keys, ctx.config.jwtSecret)
  const limit = jsonBodyLimit(toErrorResponse)
  for (const api of APIS) {
    app.use(`${api.prefix}/*`, cors, rejectNulInUrl(api.toErrorResponse), gate)
    if (api.limitsJsonBody) app.use(`${api.prefix}/*`, limit)
  }
}

/**
 * Loads what the APIs' first requests would otherwise wait for: the edge functions' modules, the REST
 * schema cache (one request through `fetch`, the whole app) and, on PGlite, the database's hot code.
 */
export async function warmApis(fetch: (request: Request) => Promise<Response>, { config, keys, db }: ServerContext): Promise<void> {
  const readSchema = async () => {
    const response = await fetch(
      new Request(`${config.apiUrl.replace(/\/+$/, "")}/rest/v1/site_settings?select=key&limit=1`, {
        headers: { apikey: keys.serviceRoleKey, Authorization: `Bearer ${keys.serviceRoleKey}` },
      }),
    )
    await response.body?.cancel()
  }
  await Promise.all([preloadFunctions(path.join(config.supabaseDir, "functions")), readSchema()])
  if (db.kind === "pglite") await warmLeadPath(db)
}
