import fs from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { Hono, type Context } from "hono"
import { basePath } from "hono/route"
import { bearerToken } from "../caller"
import { clientIp } from "../middleware/client-ip"
import type { ServerContext } from "../context"
import { RequestTimeoutError } from "../middleware/request-deadlines"
import { MAIL_RELAY_SEND_PATH } from "../mail/relay-routes"
import { readSupabaseToml } from "../supabase-config"
import { BackgroundWork } from "./background"
import { gateway } from "./errors"
import { staffSetupToken } from "./staff-setup-token"
import type { FunctionEnv, FunctionHandler } from "./types"

/**
 * As on Supabase's edge runtime, a function reads the caller's address from X-Forwarded-For, which
 * holds exactly the address this server determined (a client cannot choose it).
 */
function withClientAddress(request: Request, ip: string | undefined): Request {
  const headers = new Headers(request.headers)
  if (ip) headers.set("x-forwarded-for", ip)
  else headers.delete("x-forwarded-for")
  return new Request(request, { headers, duplex: "half" } as RequestInit)
}

/** Function names as folders under supabase/functions; `_shared` and the like are not functions. */
const FUNCTION_NAME = /^[a-z0-9][a-z0-9_-]*$/
/** Request bodies a function receives are capped here (hosted edge functions allow about 20 MB). */
const FUNCTION_BODY_LIMIT_BYTES = 20 * 1024 * 1024

/**
 * Imports every function's handler ahead of its first request: the modules are transpiled on first
 * import, and a burst of visitors meeting a just-started server waited behind that (and behind each
 * other). Later imports of the same files come from the module cache. A function that fails to load
 * here is left to its first request, which reports it as a boot error.
 */
export async function preloadFunctions(functionsDir: string): Promise<void> {
  const names = fs.existsSync(functionsDir) ? fs.readdirSync(functionsDir) : []
  await Promise.all(
    names
      .map((name) => path.join(functionsDir, name, "handler.ts"))
      .filter((file) => FUNCTION_NAME.test(path.basename(path.dirname(file))) && fs.existsSync(file))
      .map((file) => import(pathToFileURL(file).href).catch(() => undefined)),
  )
}

export interface FunctionsRoutesOptions {
  /** Where function folders live (default: supabase/functions). */
  functionsDir?: string
  /**
   * Answers requests to this server's own URL without a socket (given to handlers as env.fetch):
   * the whole server's fetch, so in-process calls meet the same gates, limits and auth state.
   * Default: the network.
   */
  internalFetch?: (request: Request) => Promise<Response>
  /** Where the work handlers pass to env.waitUntil runs on after their answer (default: a new one). */
  background?: BackgroundWork
}

/**
 * Edge functions under /functions/v1/{name}: the default export of
 * supabase/functions/{name}/handler.ts, loaded once, called with the request and an env holding
 * SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY. The service role key is only
 * ever handed to that server-side code. With `verify_jwt` (the default, as on Supabase) a request
 * needs a valid JWT of this project.
 */
export function functionsRoutes(ctx: ServerContext, options: FunctionsRoutesOptions = {}): Hono {
  const functionsDir = options.functionsDir ?? path.join(ctx.config.supabaseDir, "functions")
  const loaded = new Map<string, Promise<FunctionHandler>>()
  const internalFetch = options.internalFetch ?? ((request: Request) => fetch(request))
  const background = options.background ?? new BackgroundWork()

  /** fetch for handlers: this server's own URL is answered in-process, anything else goes out. */
  const envFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    const own = new URL(ctx.config.apiUrl)
    const target = new URL(request.url)
    if (target.origin === own.origin) return internalFetch(request)
    return fetch(request)
  }

  const env: FunctionEnv = {
    get(name: string) {
      switch (name) {
        case "SUPABASE_URL":
          return ctx.config.apiUrl
        case "SUPABASE_ANON_KEY":
          return ctx.keys.anonKey
        case "SUPABASE_SERVICE_ROLE_KEY":
          return ctx.keys.serviceRoleKey
        // Secrets a hosted project sets with `supabase secrets set`; here they default to this server's own.
        case "SITE_URL":
          return process.env.SITE_URL ?? ctx.config.siteUrl
        case "MAIL_API_URL":
          return process.env.MAIL_API_URL ?? `${ctx.config.apiUrl.replace(/\/+$/, "")}${MAIL_RELAY_SEND_PATH}`
        case "MAIL_API_KEY":
          return process.env.MAIL_API_KEY ?? ctx.keys.serviceRoleKey
        case "STAFF_SETUP_TOKEN":
          return staffSetupToken(ctx.config)
        case "RATE_LIMITS":
          return ctx.config.rateLimits ? process.env.RATE_LIMITS : "off"
        default:
          return process.env[name]
      }
    },
    fetch: envFetch,
  }

  function handlerFile(name: string): string | undefined {
    if (!FUNCTION_NAME.test(name)) return undefined
    const file = path.join(functionsDir, name, "handler.ts")
    return fs.existsSync(file) ? file : undefined
  }

  function load(name: string, file: string): Promise<FunctionHandler> {
    let handler = loaded.get(name)
    if (!handler) {
      handler = import(pathToFileURL(file).href).then((module: { default?: unknown }) => {
        if (typeof module.default !== "function") throw new Error(`${file} has no default export function`)
        return module.default as FunctionHandler
      })
      // A failed boot is retried on the next request (the file may have been fixed).
      handler.catch(() => loaded.delete(name))
      loaded.set(name, handler)
    }
    return handler
  }

  function verifyJwtSetting(name: string): boolean {
    return readSupabaseToml(ctx.config.supabaseDir).get(`functions.${name}.verify_jwt`) !== false
  }

  const app = new Hono()
  app.all("*", async (c: Context) => {
    const url = new URL(c.req.url)
    const name = url.pathname.slice(basePath(c).length).split("/")[1] ?? ""
    const file = handlerFile(name)
    if (!file) return gateway.notFound()

    const request = withClientAddress(c.req.raw, clientIp(c, ctx.config.trustedProxies))
    if (request.method !== "OPTIONS" && verifyJwtSetting(name)) {
      const token = bearerToken(request.headers.get("authorization"))
      const valid = token
        ? await ctx.jwt.verify(token).then(
            () => true,
            () => false,
          )
        : false
      if (!valid) return gateway.invalidJwt()
    }
    const length = Number(request.headers.get("content-length") ?? "0")
    if (Number.isFinite(length) && length > FUNCTION_BODY_LIMIT_BYTES) return gateway.tooLarge()

    let handler: FunctionHandler
    try {
      handler = await load(name, file)
    } catch (error) {
      console.error(`[functions] ${name} failed to boot:`, error)
      return gateway.bootError()
    }
    try {
      const response = await handler(request, { ...env, waitUntil: (work) => background.waitUntil(name, work) })
      if (!(response instanceof Response)) throw new Error(`${name} returned ${typeof response}, not a Response`)
      return response
    } catch (error) {
      // The function failed reading a body the client never finished sending: the client's fault.
      const timeout = [error, (error as { cause?: unknown })?.cause].find((e) => e instanceof RequestTimeoutError)
      if (timeout) return gateway.requestTimeout((timeout as RequestTimeoutError).message)
      console.error(`[functions] ${name} threw:`, error)
      return gateway.workerError()
    }
  })
  return app
}
