/**
 * The words of the sign-in flow that the app (not a ui component) shows, in English: toasts and step
 * messages. The sign-in pages read them in their language from the catalogs (app/auth/sign-in-words.tsx);
 * the admin, which stays English, reads them here.
 */

/** Destructive toast titles of the spec; the description is the server's message or SOMETHING_WENT_WRONG. */
export const SIGN_IN_FAILED = "Sign in Failed"
export const SIGN_OUT_FAILED = "Sign out Failed"
export const SOMETHING_WENT_WRONG = "Something went wrong"

/** Shown when the server answers 429 to a sign-in or a code (its limits count per network address). */
export const RATE_LIMITED_MESSAGE = "Too many sign-in attempts from this network. Wait a few minutes, then try again."
/** Shown under the boxes when the authenticator code is refused. */
export const WRONG_CODE_MESSAGE = "That code is not valid. Enter the code your authenticator app shows now."

/** How a staff role reads in the top bar's account menu. */
export const STAFF_ROLE_LABELS = {
  admin: "Admin",
  editor: "Editor",
  recruiter: "Recruiter",
  contributor: "Contributor",
  translator: "Translator",
} as const

/** The step-up an admin meets while admins must use a passkey or security key and this session began with a password and code. */
export const STEP_UP_TITLE = "Confirm it is you with your security key"
export const STEP_UP_PASSKEY_TITLE = "Confirm it is you with your passkey"
export const STEP_UP_DESCRIPTION =
  "Admins at Nordika must sign in with a passkey or security key, which a look-alike page cannot phish. You signed in with your password and a code, so confirm with your key to open the admin."
export const STEP_UP_PASSKEY_LABEL = "Sign in with your passkey"
export const STEP_UP_SIGN_OUT_LABEL = "Sign out"
