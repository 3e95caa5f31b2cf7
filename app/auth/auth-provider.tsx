import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from "react"
import { isAuthApiError, type Session, type SupabaseClient } from "@supabase/supabase-js"
import { toast } from "@nordika/ui"
import type { Database } from "../data/database.types"
import {
  authReducer,
  authStatus,
  hasVerifiedFactor,
  INITIAL_AUTH_STATE,
  type Assurance,
  type AuthState,
  type AuthStatus,
} from "./auth-state"
import { SIGN_OUT_FAILED } from "./copy"
import { recoveryAnnounced } from "./password-recovery"
import { serverMessage } from "./sign-in"

export interface AuthContextValue extends AuthState {
  /** loading → signed-out | needs-mfa (aal1 with a verified factor) | signed-in. */
  status: AuthStatus
  /** The app's one supabase-js client, signed in as `user` when there is one. */
  client: SupabaseClient<Database>
  /**
   * Signs out (and with it every tab of this browser). A 401 or 404 answer counts as success; any other
   * failure shows the 'Sign out Failed' toast and resolves false.
   */
  signOut: () => Promise<boolean>
}

const AuthContext = createContext<AuthContextValue | null>(null)

async function readAssurance(client: SupabaseClient<Database>, session: Session): Promise<Assurance> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel()
  if (data) return { currentLevel: data.currentLevel, nextLevel: data.nextLevel }
  console.warn("[auth] could not read the assurance level:", error?.message)
  // Unknown: ask for the second factor whenever the user has one.
  return { currentLevel: null, nextLevel: hasVerifiedFactor(session.user) ? "aal2" : null }
}

export interface AuthProviderProps {
  client: SupabaseClient<Database>
  children?: ReactNode
}

/**
 * Follows supabase-js's session (persisted in localStorage, refreshed automatically, shared across the
 * browser's tabs) and gives it to the tree with the staff role and the assurance level.
 */
export function AuthProvider({ client, children }: AuthProviderProps) {
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE)

  useEffect(() => {
    let live = true
    const {
      data: { subscription },
    } = client.auth.onAuthStateChange((event, session) => {
      // A recovery link's announcement may have come before this subscription (see rememberPasswordRecovery).
      const recovery = event === "INITIAL_SESSION" && session !== null && recoveryAnnounced(client)
      dispatch({ type: "event", event: recovery ? "PASSWORD_RECOVERY" : event, session })
      if (!session) return
      // supabase-js holds its lock while it notifies: calling back into it must wait for the next task.
      setTimeout(() => {
        void readAssurance(client, session).then((assurance) => {
          if (live) dispatch({ type: "assurance", accessToken: session.access_token, assurance })
        })
      }, 0)
    })
    return () => {
      live = false
      subscription.unsubscribe()
    }
  }, [client])

  const signOut = useCallback(async () => {
    const { error } = await client.auth.signOut()
    if (!error || (isAuthApiError(error) && (error.status === 401 || error.status === 404))) return true
    toast({ variant: "destructive", title: SIGN_OUT_FAILED, description: serverMessage(error) })
    return false
  }, [client])

  const value = useMemo<AuthContextValue>(() => ({ ...state, status: authStatus(state), client, signOut }), [state, client, signOut])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

/** The session, user, staff role, assurance level and signOut(); only below the staff routes' AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error("useAuth must be used within an AuthProvider (the staff routes provide one)")
  return value
}
