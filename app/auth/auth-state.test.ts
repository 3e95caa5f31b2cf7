import { describe, expect, it } from "vitest"
import type { AuthChangeEvent, Session, User } from "@supabase/supabase-js"
import { STAFF_ROLES as SHARED_STAFF_ROLES } from "#shared/staff"
import { authReducer, authStatus, INITIAL_AUTH_STATE, STAFF_ROLES, staffRoleOf, type AuthState } from "./auth-state"

function user(id: string, appMetadata: Record<string, unknown> = {}, verifiedFactor = false): User {
  return {
    id,
    aud: "authenticated",
    created_at: "2026-01-01T00:00:00Z",
    app_metadata: appMetadata,
    user_metadata: {},
    factors: verifiedFactor
      ? [{ id: "f1", factor_type: "totp", status: "verified", created_at: "", updated_at: "", friendly_name: "Phone" }]
      : undefined,
  } as User
}

function session(of: User, token = `token-of-${of.id}`): Session {
  return { access_token: token, refresh_token: "r", expires_in: 3600, expires_at: 0, token_type: "bearer", user: of }
}

const ADMIN = user("a", { role: "admin" })
const event = (state: AuthState, name: AuthChangeEvent, s: Session | null) => authReducer(state, { type: "event", event: name, session: s })
const assured = (state: AuthState, currentLevel: "aal1" | "aal2", nextLevel: "aal1" | "aal2") =>
  authReducer(state, { type: "assurance", accessToken: state.session!.access_token, assurance: { currentLevel, nextLevel } })

describe("the staff role", () => {
  it("is admin, editor, recruiter, contributor or translator from app_metadata, and nothing else", () => {
    expect(STAFF_ROLES).toEqual(SHARED_STAFF_ROLES)
    expect(staffRoleOf(user("a", { role: "admin" }))).toBe("admin")
    expect(staffRoleOf(user("e", { role: "editor" }))).toBe("editor")
    expect(staffRoleOf(user("r", { role: "recruiter" }))).toBe("recruiter")
    expect(staffRoleOf(user("c", { role: "contributor" }))).toBe("contributor")
    expect(staffRoleOf(user("t", { role: "translator" }))).toBe("translator")
    expect(staffRoleOf(user("x", { role: "superuser" }))).toBeNull()
    expect(staffRoleOf(user("y"))).toBeNull()
    expect(staffRoleOf(null)).toBeNull()
  })
})

describe("the session state", () => {
  it("is loading until the first session is read, then not, with or without a session", () => {
    expect(authStatus(INITIAL_AUTH_STATE)).toBe("loading")
    const anonymous = event(INITIAL_AUTH_STATE, "INITIAL_SESSION", null)
    expect(anonymous.loading).toBe(false)
    expect(authStatus(anonymous)).toBe("signed-out")
    const restored = event(INITIAL_AUTH_STATE, "INITIAL_SESSION", session(ADMIN))
    expect(restored.loading).toBe(false)
    expect(restored.role).toBe("admin")
  })

  it("waits for the assurance level of a new sign-in before it says signed in", () => {
    const signedIn = event(event(INITIAL_AUTH_STATE, "INITIAL_SESSION", null), "SIGNED_IN", session(ADMIN))
    expect(authStatus(signedIn)).toBe("loading")
    expect(authStatus(assured(signedIn, "aal1", "aal1"))).toBe("signed-in")
  })

  it("asks for the second factor at aal1 when the user has a verified factor, until the challenge is verified", () => {
    const signedIn = assured(event(INITIAL_AUTH_STATE, "SIGNED_IN", session(ADMIN, "t1")), "aal1", "aal2")
    expect(authStatus(signedIn)).toBe("needs-mfa")
    const verified = event(signedIn, "MFA_CHALLENGE_VERIFIED", session(ADMIN, "t2"))
    expect(authStatus(verified)).toBe("needs-mfa")
    expect(authStatus(assured(verified, "aal2", "aal2"))).toBe("signed-in")
  })

  it("keeps the assurance level across a token refresh of the same user", () => {
    const signedIn = assured(event(INITIAL_AUTH_STATE, "SIGNED_IN", session(ADMIN, "t1")), "aal2", "aal2")
    const refreshed = event(signedIn, "TOKEN_REFRESHED", session(ADMIN, "t2"))
    expect(authStatus(refreshed)).toBe("signed-in")
    expect(refreshed.session?.access_token).toBe("t2")
  })

  it("ignores an assurance level read for a session that is no longer the current one", () => {
    const first = event(INITIAL_AUTH_STATE, "SIGNED_IN", session(ADMIN, "t1"))
    const second = event(first, "SIGNED_IN", session(user("b", { role: "editor" }), "t2"))
    const stale = authReducer(second, { type: "assurance", accessToken: "t1", assurance: { currentLevel: "aal1", nextLevel: "aal1" } })
    expect(authStatus(stale)).toBe("loading")
  })

  it("forgets the user, role and assurance on SIGNED_OUT", () => {
    const signedIn = assured(event(INITIAL_AUTH_STATE, "SIGNED_IN", session(ADMIN)), "aal1", "aal1")
    const out = event(signedIn, "SIGNED_OUT", null)
    expect(out).toMatchObject({ session: null, user: null, role: null, assurance: null, loading: false })
    expect(authStatus(out)).toBe("signed-out")
  })

  it("follows a role change that arrives with USER_UPDATED", () => {
    const signedIn = assured(event(INITIAL_AUTH_STATE, "SIGNED_IN", session(ADMIN)), "aal1", "aal1")
    const demoted = event(signedIn, "USER_UPDATED", session(user("a", { role: "editor" })))
    expect(demoted.role).toBe("editor")
    expect(authStatus(demoted)).toBe("signed-in")
  })

  it("marks a password recovery until the new password is saved or the session ends", () => {
    const recovering = event(INITIAL_AUTH_STATE, "PASSWORD_RECOVERY", session(ADMIN))
    expect(recovering.recovering).toBe(true)
    expect(event(recovering, "TOKEN_REFRESHED", session(ADMIN)).recovering).toBe(true)
    expect(event(recovering, "USER_UPDATED", session(ADMIN)).recovering).toBe(false)
    expect(event(recovering, "SIGNED_OUT", null).recovering).toBe(false)
  })

  it("records the last event", () => {
    expect(event(INITIAL_AUTH_STATE, "TOKEN_REFRESHED", session(ADMIN)).lastEvent).toBe("TOKEN_REFRESHED")
  })
})
