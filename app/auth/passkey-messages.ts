/**
 * What a passkey sign-in may answer, apart from app/auth/passkeys.ts (which loads on the click) so the
 * sign-in page can name them in its language (app/auth/sign-in-words.tsx) without loading the ceremony.
 */

export const PASSKEY_NOT_ALLOWED_HERE_MESSAGE = "This browser does not allow passkeys for this address."

/** At sign-in the browser says the same when the prompt is closed and when the device holds no passkey for this site. */
export const PASSKEY_SIGN_IN_CANCELLED_MESSAGE =
  "No passkey signed you in: the prompt was closed, or this device holds no passkey for this website. Use your password, or the device that holds your passkey."
export const PASSKEY_NOT_ALLOWED_MESSAGE =
  "That passkey is not allowed here: it was removed from your account, or it does not belong to this website."
