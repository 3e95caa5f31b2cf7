import crypto from "node:crypto"
import type { Queryable } from "../db"
import { authMail, type AuthMailKind } from "../mail/templates"
import type { AuthContext } from "./context"
import { tooManyRequests } from "./errors"

/** A numeric one-time code of `length` digits. */
export function generateOtp(length: number): string {
  let code = ""
  for (let i = 0; i < length; i++) code += crypto.randomInt(0, 10).toString()
  return code
}

/** GoTrue's stored form of a code: hex(sha224(email_or_phone + otp)). */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return crypto
    .createHash("sha224")
    .update(emailOrPhone + otp)
    .digest("hex")
}

/** Prefix GoTrue puts on tokens issued for a PKCE flow. */
export const PKCE_PREFIX = "pkce_"

/** Whether a stored token column matches a hash (with or without the PKCE prefix). */
export function storedTokenMatches(stored: string | null | undefined, hash: string): boolean {
  if (!stored || !hash) return false
  const plain = stored.startsWith(PKCE_PREFIX) ? stored.slice(PKCE_PREFIX.length) : stored
  const candidate = hash.startsWith(PKCE_PREFIX) ? hash.slice(PKCE_PREFIX.length) : hash
  if (plain.length !== candidate.length) return false
  return crypto.timingSafeEqual(Buffer.from(plain), Buffer.from(candidate))
}

export function isPkceToken(stored: string | null | undefined): boolean {
  return !!stored && stored.startsWith(PKCE_PREFIX)
}

/** Whether a token sent at `sentAt` is still valid. */
export function isTokenFresh(actx: AuthContext, sentAt: Date | null | undefined, now = Date.now()): boolean {
  return sentAt != null && now - new Date(sentAt).getTime() <= actx.settings.otpExpirySeconds * 1000
}

/** 429 over_email_send_rate_limit when the previous mail of this kind went out too recently. */
export function assertSendFrequency(actx: AuthContext, lastSentAt: Date | null | undefined, now = Date.now()): void {
  if (!actx.config.rateLimits || lastSentAt == null) return
  const waitMs = actx.settings.emailMaxFrequencySeconds * 1000 - (now - new Date(lastSentAt).getTime())
  if (waitMs > 0) {
    throw tooManyRequests(
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
    )
  }
}

function matchesAllowEntry(url: URL, entry: string): boolean {
  if (!entry.includes("*")) {
    try {
      const allowed = new URL(entry)
      return allowed.origin === url.origin && (allowed.pathname === "/" || url.pathname.startsWith(allowed.pathname))
    } catch {
      return false
    }
  }
  // `**` matches anything, `*` anything but a slash or dot, as in GoTrue's glob allow list.
  const pattern = entry
    .split("**")
    .map((part) =>
      part
        .split("*")
        .map((s) => s.replace(/[.+?^${}()|[\]\\/]/g, "\\$&"))
        .join("[^/.]*"),
    )
    .join(".*")
  return new RegExp(`^${pattern}$`).test(url.href)
}

/**
 * The redirect target after verification: `requested` when it is on the site's or the API's origin
 * or in the allow list, else the site URL (as GoTrue falls back to SITE_URL).
 */
export function resolveRedirect(actx: AuthContext, requested: string | null | undefined): string {
  const fallback = actx.config.siteUrl
  if (!requested) return fallback
  let url: URL
  try {
    url = new URL(requested)
  } catch {
    return fallback
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return fallback
  const own = [actx.config.siteUrl, actx.config.apiUrl].flatMap((u) => {
    try {
      return [new URL(u).origin]
    } catch {
      return []
    }
  })
  if (own.includes(url.origin)) return url.href
  if (actx.settings.redirectAllowList.some((entry) => matchesAllowEntry(url, entry))) return url.href
  return fallback
}

/** The link a mail carries: GET /auth/v1/verify with the token hash, type and redirect. */
export function actionLink(actx: AuthContext, hashedToken: string, type: string, redirectTo: string): string {
  const base = actx.config.apiUrl.replace(/\/+$/, "")
  const query = new URLSearchParams({ token: hashedToken, type, redirect_to: redirectTo })
  return `${base}/auth/v1/verify?${query.toString()}`
}

/** Sends one auth mail. Mail failures surface as 500 so the caller's transaction rolls back. */
export async function sendAuthMail(
  actx: AuthContext,
  kind: AuthMailKind,
  to: string,
  details: { code: string; link?: string; newEmail?: string },
): Promise<void> {
  await actx.mailer.send(authMail(kind, { to, ...details, validMinutes: Math.max(1, Math.round(actx.settings.otpExpirySeconds / 60)) }))
}

export type FlowAuthMethod = "email/signup" | "magiclink" | "recovery" | "invite" | "email_change"

/**
 * Records a PKCE flow (`code_challenge` given): the verification then redirects with `?code=`,
 * exchanged at /token?grant_type=pkce with the verifier.
 */
export async function createFlowState(
  q: Queryable,
  userId: string,
  challenge: string,
  method: string | null | undefined,
  authenticationMethod: FlowAuthMethod,
): Promise<void> {
  const now = new Date()
  const challengeMethod = (method ?? "s256").toLowerCase() === "plain" ? "plain" : "s256"
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, 'email', $6, $6, $7)`,
    [crypto.randomUUID(), userId, crypto.randomUUID(), challengeMethod, challenge, now, authenticationMethod],
  )
}

/** The stored token for a fresh code: its hash, prefixed for a PKCE flow. */
export function storedToken(hash: string, pkce: boolean): string {
  return pkce ? PKCE_PREFIX + hash : hash
}
