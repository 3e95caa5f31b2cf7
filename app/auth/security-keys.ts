import { isAuthApiError, type SupabaseClient } from "@supabase/supabase-js"
import { SOMETHING_WENT_WRONG } from "./copy"
import { serverMessage } from "./sign-in"

/** What the browser's security-key prompt ended with, in the words a staff member reads. */
const SECURITY_KEY_CANCELLED_MESSAGE =
  "Your security key was not used: the prompt was closed or timed out, or the key is not one of this account's. Try again when you are ready."
const SECURITY_KEY_NOT_ACCEPTED_MESSAGE =
  "That security key was not accepted: it was removed from your account, or it does not belong to this website."

/** What the security-key step may answer, by the id of its words on the sign-in pages (app/auth/sign-in-words.tsx). */
export const SECURITY_KEY_PROBLEM_IDS: ReadonlyMap<string, string> = new Map([
  [SECURITY_KEY_CANCELLED_MESSAGE, /*i18n*/ "sign-in.security-key.cancelled"],
  [SECURITY_KEY_NOT_ACCEPTED_MESSAGE, /*i18n*/ "sign-in.security-key.not-accepted"],
])

type Verifying = Pick<SupabaseClient, "auth">

/** A verified security key (webauthn factor) of the user, for the second step. */
export function securityKeyFactorOf(user: { factors?: { id: string; factor_type: string; status: string }[] } | null | undefined) {
  return user?.factors?.find((factor) => factor.factor_type === "webauthn" && factor.status === "verified")
}

// The browser says NotAllowedError both when the person cancels and when the prompt times out.
function wasCancelled(error: unknown): boolean {
  const names = [error, (error as { cause?: unknown } | null)?.cause].map((candidate) => (candidate as { name?: unknown } | null)?.name)
  return (
    (error as { code?: unknown } | null)?.code === "ERROR_CEREMONY_ABORTED" ||
    names.some((name) => name === "NotAllowedError" || name === "AbortError")
  )
}

/**
 * The security-key step for the signed-in session: the server's challenge, the browser's prompt, and
 * the verification, which raises the session to aal2 with mfa/webauthn in its amr (supabase-js's
 * auth.mfa.webauthn.authenticate()). Resolves with a message when it did not happen.
 */
export async function verifySecurityKey(client: Verifying, factorId: string): Promise<string | undefined> {
  const { error } = await client.auth.mfa.webauthn.authenticate({ factorId })
  if (!error) return undefined
  if (isAuthApiError(error)) return error.code === "webauthn_verification_failed" ? SECURITY_KEY_NOT_ACCEPTED_MESSAGE : serverMessage(error)
  if (wasCancelled(error)) return SECURITY_KEY_CANCELLED_MESSAGE
  return error.message || SOMETHING_WENT_WRONG
}
