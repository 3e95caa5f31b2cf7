import type { Context } from "hono"
import { bearerToken } from "../caller"
import type { Queryable } from "../db"
import type { JwtClaims } from "../jwt"
import type { AuthContext } from "./context"
import { forbidden, unauthorized } from "./errors"
import { findSession, type SessionRow } from "./sessions"
import { findUserById, type UserRow } from "./users"
import { isUuid } from "./validation"

/** GoTrue treats these JWT roles as admin (JWT_ADMIN_ROLES). */
const ADMIN_ROLES = new Set(["service_role", "supabase_admin"])

async function bearerClaims(c: Context, actx: AuthContext): Promise<JwtClaims> {
  const token = bearerToken(c.req.header("authorization"))
  if (!token) throw unauthorized("no_authorization", "This endpoint requires a Bearer token")
  try {
    return await actx.jwt.verify(token)
  } catch (error) {
    throw forbidden("bad_jwt", `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`)
  }
}

export interface AuthenticatedCaller {
  user: UserRow
  /** The session named by the JWT's session_id (absent for tokens minted without one). */
  session?: SessionRow
  claims: JwtClaims
}

/**
 * The signed-in user behind the bearer JWT: 401 no_authorization without one, 403 bad_jwt for a
 * bad, expired or sub-less token (the anon key), 403 user_not_found, 403 session_not_found after
 * sign-out.
 */
export async function requireUser(c: Context, actx: AuthContext, q: Queryable = actx.db): Promise<AuthenticatedCaller> {
  const claims = await bearerClaims(c, actx)
  if (typeof claims.sub !== "string" || claims.sub === "") throw forbidden("bad_jwt", "invalid claim: missing sub claim")
  if (!isUuid(claims.sub)) throw forbidden("bad_jwt", "invalid claim: sub claim must be a UUID")
  const user = await findUserById(q, claims.sub)
  if (!user || user.deleted_at) throw forbidden("user_not_found", "User from sub claim in JWT does not exist")
  let session: SessionRow | undefined
  if (claims.session_id !== undefined) {
    const sessionId = claims.session_id
    session = typeof sessionId === "string" && isUuid(sessionId) ? await findSession(q, sessionId) : undefined
    if (!session || session.user_id !== user.id) {
      throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist")
    }
  }
  return { user, session, claims }
}

/** The service role (or supabase_admin): 401 no_authorization without a bearer, 403 not_admin otherwise. */
export async function requireAdmin(c: Context, actx: AuthContext): Promise<JwtClaims> {
  const claims = await bearerClaims(c, actx)
  if (typeof claims.role !== "string" || !ADMIN_ROLES.has(claims.role)) throw forbidden("not_admin", "User not allowed")
  return claims
}
