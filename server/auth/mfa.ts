import crypto from "node:crypto"
import { Hono } from "hono"
import { generateSecret, verify as verifyTotp } from "otplib"
import QRCode from "qrcode"
import type { Queryable } from "../db"
import type { AuthContext } from "./context"
import { AuthError, badRequest, forbidden, notFound, unprocessable, validationFailed } from "./errors"
import { recordAuthEvent } from "./audit"
import { requireUser, type AuthenticatedCaller } from "./guards"
import { rateLimit } from "./rate-limit"
import { clientIp } from "../middleware/client-ip"
import { addAmrClaim, rotateSessionToken, sessionResponse } from "./sessions"
import { listFactors, type FactorRow } from "./users"
import { webauthnEnrollDisabled, webauthnVerifyDisabled } from "./disabled"
import { challengeWebAuthnFactor, checkWebAuthnFactor, factorCeremony, webauthnVerifyParams } from "./mfa-webauthn"
import { challengeBody, enrollBody, isUuid, mfaVerifyBody, readBody } from "./validation"

/** TOTP as authenticator apps expect it: SHA1, 6 digits, 30 s steps. */
const TOTP_PERIOD_SECONDS = 30
const TOTP_DIGITS = 6
/** Unverified factors older than this are removed when the user enrolls again. */
const UNVERIFIED_FACTOR_TTL_SECONDS = 300
/** Stored when the client's address is unknown (in-process requests). */
const UNKNOWN_IP = "0.0.0.0"

/** The otpauth:// URI in GoTrue's parameter order. */
export function totpUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  const query = `algorithm=SHA1&digits=${TOTP_DIGITS}&issuer=${encodeURIComponent(issuer)}&period=${TOTP_PERIOD_SECONDS}&secret=${secret}`
  return `otpauth://totp/${label}?${query}`
}

/**
 * The QR code as raw SVG, as GoTrue returns it (auth-js prefixes `data:image/svg+xml;utf-8,`).
 * Named colours instead of `#rrggbb`, since a `#` would end that unencoded data URI.
 */
export async function totpQrSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 4 })
  return `<?xml version="1.0" encoding="UTF-8"?>${svg
    .trim()
    .replace(/#ffffff/gi, "white")
    .replace(/#000000/gi, "black")}`
}

async function findFactor(q: Queryable, userId: string, factorId: string): Promise<FactorRow | undefined> {
  if (!isUuid(factorId)) return undefined
  const { rows } = await q.query<FactorRow>("select * from auth.mfa_factors where id = $1 and user_id = $2", [factorId, userId])
  return rows[0]
}

const factorNotFound = () => notFound("mfa_factor_not_found", "Factor not found")

function assertMfaCaller(caller: AuthenticatedCaller) {
  if (caller.user.is_anonymous) throw forbidden("anonymous_provider_disabled", "Anonymous users cannot use MFA")
  if (!caller.session) throw forbidden("session_not_found", "MFA requires a session")
}

export function mfaRoutes(actx: AuthContext): Hono {
  const app = new Hono()
  const { settings } = actx

  app.post("/factors", async (c) => {
    const body = await readBody(c, enrollBody)
    const caller = await requireUser(c, actx)
    assertMfaCaller(caller)
    const factorType = body.factor_type
    if (factorType === "phone") throw unprocessable("mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone")
    if (factorType === "webauthn" && !settings.mfaWebAuthn) throw webauthnEnrollDisabled()
    if (factorType !== "totp" && factorType !== "webauthn") throw validationFailed("factor_type needs to be totp, phone or webauthn")
    const friendlyName = body.friendly_name?.trim() || ""
    const issuer = body.issuer?.trim() || new URL(actx.config.siteUrl).host
    const { user, session } = caller

    const result = await actx.db.transaction(async (tx) => {
      await tx.query("delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < $2", [
        user.id,
        new Date(Date.now() - UNVERIFIED_FACTOR_TTL_SECONDS * 1000),
      ])
      const factors = await listFactors(tx, user.id)
      if (factors.length >= settings.mfaMaxEnrolledFactors) {
        throw unprocessable("too_many_enrolled_mfa_factors", "Maximum number of verified factors reached, unenroll to continue")
      }
      if (factors.some((f) => f.status === "verified") && session!.aal !== "aal2") {
        throw forbidden("insufficient_aal", "AAL2 required to enroll a new factor")
      }
      if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
        throw unprocessable("mfa_factor_name_conflict", `A factor with the friendly name "${friendlyName}" for this user already exists`)
      }
      const id = crypto.randomUUID()
      const now = new Date()
      if (factorType === "webauthn") {
        // The credential comes with the verification of this factor's first ("create") challenge.
        await tx.query(
          `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
           values ($1, $2, $3, 'webauthn', 'unverified', $4, $4)`,
          [id, user.id, friendlyName, now],
        )
        return { id, type: "webauthn", friendly_name: friendlyName }
      }
      const secret = generateSecret()
      const uri = totpUri(issuer, user.email || user.phone || user.id, secret)
      await tx.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, $3, 'totp', 'unverified', $4, $4, $5)`,
        [id, user.id, friendlyName, now, secret],
      )
      return { id, type: "totp", friendly_name: friendlyName, totp: { qr_code: await totpQrSvg(uri), secret, uri } }
    })
    return c.json(result)
  })

  app.post("/factors/:id/challenge", async (c) => {
    await readBody(c, challengeBody)
    const caller = await requireUser(c, actx)
    assertMfaCaller(caller)
    const factor = await findFactor(actx.db, caller.user.id, c.req.param("id"))
    if (!factor) throw factorNotFound()
    const ip = clientIp(c, actx.config.trustedProxies) ?? UNKNOWN_IP
    if (factor.factor_type === "webauthn") {
      if (!settings.mfaWebAuthn) throw webauthnVerifyDisabled()
      return c.json(await challengeWebAuthnFactor(actx, caller.user, factor, ip))
    }
    if (factor.factor_type !== "totp") throw unprocessable("mfa_factor_not_found", "Only TOTP and WebAuthn factors are supported")
    const id = crypto.randomUUID()
    const now = new Date()
    await actx.db.transaction(async (tx) => {
      await tx.query("insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, $3, $4)", [
        id,
        factor.id,
        now,
        ip,
      ])
      await tx.query("update auth.mfa_factors set last_challenged_at = $2, updated_at = $2 where id = $1", [factor.id, now])
    })
    return c.json({ id, type: "totp", expires_at: Math.floor(now.getTime() / 1000) + settings.mfaChallengeExpirySeconds })
  })

  app.post("/factors/:id/verify", async (c) => {
    rateLimit(c, actx, "verify")
    const body = await readBody(c, mfaVerifyBody)
    const caller = await requireUser(c, actx)
    assertMfaCaller(caller)
    const { user } = caller
    const session = caller.session!
    const factor = await findFactor(actx.db, user.id, c.req.param("id"))
    const isWebAuthn = factor?.factor_type === "webauthn"
    if (!body.challenge_id || (!isWebAuthn && !body.code)) throw badRequest("validation_failed", "challenge_id and code are required")
    if (!factor) throw factorNotFound()
    if (isWebAuthn && !settings.mfaWebAuthn) throw webauthnVerifyDisabled()
    const webauthn = isWebAuthn ? webauthnVerifyParams(body.webauthn) : undefined

    // The transaction returns a failure instead of throwing it when its changes (a spent
    // challenge) must be kept.
    const result = await actx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        id: string
        created_at: Date
        verified_at: Date | null
        ip_address: string
        web_authn_session_data: unknown
      }>("select * from auth.mfa_challenges where id = $1 and factor_id = $2 for update", [
        isUuid(body.challenge_id) ? body.challenge_id : "00000000-0000-0000-0000-000000000000",
        factor.id,
      ])
      const challenge = rows[0]
      if (!challenge || challenge.verified_at) {
        throw unprocessable("mfa_factor_not_found", "MFA factor with the provided challenge ID not found")
      }
      if (Date.now() - new Date(challenge.created_at).getTime() > settings.mfaChallengeExpirySeconds * 1000) {
        await tx.query("delete from auth.mfa_challenges where id = $1", [challenge.id])
        return unprocessable(
          "mfa_challenge_expired",
          `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
        )
      }
      if (String(challenge.ip_address) !== (clientIp(c, actx.config.trustedProxies) ?? UNKNOWN_IP)) {
        throw unprocessable("mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.")
      }
      if (webauthn) {
        const ceremony = factorCeremony(challenge.web_authn_session_data)
        if (!ceremony) throw unprocessable("mfa_factor_not_found", "MFA factor with the provided challenge ID not found")
        // A WebAuthn challenge is good for one answer, right or wrong: a failure spends it too.
        await tx.query("update auth.mfa_challenges set verified_at = $2 where id = $1", [challenge.id, new Date()])
        const failure = await checkWebAuthnFactor(actx, tx, factor, ceremony, webauthn)
        if (failure) return failure
      } else {
        const code = body.code!.trim()
        const valid =
          /^\d{6}$/.test(code) &&
          (
            await verifyTotp({ secret: factor.secret ?? "", token: code, epochTolerance: TOTP_PERIOD_SECONDS }).catch(() => ({
              valid: false,
            }))
          ).valid
        if (!valid) throw unprocessable("mfa_verification_failed", "Invalid TOTP code entered")
      }

      const now = new Date()
      await tx.query("update auth.mfa_challenges set verified_at = $2 where id = $1", [challenge.id, now])
      await tx.query("update auth.mfa_factors set status = 'verified', updated_at = $2 where id = $1", [factor.id, now])
      await tx.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = $3 where id = $1", [session.id, factor.id, now])
      await addAmrClaim(tx, session.id, webauthn ? "mfa/webauthn" : "totp")
      // from_aal says whether it was a step-up: an aal2 session (password and code) that verified a security key on top.
      await recordAuthEvent(tx, user, "verification_attempted", {
        traits: { factor_id: factor.id, challenge_id: challenge.id, factor_type: factor.factor_type, from_aal: session.aal ?? "aal1" },
        ip: clientIp(c, actx.config.trustedProxies) ?? "",
      })
      // Sessions still below aal2 lose their standing, as do other half-enrolled factors of this type.
      await tx.query("delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'", [user.id, session.id])
      await tx.query("delete from auth.mfa_factors where user_id = $1 and id <> $2 and factor_type = $3 and status = 'unverified'", [
        user.id,
        factor.id,
        factor.factor_type,
      ])
      const refreshToken = await rotateSessionToken(tx, { ...session, aal: "aal2" })
      return sessionResponse(actx, tx, session.id, refreshToken)
    })
    if (result instanceof AuthError) throw result
    return c.json(result)
  })

  app.delete("/factors/:id", async (c) => {
    const caller = await requireUser(c, actx)
    assertMfaCaller(caller)
    const factor = await findFactor(actx.db, caller.user.id, c.req.param("id"))
    if (!factor) throw factorNotFound()
    if (factor.status === "verified" && caller.session!.aal !== "aal2") {
      throw unprocessable("insufficient_aal", "AAL2 required to unenroll verified factor")
    }
    await actx.db.transaction((tx) => deleteFactor(tx, caller.user.id, factor.id))
    return c.json({ id: factor.id })
  })

  return app
}

/**
 * Removes a factor; when no verified factor is left, the user's sessions fall back to aal1 and
 * lose their second-factor (totp, mfa/webauthn) claims.
 */
export async function deleteFactor(tx: Queryable, userId: string, factorId: string): Promise<void> {
  await tx.query("delete from auth.mfa_factors where id = $1 and user_id = $2", [factorId, userId])
  await tx.query("update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2", [userId, factorId])
  const remaining = await listFactors(tx, userId)
  if (!remaining.some((f) => f.status === "verified")) {
    await tx.query("update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1", [userId])
    await tx.query(
      "delete from auth.mfa_amr_claims where authentication_method in ('totp', 'mfa/webauthn') and session_id in (select id from auth.sessions where user_id = $1)",
      [userId],
    )
  }
}
