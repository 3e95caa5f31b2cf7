import type { MiddlewareHandler } from "hono"
import { verifyJwt, type ApiKeys } from "../jwt"

/**
 * What is reached without an apikey, as behind Supabase's gateway (Kong's auth-v1-open routes):
 * GoTrue's verify, callback and authorize links (followed from mails and redirects), its JWKS and
 * SAML metadata and ACS (fetched by verifiers and identity providers), and public and signed object
 * URLs (an `<img src>`, a shared download link, a signed upload URL).
 */
const KEYLESS: { methods?: string[]; path: RegExp }[] = [
  { path: /^\/auth\/v1\/(verify|callback|authorize|\.well-known\/jwks\.json|sso\/saml\/(acs|metadata))\/?$/ },
  { methods: ["GET", "HEAD"], path: /^\/storage\/v1\/(object|render\/image)\/(public|sign)\// },
  { methods: ["PUT"], path: /^\/storage\/v1\/object\/upload\/sign\// },
]

/** Verdicts on keys that are not the printed ones, remembered up to this many. */
const REMEMBERED_KEYS = 1000

/**
 * Kong's gate in front of /auth/v1, /rest/v1, /storage/v1 and /functions/v1: a valid apikey
 * (header or `?apikey=`) is required, except on the KEYLESS paths and for CORS preflights.
 */
export function apiKeyGate(keys: ApiKeys, jwtSecret: string): MiddlewareHandler {
  const accepted = new Set([keys.anonKey, keys.serviceRoleKey])
  const valid = new Map<string, boolean>()
  return async (c, next) => {
    const method = c.req.method
    if (method === "OPTIONS") return next()
    const pathname = new URL(c.req.url).pathname
    if (KEYLESS.some((rule) => (!rule.methods || rule.methods.includes(method)) && rule.path.test(pathname))) return next()
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
