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

/** What the sign-in steps say when something fails, in the page's language (app/auth/sign-in-words.tsx). */
export interface SignInMessages {
  /** The destructive toast's title. */
  signInFailed: string
  somethingWentWrong: string
  rateLimited: string
  /** Under the code boxes when the authenticator code is refused. */
  wrongCode: string
  /** A refused call's reason: the server's own message in English (the spec's), a known code's translation in another language. */
  server: (error: AuthError) => string
}

/** The spec's words: the toasts and the server's own messages. */
export const ENGLISH_SIGN_IN_MESSAGES: SignInMessages = {
  signInFailed: SIGN_IN_FAILED,
  somethingWentWrong: SOMETHING_WENT_WRONG,
  rateLimited: RATE_LIMITED_MESSAGE,
  wrongCode: WRONG_CODE_MESSAGE,
  server: serverMessage,
}

/** The destructive 'Sign in Failed' toast with the server's message; returns what the form should keep showing. */
function reportSignInFailure(error: AuthError, messages: SignInMessages): string | undefined {
  const limited = isRateLimited(error)
  toast({
    variant: "destructive",
    title: messages.signInFailed,
    description: limited ? messages.rateLimited : messages.server(error),
  })
  return limited ? messages.rateLimited : undefined
}

/**
 * The password step. On success the session event moves the sign-in page on (to the code step or
 * to `next`); on failure the toast says why, and a rate limit also stays written in the form.
 */
export async function signInWithPassword(
  client: SupabaseClient<Database>,
  credentials: { email: string; password: string },
  messages: SignInMessages = ENGLISH_SIGN_IN_MESSAGES,
): Promise<string | undefined> {
  const { error } = await client.auth.signInWithPassword(credentials)
  return error ? reportSignInFailure(error, messages) : undefined
}

/**
 * The code step: a challenge and its verification for the user's verified TOTP factor. A wrong code
 * is said under the boxes; anything else also gets the toast.
 */
export async function verifyTotpCode(
  client: SupabaseClient<Database>,
  factorId: string,
  code: string,
  messages: SignInMessages = ENGLISH_SIGN_IN_MESSAGES,
): Promise<string | undefined> {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code })
  if (!error) return undefined
  if (isAuthApiError(error) && error.code === "mfa_verification_failed") return messages.wrongCode
  return reportSignInFailure(error, messages) ?? messages.server(error)
}
