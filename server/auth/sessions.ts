import crypto from "node:crypto"
import type { Queryable } from "../db"
import type { AuthContext } from "./context"
import { AuthError, badRequest, userBanned } from "./errors"
import type { ClientInfo } from "./request"
import { findUserById, isBanned, loadUserJson, type UserJson, type UserRow } from "./users"

type Aal = "aal1" | "aal2"
export type AmrMethod =
  | "password"
  | "otp"
  | "totp"
  | "mfa/webauthn"
  | "passkey"
  | "anonymous"
  | "magiclink"
  | "recovery"
  | "invite"
  | "email/signup"
  | "email_change"

export interface SessionRow {
  id: string
  user_id: string
  created_at: Date
  updated_at: Date
  factor_id: string | null
  aal: Aal | null
  not_after: Date | null
  refreshed_at: Date | null
  user_agent: string | null
  ip: string | null
  tag: string | null
}

interface RefreshTokenRow {
  id: string
  token: string
  user_id: string
  session_id: string | null
  parent: string | null
  revoked: boolean
  created_at: Date
  updated_at: Date
}

/** The Session object of /token, /verify and /factors/{id}/verify. */
export interface SessionJson {
  access_token: string
  token_type: "bearer"
  expires_in: number
  expires_at: number
  refresh_token: string
  user: UserJson
  weak_password?: { reasons: string[]; message: string }
}

/** Opaque refresh tokens, as GoTrue's: random, URL-safe, never parsed by clients. */
function newRefreshToken(): string {
  return crypto.randomBytes(16).toString("base64url")
}

export async function findSession(q: Queryable, id: string): Promise<SessionRow | undefined> {
  const { rows } = await q.query<SessionRow>("select * from auth.sessions where id = $1", [id])
  return rows[0]
}

async function insertRefreshToken(q: Queryable, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken()
  const now = new Date()
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, $4, $5)`,
    [token, userId, now, parent, sessionId],
  )
  return token
}

/** Records that `method` authenticated this session (one row per method; the newest time wins). */
export async function addAmrClaim(q: Queryable, sessionId: string, method: AmrMethod): Promise<void> {
  const now = new Date()
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, $2, $2, $3, $4)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [sessionId, now, method, crypto.randomUUID()],
  )
}

/**
 * Starts a session for a user who just authenticated with `method`: the sessions row, its first
 * amr claim and refresh token, and last_sign_in_at. Returns the session id and refresh token.
 */
export async function startSession(
  q: Queryable,
  user: UserRow,
  method: AmrMethod,
  client: ClientInfo,
): Promise<{ sessionId: string; refreshToken: string }> {
  const now = new Date()
  const sessionId = crypto.randomUUID()
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip)
     values ($1, $2, $3, $3, 'aal1', null, $4, $5)`,
    [sessionId, user.id, now, client.userAgent ?? null, client.ip ?? null],
  )
  await addAmrClaim(q, sessionId, method)
  const refreshToken = await insertRefreshToken(q, user.id, sessionId, null)
  await q.query("update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1", [user.id, now])
  await q.query("update auth.identities set last_sign_in_at = $2 where user_id = $1", [user.id, now])
  return { sessionId, refreshToken }
}

/** The session's amr claims, newest first, as the JWT carries them. */
async function amrClaims(q: Queryable, sessionId: string) {
  const { rows } = await q.query<{ authentication_method: string; updated_at: Date }>(
    "select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, authentication_method",
    [sessionId],
  )
  return rows.map((r) => ({ method: r.authentication_method, timestamp: Math.floor(new Date(r.updated_at).getTime() / 1000) }))
}

/** Mints GoTrue's access token for a user's session: the user's claims plus aal, amr and session_id. */
async function mintAccessToken(actx: AuthContext, q: Queryable, user: UserRow, session: SessionRow) {
  const iat = Math.floor(Date.now() / 1000)
  const expiresIn = actx.config.jwtExpirySeconds
  const claims = {
    aud: "authenticated",
    exp: iat + expiresIn,
    iat,
    iss: `${actx.config.apiUrl.replace(/\/+$/, "")}/auth/v1`,
    sub: user.id,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || "authenticated",
    aal: session.aal ?? "aal1",
    amr: await amrClaims(q, session.id),
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  }
  return { token: await actx.jwt.signAccessToken(claims), expiresIn, expiresAt: iat + expiresIn }
}

/** Builds the Session response for a session id and refresh token, reading the user afresh. */
export async function sessionResponse(actx: AuthContext, q: Queryable, sessionId: string, refreshToken: string): Promise<SessionJson> {
  const session = await findSession(q, sessionId)
  if (!session) throw badRequest("session_not_found", "Session not found")
  const user = await findUserById(q, session.user_id)
  if (!user) throw badRequest("user_not_found", "User not found")
  const access = await mintAccessToken(actx, q, user, session)
  return {
    access_token: access.token,
    token_type: "bearer",
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(q, user),
  }
}

/** Starts a session and answers with it: the common end of every sign-in. */
export async function signIn(actx: AuthContext, q: Queryable, user: UserRow, method: AmrMethod, client: ClientInfo): Promise<SessionJson> {
  const { sessionId, refreshToken } = await startSession(q, user, method, client)
  return sessionResponse(actx, q, sessionId, refreshToken)
}

/** Revokes the session's active refresh token and issues its child (used after MFA verification). */
export async function rotateSessionToken(q: Queryable, session: SessionRow): Promise<string> {
  const { rows } = await q.query<RefreshTokenRow>(
    "select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1",
    [session.id],
  )
  const active = rows[0]
  if (active) await q.query("update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1", [active.id, new Date()])
  return insertRefreshToken(q, session.user_id, session.id, active?.token ?? null)
}

/**
 * grant_type=refresh_token, as GoTrue rotates tokens: rotate a valid token; hand back the active child when the
 * client lost the last answer; allow a revoked token within the reuse interval; otherwise treat it
 * as stolen and revoke the whole family (the session can then no longer be refreshed).
 */
export async function refreshGrant(actx: AuthContext, q: Queryable, token: string): Promise<SessionJson | AuthError> {
  const { rows } = await q.query<RefreshTokenRow>("select * from auth.refresh_tokens where token = $1 for update", [token])
  const current = rows[0]
  if (!current) throw badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found")
  const session = current.session_id ? await findSession(q, current.session_id) : undefined
  if (!session) throw badRequest("session_not_found", "Invalid Refresh Token: Session Not Found")
  const user = await findUserById(q, session.user_id)
  if (!user || user.deleted_at) throw badRequest("user_not_found", "Invalid Refresh Token: User Not Found")
  if (isBanned(user)) throw userBanned(400)

  const now = new Date()
  const familyRevoked = session.not_after != null && new Date(session.not_after) <= now
  if (current.revoked) {
    if (familyRevoked) throw badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used")
    const { rows: activeRows } = await q.query<RefreshTokenRow>(
      "select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1",
      [session.id],
    )
    const active = activeRows[0]
    if (active && active.parent === current.token) {
      return finishRefresh(actx, q, session, active.token)
    }
    const reuseUntil = new Date(current.updated_at).getTime() + actx.settings.refreshTokenReuseIntervalSeconds * 1000
    if (now.getTime() > reuseUntil) {
      await q.query("update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and revoked = false", [
        session.id,
        now,
      ])
      await q.query("update auth.sessions set not_after = $2, updated_at = $2 where id = $1", [session.id, now])
      // Returned, not thrown, so the caller commits the revocation before answering with the error.
      return badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used")
    }
  } else if (familyRevoked) {
    throw badRequest("session_expired", "Invalid Refresh Token: Session Expired")
  }
  await q.query("update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1", [current.id, now])
  const child = await insertRefreshToken(q, user.id, session.id, current.token)
  return finishRefresh(actx, q, session, child)
}

async function finishRefresh(actx: AuthContext, q: Queryable, session: SessionRow, refreshToken: string) {
  const now = new Date()
  await q.query("update auth.sessions set refreshed_at = $2, updated_at = $3 where id = $1", [session.id, now, now])
  return sessionResponse(actx, q, session.id, refreshToken)
}

export type LogoutScope = "global" | "local" | "others"

/** POST /logout: deletes the user's sessions per scope (refresh tokens and amr claims cascade). */
export async function logout(q: Queryable, userId: string, sessionId: string | undefined, scope: LogoutScope): Promise<void> {
  if (scope === "global" || !sessionId) {
    await q.query("delete from auth.sessions where user_id = $1", [userId])
    await q.query("delete from auth.refresh_tokens where user_id = $1", [userId])
  } else if (scope === "local") {
    await q.query("delete from auth.sessions where id = $1", [sessionId])
  } else {
    await q.query("delete from auth.sessions where user_id = $1 and id <> $2", [userId, sessionId])
  }
}
