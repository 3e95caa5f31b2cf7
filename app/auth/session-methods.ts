import type { Session } from "@supabase/supabase-js"

/** The query parameter on an invitation link's return address: the sign-in it brings is the invitation's. */
export const INVITED_PARAM = "invited"
/** Where an invitation's link leads: the page on which the new staff member chooses a password. */
export const INVITE_LANDING_PATH = `/login/setup?${INVITED_PARAM}`

/** How long after following an invitation link its session may still set the first password. */
export const INVITE_SESSION_MAX_AGE_SECONDS = 3600

/**
 * Whether the session was signed in with one of `methods` (GoTrue's amr claim: "password", "otp",
 * "recovery", "invite", "totp"…) within `maxAgeSeconds`. Read from the access token the server signed.
 */
export function signedInWith(session: Session | null, methods: readonly string[], maxAgeSeconds: number, now = Date.now()): boolean {
  const payload = session?.access_token.split(".")[1]
  if (!payload) return false
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { amr?: { method?: string; timestamp?: number }[] }
    return (claims.amr ?? []).some(
      (claim) => !!claim.method && methods.includes(claim.method) && (claim.timestamp ?? 0) * 1000 >= now - maxAgeSeconds * 1000,
    )
  } catch {
    return false
  }
}
