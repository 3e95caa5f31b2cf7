import { Hono } from "hono"
import { z } from "zod"
import type { Queryable } from "../db"
import { recordAuthEvent, userTraits } from "./audit"
import type { AuthContext } from "./context"
import { AuthError, forbidden, notFound, unprocessable, userBanned } from "./errors"
import { requireUser, type AuthenticatedCaller } from "./guards"
import { rateLimit } from "./rate-limit"
import { clientInfo } from "./request"
import { findUserById, isBanned, listFactors, type UserRow } from "./users"
import { readBody, isUuid } from "./validation"
import { sessionResponse, startSession } from "./sessions"
import {
  CEREMONY_TIMEOUT_MS,
  authenticationOptions,
  challengeExpired,
  challengeNotFound,
  credentialExists,
  parseAssertion,
  parseRegistration,
  registrationOptions,
  relyingParty,
  userIdFromHandle,
  verificationFailed,
  verifyAssertion,
  verifyRegistration,
  type CeremonyData,
  type StoredCredential,
} from "./webauthn"

/**
 * Passkeys (GoTrue's /passkeys, supabase-js's auth.passkey): discoverable WebAuthn credentials a
 * user signs in with, no password. User verification (PIN or biometric) is required, so a passkey
 * is two factors in one and its session is at aal2 with amr "passkey": staff who sign in with one
 * count as having passed two-step verification. Adding or removing a passkey needs aal2 from a
 * user with a verified MFA factor (a password alone must not add a way around the second step), and
 * removing one a session authenticated within the last five minutes.
 */

const USER_VERIFICATION = "required"

/**
 * How recently a session must have been authenticated (signed in, or a second factor or passkey
 * used) to remove a passkey: a borrowed unlocked laptop must not strip an account of its keys.
 */
const PASSKEY_REMOVAL_REAUTHENTICATION_SECONDS = 5 * 60

const challengeIdBody = z.object({ challenge_id: z.string().max(64), credential: z.unknown() })
const updateBody = z.object({ friendly_name: z.string().trim().min(1).max(120) })

interface PasskeyRow {
  id: string
  user_id: string
  credential_id: Buffer
  public_key: Buffer
  sign_count: string | number
  transports: string[]
  friendly_name: string
  created_at: Date
  last_used_at: Date | null
}

const passkeyNotFound = () => notFound("passkey_not_found", "Passkey not found")

export function passkeyJson(row: PasskeyRow) {
  return {
    id: row.id,
    friendly_name: row.friendly_name || undefined,
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : undefined,
  }
}

/** What the audit log says about a passkey event: whose passkey (the target) and which. */
export function passkeyTraits(owner: UserRow, row: Pick<PasskeyRow, "id" | "friendly_name">) {
  return { ...userTraits(owner, { phone: false }), passkey_id: row.id, passkey_name: row.friendly_name ?? "" }
}

function storedCredential(row: PasskeyRow): StoredCredential {
  return {
    id: Buffer.from(row.credential_id).toString("base64url"),
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.sign_count),
    transports: row.transports ?? [],
  }
}

export async function userPasskeys(q: Queryable, userId: string): Promise<PasskeyRow[]> {
  const { rows } = await q.query<PasskeyRow>("select * from auth.webauthn_credentials where user_id = $1 order by created_at", [userId])
  return rows
}

/** A user with a verified MFA factor manages passkeys only from a session that used it. */
async function assertMayManage(q: Queryable, caller: AuthenticatedCaller) {
  if (caller.user.is_anonymous) throw forbidden("anonymous_provider_disabled", "Anonymous users cannot use passkeys")
  if (!caller.session) throw forbidden("session_not_found", "Passkeys require a session")
  const hasFactor = (await listFactors(q, caller.user.id)).some((f) => f.status === "verified")
  if (hasFactor && caller.session.aal !== "aal2") throw forbidden("insufficient_aal", "AAL2 required to manage passkeys")
}

/** 403 reauthentication_needed unless the caller's session was authenticated within the window. */
async function assertRecentlyAuthenticated(q: Queryable, caller: AuthenticatedCaller) {
  const { rows } = await q.query<{ at: Date | null }>("select max(updated_at) as at from auth.mfa_amr_claims where session_id = $1", [
    caller.session!.id,
  ])
  const at = rows[0]?.at
  if (!at || Date.now() - new Date(at).getTime() > PASSKEY_REMOVAL_REAUTHENTICATION_SECONDS * 1000) {
    throw forbidden("reauthentication_needed", "Removing a passkey requires signing in again or confirming with a passkey first")
  }
}

/** Stores a ceremony's challenge; the id the browser's answer must name, and when it expires. */
async function storeChallenge(actx: AuthContext, type: "registration" | "authentication", userId: string | null, challenge: string) {
  const expires = new Date(Date.now() + actx.settings.webauthnChallengeExpirySeconds * 1000)
  const data: CeremonyData = { challenge, user_verification: USER_VERIFICATION }
  const { rows } = await actx.db.query<{ id: string }>(
    "insert into auth.webauthn_challenges (user_id, challenge_type, session_data, expires_at) values ($1, $2, $3::jsonb, $4) returning id",
    [userId, type, JSON.stringify(data), expires],
  )
  return { challenge_id: rows[0]!.id, expires_at: Math.floor(expires.getTime() / 1000) }
}

/** Takes a challenge out (one answer per challenge, right or wrong); GoTrue's errors when it cannot. */
async function takeChallenge(q: Queryable, id: string, type: "registration" | "authentication", userId: string | null) {
  if (!isUuid(id)) throw challengeNotFound()
  const { rows } = await q.query<{ session_data: CeremonyData; expires_at: Date }>(
    `delete from auth.webauthn_challenges where id = $1 and challenge_type = $2 and user_id is not distinct from $3
     returning session_data, expires_at`,
    [id, type, userId],
  )
  const row = rows[0]
  if (!row) throw challengeNotFound()
  if (new Date(row.expires_at).getTime() < Date.now()) throw challengeExpired()
  return row.session_data
}

export function passkeyRoutes(actx: AuthContext): Hono {
  const app = new Hono()
  const { settings } = actx

  app.use("/passkeys/*", async (_c, next) => {
    if (!settings.passkeys) throw notFound("passkey_disabled", "Passkeys are disabled")
    await next()
  })
  app.use("/passkeys", async (_c, next) => {
    if (!settings.passkeys) throw notFound("passkey_disabled", "Passkeys are disabled")
    await next()
  })

  app.post("/passkeys/registration/options", async (c) => {
    const caller = await requireUser(c, actx)
    await assertMayManage(actx.db, caller)
    const existing = await userPasskeys(actx.db, caller.user.id)
    if (existing.length >= settings.maxPasskeysPerUser) {
      throw unprocessable("too_many_passkeys", `A user can have at most ${settings.maxPasskeysPerUser} passkeys`)
    }
    const options = await registrationOptions({
      rp: relyingParty(actx),
      user: caller.user,
      exclude: existing.map(storedCredential),
      residentKey: "required",
      userVerification: USER_VERIFICATION,
      timeoutMs: CEREMONY_TIMEOUT_MS,
    })
    return c.json({ ...(await storeChallenge(actx, "registration", caller.user.id, options.challenge)), options })
  })

  app.post("/passkeys/registration/verify", async (c) => {
    const body = await readBody(c, challengeIdBody)
    const caller = await requireUser(c, actx)
    await assertMayManage(actx.db, caller)
    const client = clientInfo(c, actx.config)
    const result = await actx.db.transaction(async (tx) => {
      const ceremony = await takeChallenge(tx, body.challenge_id, "registration", caller.user.id).catch((e: AuthError) => e)
      if (ceremony instanceof AuthError) return ceremony
      try {
        const credential = await verifyRegistration(relyingParty(actx), parseRegistration(body.credential), ceremony)
        const { rows } = await tx.query<PasskeyRow>(
          `insert into auth.webauthn_credentials
             (user_id, credential_id, public_key, attestation_type, aaguid, sign_count, transports, backup_eligible, backed_up)
           values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9)
           on conflict (credential_id) do nothing
           returning *`,
          [
            caller.user.id,
            Buffer.from(credential.id, "base64url"),
            Buffer.from(credential.publicKey),
            credential.attestationType,
            credential.aaguid,
            credential.counter,
            JSON.stringify(credential.transports),
            credential.backupEligible,
            credential.backedUp,
          ],
        )
        if (!rows[0]) return credentialExists()
        await recordAuthEvent(tx, caller.user, "passkey_added", { traits: passkeyTraits(caller.user, rows[0]), ip: client.ip })
        return passkeyJson(rows[0])
      } catch (error) {
        if (error instanceof AuthError) return error
        throw error
      }
    })
    if (result instanceof AuthError) throw result
    return c.json(result)
  })

  app.post("/passkeys/authentication/options", async (c) => {
    rateLimit(c, actx, "signIn")
    const options = await authenticationOptions({
      rp: relyingParty(actx),
      userVerification: USER_VERIFICATION,
      timeoutMs: CEREMONY_TIMEOUT_MS,
    })
    return c.json({ ...(await storeChallenge(actx, "authentication", null, options.challenge)), options })
  })

  app.post("/passkeys/authentication/verify", async (c) => {
    rateLimit(c, actx, "signIn")
    const body = await readBody(c, challengeIdBody)
    const client = clientInfo(c, actx.config)
    const result = await actx.db.transaction(async (tx) => {
      try {
        const ceremony = await takeChallenge(tx, body.challenge_id, "authentication", null)
        const response = parseAssertion(body.credential)
        const { rows } = await tx.query<PasskeyRow>("select * from auth.webauthn_credentials where credential_id = $1 for update", [
          Buffer.from(response.id, "base64url"),
        ])
        const row = rows[0]
        const handle = userIdFromHandle(response.response.userHandle)
        if (!row || (handle !== undefined && handle !== row.user_id)) return verificationFailed()
        const { counter, backedUp } = await verifyAssertion(relyingParty(actx), response, ceremony, storedCredential(row))
        const user = await findUserById(tx, row.user_id)
        if (!user || user.deleted_at) return verificationFailed()
        if (isBanned(user)) return userBanned(400)
        await tx.query(
          "update auth.webauthn_credentials set sign_count = $2, backed_up = $3, last_used_at = now(), updated_at = now() where id = $1",
          [row.id, counter, backedUp],
        )
        const { sessionId, refreshToken } = await startSession(tx, user, "passkey", client)
        await recordAuthEvent(tx, user, "login", { traits: { provider: "passkey", passkey_id: row.id }, ip: client.ip })
        await tx.query("update auth.sessions set aal = 'aal2' where id = $1", [sessionId])
        return sessionResponse(actx, tx, sessionId, refreshToken)
      } catch (error) {
        if (error instanceof AuthError) return error
        throw error
      }
    })
    if (result instanceof AuthError) throw result
    return c.json(result)
  })

  app.get("/passkeys", async (c) => {
    const caller = await requireUser(c, actx)
    return c.json((await userPasskeys(actx.db, caller.user.id)).map(passkeyJson))
  })

  app.patch("/passkeys/:id", async (c) => {
    const body = await readBody(c, updateBody)
    const caller = await requireUser(c, actx)
    const id = c.req.param("id")
    if (!isUuid(id)) throw passkeyNotFound()
    const renamed = await actx.db.transaction(async (tx) => {
      const { rows } = await tx.query<PasskeyRow>(
        "update auth.webauthn_credentials set friendly_name = $3, updated_at = now() where id = $1 and user_id = $2 returning *",
        [id, caller.user.id, body.friendly_name],
      )
      if (rows[0]) {
        const ip = clientInfo(c, actx.config).ip
        await recordAuthEvent(tx, caller.user, "passkey_renamed", { traits: passkeyTraits(caller.user, rows[0]), ip })
      }
      return rows[0]
    })
    if (!renamed) throw passkeyNotFound()
    return c.json(passkeyJson(renamed))
  })

  app.delete("/passkeys/:id", async (c) => {
    const caller = await requireUser(c, actx)
    await assertMayManage(actx.db, caller)
    await assertRecentlyAuthenticated(actx.db, caller)
    const id = c.req.param("id")
    if (!isUuid(id)) throw passkeyNotFound()
    const removed = await actx.db.transaction(async (tx) => {
      const { rows } = await tx.query<PasskeyRow>("delete from auth.webauthn_credentials where id = $1 and user_id = $2 returning *", [
        id,
        caller.user.id,
      ])
      if (rows[0]) {
        const ip = clientInfo(c, actx.config).ip
        await recordAuthEvent(tx, caller.user, "passkey_removed", { traits: passkeyTraits(caller.user, rows[0]), ip })
      }
      return rows[0]
    })
    if (!removed) throw passkeyNotFound()
    return c.body(null, 204)
  })

  return app
}
