import { Hono } from "hono"
import type { Queryable } from "../db"
import { queueConfirmation, queueEmailChange } from "./account"
import { recordAuthEvent } from "./audit"
import type { AuthContext } from "./context"
import { AuthError, otpExpired, unprocessable, userBanned, userWriteError, validationFailed } from "./errors"
import { phoneResendDisabled, unsupportedPhoneProvider, validatePhone } from "./disabled"
import { requireUser } from "./guards"
import { transactionWithMail, type PendingMail } from "./outbox"
import {
  actionLink,
  assertSendFrequency,
  createFlowState,
  generateOtp,
  isPkceToken,
  isTokenFresh,
  PKCE_PREFIX,
  resolveRedirect,
  storedToken,
  storedTokenMatches,
  tokenHash,
  type FlowAuthMethod,
} from "./otp"
import { rateLimit } from "./rate-limit"
import { clientInfo } from "./request"
import { signIn, type SessionJson } from "./sessions"
import { findUserByEmail, findUserByPhone, insertUser, isBanned, updateUser, upsertEmailIdentity, type UserRow } from "./users"
import { VERIFY_TYPES, normalizeEmail, otpBody, readBody, recoverBody, resendBody, verifyBody, type VerifyType } from "./validation"

/** GoTrue's message when a one-time-code request names no address. */
const MISSING_OTP_ADDRESS_MESSAGE = "You must provide either an email or phone number."
const MISSING_RESEND_ADDRESS_MESSAGE = "You must provide either an email or phone number and a type"
const EMAIL_CHANGE_PENDING_MESSAGE = "Confirmation link accepted. Please proceed to confirm link sent to the other email"

type TokenColumn = "confirmation_token" | "recovery_token" | "email_change_token_current" | "email_change_token_new"

/** Which stored token each verification type checks, in order (an email change checks both addresses' tokens). */
const TOKEN_COLUMNS: Record<Exclude<VerifyType, "sms" | "phone_change">, TokenColumn[]> = {
  signup: ["confirmation_token"],
  invite: ["confirmation_token"],
  magiclink: ["recovery_token"],
  recovery: ["recovery_token"],
  email: ["confirmation_token", "recovery_token"],
  email_change: ["email_change_token_current", "email_change_token_new"],
}

const SENT_AT: Record<TokenColumn, keyof UserRow> = {
  confirmation_token: "confirmation_sent_at",
  recovery_token: "recovery_sent_at",
  email_change_token_current: "email_change_sent_at",
  email_change_token_new: "email_change_sent_at",
}

const FLOW_METHOD: Record<string, FlowAuthMethod> = {
  signup: "email/signup",
  invite: "invite",
  magiclink: "magiclink",
  recovery: "recovery",
  email_change: "email_change",
}

type VerifyOutcome = { kind: "verified"; user: UserRow; pkce: boolean; flowMethod: FlowAuthMethod } | { kind: "email_change_pending" }

interface VerifyInput {
  type: keyof typeof TOKEN_COLUMNS
  tokenHash?: string
  token?: string
  email?: string
  /** The client's address, for the audit log. */
  ip?: string
}

async function findByStoredToken(tx: Queryable, column: TokenColumn, hash: string): Promise<UserRow | undefined> {
  // Column names come from TOKEN_COLUMNS, never from the request.
  const { rows } = await tx.query<UserRow>(
    `select * from auth.users where (${column} = $1 or ${column} = $2) and deleted_at is null limit 1 for update`,
    [hash, hash.startsWith(PKCE_PREFIX) ? hash.slice(PKCE_PREFIX.length) : PKCE_PREFIX + hash],
  )
  return rows[0]
}

/** Checks a one-time code or link token and applies its effect; 403 otp_expired when it does not match or is stale. */
async function verifyToken(actx: AuthContext, tx: Queryable, input: VerifyInput): Promise<VerifyOutcome> {
  const columns = TOKEN_COLUMNS[input.type]
  let user: UserRow | undefined
  let matched: TokenColumn | undefined
  if (input.tokenHash) {
    for (const column of columns) {
      user = await findByStoredToken(tx, column, input.tokenHash)
      if (user && storedTokenMatches(user[column], input.tokenHash)) {
        matched = column
        break
      }
    }
  } else if (input.token && input.email) {
    const email = normalizeEmail(input.email)
    const { rows } = await tx.query<UserRow>(
      input.type === "email_change"
        ? "select * from auth.users where (lower(email) = $1 or lower(email_change) = $1) and deleted_at is null for update"
        : "select * from auth.users where lower(email) = $1 and deleted_at is null for update",
      [email],
    )
    const hash = tokenHash(email, input.token.trim())
    outer: for (const candidate of rows) {
      for (const column of columns) {
        if (storedTokenMatches(candidate[column], hash)) {
          user = candidate
          matched = column
          break outer
        }
      }
    }
  }
  if (!user || !matched || !isTokenFresh(actx, user[SENT_AT[matched]] as Date | null)) throw otpExpired()
  if (isBanned(user)) throw userBanned(403)
  const pkce = isPkceToken(user[matched])
  const now = new Date()
  const flowMethod = FLOW_METHOD[input.type === "email" ? (matched === "confirmation_token" ? "signup" : "magiclink") : input.type]

  if (matched === "confirmation_token" || matched === "recovery_token") {
    // As GoTrue: a first confirmation is a sign-up; a magic link or recovery for a confirmed user a login.
    const action = matched === "recovery_token" && user.email_confirmed_at ? "login" : "user_signedup"
    user = await updateUser(tx, user.id, { [matched]: "", email_confirmed_at: user.email_confirmed_at ?? now })
    await upsertEmailIdentity(tx, user)
    await recordAuthEvent(tx, user, action, { ip: input.ip })
    return { kind: "verified", user, pkce, flowMethod }
  }

  // email_change: with double confirmation the first of the two links only records its use.
  const other: TokenColumn = matched === "email_change_token_new" ? "email_change_token_current" : "email_change_token_new"
  if (actx.settings.doubleConfirmChanges && user[other] && (user.email_change_confirm_status ?? 0) === 0) {
    await updateUser(tx, user.id, { [matched]: "", email_change_confirm_status: 1 })
    return { kind: "email_change_pending" }
  }
  const newEmail = user.email_change
  if (!newEmail) throw otpExpired()
  const taken = await findUserByEmail(tx, newEmail)
  if (taken && taken.id !== user.id) throw unprocessable("email_exists", "A user with this email address has already been registered")
  user = await updateUser(tx, user.id, {
    email: newEmail,
    email_change: "",
    email_change_token_new: "",
    email_change_token_current: "",
    email_change_confirm_status: 0,
    email_confirmed_at: user.email_confirmed_at ?? now,
  }).catch((e) => {
    throw userWriteError(e)
  })
  await upsertEmailIdentity(tx, user)
  await recordAuthEvent(tx, user, "user_modified", { ip: input.ip })
  return { kind: "verified", user, pkce, flowMethod }
}

/** Builds `base` with `params` in its fragment (implicit flow) or query (PKCE). */
function withParams(base: string, params: Record<string, string>, where: "hash" | "query"): string {
  const url = new URL(base)
  const encoded = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString()
  if (where === "hash") {
    url.hash = encoded
  } else {
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
    url.hash = ""
  }
  return url.toString()
}

export function emailFlowRoutes(actx: AuthContext): Hono {
  const app = new Hono()
  const { settings } = actx

  app.post("/recover", async (c) => {
    rateLimit(c, actx, "recover")
    const body = await readBody(c, recoverBody)
    if (!body.email) throw unprocessable("validation_failed", "Password recovery requires an email")
    const email = normalizeEmail(body.email)
    const redirectTo = resolveRedirect(actx, c.req.query("redirect_to"))
    await transactionWithMail(actx, async (tx, outbox) => {
      const user = await findUserByEmail(tx, email)
      if (!user) return // the same answer for unknown addresses
      assertSendFrequency(actx, user.recovery_sent_at)
      await queueRecovery(actx, tx, outbox, user, "recovery", redirectTo, body.code_challenge, body.code_challenge_method)
      await recordAuthEvent(tx, user, "user_recovery_requested", { ip: clientInfo(c, actx.config).ip })
    })
    return c.json({})
  })

  app.post("/otp", async (c) => {
    rateLimit(c, actx, "otp")
    const body = await readBody(c, otpBody)
    if (!body.email && !body.phone) throw validationFailed(MISSING_OTP_ADDRESS_MESSAGE)
    if (!body.email) {
      // GoTrue's shouldCreateUser judges the number and looks it up before SmsOtp refuses the provider.
      if (body.create_user === false && !(await findUserByPhone(actx.db, validatePhone(body.phone!)))) {
        throw unprocessable("otp_disabled", "Signups not allowed for otp")
      }
      throw unsupportedPhoneProvider()
    }
    const email = normalizeEmail(body.email)
    const redirectTo = resolveRedirect(actx, c.req.query("redirect_to"))
    await transactionWithMail(actx, async (tx, outbox) => {
      let user = await findUserByEmail(tx, email)
      if (!user) {
        if (body.create_user === false) throw unprocessable("otp_disabled", "Signups not allowed for otp")
        if (settings.disableSignup) throw unprocessable("signup_disabled", "Signups not allowed for this instance")
        user = await insertUser(tx, { email, userMetadata: body.data ?? {} }).catch((e) => {
          throw userWriteError(e)
        })
      }
      if (!user.email_confirmed_at) {
        assertSendFrequency(actx, user.confirmation_sent_at)
        await queueConfirmation(actx, tx, outbox, user, {
          kind: "confirmation",
          redirectTo,
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
        })
        return
      }
      assertSendFrequency(actx, user.recovery_sent_at)
      await queueRecovery(actx, tx, outbox, user, "magiclink", redirectTo, body.code_challenge, body.code_challenge_method)
    })
    return c.json({})
  })

  app.post("/verify", async (c) => {
    rateLimit(c, actx, "verify")
    const body = await readBody(c, verifyBody)
    const type = parseVerifyType(body.type)
    if (body.email && body.phone) throw validationFailed("Only an email address or phone number should be provided on verify.")
    if (!body.token_hash && !body.token) throw validationFailed("Verify requires either a token or a token hash")
    if (type === "sms" || type === "phone_change") {
      // No text ever went out, so no code can match: GoTrue finds no user for the number.
      if (!body.token_hash && body.phone) validatePhone(body.phone)
      if (body.token_hash) throw validationFailed("Invalid email verification type")
      throw otpExpired()
    }
    if (!body.token_hash && !body.email) throw validationFailed("Verify requires an email or phone with a token")
    const client = clientInfo(c, actx.config)
    const result = await actx.db.transaction(async (tx) => {
      const outcome = await verifyToken(actx, tx, {
        type,
        tokenHash: body.token_hash ?? undefined,
        token: body.token ?? undefined,
        email: body.email ?? undefined,
        ip: client.ip,
      })
      if (outcome.kind === "email_change_pending") return { msg: EMAIL_CHANGE_PENDING_MESSAGE, code: "200" }
      return signIn(actx, tx, outcome.user, "otp", client)
    })
    return c.json(result)
  })

  app.get("/verify", async (c) => {
    const redirectTo = resolveRedirect(actx, c.req.query("redirect_to"))
    const rawType = c.req.query("type") ?? ""
    try {
      rateLimit(c, actx, "verify")
      const type = parseVerifyType(rawType)
      const token = c.req.query("token")
      if (!token) throw validationFailed("Verify requires a token")
      // A link carries a token hash, which GoTrue looks up among the email tokens only.
      if (type === "sms" || type === "phone_change") throw validationFailed("Invalid email verification type")
      const client = clientInfo(c, actx.config)
      const target = await actx.db.transaction(async (tx) => {
        const outcome = await verifyToken(actx, tx, { type, tokenHash: token, ip: client.ip })
        if (outcome.kind === "email_change_pending") return withParams(redirectTo, { message: EMAIL_CHANGE_PENDING_MESSAGE }, "hash")
        if (outcome.pkce) {
          const code = await issueAuthCode(tx, outcome.user.id, outcome.flowMethod)
          if (code) return withParams(redirectTo, { code }, "query")
        }
        const session: SessionJson = await signIn(actx, tx, outcome.user, "otp", client)
        return withParams(
          redirectTo,
          {
            access_token: session.access_token,
            expires_at: String(session.expires_at),
            expires_in: String(session.expires_in),
            refresh_token: session.refresh_token,
            token_type: "bearer",
            type: rawType,
            sb: "",
          },
          "hash",
        )
      })
      return c.redirect(target, 303)
    } catch (error) {
      if (!(error instanceof AuthError)) throw error
      const description = error.code === "otp_expired" ? "Email link is invalid or has expired" : error.message
      const params = {
        error: error.status === 429 ? "rate_limit" : "access_denied",
        error_code: error.code,
        error_description: description,
      }
      return c.redirect(withParams(redirectTo, params, "hash"), 303)
    }
  })

  app.post("/resend", async (c) => {
    rateLimit(c, actx, "otp")
    const body = await readBody(c, resendBody)
    const types = ["signup", "email_change", "sms", "phone_change"]
    if (!body.type || !types.includes(body.type)) throw validationFailed(`Missing one of these types: ${types.join(", ")}`)
    if (!body.email && !body.phone) throw validationFailed(MISSING_RESEND_ADDRESS_MESSAGE)
    if (!body.email || body.type === "sms" || body.type === "phone_change") throw phoneResendDisabled()
    const email = normalizeEmail(body.email)
    const redirectTo = resolveRedirect(actx, c.req.query("redirect_to"))
    await transactionWithMail(actx, async (tx, outbox) => {
      if (body.type === "signup") {
        const user = await findUserByEmail(tx, email)
        if (!user || user.email_confirmed_at) return
        assertSendFrequency(actx, user.confirmation_sent_at)
        await queueConfirmation(actx, tx, outbox, user, {
          kind: "confirmation",
          redirectTo,
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
        })
        return
      }
      const { rows } = await tx.query<UserRow>(
        "select * from auth.users where (lower(email_change) = $1 or lower(email) = $1) and email_change <> '' and deleted_at is null limit 1 for update",
        [email],
      )
      const user = rows[0]
      if (!user) return
      assertSendFrequency(actx, user.email_change_sent_at)
      await queueEmailChange(actx, tx, outbox, user, user.email_change!, redirectTo, body.code_challenge, body.code_challenge_method)
    })
    return c.json({})
  })

  app.get("/reauthenticate", async (c) => {
    rateLimit(c, actx, "otp")
    const { user: caller } = await requireUser(c, actx)
    if (!caller.email) throw unprocessable("validation_failed", "Reauthentication requires the user to have an email address")
    await transactionWithMail(actx, async (tx, outbox) => {
      const user = (await tx.query<UserRow>("select * from auth.users where id = $1 for update", [caller.id])).rows[0]
      assertSendFrequency(actx, user.reauthentication_sent_at)
      const otp = generateOtp(settings.otpLength)
      await updateUser(tx, user.id, { reauthentication_token: tokenHash(user.email!, otp), reauthentication_sent_at: new Date() })
      outbox.push({ kind: "reauthentication", to: user.email!, code: otp })
    })
    return c.json({})
  })

  return app
}

function parseVerifyType(raw: string | null | undefined): VerifyType {
  if (!raw || !(VERIFY_TYPES as readonly string[]).includes(raw)) {
    throw validationFailed(`Verify requires a verification type: one of ${VERIFY_TYPES.join(", ")}`)
  }
  return raw as VerifyType
}

/** Stores a recovery or magic-link token and queues its mail. */
export async function queueRecovery(
  actx: AuthContext,
  tx: Queryable,
  outbox: PendingMail[],
  user: UserRow,
  kind: "recovery" | "magiclink",
  redirectTo: string,
  codeChallenge?: string | null,
  codeChallengeMethod?: string | null,
): Promise<UserRow> {
  const email = user.email!
  const otp = generateOtp(actx.settings.otpLength)
  const pkce = !!codeChallenge
  const stored = storedToken(tokenHash(email, otp), pkce)
  const updated = await updateUser(tx, user.id, { recovery_token: stored, recovery_sent_at: new Date() })
  if (pkce) await createFlowState(tx, user.id, codeChallenge!, codeChallengeMethod, kind)
  outbox.push({ kind, to: email, code: otp, link: actionLink(actx, stored, kind, redirectTo) })
  return updated
}

/** Marks the user's latest PKCE flow of this kind as verified and returns its auth code. */
async function issueAuthCode(tx: Queryable, userId: string, method: FlowAuthMethod): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string; auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = $3, updated_at = $3
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1)
     returning id, auth_code`,
    [userId, method, new Date()],
  )
  return rows[0]?.auth_code
}
