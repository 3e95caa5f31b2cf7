/**
 * admin-users: staff management for admins. Portable web-standard code (fetch, Request, Response,
 * URL only) so it runs under Deno on Supabase (index.ts) and in the local server unchanged.
 *
 * POST { action: "list", page?, perPage? }
 *      { action: "invite", email, role: "admin" | "editor", redirectTo? }
 *      { action: "update", userId, role?: "admin" | "editor" | null, banned?: boolean }
 *      { action: "delete", userId }
 *
 * The caller must be signed in (401) and have app_metadata.role "admin" (403). The work is done
 * with the service role key through GoTrue's admin API; that key never leaves the server.
 */

export interface FunctionEnv {
  get(name: string): string | undefined
  /** Set by the local server to reach itself in-process; Deno.env has none. */
  fetch?: typeof fetch
}

export const STAFF_ROLES = ["admin", "editor"] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const DEFAULT_PER_PAGE = 50
export const MAX_PER_PAGE = 1000
/** GoTrue's ban_duration for "banned until further notice" (about 100 years). */
export const BAN_FOREVER = "876000h"

export type AdminUsersRequest =
  | { action: "list"; page: number; perPage: number }
  | { action: "invite"; email: string; role: StaffRole; redirectTo?: string }
  | { action: "update"; userId: string; role?: StaffRole | null; banned?: boolean }
  | { action: "delete"; userId: string }

/** What the admin screens get for each user. */
export interface StaffUser {
  id: string
  email: string | null
  role: StaffRole | null
  bannedUntil: string | null
  invitedAt: string | null
  confirmedAt: string | null
  lastSignInAt: string | null
  createdAt: string | null
}

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...CORS_HEADERS, "Content-Type": "application/json" } })
}

/** Errors the admin screens can show: `{ error: { code, message } }`. */
function failure(status: number, code: string, message: string): Response {
  return json({ error: { code, message } }, status)
}

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

const invalid = (message: string) => new RequestError(400, "invalid_request", message)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value)
}

function readUserId(body: Record<string, unknown>): string {
  if (typeof body.userId !== "string" || !UUID.test(body.userId)) throw invalid("userId must be a user id (uuid)")
  return body.userId
}

function readPositiveInt(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > max)
    throw invalid(`${name} must be an integer from 1 to ${max}`)
  return value
}

/** Checks the request body by hand (no validation library, so the file stays import-free). */
export function parseAdminUsersRequest(body: unknown): AdminUsersRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw invalid("Body must be a JSON object")
  const b = body as Record<string, unknown>
  switch (b.action) {
    case "list":
      return {
        action: "list",
        page: readPositiveInt(b.page, "page", 1, 1_000_000),
        perPage: readPositiveInt(b.perPage, "perPage", DEFAULT_PER_PAGE, MAX_PER_PAGE),
      }
    case "invite": {
      if (typeof b.email !== "string" || !EMAIL.test(b.email.trim())) throw invalid("email must be an email address")
      if (!isStaffRole(b.role)) throw invalid('role must be "admin" or "editor"')
      if (b.redirectTo !== undefined && (typeof b.redirectTo !== "string" || !URL.canParse(b.redirectTo)))
        throw invalid("redirectTo must be a URL")
      return {
        action: "invite",
        email: b.email.trim().toLowerCase(),
        role: b.role,
        ...(b.redirectTo ? { redirectTo: b.redirectTo as string } : {}),
      }
    }
    case "update": {
      const userId = readUserId(b)
      if (b.role !== undefined && b.role !== null && !isStaffRole(b.role)) throw invalid('role must be "admin", "editor" or null')
      if (b.banned !== undefined && typeof b.banned !== "boolean") throw invalid("banned must be a boolean")
      if (b.role === undefined && b.banned === undefined) throw invalid("Nothing to update: give role and/or banned")
      return {
        action: "update",
        userId,
        ...(b.role !== undefined ? { role: b.role as StaffRole | null } : {}),
        ...(b.banned !== undefined ? { banned: b.banned as boolean } : {}),
      }
    }
    case "delete":
      return { action: "delete", userId: readUserId(b) }
    default:
      throw invalid('action must be one of "list", "invite", "update", "delete"')
  }
}

interface GoTrueUser {
  id: string
  email?: string | null
  app_metadata?: Record<string, unknown>
  banned_until?: string | null
  invited_at?: string | null
  confirmed_at?: string | null
  email_confirmed_at?: string | null
  last_sign_in_at?: string | null
  created_at?: string | null
}

export function toStaffUser(user: GoTrueUser): StaffUser {
  const role = user.app_metadata?.role
  return {
    id: user.id,
    email: user.email ?? null,
    role: isStaffRole(role) ? role : null,
    bannedUntil: user.banned_until ?? null,
    invitedAt: user.invited_at ?? null,
    confirmedAt: user.confirmed_at ?? user.email_confirmed_at ?? null,
    lastSignInAt: user.last_sign_in_at ?? null,
    createdAt: user.created_at ?? null,
  }
}

/** GoTrue, called with the service role key. Its error bodies become RequestErrors with its status. */
function goTrue(env: FunctionEnv) {
  const baseUrl = (env.get("SUPABASE_URL") ?? "").replace(/\/+$/, "")
  const serviceKey = env.get("SUPABASE_SERVICE_ROLE_KEY") ?? ""
  const doFetch = env.fetch ?? fetch
  return async function call<T>(method: string, path: string, body?: unknown): Promise<{ data: T; headers: Headers }> {
    const response = await doFetch(`${baseUrl}/auth/v1${path}`, {
      method,
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    let data: unknown = null
    try {
      data = text ? JSON.parse(text) : null
    } catch {
      data = null
    }
    if (!response.ok) {
      const d = (data ?? {}) as Record<string, unknown>
      const message = String(d.msg ?? d.message ?? d.error_description ?? d.error ?? `Auth server answered ${response.status}`)
      const code = String(d.error_code ?? (typeof d.code === "string" ? d.code : "auth_error"))
      throw new RequestError(response.status >= 500 ? 502 : response.status, code, message)
    }
    return { data: data as T, headers: response.headers }
  }
}

/** The signed-in caller as GoTrue sees them (GET /auth/v1/user with their own token), or null. */
async function currentUser(req: Request, env: FunctionEnv): Promise<GoTrueUser | null> {
  const authorization = req.headers.get("authorization")
  if (!authorization || !/^Bearer\s+\S+/i.test(authorization)) return null
  const baseUrl = (env.get("SUPABASE_URL") ?? "").replace(/\/+$/, "")
  const response = await (env.fetch ?? fetch)(`${baseUrl}/auth/v1/user`, {
    headers: { Authorization: authorization, apikey: env.get("SUPABASE_ANON_KEY") ?? "" },
  })
  if (!response.ok) {
    await response.body?.cancel()
    if (response.status >= 500) throw new RequestError(502, "auth_unavailable", "The auth server could not check the session")
    return null
  }
  const user = (await response.json()) as GoTrueUser
  return user && typeof user.id === "string" ? user : null
}

async function perform(request: AdminUsersRequest, caller: GoTrueUser, env: FunctionEnv): Promise<unknown> {
  const call = goTrue(env)
  switch (request.action) {
    case "list": {
      const { data, headers } = await call<{ users: GoTrueUser[] }>("GET", `/admin/users?page=${request.page}&per_page=${request.perPage}`)
      const total = Number(headers.get("x-total-count") ?? NaN)
      return {
        users: (data?.users ?? []).map(toStaffUser),
        page: request.page,
        perPage: request.perPage,
        total: Number.isFinite(total) ? total : null,
      }
    }
    case "invite": {
      const query = request.redirectTo ? `?redirect_to=${encodeURIComponent(request.redirectTo)}` : ""
      const { data: invited } = await call<GoTrueUser>("POST", `/invite${query}`, { email: request.email })
      // Invite data lands in user_metadata; the role belongs in app_metadata, which only admins set.
      const { data: user } = await call<GoTrueUser>("PUT", `/admin/users/${invited.id}`, { app_metadata: { role: request.role } })
      return { user: toStaffUser(user) }
    }
    case "update": {
      if (request.userId === caller.id && ((request.role !== undefined && request.role !== "admin") || request.banned === true)) {
        throw new RequestError(400, "cannot_demote_self", "You cannot remove your own admin role or ban yourself")
      }
      const changes: Record<string, unknown> = {}
      // GoTrue merges app_metadata and drops keys set to null.
      if (request.role !== undefined) changes.app_metadata = { role: request.role }
      if (request.banned !== undefined) changes.ban_duration = request.banned ? BAN_FOREVER : "none"
      const { data: user } = await call<GoTrueUser>("PUT", `/admin/users/${request.userId}`, changes)
      return { user: toStaffUser(user) }
    }
    case "delete": {
      if (request.userId === caller.id) throw new RequestError(400, "cannot_delete_self", "You cannot delete your own account")
      await call("DELETE", `/admin/users/${request.userId}`)
      return { deleted: request.userId }
    }
  }
}

export default async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS_HEADERS })
  if (req.method !== "POST") return failure(405, "method_not_allowed", "Use POST")
  try {
    const caller = await currentUser(req, env)
    if (!caller) return failure(401, "not_authenticated", "Sign in to manage users")
    if (caller.app_metadata?.role !== "admin") return failure(403, "not_admin", "Only admins can manage users")

    let body: unknown
    try {
      body = await req.json()
    } catch {
      throw invalid("Body must be JSON")
    }
    return json(await perform(parseAdminUsersRequest(body), caller, env))
  } catch (error) {
    if (error instanceof RequestError) return failure(error.status, error.code, error.message)
    throw error
  }
}
