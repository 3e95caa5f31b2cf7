/** The words of the sign-in flow that the app (not a ui component) shows: toasts and step messages. */

/** Destructive toast titles of the spec; the description is the server's message or SOMETHING_WENT_WRONG. */
export const SIGN_IN_FAILED = "Sign in Failed"
export const SIGN_OUT_FAILED = "Sign out Failed"
export const SOMETHING_WENT_WRONG = "Something went wrong"

/** Shown when the server answers 429 to a sign-in or a code (its limits count per network address). */
export const RATE_LIMITED_MESSAGE = "Too many sign-in attempts from this network. Wait a few minutes, then try again."
/** Shown under the boxes when the authenticator code is refused. */
export const WRONG_CODE_MESSAGE = "That code is not valid. Enter the code your authenticator app shows now."

/** The page when this build has no backend to sign in against. */
export const NO_BACKEND_TITLE = "Sign-in is not available"
export const NO_BACKEND_TEXT = "This copy of the website has no backend configured, so staff cannot sign in here."

/** How a staff role reads in the top bar's account menu. */
export const STAFF_ROLE_LABELS = { admin: "Admin", editor: "Editor", recruiter: "Recruiter" } as const
