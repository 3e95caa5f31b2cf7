import crypto from "node:crypto"
import { Hono, type Context, type Next } from "hono"
import type { Queryable } from "../db"
import { queueConfirmation, queueEmailChange } from "./account"
import { recordAuthEvent, userTraits } from "./audit"
import type { AuthContext } from "./context"
import { notFound, unprocessable, userWriteError, validationFailed } from "./errors"
import { queueRecovery } from "./email-flows"
import { requireAdmin } from "./guards"
import { clientInfo } from "./request"
import { deleteFactor } from "./mfa"
import { passkeyJson, passkeyTraits, userPasskeys } from "./passkeys"
import { transactionWithMail, type PendingMail } from "./outbox"
import { resolveRedirect, tokenHash } from "./otp"
import { assertStrongPassword, hashPassword, isBcryptHash } from "./passwords"
import {
  factorJson,
  findUserByEmail,
  findUserById,
  insertUser,
  listFactors,
  loadUserJson,
  mergeMetadata,
  updateUser,
  upsertEmailIdentity,
  type UserPatch,
  type UserRow,
} from "./users"
import {
  GENERATE_LINK_TYPES,
  adminUserBody,
  deleteUserBody,
  generateLinkBody,
  inviteBody,
  isUuid,
  normalizeEmail,
  readBody,
} from "./validation"

const DEFAULT_PER_PAGE = 50
const MAX_PER_PAGE = 1000

const GO_DURATION_UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/** Parses a Go duration ("24h", "1h30m", "90s") into milliseconds; undefined when malformed. */
export function parseGoDuration(value: string): number | undefined {
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g
  if (!/^(\d+(?:\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(value)) return undefined
  let total = 0
  for (const match of value.matchAll(re)) total += Number(match[1]) * GO_DURATION_UNITS[match[2]]
  return total
}

/** banned_until for a ban_duration: null for "none", a date otherwise; 400 when malformed. */
function bannedUntil(duration: string): Date | null {
  if (duration === "none") return null
  const ms = parseGoDuration(duration)
  if (ms === undefined) throw validationFailed(`invalid format for ban duration: ${duration}`)
  return new Date(Date.now() + ms)
}

const userNotFound = () => notFound("user_not_found", "User not found")
const emailExists = () => unprocessable("email_exists", "A user with this email address has already been registered")

async function loadUserParam(q: Queryable, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw userNotFound()
  const user = await findUserById(q, id)
  if (!user) throw userNotFound()
  return user
}

/** What the admin routes keep per request: the verified caller. */
type AdminEnv = { Variables: { admin: { adminRole: string } } }

export function adminRoutes(actx: AuthContext): Hono<AdminEnv> {
  const app = new Hono<AdminEnv>()
  const { settings } = actx

  // Who GoTrue records as the actor of an admin action: the caller's JWT role.
  const requireAdminCaller = async (c: Context<AdminEnv>, next: Next) => {
    const claims = await requireAdmin(c, actx)
    c.set("admin", { adminRole: String(claims.role) })
    await next()
  }
  app.use("/admin/*", requireAdminCaller)
  app.use("/invite", requireAdminCaller)

  app.get("/admin/users", async (c) => {
    const page = positiveInt(c.req.query("page"), 1, "page")
    const perPage = Math.min(positiveInt(c.req.query("per_page"), DEFAULT_PER_PAGE, "per_page"), MAX_PER_PAGE)
    const filter = c.req.query("filter")?.trim()
    const where = filter ? "where (email ilike $1 or raw_user_meta_data ->> 'full_name' ilike $1)" : ""
    const params: unknown[] = filter ? [`%${filter.replace(/[\\%_]/g, "\\$&")}%`] : []
    const total = Number((await actx.db.query<{ n: string }>(`select count(*) as n from auth.users ${where}`, params)).rows[0].n)
    const { rows } = await actx.db.query<UserRow>(
      `select * from auth.users ${where} order by created_at desc, id limit ${perPage} offset ${(page - 1) * perPage}`,
      params,
    )
    const users = []
    for (const row of rows) users.push(await loadUserJson(actx.db, row))
    c.header("X-Total-Count", String(total))
    c.header("Link", paginationLinks(page, perPage, total, filter))
    return c.json({ users, aud: "authenticated" })
  })

  app.post("/admin/users", async (c) => {
    const body = await readBody(c, adminUserBody)
    if (!body.email && !body.phone) throw validationFailed("Cannot create a user without either an email or phone")
    if (body.phone) throw unprocessable("phone_provider_disabled", "Phone users are not supported")
    if (body.id && !isUuid(body.id)) throw validationFailed("id must be a UUID")
    const email = normalizeEmail(body.email!)
    const encryptedPassword = await passwordFrom(body.password, body.password_hash)
    const user = await actx.db
      .transaction(async (tx) => {
        if (await findUserByEmail(tx, email)) throw emailExists()
        const row = await insertUser(tx, {
          id: body.id ?? undefined,
          email,
          encryptedPassword,
          role: body.role ?? undefined,
          userMetadata: body.user_metadata ?? {},
          appMetadata: body.app_metadata ?? {},
          emailConfirmedAt: body.email_confirm ? new Date() : null,
          bannedUntil: body.ban_duration ? bannedUntil(body.ban_duration) : null,
        })
        await recordAuthEvent(tx, c.get("admin"), "user_signedup", { traits: userTraits(row), ip: clientInfo(c, actx.config).ip })
        return loadUserJson(tx, row)
      })
      .catch((e) => {
        throw userWriteError(e)
      })
    return c.json(user)
  })

  app.get("/admin/users/:id", async (c) => {
    const user = await loadUserParam(actx.db, c.req.param("id"))
    return c.json(await loadUserJson(actx.db, user))
  })

  app.put("/admin/users/:id", async (c) => {
    const body = await readBody(c, adminUserBody)
    if (body.phone) throw unprocessable("phone_provider_disabled", "Phone users are not supported")
    const email = body.email ? normalizeEmail(body.email) : undefined
    const encryptedPassword = await passwordFrom(body.password, body.password_hash)
    const result = await actx.db
      .transaction(async (tx) => {
        const user = await loadUserParam(tx, c.req.param("id"))
        const patch: UserPatch = {}
        if (email && email !== user.email) {
          const taken = await findUserByEmail(tx, email)
          if (taken && taken.id !== user.id) throw emailExists()
          patch.email = email
          patch.email_change = ""
          patch.email_change_token_new = ""
          patch.email_change_token_current = ""
        }
        if (encryptedPassword) patch.encrypted_password = encryptedPassword
        if (body.email_confirm === true && !user.email_confirmed_at) patch.email_confirmed_at = new Date()
        if (body.email_confirm === false) patch.email_confirmed_at = null
        if (body.user_metadata) patch.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, body.user_metadata)
        if (body.app_metadata) patch.raw_app_meta_data = mergeMetadata(user.raw_app_meta_data, body.app_metadata)
        if (body.role) patch.role = body.role
        if (body.ban_duration) patch.banned_until = bannedUntil(body.ban_duration)
        const updated = await updateUser(tx, user.id, patch)
        if (patch.email || patch.email_confirmed_at !== undefined) await upsertEmailIdentity(tx, updated)
        await recordAuthEvent(tx, c.get("admin"), "user_modified", { traits: userTraits(updated), ip: clientInfo(c, actx.config).ip })
        return loadUserJson(tx, updated)
      })
      .catch((e) => {
        throw userWriteError(e, "Database error updating user")
      })
    return c.json(result)
  })

  app.delete("/admin/users/:id", async (c) => {
    const body = await readBody(c, deleteUserBody)
    await actx.db
      .transaction(async (tx) => {
        const user = await loadUserParam(tx, c.req.param("id"))
        await recordAuthEvent(tx, c.get("admin"), "user_deleted", { traits: userTraits(user), ip: clientInfo(c, actx.config).ip })
        if (body.should_soft_delete) await softDelete(tx, user)
        else await tx.query("delete from auth.users where id = $1", [user.id])
      })
      .catch((e) => {
        throw userWriteError(e, "Database error deleting user")
      })
    return c.json({})
  })

  app.get("/admin/users/:id/factors", async (c) => {
    const user = await loadUserParam(actx.db, c.req.param("id"))
    return c.json((await listFactors(actx.db, user.id)).map(factorJson))
  })

  app.delete("/admin/users/:id/factors/:factorId", async (c) => {
    const user = await loadUserParam(actx.db, c.req.param("id"))
    const factor = (await listFactors(actx.db, user.id)).find((f) => f.id === c.req.param("factorId"))
    if (!factor) throw notFound("mfa_factor_not_found", "Factor not found")
    await actx.db.transaction((tx) => deleteFactor(tx, user.id, factor.id))
    return c.json(factorJson(factor))
  })

  app.get("/admin/users/:id/passkeys", async (c) => {
    const user = await loadUserParam(actx.db, c.req.param("id"))
    return c.json((await userPasskeys(actx.db, user.id)).map(passkeyJson))
  })

  app.delete("/admin/users/:id/passkeys/:passkeyId", async (c) => {
    const user = await loadUserParam(actx.db, c.req.param("id"))
    const passkey = (await userPasskeys(actx.db, user.id)).find((p) => p.id === c.req.param("passkeyId"))
    if (!passkey) throw notFound("passkey_not_found", "Passkey not found")
    await actx.db.transaction(async (tx) => {
      await tx.query("delete from auth.webauthn_credentials where id = $1", [passkey.id])
      await recordAuthEvent(tx, c.get("admin"), "passkey_removed", {
        traits: passkeyTraits(user, passkey),
        ip: clientInfo(c, actx.config).ip,
      })
    })
    return c.body(null, 204)
  })

  app.post("/admin/generate_link", async (c) => {
    const body = await readBody(c, generateLinkBody)
    const type = body.type ?? ""
    if (!(GENERATE_LINK_TYPES as readonly string[]).includes(type)) {
      throw validationFailed(`Invalid link type: must be one of ${GENERATE_LINK_TYPES.join(", ")}`)
    }
    if (!body.email) throw validationFailed("Generating a link requires an email address")
    const email = normalizeEmail(body.email)
    const redirectTo = resolveRedirect(actx, c.req.query("redirect_to") ?? body.redirect_to ?? body.redirectTo)
    const newEmail = body.new_email ? normalizeEmail(body.new_email) : undefined
    if (type.startsWith("email_change") && !newEmail) throw validationFailed("The new email address must be provided")
    const passwordHash =
      type === "signup" && body.password ? (assertStrongPassword(body.password, settings), await hashPassword(body.password)) : undefined

    // generate_link sends no mail: the queued mail only tells which code and link were made.
    const outbox: PendingMail[] = []
    const result = await actx.db
      .transaction(async (tx) => {
        let user = await findUserByEmail(tx, email)
        if (!user) {
          if (type === "recovery" || type.startsWith("email_change")) throw userNotFound()
          user = await insertUser(tx, { email, encryptedPassword: passwordHash, userMetadata: body.data ?? {} })
        } else if (type === "signup" || type === "invite") {
          if (user.email_confirmed_at) throw emailExists()
          if (body.data) user = await updateUser(tx, user.id, { raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, body.data) })
        }
        let verificationType: string
        if (type === "invite") {
          // As GoTrue: an invitation made here is audited like one sent by /invite.
          await recordAuthEvent(tx, c.get("admin"), "user_invited", {
            traits: userTraits(user, { phone: false }),
            ip: clientInfo(c, actx.config).ip,
          })
        }
        if (type === "signup" || type === "invite") {
          user = await queueConfirmation(actx, tx, outbox, user, { kind: type === "invite" ? "invite" : "confirmation", redirectTo })
          verificationType = type
        } else if (type === "magiclink" || type === "recovery") {
          user = await queueRecovery(actx, tx, outbox, user, type, redirectTo)
          verificationType = type
        } else {
          if (newEmail !== user.email) {
            const taken = await findUserByEmail(tx, newEmail!)
            if (taken && taken.id !== user.id) throw emailExists()
          }
          user = await queueEmailChange(actx, tx, outbox, user, newEmail!, redirectTo)
          verificationType = type
        }
        const wanted = type === "email_change_current" ? outbox.find((m) => m.kind === "email_change_current") : outbox[outbox.length - 1]
        const mail = wanted ?? outbox[outbox.length - 1]
        const actionLink = mail.link!
        const hashed = new URL(actionLink).searchParams.get("token")!
        return {
          ...(await loadUserJson(tx, user)),
          action_link: actionLink,
          email_otp: mail.code,
          hashed_token: hashed,
          verification_type: verificationType,
          redirect_to: redirectTo,
        }
      })
      .catch((e) => {
        throw userWriteError(e)
      })
    return c.json(result)
  })

  app.post("/invite", async (c) => {
    const body = await readBody(c, inviteBody)
    if (!body.email) throw validationFailed("An email address is required")
    const email = normalizeEmail(body.email)
    const redirectTo = resolveRedirect(actx, c.req.query("redirect_to"))
    const user = await transactionWithMail(actx, async (tx, outbox) => {
      let row = await findUserByEmail(tx, email)
      if (row && row.email_confirmed_at) throw emailExists()
      if (!row) {
        row = await insertUser(tx, { email, userMetadata: body.data ?? {}, invitedAt: new Date() }).catch((e) => {
          throw userWriteError(e)
        })
      } else if (body.data) {
        row = await updateUser(tx, row.id, { raw_user_meta_data: mergeMetadata(row.raw_user_meta_data, body.data) })
      }
      await recordAuthEvent(tx, c.get("admin"), "user_invited", {
        traits: userTraits(row, { phone: false }),
        ip: clientInfo(c, actx.config).ip,
      })
      row = await queueConfirmation(actx, tx, outbox, row, { kind: "invite", redirectTo })
      return loadUserJson(tx, row)
    })
    return c.json(user)
  })

  return app
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === "") return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1) throw validationFailed(`Bad Pagination Parameters: ${name} must be a positive integer`)
  return n
}

/**
 * GoTrue's Link header. auth-js reads the first character after the first `=` of each part, so
 * `page` comes first and `rel` is double-quoted.
 */
function paginationLinks(page: number, perPage: number, total: number, filter: string | undefined): string {
  const lastPage = Math.ceil(total / perPage)
  const link = (p: number, rel: string) => {
    const query = new URLSearchParams({ page: String(p), per_page: String(perPage), ...(filter ? { filter } : {}) })
    return `</admin/users?${query.toString()}>; rel="${rel}"`
  }
  const links: string[] = []
  if (page < lastPage) links.push(link(page + 1, "next"))
  links.push(link(lastPage, "last"))
  return links.join(", ")
}

/** password or password_hash (a bcrypt hash, e.g. from a Supabase export) for create and update. */
async function passwordFrom(password: string | null | undefined, passwordHash: string | null | undefined): Promise<string | undefined> {
  if (passwordHash) {
    if (!isBcryptHash(passwordHash)) throw validationFailed("Invalid password hash: only bcrypt hashes are supported")
    return passwordHash
  }
  if (password) return hashPassword(password)
  return undefined
}

/**
 * GoTrue's soft delete: the row stays (foreign keys keep pointing at it) but the addresses are
 * obfuscated, identities, factors and sessions go, and the user can no longer sign in.
 */
async function softDelete(tx: Queryable, user: UserRow): Promise<void> {
  const salt = crypto.randomUUID()
  await tx.query("delete from auth.identities where user_id = $1", [user.id])
  await tx.query("delete from auth.mfa_factors where user_id = $1", [user.id])
  await tx.query("delete from auth.sessions where user_id = $1", [user.id])
  await updateUser(tx, user.id, {
    email: user.email ? tokenHash(user.email, salt) : null,
    phone: user.phone ? tokenHash(user.phone, salt) : null,
    encrypted_password: "",
    confirmation_token: "",
    recovery_token: "",
    email_change: "",
    email_change_token_new: "",
    email_change_token_current: "",
    reauthentication_token: "",
    raw_app_meta_data: {},
    raw_user_meta_data: {},
    deleted_at: new Date(),
  })
}
