import type { MiddlewareHandler } from "hono"
import { verifyJwt, type ApiKeys } from "./jwt"

/** Requests to these auth paths come from links and redirects, which carry no apikey. */
const KEYLESS_AUTH_PATH = /^\/auth\/v1\/(verify|callback|authorize)\/?$/

/** Verdicts on keys that are not the printed ones, remembered up to this many. */
const REMEMBERED_KEYS = 1000

/**
 * Kong's gate in front of /auth/v1 and /rest/v1: a valid apikey (header or `?apikey=`) is required,
 * except on GoTrue's verify, callback and authorize links and for CORS preflights.
 */
export function apiKeyGate(keys: ApiKeys, jwtSecret: string): MiddlewareHandler {
  const accepted = new Set([keys.anonKey, keys.serviceRoleKey])
  const valid = new Map<string, boolean>()
  return async (c, next) => {
    if (c.req.method === "OPTIONS") return next()
    if (KEYLESS_AUTH_PATH.test(new URL(c.req.url).pathname)) return next()
    const apikey = c.req.header("apikey") ?? c.req.query("apikey")
    if (!apikey) {
      return c.json({ message: "No API key found in request", hint: "No `apikey` request header or url param was found." }, 401)
    }
    let ok = accepted.has(apikey) || valid.get(apikey)
    if (ok === undefined) {
      // Keys signed with this project's secret for the anon or service role are accepted too.
      ok = await verifyJwt(apikey, jwtSecret).then(
        (claims) => claims.role === "anon" || claims.role === "service_role",
        () => false,
      )
      if (valid.size > REMEMBERED_KEYS) valid.clear()
      valid.set(apikey, ok)
    }
    if (!ok) return c.json({ message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." }, 401)
    return next()
  }
}
