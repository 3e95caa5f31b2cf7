import type { Session } from "@supabase/supabase-js"

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
