import { isAuthApiError, type SupabaseClient } from "@supabase/supabase-js"
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser"
import type { PasskeySummary } from "@nordika/ui/admin"
import { createConfirmationClient } from "../data/supabase"
import { serverMessage } from "./sign-in"
import { SOMETHING_WENT_WRONG } from "./copy"

/** What the browser's passkey prompt ended with, in the words a staff member reads. */
const PASSKEY_CANCELLED_MESSAGE = "The passkey prompt was closed or timed out, so nothing changed. Try again when you are ready."
const PASSKEY_ALREADY_ADDED_MESSAGE = "This device or key already holds a passkey for your account."
const PASSKEY_NOT_ALLOWED_HERE_MESSAGE = "This browser does not allow passkeys for this address."

/** At sign-in the browser says the same when the prompt is closed and when the device holds no passkey for this site. */
const PASSKEY_SIGN_IN_CANCELLED_MESSAGE =
  "No passkey signed you in: the prompt was closed, or this device holds no passkey for this website. Use your password, or the device that holds your passkey."
const PASSKEY_NOT_ALLOWED_MESSAGE =
  "That passkey is not allowed here: it was removed from your account, or it does not belong to this website."

/** What a passkey sign-in may answer, by the id of its words on the sign-in pages (app/auth/sign-in-words.tsx). */
export const PASSKEY_SIGN_IN_PROBLEM_IDS: ReadonlyMap<string, string> = new Map([
  [PASSKEY_SIGN_IN_CANCELLED_MESSAGE, /*i18n*/ "sign-in.passkey.cancelled"],
  [PASSKEY_NOT_ALLOWED_MESSAGE, /*i18n*/ "sign-in.passkey.not-allowed"],
  [PASSKEY_NOT_ALLOWED_HERE_MESSAGE, /*i18n*/ "sign-in.passkey.not-allowed-here"],
])

/** Removing a passkey from a session signed in over five minutes ago needs a passkey confirmation first. */
const PASSKEY_REMOVAL_NOT_CONFIRMED_MESSAGE =
  "The passkey was not removed because you did not confirm it is you. Confirm with one of your passkeys, or sign out, sign in again and remove it within 5 minutes."
const PASSKEY_CONFIRMED_AS_SOMEONE_ELSE_MESSAGE =
  "The passkey was not removed: the passkey you confirmed with belongs to another account. Confirm with one of your own."

export const passkeysSupported = () => typeof window !== "undefined" && browserSupportsWebAuthn()

/** The message for an error thrown by the browser's WebAuthn ceremony. */
function ceremonyMessage(error: unknown): string {
  if (error instanceof WebAuthnError) {
    if (error.code === "ERROR_CEREMONY_ABORTED") return PASSKEY_CANCELLED_MESSAGE
    if (error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return PASSKEY_ALREADY_ADDED_MESSAGE
    if (error.code === "ERROR_INVALID_DOMAIN" || error.code === "ERROR_INVALID_RP_ID") return PASSKEY_NOT_ALLOWED_HERE_MESSAGE
  }
  // The browser says NotAllowedError both when the person cancels and when the prompt times out.
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")) return PASSKEY_CANCELLED_MESSAGE
  return error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG
}

type Passkeyed = Pick<SupabaseClient, "auth">

/** The signed-in user's passkeys, oldest first. */
export async function listPasskeys(client: Passkeyed): Promise<PasskeySummary[]> {
  const { data, error } = await client.auth.passkey.list()
  if (error) throw error
  return data.map((passkey) => ({
    id: passkey.id,
    friendlyName: passkey.friendly_name,
    createdAt: passkey.created_at,
    lastUsedAt: passkey.last_used_at,
  }))
}

/**
 * Creates a passkey for the signed-in user on this device (or a security key) and names it.
 * Resolves with a message when it did not happen.
 */
export async function addPasskey(client: Passkeyed, name: string): Promise<string | undefined> {
  const { data: start, error } = await client.auth.passkey.startRegistration()
  if (error) return serverMessage(error)
  let credential
  try {
    credential = await startRegistration({ optionsJSON: start.options as unknown as PublicKeyCredentialCreationOptionsJSON })
  } catch (ceremonyError) {
    return ceremonyMessage(ceremonyError)
  }
  const { data: created, error: verifyError } = await client.auth.passkey.verifyRegistration({
    challengeId: start.challenge_id,
    credential: credential as never,
  })
  if (verifyError) return serverMessage(verifyError as Parameters<typeof serverMessage>[0])
  // The registration itself carries no name (GoTrue's shape), so it is named right after.
  const { error: renameError } = await client.auth.passkey.update({ passkeyId: created.id, friendlyName: name })
  if (renameError) return serverMessage(renameError)
}

/**
 * Signs in with a discoverable passkey: the browser asks which one, the server checks its signature,
 * origin and sign counter, and the session is saved. Resolves with a message when it did not happen.
 */
export async function signInWithPasskey(client: Passkeyed): Promise<string | undefined> {
  const { data: start, error } = await client.auth.passkey.startAuthentication()
  if (error) return serverMessage(error)
  let credential
  try {
    credential = await startAuthentication({ optionsJSON: start.options as unknown as PublicKeyCredentialRequestOptionsJSON })
  } catch (ceremonyError) {
    const message = ceremonyMessage(ceremonyError)
    return message === PASSKEY_CANCELLED_MESSAGE ? PASSKEY_SIGN_IN_CANCELLED_MESSAGE : message
  }
  const { error: verifyError } = await client.auth.passkey.verifyAuthentication({
    challengeId: start.challenge_id,
    credential: credential as never,
  })
  if (!verifyError) return undefined
  if (isAuthApiError(verifyError) && verifyError.code === "webauthn_verification_failed") return PASSKEY_NOT_ALLOWED_MESSAGE
  return serverMessage(verifyError as Parameters<typeof serverMessage>[0])
}

/**
 * Removes one of the signed-in user's passkeys. When the server wants a recent sign-in first
 * (reauthentication_needed), the browser asks for one of the user's passkeys and the removal is made
 * by that confirmed, seconds-old session, held by `confirmationClient` and signed out after; the
 * signed-in session stays as it was. Resolves with a message when the passkey was not removed.
 */
export async function removePasskey(
  client: Passkeyed,
  passkeyId: string,
  confirmationClient: () => Passkeyed | null = createConfirmationClient,
): Promise<string | undefined> {
  const { error } = await client.auth.passkey.delete({ passkeyId })
  if (!error) return undefined
  const confirming = isAuthApiError(error) && error.code === "reauthentication_needed" ? confirmationClient() : null
  if (!confirming) return serverMessage(error)
  const problem = await signInWithPasskey(confirming)
  if (problem) return problem === PASSKEY_SIGN_IN_CANCELLED_MESSAGE ? PASSKEY_REMOVAL_NOT_CONFIRMED_MESSAGE : problem
  try {
    const [{ data: mine }, { data: confirmed }] = await Promise.all([client.auth.getSession(), confirming.auth.getSession()])
    if (!mine.session || mine.session.user.id !== confirmed.session?.user.id) return PASSKEY_CONFIRMED_AS_SOMEONE_ELSE_MESSAGE
    const { error: confirmedError } = await confirming.auth.passkey.delete({ passkeyId })
    if (confirmedError) return serverMessage(confirmedError)
  } finally {
    await confirming.auth.signOut({ scope: "local" })
  }
}
