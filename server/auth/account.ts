import crypto from "node:crypto"
import { Hono } from "hono"
import type { Queryable } from "../db"
import { recordAuthEvent } from "./audit"
import type { AuthContext } from "./context"
import {
  AuthError,
  OAuthError,
  badRequest,
  forbidden,
  invalidCredentials,
  notFound,
  unauthorized,
  unprocessable,
  userBanned,
  userWriteError,
  validationFailed,
} from "./errors"
import { idTokenGrant, phoneLoginsDisabled, phoneSignupsDisabled, web3Grant } from "./disabled"
import { requireUser } from "./guards"
import { transactionWithMail, type PendingMail } from "./outbox"
import {
  actionLink,
  assertSendFrequency,
  createFlowState,
  generateOtp,
  isTokenFresh,
  resolveRedirect,
  storedToken,
  storedTokenMatches,
  tokenHash,
} from "./otp"
import { assertStrongPassword, hashPassword, verifyPassword, weakPasswordMessage, weakPasswordReasons } from "./passwords"
import { rateLimit } from "./rate-limit"
import { clientInfo } from "./request"
import { logout, refreshGrant, signIn, type LogoutScope, type SessionRow } from "./sessions"
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isBanned,
  listFactors,
  loadUserJson,
  mergeMetadata,
  updateUser,
  upsertEmailIdentity,
  type UserRow,
} from "./users"
import { normalizeEmail, passwordGrantBody, pkceGrantBody, readBody, refreshGrantBody, signupBody, updateUserBody } from "./validation"

/** GoTrue's message when credentials are incomplete (the same text auth-js uses client-side). */
const MISSING_CREDENTIALS_MESSAGE = "You must provide either an email or phone number and a password"

/** Seconds a PKCE auth code may wait before it is exchanged. */
const FLOW_STATE_EXPIRY_SECONDS = 300
/** Age after which, with secure password change on, a password update needs a nonce. */
const REAUTHENTICATION_AGE_SECONDS = 24 * 3600

/** PUT /user with a new phone number. */
const phoneDisabled = () => unprocessable("phone_provider_disabled", "Phone signups are disabled")

/**
 * What GoTrue answers a sign-up for an address that is already confirmed when confirmations are on:
 * a believable user that exists nowhere, so the caller cannot tell which emails are registered.
 */
function obfuscatedUser(email: string, data: Record<string, unknown> | null | undefined) {
  const now = new Date().toISOString()
  return {
    id: crypto.randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data ?? {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

/** Queues a signup confirmation (or invite) mail and stores its token on the user. */
export async function queueConfirmation(
  actx: AuthContext,
  tx: Queryable,
  outbox: PendingMail[],
  user: UserRow,
  opts: { kind: "confirmation" | "invite"; redirectTo: string; codeChallenge?: string | null; codeChallengeMethod?: string | null },
): Promise<UserRow> {
  const email = user.email!
  const otp = generateOtp(actx.settings.otpLength)
  const pkce = !!opts.codeChallenge
  const stored = storedToken(tokenHash(email, otp), pkce)
  const now = new Date()
  const updated = await updateUser(tx, user.id, {
    confirmation_token: stored,
    confirmation_sent_at: now,
    ...(opts.kind === "invite" ? { invited_at: now } : {}),
  })
  if (pkce)
    await createFlowState(tx, user.id, opts.codeChallenge!, opts.codeChallengeMethod, opts.kind === "invite" ? "invite" : "email/signup")
  const type = opts.kind === "invite" ? "invite" : "signup"
  outbox.push({ kind: opts.kind, to: email, code: otp, link: actionLink(actx, stored, type, opts.redirectTo) })
  return updated
}

export function accountRoutes(actx: AuthContext): Hono {
  const app = new Hono()
  const { settings } = actx

  app.post("/signup", async (c) => {
    rateLimit(c, actx, "signIn")
    const body = await readBody(c, signupBody)
    const client = clientInfo(c, actx.config)
    if (!body.email && !body.phone) {
      if (body.password) throw validationFailed(MISSING_CREDENTIALS_MESSAGE)
      if (!settings.anonymousSignIns) throw unprocessable("anonymous_provider_disabled", "Anonymous sign-ins are disabled")
      const session = await actx.db.transaction(async (tx) => {
        const user = await insertUser(tx, { isAnonymous: true, userMetadata: body.data ?? {} }).catch((e) => {
          throw userWriteError(e)
        })
        return signIn(actx, tx, user, "anonymous", client)
      })
      return c.json(session)
    }
    if (body.email && body.phone) throw validationFailed("Only an email address or phone number should be provided on signup.")
    if (body.phone) throw phoneSignupsDisabled()
    if (settings.disableSignup) throw unprocessable("signup_disabled", "Signups not allowed for this instance")
    if (!body.password) throw validationFailed(MISSING_CREDENTIALS_MESSAGE)
    const email = normalizeEmail(body.email!)
    assertStrongPassword(body.password, settings)
    const passwordHash = await hashPassword(body.password)
    const redirectTo = resolveRedirect(actx, c.req.query("redirect_to"))

    const result = await transactionWithMail(actx, async (tx, outbox) => {
      const existing = await findUserByEmail(tx, email)
      if (existing && (settings.autoconfirm || existing.email_confirmed_at)) {
        if (settings.autoconfirm) throw unprocessable("user_already_exists", "User already registered")
        return obfuscatedUser(email, body.data)
      }
      let user: UserRow
      if (existing) {
        // Registered but unconfirmed: send the confirmation again. The password is left alone so a
        // stranger cannot set it for an address they do not own before its owner confirms.
        assertSendFrequency(actx, existing.confirmation_sent_at)
        user = existing
      } else {
        user = await insertUser(tx, {
          email,
          encryptedPassword: passwordHash,
          userMetadata: body.data ?? {},
          emailConfirmedAt: settings.autoconfirm ? new Date() : null,
        }).catch((e) => {
          throw userWriteError(e)
        })
      }
      const provider = { provider: "email" }
      if (settings.autoconfirm) {
        await recordAuthEvent(tx, user, "user_signedup", { traits: provider, ip: client.ip })
        await recordAuthEvent(tx, user, "login", { traits: provider, ip: client.ip })
        return signIn(actx, tx, user, "password", client)
      }
      user = await queueConfirmation(actx, tx, outbox, user, {
        kind: "confirmation",
        redirectTo,
        codeChallenge: body.code_challenge,
        codeChallengeMethod: body.code_challenge_method,
      })
      await recordAuthEvent(tx, user, "user_confirmation_requested", { traits: provider, ip: client.ip })
      return loadUserJson(tx, user)
    })
    return c.json(result)
  })

  app.post("/token", async (c) => {
    const grantType = c.req.query("grant_type")
    if (grantType === "password") return c.json(await passwordGrant(c))
    if (grantType === "refresh_token") {
      const body = await readBody(c, refreshGrantBody)
      if (!body.refresh_token) throw new OAuthError("invalid_request", "refresh_token required")
      const result = await actx.db.transaction((tx) => refreshGrant(actx, tx, body.refresh_token!))
      if (result instanceof AuthError) throw result
      return c.json(result)
    }
    if (grantType === "pkce") return c.json(await pkceGrant(c))
    if (grantType === "id_token") return idTokenGrant(c, actx)
    if (grantType === "web3") return web3Grant()
    throw new OAuthError("unsupported_grant_type", `unsupported grant_type: ${grantType ?? ""}`)
  })

  async function passwordGrant(c: Parameters<typeof rateLimit>[0]) {
    rateLimit(c, actx, "signIn")
    const body = await readBody(c, passwordGrantBody)
    if (body.email && body.phone) throw validationFailed("Only an email address or phone number should be provided on login.")
    if (!body.email && body.phone) throw phoneLoginsDisabled()
    if (!body.email || !body.password) throw validationFailed(MISSING_CREDENTIALS_MESSAGE)
    const user = await findUserByEmail(actx.db, body.email.trim().toLowerCase())
    const ok = await verifyPassword(body.password, user?.encrypted_password)
    if (!user || !ok) throw invalidCredentials()
    if (isBanned(user)) throw userBanned(400)
    if (!user.email_confirmed_at) throw badRequest("email_not_confirmed", "Email not confirmed")
    const client = clientInfo(c, actx.config)
    const session = await actx.db.transaction(async (tx) => {
      await recordAuthEvent(tx, user, "login", { traits: { provider: "email" }, ip: client.ip })
      return signIn(actx, tx, user, "password", client)
    })
    const reasons = weakPasswordReasons(body.password, settings)
    if (reasons.length) session.weak_password = { reasons, message: weakPasswordMessage(settings) }
    return session
  }

  async function pkceGrant(c: Parameters<typeof rateLimit>[0]) {
    const body = await readBody(c, pkceGrantBody)
    if (!body.auth_code || !body.code_verifier) {
      throw validationFailed("invalid request: both auth code and code verifier should be non-empty")
    }
    return actx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        id: string
        user_id: string | null
        code_challenge: string
        code_challenge_method: "s256" | "plain"
        auth_code_issued_at: Date | null
        authentication_method: string
      }>("select * from auth.flow_state where auth_code = $1 for update", [body.auth_code])
      const flow = rows[0]
      if (!flow || !flow.user_id || !flow.auth_code_issued_at) {
        throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found")
      }
      if (Date.now() - new Date(flow.auth_code_issued_at).getTime() > FLOW_STATE_EXPIRY_SECONDS * 1000) {
        await tx.query("delete from auth.flow_state where id = $1", [flow.id])
        throw badRequest("flow_state_expired", "invalid flow state, flow state has expired")
      }
      const computed =
        flow.code_challenge_method === "plain"
          ? body.code_verifier!
          : crypto.createHash("sha256").update(body.code_verifier!).digest("base64url")
      if (computed !== flow.code_challenge) {
        throw forbidden("bad_code_verifier", "code challenge does not match previously saved code verifier")
      }
      await tx.query("delete from auth.flow_state where id = $1", [flow.id])
      const user = await findUserById(tx, flow.user_id)
      if (!user || user.deleted_at) throw notFound("user_not_found", "User not found")
      if (isBanned(user)) throw userBanned(400)
      return signIn(actx, tx, user, "otp", clientInfo(c, actx.config))
    })
  }

  app.post("/logout", async (c) => {
    const raw = c.req.query("scope") || "global"
    if (raw !== "global" && raw !== "local" && raw !== "others") throw validationFailed(`Unsupported logout scope "${raw}"`)
    const { user, session } = await requireUser(c, actx)
    await actx.db.transaction(async (tx) => {
      await recordAuthEvent(tx, user, "logout", { ip: clientInfo(c, actx.config).ip })
      await logout(tx, user.id, session?.id, raw as LogoutScope)
    })
    return c.body(null, 204)
  })

  app.get("/user", async (c) => {
    const { user } = await requireUser(c, actx)
    return c.json(await loadUserJson(actx.db, user))
  })

  app.put("/user", async (c) => {
    const body = await readBody(c, updateUserBody)
    if (body.app_metadata) throw forbidden("not_admin", "Updating app_metadata requires admin privileges")
    const { user: caller, session } = await requireUser(c, actx)
    if (body.phone && body.phone !== caller.phone) throw phoneDisabled()
    const newEmail = body.email ? normalizeEmail(body.email) : undefined
    const changesEmail = newEmail !== undefined && newEmail !== caller.email
    if (body.password !== undefined && body.password !== null) assertStrongPassword(body.password, settings)
    if ((changesEmail || body.password) && session?.aal !== "aal2") {
      const factors = await listFactors(actx.db, caller.id)
      if (factors.some((f) => f.status === "verified")) {
        throw unauthorized("insufficient_aal", "AAL2 session is required to update email or password when MFA is enabled.")
      }
    }
    let passwordHash: string | undefined
    if (body.password) {
      if (caller.encrypted_password && (await verifyPassword(body.password, caller.encrypted_password))) {
        throw unprocessable("same_password", "New password should be different from the old password.")
      }
      checkNonce(caller, session, body.nonce)
      passwordHash = await hashPassword(body.password)
    }
    const redirectTo = resolveRedirect(actx, c.req.query("redirect_to"))

    const updated = await transactionWithMail(actx, async (tx, outbox) => {
      let user = (await findUserById(tx, caller.id, { forUpdate: true }))!
      if (body.data) user = await updateUser(tx, user.id, { raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, body.data) })
      if (passwordHash) {
        user = await updateUser(tx, user.id, {
          encrypted_password: passwordHash,
          reauthentication_token: "",
          reauthentication_sent_at: null,
        })
        // As GoTrue's UpdatePassword: every other session of the user ends.
        if (session) await tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [user.id, session.id])
        await recordAuthEvent(tx, user, "user_updated_password", { ip: clientInfo(c, actx.config).ip })
      }
      if (changesEmail) user = await changeEmail(tx, outbox, user, newEmail!, redirectTo, body.code_challenge, body.code_challenge_method)
      await recordAuthEvent(tx, user, "user_modified", { ip: clientInfo(c, actx.config).ip })
      return loadUserJson(tx, user)
    })
    return c.json(updated)
  })

  /** With secure password change on, a stale session needs the nonce from /reauthenticate. */
  function checkNonce(user: UserRow, session: SessionRow | undefined, nonce: string | null | undefined) {
    if (nonce) {
      const valid =
        !!user.email &&
        storedTokenMatches(user.reauthentication_token, tokenHash(user.email, nonce)) &&
        isTokenFresh(actx, user.reauthentication_sent_at)
      if (!valid) throw unprocessable("reauthentication_not_valid", "Requested nonce is invalid")
      return
    }
    if (!settings.securePasswordChange) return
    // As GoTrue: the session must have signed in recently (a recovery or magic link counts); no session, no change.
    const stale = !session || Date.now() - new Date(session.created_at).getTime() > REAUTHENTICATION_AGE_SECONDS * 1000
    if (stale) throw badRequest("reauthentication_needed", "Password update requires reauthentication")
  }

  async function changeEmail(
    tx: Queryable,
    outbox: PendingMail[],
    user: UserRow,
    newEmail: string,
    redirectTo: string,
    codeChallenge: string | null | undefined,
    codeChallengeMethod: string | null | undefined,
  ): Promise<UserRow> {
    const taken = await findUserByEmail(tx, newEmail)
    if (taken && taken.id !== user.id) {
      throw unprocessable("email_exists", "A user with this email address has already been registered")
    }
    if (settings.autoconfirm) {
      const changed = await updateUser(tx, user.id, { email: newEmail, email_confirmed_at: user.email_confirmed_at ?? new Date() }).catch(
        (e) => {
          throw userWriteError(e)
        },
      )
      await upsertEmailIdentity(tx, changed)
      return changed
    }
    assertSendFrequency(actx, user.email_change_sent_at)
    return queueEmailChange(actx, tx, outbox, user, newEmail, redirectTo, codeChallenge, codeChallengeMethod)
  }

  return app
}

/**
 * Stores fresh email-change tokens (the new address's and, with double confirmation, the current
 * one's) and queues a mail to each address.
 */
export async function queueEmailChange(
  actx: AuthContext,
  tx: Queryable,
  outbox: PendingMail[],
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  codeChallenge?: string | null,
  codeChallengeMethod?: string | null,
): Promise<UserRow> {
  const { settings } = actx
  const pkce = !!codeChallenge
  const otpNew = generateOtp(settings.otpLength)
  const tokenNew = storedToken(tokenHash(newEmail, otpNew), pkce)
  let tokenCurrent = ""
  if (settings.doubleConfirmChanges && user.email) {
    const otpCurrent = generateOtp(settings.otpLength)
    tokenCurrent = storedToken(tokenHash(user.email, otpCurrent), pkce)
    outbox.push({
      kind: "email_change_current",
      to: user.email,
      code: otpCurrent,
      newEmail,
      link: actionLink(actx, tokenCurrent, "email_change", redirectTo),
    })
  }
  outbox.push({
    kind: "email_change_new",
    to: newEmail,
    code: otpNew,
    newEmail,
    link: actionLink(actx, tokenNew, "email_change", redirectTo),
  })
  if (pkce) await createFlowState(tx, user.id, codeChallenge!, codeChallengeMethod, "email_change")
  return updateUser(tx, user.id, {
    email_change: newEmail,
    email_change_token_new: tokenNew,
    email_change_token_current: tokenCurrent,
    email_change_confirm_status: 0,
    email_change_sent_at: new Date(),
  })
}
