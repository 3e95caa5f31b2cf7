import type { LeadType } from "#shared/lead-schemas"
import { issueLeadStartToken } from "#shared/lead-start-token"

/**
 * A lead form's start token as lead-start-token signs it on a server with this service role key,
 * issued `ageMs` ago (by default well over the minimum fill time): for tests that are not about it.
 */
export function signedStartToken(serviceRoleKey: string, type: LeadType, ageMs = 4_000): Promise<string> {
  return issueLeadStartToken(
    { get: (name) => (name === "SUPABASE_SERVICE_ROLE_KEY" ? serviceRoleKey : undefined) },
    type,
    Date.now() - ageMs,
  )
}
