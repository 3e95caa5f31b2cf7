import type { SupabaseClient } from "@supabase/supabase-js"

/** Clients whose session came from a recovery link and has set no new password since. */
const recovering = new WeakSet<SupabaseClient>()

/**
 * Follows `client` from its creation for PASSWORD_RECOVERY. supabase-js announces it once, a task after
 * it reads a recovery link's session from the address, and the staff pages subscribe only once their
 * code has loaded: this remembers the announcement for them (recoveryAnnounced) until a new password is
 * saved or the session ends.
 */
export function rememberPasswordRecovery(client: SupabaseClient): void {
  client.auth.onAuthStateChange((event, session) => {
    if (event === "PASSWORD_RECOVERY") recovering.add(client)
    else if (event === "USER_UPDATED" || event === "SIGNED_OUT" || !session) recovering.delete(client)
  })
}

/** Whether `client` followed a recovery link whose new password is still to be chosen. */
export function recoveryAnnounced(client: SupabaseClient): boolean {
  return recovering.has(client)
}
