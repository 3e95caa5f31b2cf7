import { isAuthApiError, isAuthRetryableFetchError, type AuthError, type SupabaseClient } from "@supabase/supabase-js"
import { toast } from "@nordika/ui"
import type { Database } from "../data/database.types"
import { RATE_LIMITED_MESSAGE, SIGN_IN_FAILED, SOMETHING_WENT_WRONG, WRONG_CODE_MESSAGE } from "./copy"

/** Whether the server refused for too many requests from this address (429). */
export function isRateLimited(error: AuthError): boolean {
  return error.status === 429 || error.code === "over_request_rate_limit"
}

/**
 * The server's message of a failed auth call, or 'Something went wrong' when there is none: network
 * failures and 5xx answers, whose body supabase-js does not read (their message is then "{}").
 */
export function serverMessage(error: AuthError): string {
  if (isAuthRetryableFetchError(error) || !error.message || error.message === "{}") return SOMETHING_WENT_WRONG
  return error.message
}

/** The destructive 'Sign in Failed' toast with the server's message; returns what the form should keep showing. */
function reportSignInFailure(error: AuthError): string | undefined {
  const limited = isRateLimited(error)
  toast({
    variant: "destructive",
    title: SIGN_IN_FAILED,
    description: limited ? RATE_LIMITED_MESSAGE : error.message || SOMETHING_WENT_WRONG,
  })
  return limited ? RATE_LIMITED_MESSAGE : undefined
}

/**
 * The password step. On success the session event moves the sign-in page on (to the code step or
 * to `next`); on failure the toast says why, and a rate limit also stays written in the form.
 */
export async function signInWithPassword(
  client: SupabaseClient<Database>,
  credentials: { email: string; password: string },
): Promise<string | undefined> {
  const { error } = await client.auth.signInWithPassword(credentials)
  return error ? reportSignInFailure(error) : undefined
}

/**
 * The code step: a challenge and its verification for the user's verified TOTP factor. A wrong code
 * is said under the boxes; anything else also gets the toast.
 */
export async function verifyTotpCode(client: SupabaseClient<Database>, factorId: string, code: string): Promise<string | undefined> {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code })
  if (!error) return undefined
  if (isAuthApiError(error) && error.code === "mfa_verification_failed") return WRONG_CODE_MESSAGE
  return reportSignInFailure(error) ?? serverMessage(error)
}
