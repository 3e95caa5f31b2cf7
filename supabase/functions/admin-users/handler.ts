/**
 * admin-users: staff management for admins. Portable web-standard code (fetch, Request, Response,
 * URL, zod) so it runs under Deno on Supabase (index.ts) and in the local server unchanged.
 *
 * POST { action: "list" }                                     every account, with display name, role and MFA
 *      { action: "get", userId }                              one account, its passkeys' count, and whether it is the last admin
 *      { action: "invite", email, displayName, role, redirectTo? }   the account, and a mail saying who invited them as what
 *      { action: "update", userId, displayName?, role?: "admin" | "editor" | "recruiter" | "contributor" | null, banned? }
 *      { action: "send-recovery", userId, redirectTo? }       GoTrue's recovery mail
 *      { action: "reset-mfa", userId }                        removes the user's MFA factors and passkeys
 *      { action: "delete", userId }
 *      { action: "approve-mfa-reset" | "reject-mfa-reset", requestId }
 *
 * The caller must be signed in (401), an admin (403), and at aal2 when they have a verified factor
 * (403), as the database's is_admin() asks. Bodies are checked with the schemas the admin's forms use
 * (../_shared/staff.ts). No change may leave the site without an active admin (409 last_admin). The
 * work is done with the service role key through GoTrue's admin API and PostgREST; every change is
 * written to auth.audit_log_entries.
 */
import { recordAudit, type AuditEvent } from "../_shared/audit.ts"
import { clientAddress, json, postHandler, readBody, RequestError } from "../_shared/http.ts"
import { composeMail, sendMail, sendStaffMail, staffMail } from "../_shared/mail.ts"
import { plural } from "../_shared/plural.ts"
import {
  adminUsersRequestSchema,
  INVITATION_VALID_HOURS,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_NAMES,
  type AdminUsersRequest,
  type MfaResetRequest,
  type StaffRole,
  type StaffUser,
} from "../_shared/staff.ts"
import {
  isBannedNow,
  requireAdmin,
  roleOf,
  serviceBackend,
  verifiedFactors,
  verifiedFactorsOfType,
  type Caller,
  type FunctionEnv,
  type GoTrueUser,
  type ServiceBackend,
} from "../_shared/supabase.ts"

export type { FunctionEnv } from "../_shared/supabase.ts"

/** GoTrue's ban_duration for "banned until further notice" (about 100 years). */
export const BAN_FOREVER = "876000h"

export function toStaffUser(user: GoTrueUser, displayName: string | null, passkeys: number): StaffUser {
  return {
    id: user.id,
    email: user.email ?? null,
    displayName,
    role: roleOf(user),
    mfaFactors: verifiedFactors(user),
    securityKeys: verifiedFactorsOfType(user, "webauthn"),
    passkeys,
    bannedUntil: user.banned_until ?? null,
    invitedAt: user.invited_at ?? null,
    confirmedAt: user.confirmed_at ?? user.email_confirmed_at ?? null,
    lastSignInAt: user.last_sign_in_at ?? null,
    createdAt: user.created_at ?? null,
  }
}

interface Context {
  req: Request
  env: FunctionEnv
  backend: ServiceBackend
  caller: Caller
}

const actorOf = (caller: Caller) => ({ id: caller.user.id, email: caller.email })
const targetOf = (user: GoTrueUser) => ({ id: user.id, email: user.email ?? null })

function audit(ctx: Context, event: Omit<AuditEvent, "actor" | "ip">) {
  return recordAudit(ctx.backend, { ...event, actor: actorOf(ctx.caller), ip: clientAddress(ctx.req) })
}

/** Where mail links lead: SITE_URL, else the origin the admin called from. */
function siteUrl(ctx: Context): string {
  return (ctx.env.get("SITE_URL") || ctx.req.headers.get("origin") || "").replace(/\/+$/, "")
}

const loadUser = (ctx: Context, userId: string) => ctx.backend.auth<GoTrueUser>("GET", `/admin/users/${userId}`)

async function displayNames(ctx: Context, ids?: string[]): Promise<Map<string, string | null>> {
  const filter = ids ? `&id=in.(${ids.join(",")})` : ""
  const rows = await ctx.backend.rest<Array<{ id: string; display_name: string | null }>>(
    "GET",
    `/profiles?select=id,display_name${filter}`,
  )
  return new Map(rows.map((row) => [row.id, row.display_name]))
}

/** Admins other than `userId` who can still sign in (not banned, not deleted). */
async function otherActiveAdmins(ctx: Context, userId: string): Promise<GoTrueUser[]> {
  const users = await ctx.backend.listAllUsers()
  return users.filter((user) => user.id !== userId && !user.deleted_at && roleOf(user) === "admin" && !isBannedNow(user))
}

/** Refuses a change that would leave no active admin: demoting, banning or deleting the last one. */
async function guardLastAdmin(ctx: Context, target: GoTrueUser, change: string) {
  if (roleOf(target) !== "admin" || isBannedNow(target)) return
  if ((await otherActiveAdmins(ctx, target.id)).length > 0) return
  throw new RequestError(
    409,
    "last_admin",
    `${target.email ?? "This account"} is the last active admin, so it cannot be ${change}. Make someone else an admin first.`,
  )
}

async function updateDisplayName(ctx: Context, userId: string, displayName: string) {
  const value = displayName === "" ? null : displayName
  const updated = await ctx.backend.rest<unknown[]>("PATCH", `/profiles?id=eq.${userId}`, { display_name: value })
  if (updated.length === 0) await ctx.backend.rest("POST", "/profiles", { id: userId, display_name: value })
}

/**
 * Removes every second step of the user through the admin API: MFA factors (authenticator apps and
 * security keys) and passkeys, which sign in on their own; how many of each.
 */
async function removeSecondSteps(ctx: Context, userId: string): Promise<{ factorsRemoved: number; passkeysRemoved: number }> {
  const factors = await ctx.backend.auth<Array<{ id: string }>>("GET", `/admin/users/${userId}/factors`)
  for (const factor of factors) await ctx.backend.auth("DELETE", `/admin/users/${userId}/factors/${factor.id}`)
  const passkeys = await ctx.backend.auth<Array<{ id: string }>>("GET", `/admin/users/${userId}/passkeys`)
  for (const passkey of passkeys) await ctx.backend.auth("DELETE", `/admin/users/${userId}/passkeys/${passkey.id}`)
  return { factorsRemoved: factors.length, passkeysRemoved: passkeys.length }
}

function signInAgainLink(ctx: Context) {
  const site = siteUrl(ctx)
  return site ? { label: "Sign in to Nordika", href: `${site}/login` } : undefined
}

/** How many passkeys the user has (GoTrue's user object does not say). */
async function passkeyCount(ctx: Context, userId: string): Promise<number> {
  return (await ctx.backend.auth<Array<{ id: string }>>("GET", `/admin/users/${userId}/passkeys`)).length
}

async function list(ctx: Context) {
  const [users, names] = await Promise.all([ctx.backend.listAllUsers(), displayNames(ctx)])
  const live = users.filter((user) => !user.deleted_at)
  const passkeys = await Promise.all(live.map((user) => passkeyCount(ctx, user.id)))
  return { users: live.map((user, i) => toStaffUser(user, names.get(user.id) ?? null, passkeys[i]!)) }
}

async function get(ctx: Context, userId: string) {
  const user = await loadUser(ctx, userId)
  const [names, others, passkeys] = await Promise.all([
    displayNames(ctx, [userId]),
    otherActiveAdmins(ctx, userId),
    passkeyCount(ctx, userId),
  ])
  const lastAdmin = roleOf(user) === "admin" && !isBannedNow(user) && others.length === 0
  return { user: toStaffUser(user, names.get(userId) ?? null, passkeys), lastAdmin, passkeys }
}

/** The invitation: who sent it, with which role and what that role may do, and the link to accept it. */
export function invitationMail(input: {
  to: string
  displayName: string
  inviter: { name: string | null; email: string }
  role: StaffRole
  link: string
}) {
  const inviter = input.inviter.name ? `${input.inviter.name} (${input.inviter.email})` : input.inviter.email
  const role = STAFF_ROLE_NAMES[input.role] ?? input.role
  return {
    to: [input.to],
    kind: "invite",
    subject: `${input.inviter.name || input.inviter.email} invited you to Nordika's staff admin`,
    ...composeMail({
      greeting: input.displayName ? `Hello ${input.displayName},` : "Hello,",
      paragraphs: [
        `${inviter} has invited you to Nordika's staff admin with the ${role} role.`,
        STAFF_ROLE_DESCRIPTIONS[input.role] ?? "",
        `Accept the invitation to choose your password. The link works once, for ${plural(INVITATION_VALID_HOURS, "hour", "hours")}; if it has expired, ask ${input.inviter.name || input.inviter.email} to invite you again.`,
      ].filter(Boolean),
      link: { label: "Accept the invitation", href: input.link },
      closing: ["If you were not expecting this invitation, you can ignore this message."],
    }),
  }
}

async function invite(ctx: Context, request: Extract<AdminUsersRequest, { action: "invite" }>) {
  const data = request.displayName ? { display_name: request.displayName } : {}
  // generate_link makes the account and its link without GoTrue's own mail, so the invitation can say who sent it and as what.
  const invited = await ctx.backend.auth<GoTrueUser & { action_link: string }>("POST", "/admin/generate_link", {
    type: "invite",
    email: request.email,
    data,
    ...(request.redirectTo ? { redirect_to: request.redirectTo } : {}),
  })
  // Invite data lands in user_metadata; the role belongs in app_metadata, which only admins set.
  const user = await ctx.backend.auth<GoTrueUser>("PUT", `/admin/users/${invited.id}`, { app_metadata: { role: request.role } })
  if (request.displayName) await updateDisplayName(ctx, user.id, request.displayName)
  await audit(ctx, { action: "admin_user_invited", logType: "team", target: targetOf(user), details: { role: request.role } })
  const inviterName = (await displayNames(ctx, [ctx.caller.user.id])).get(ctx.caller.user.id) ?? null
  const mailed = await sendMail(
    ctx.env,
    invitationMail({
      to: user.email ?? request.email,
      displayName: request.displayName,
      inviter: { name: inviterName, email: ctx.caller.email },
      role: request.role,
      link: invited.action_link,
    }),
  )
  return { user: toStaffUser(user, request.displayName || null, 0), mailed }
}

async function update(ctx: Context, request: Extract<AdminUsersRequest, { action: "update" }>) {
  const target = await loadUser(ctx, request.userId)
  const before = roleOf(target)
  const demoting = request.role !== undefined && before === "admin" && request.role !== "admin"
  const banning = request.banned === true && !isBannedNow(target)
  if (demoting || banning) await guardLastAdmin(ctx, target, demoting ? "demoted" : "banned")
  if (target.id === ctx.caller.user.id && (demoting || request.banned === true)) {
    throw new RequestError(400, "cannot_demote_self", "You cannot remove your own admin role or ban yourself. Ask another admin.")
  }

  const changes: Record<string, unknown> = {}
  // GoTrue merges app_metadata and drops keys set to null.
  if (request.role !== undefined && request.role !== before) changes.app_metadata = { role: request.role }
  if (request.banned !== undefined) changes.ban_duration = request.banned ? BAN_FOREVER : "none"
  const user = Object.keys(changes).length ? await ctx.backend.auth<GoTrueUser>("PUT", `/admin/users/${target.id}`, changes) : target
  if (request.displayName !== undefined) await updateDisplayName(ctx, target.id, request.displayName)

  const events: Array<Omit<AuditEvent, "actor" | "ip">> = []
  if (changes.app_metadata) {
    events.push({ action: "admin_role_changed", logType: "team", target: targetOf(user), details: { from: before, to: request.role } })
  }
  if (request.banned !== undefined && request.banned !== isBannedNow(target)) {
    events.push({ action: request.banned ? "admin_user_banned" : "admin_user_unbanned", logType: "team", target: targetOf(user) })
  }
  if (request.displayName !== undefined) {
    events.push({
      action: "admin_display_name_changed",
      logType: "user",
      target: targetOf(user),
      details: { display_name: request.displayName || null },
    })
  }
  for (const event of events) await audit(ctx, event)
  const names = await displayNames(ctx, [target.id])
  return { user: toStaffUser(user, names.get(target.id) ?? null, await passkeyCount(ctx, target.id)) }
}

async function sendRecovery(ctx: Context, request: Extract<AdminUsersRequest, { action: "send-recovery" }>) {
  const target = await loadUser(ctx, request.userId)
  if (!target.email) throw new RequestError(422, "no_email", "This account has no email address to send a recovery link to")
  const query = request.redirectTo ? `?redirect_to=${encodeURIComponent(request.redirectTo)}` : ""
  await ctx.backend.auth("POST", `/recover${query}`, { email: target.email })
  await audit(ctx, { action: "admin_recovery_sent", logType: "user", target: targetOf(target) })
  return { sent: target.email }
}

async function resetMfa(ctx: Context, userId: string) {
  const target = await loadUser(ctx, userId)
  if (target.id === ctx.caller.user.id) {
    throw new RequestError(400, "cannot_reset_own_mfa", "Remove your own authenticator app on the Credentials screen.")
  }
  const { factorsRemoved, passkeysRemoved } = await removeSecondSteps(ctx, target.id)
  // A request the user had filed is settled by this reset.
  const settled = await ctx.backend.rest<MfaResetRequest[]>("PATCH", `/mfa_reset_requests?user_id=eq.${target.id}&status=eq.pending`, {
    status: "approved",
    decided_at: new Date().toISOString(),
    decided_by: ctx.caller.user.id,
  })
  await audit(ctx, {
    action: "admin_mfa_reset",
    logType: "factor",
    target: targetOf(target),
    details: {
      factors_removed: factorsRemoved,
      passkeys_removed: passkeysRemoved,
      ...(settled[0] ? { request_id: settled[0].id } : {}),
    },
  })
  const notified =
    factorsRemoved + passkeysRemoved > 0 && !!target.email
      ? await sendStaffMail(
          ctx.env,
          staffMail(
            "mfa_reset_by_admin",
            target.email,
            "Two-step verification was removed from your Nordika account",
            [
              `An administrator (${ctx.caller.email}) removed the authenticator app, security keys and passkeys from your Nordika account.`,
              "Sign in with your password, then set up your authenticator app or security key again on the Credentials screen, and add your passkeys again.",
              "If you did not expect this, tell an administrator at once.",
            ],
            signInAgainLink(ctx),
          ),
        )
      : false
  return { factorsRemoved, passkeysRemoved, notified }
}

async function remove(ctx: Context, userId: string) {
  const target = await loadUser(ctx, userId)
  await guardLastAdmin(ctx, target, "deleted")
  if (target.id === ctx.caller.user.id) throw new RequestError(400, "cannot_delete_self", "You cannot delete your own account")
  await ctx.backend.auth("DELETE", `/admin/users/${target.id}`)
  await audit(ctx, { action: "admin_user_deleted", logType: "team", target: targetOf(target), details: { role: roleOf(target) } })
  return { deleted: target.id }
}

/** Approves or rejects an open request to reset two-step verification. */
async function decide(ctx: Context, requestId: string, approve: boolean) {
  const [request] = await ctx.backend.rest<MfaResetRequest[]>("GET", `/mfa_reset_requests?id=eq.${requestId}&select=*`)
  if (!request) throw new RequestError(404, "request_not_found", "There is no such request")
  if (request.user_id === ctx.caller.user.id) {
    throw new RequestError(403, "cannot_decide_own_request", "Another admin must decide on your own request")
  }
  if (request.status !== "pending") throw new RequestError(409, "request_decided", `This request was already ${request.status}`)
  const now = new Date()
  if (new Date(request.expires_at) <= now) {
    await ctx.backend.rest("PATCH", `/mfa_reset_requests?id=eq.${request.id}&status=eq.pending`, {
      status: "expired",
      decided_at: now.toISOString(),
    })
    throw new RequestError(410, "request_expired", "This request has expired; the user can ask again")
  }
  // Taken while still pending, so two admins deciding at once cannot both act on it.
  const [decided] = await ctx.backend.rest<MfaResetRequest[]>("PATCH", `/mfa_reset_requests?id=eq.${request.id}&status=eq.pending`, {
    status: approve ? "approved" : "rejected",
    decided_at: now.toISOString(),
    decided_by: ctx.caller.user.id,
  })
  if (!decided) throw new RequestError(409, "request_decided", "Another admin decided on this request just now")

  let factorsRemoved = 0
  let passkeysRemoved = 0
  if (approve) {
    try {
      ;({ factorsRemoved, passkeysRemoved } = await removeSecondSteps(ctx, request.user_id))
    } catch (error) {
      await ctx.backend.rest("PATCH", `/mfa_reset_requests?id=eq.${request.id}`, { status: "pending", decided_at: null, decided_by: null })
      throw error
    }
  }
  const target = { id: request.user_id, email: request.email }
  await audit(ctx, {
    action: approve ? "admin_mfa_reset_approved" : "admin_mfa_reset_rejected",
    logType: "factor",
    target,
    details: { request_id: request.id, ...(approve ? { factors_removed: factorsRemoved, passkeys_removed: passkeysRemoved } : {}) },
  })
  const notified = await sendStaffMail(
    ctx.env,
    approve
      ? staffMail(
          "mfa_reset_approved",
          request.email,
          "Your request to reset two-step verification was approved",
          [
            "An administrator approved your request: the authenticator app, security keys and passkeys have been removed from your Nordika account.",
            "Sign in with your password, then set up your authenticator app or security key again on the Credentials screen, and add your passkeys again.",
          ],
          signInAgainLink(ctx),
        )
      : staffMail("mfa_reset_rejected", request.email, "Your request to reset two-step verification was declined", [
          "An administrator declined your request to remove the authenticator app, security keys and passkeys from your Nordika account.",
          "If you still cannot sign in, contact an administrator directly.",
        ]),
  )
  return { request: decided, factorsRemoved, passkeysRemoved, notified }
}

function perform(ctx: Context, request: AdminUsersRequest): Promise<unknown> {
  switch (request.action) {
    case "list":
      return list(ctx)
    case "get":
      return get(ctx, request.userId)
    case "invite":
      return invite(ctx, request)
    case "update":
      return update(ctx, request)
    case "send-recovery":
      return sendRecovery(ctx, request)
    case "reset-mfa":
      return resetMfa(ctx, request.userId)
    case "delete":
      return remove(ctx, request.userId)
    case "approve-mfa-reset":
      return decide(ctx, request.requestId, true)
    case "reject-mfa-reset":
      return decide(ctx, request.requestId, false)
  }
}

export default function handler(req: Request, env: FunctionEnv): Promise<Response> {
  return postHandler(async (request) => {
    const caller = await requireAdmin(request, env)
    const body = await readBody(request, adminUsersRequestSchema)
    return json(await perform({ req: request, env, backend: serviceBackend(env), caller }, body))
  })(req)
}
