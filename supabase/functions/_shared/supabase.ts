/**
 * The edge functions' way to the backend: GoTrue's admin API, PostgREST and RPCs with the service
 * role key (which never leaves the server), and the caller as GoTrue sees them. fetch only.
 */
import { RequestError } from "./http.ts"
import { isStaffRole, type StaffRole } from "./staff.ts"

export interface FunctionEnv {
  get(name: string): string | undefined
  /** Set by the local server to reach itself in-process; Deno.env has none. */
  fetch?: typeof fetch
  /** Work to finish after the answer: EdgeRuntime.waitUntil on Supabase (index.ts), the local server's own here. */
  waitUntil?: (work: Promise<unknown>) => void
}

/** A user as GoTrue's API returns it (the fields the functions read). */
export interface GoTrueUser {
  id: string
  email?: string | null
  app_metadata?: Record<string, unknown>
  user_metadata?: Record<string, unknown>
  factors?: Array<{ id: string; factor_type: string; status: string }> | null
  banned_until?: string | null
  invited_at?: string | null
  confirmed_at?: string | null
  email_confirmed_at?: string | null
  last_sign_in_at?: string | null
  created_at?: string | null
  deleted_at?: string | null
}

export function roleOf(user: GoTrueUser): StaffRole | null {
  const role = user.app_metadata?.role
  return isStaffRole(role) ? role : null
}

export function verifiedFactors(user: GoTrueUser): number {
  return (user.factors ?? []).filter((factor) => factor.status === "verified").length
}

/** The user's verified factors of one type ("totp", "webauthn"). */
export function verifiedFactorsOfType(user: GoTrueUser, type: string): number {
  return (user.factors ?? []).filter((factor) => factor.status === "verified" && factor.factor_type === type).length
}

export function isBannedNow(user: GoTrueUser, now = Date.now()): boolean {
  return !!user.banned_until && new Date(user.banned_until).getTime() > now
}

const baseUrl = (env: FunctionEnv) => (env.get("SUPABASE_URL") ?? "").replace(/\/+$/, "")
const fetchOf = (env: FunctionEnv) => env.fetch ?? fetch

/** An answer's JSON body, or null when it has none or it is not JSON. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** A failed backend answer as a RequestError: its message and code, 502 for the backend's own failures. */
function backendError(response: Response, data: unknown, service: string): RequestError {
  const d = (data ?? {}) as Record<string, unknown>
  const message = String(d.msg ?? d.message ?? d.error_description ?? d.error ?? `${service} answered ${response.status}`)
  const code = String(d.error_code ?? (typeof d.code === "string" ? d.code : `${service}_error`))
  return new RequestError(response.status >= 500 ? 502 : response.status, code, message)
}

/** The backend with the service role: auth admin API, REST and RPC. */
export function serviceBackend(env: FunctionEnv) {
  const key = env.get("SUPABASE_SERVICE_ROLE_KEY") ?? ""
  const headers = { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" }

  async function call(service: "auth" | "rest", method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
    const response = await fetchOf(env)(`${baseUrl(env)}/${service}/v1${path}`, {
      method,
      headers: { ...headers, ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const data = await bodyOf(response)
    if (!response.ok) throw backendError(response, data, service)
    return { data, headers: response.headers }
  }

  return {
    /** GoTrue under /auth/v1 (the admin API, /invite, /recover). */
    auth: async <T>(method: string, path: string, body?: unknown) => (await call("auth", method, path, body)).data as T,
    /** PostgREST under /rest/v1; writes return the rows they touched. */
    rest: async <T>(method: string, path: string, body?: unknown) =>
      (await call("rest", method, path, body, method === "GET" ? {} : { Prefer: "return=representation" })).data as T,
    /** A Postgres function through /rest/v1/rpc. */
    rpc: async <T>(name: string, args: Record<string, unknown>) => (await call("rest", "POST", `/rpc/${name}`, args)).data as T,
    /** Every account, page by page. */
    async listAllUsers(): Promise<GoTrueUser[]> {
      const users: GoTrueUser[] = []
      for (let page = 1; ; page++) {
        const { data } = await call("auth", "GET", `/admin/users?page=${page}&per_page=1000`)
        const batch = ((data as { users?: GoTrueUser[] } | null)?.users ?? []) as GoTrueUser[]
        users.push(...batch)
        if (batch.length < 1000) return users
      }
    },
  }
}

export type ServiceBackend = ReturnType<typeof serviceBackend>

/** The caller: who GoTrue says they are now, and the claims of the token they came with. */
export interface Caller {
  user: GoTrueUser
  /** The access token's assurance level (aal1, or aal2 after the authenticator's code). */
  aal: string
  /** How the session was authenticated: the access token's amr claim ([{ method, timestamp }]), as GoTrue wrote it. */
  amr: unknown
  email: string
}

function tokenClaims(token: string): Record<string, unknown> {
  try {
    const payload = token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")
    return JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, "="))) as Record<string, unknown>
  } catch {
    return {}
  }
}

/**
 * The signed-in caller (GET /auth/v1/user with their own token, so a signed-out or deleted session
 * counts for nothing), or null without one.
 */
export async function currentCaller(req: Request, env: FunctionEnv): Promise<Caller | null> {
  const authorization = req.headers.get("authorization") ?? ""
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1]
  if (!token) return null
  const response = await fetchOf(env)(`${baseUrl(env)}/auth/v1/user`, {
    headers: { Authorization: `Bearer ${token}`, apikey: env.get("SUPABASE_ANON_KEY") ?? "" },
  })
  if (!response.ok) {
    await response.body?.cancel()
    if (response.status >= 500) throw new RequestError(502, "auth_unavailable", "The auth server could not check the session")
    return null
  }
  const user = (await response.json()) as GoTrueUser
  if (!user || typeof user.id !== "string") return null
  const claims = tokenClaims(token)
  return { user, aal: typeof claims.aal === "string" ? claims.aal : "aal1", amr: claims.amr ?? [], email: user.email ?? "" }
}

/**
 * The caller when they are an admin in a session that meets two-step verification, as the database's
 * is_admin() asks: aal2 when they have a verified factor and, while admins must use a passkey or
 * security key, one of their own (admin_factor_policy_met()) that this very session was authenticated
 * with (admin_session_policy_met(), from the token's amr). 401 signed out, 403 otherwise.
 */
export async function requireAdmin(req: Request, env: FunctionEnv): Promise<Caller> {
  const caller = await currentCaller(req, env)
  if (!caller) throw new RequestError(401, "not_authenticated", "Sign in to manage users")
  if (roleOf(caller.user) !== "admin") throw new RequestError(403, "not_admin", "Only admins can manage users")
  if (verifiedFactors(caller.user) > 0 && caller.aal !== "aal2") {
    throw new RequestError(403, "insufficient_aal", "Verify with your authenticator app before managing users")
  }
  if (!(await serviceBackend(env).rpc<boolean>("admin_factor_policy_met", { p_user_id: caller.user.id }))) {
    throw new RequestError(
      403,
      "phishing_resistant_factor_required",
      "Add a passkey or security key to your account before managing users: admins must have one",
    )
  }
  const sessionPolicyMet = await serviceBackend(env).rpc<boolean>("admin_session_policy_met", {
    p_user_id: caller.user.id,
    p_amr: caller.amr,
  })
  if (!sessionPolicyMet) {
    throw new RequestError(
      403,
      "phishing_resistant_factor_required",
      "Verify with your passkey or security key before managing users: admins must sign in with one, not a password and code alone",
    )
  }
  return caller
}
