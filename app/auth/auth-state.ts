import type { AuthChangeEvent, AuthenticatorAssuranceLevels, Session, User } from "@supabase/supabase-js"
import type { StaffRole } from "#shared/staff"

export type { StaffRole }
/** The roles of the staff model (a copy of the shared list, so the sign-in pages do not load its schemas). */
export const STAFF_ROLES = ["admin", "editor", "recruiter", "contributor", "translator"] as const satisfies readonly StaffRole[]

/** The staff role in the user's app_metadata (set only server-side), or null for anyone else. */
export function staffRoleOf(user: User | null | undefined): StaffRole | null {
  const role: unknown = user?.app_metadata?.role
  return (STAFF_ROLES as readonly unknown[]).includes(role) ? (role as StaffRole) : null
}

/** What supabase-js's mfa.getAuthenticatorAssuranceLevel() says of a session. */
export interface Assurance {
  currentLevel: AuthenticatorAssuranceLevels | null
  nextLevel: AuthenticatorAssuranceLevels | null
}

/** Whether the user has a verified factor but this session has not used it yet (aal1 where aal2 is possible). */
function needsSecondFactor({ currentLevel, nextLevel }: Assurance): boolean {
  return nextLevel === "aal2" && currentLevel !== "aal2"
}

/** Whether the user has a verified factor, from the session's own copy of the user. */
export function hasVerifiedFactor(user: User | null | undefined): boolean {
  return Boolean(user?.factors?.some((factor) => factor.status === "verified"))
}

export interface AuthState {
  /** True until the first session is read (INITIAL_SESSION), then false. */
  loading: boolean
  session: Session | null
  user: User | null
  role: StaffRole | null
  /** The assurance level of the signed-in user; null while it is read after a sign-in. */
  assurance: Assurance | null
  /** A recovery link was followed (PASSWORD_RECOVERY) and no new password has been saved since. */
  recovering: boolean
  /** The last session event, for screens that react to one (e.g. USER_UPDATED after a save). */
  lastEvent: AuthChangeEvent | null
}

export const INITIAL_AUTH_STATE: AuthState = {
  loading: true,
  session: null,
  user: null,
  role: null,
  assurance: null,
  recovering: false,
  lastEvent: null,
}

export type AuthAction =
  /** A session event of supabase-js's onAuthStateChange, with its session. */
  | { type: "event"; event: AuthChangeEvent; session: Session | null }
  /** The assurance level read for the session whose access token is `accessToken`. */
  | { type: "assurance"; accessToken: string; assurance: Assurance }

/**
 * The state after a session event. Every event carries the session as it now is (null after
 * SIGNED_OUT); the assurance level is kept across refreshes of the same user's session, and read
 * anew (null meanwhile) when another user signs in.
 */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  if (action.type === "assurance") {
    return state.session?.access_token === action.accessToken ? { ...state, assurance: action.assurance } : state
  }
  const { event } = action
  const session = event === "SIGNED_OUT" ? null : action.session
  const user = session?.user ?? null
  const sameUser = user !== null && user.id === state.user?.id
  return {
    loading: false,
    session,
    user,
    role: staffRoleOf(user),
    assurance: sameUser ? state.assurance : null,
    recovering: event === "PASSWORD_RECOVERY" ? true : event === "USER_UPDATED" || !session ? false : state.recovering,
    lastEvent: event,
  }
}

/** Where the signed-in person stands, for guards and the sign-in page. */
export type AuthStatus = "loading" | "signed-out" | "needs-mfa" | "signed-in"

export function authStatus(state: AuthState): AuthStatus {
  if (state.loading) return "loading"
  if (!state.session) return "signed-out"
  if (!state.assurance) return "loading"
  return needsSecondFactor(state.assurance) ? "needs-mfa" : "signed-in"
}
