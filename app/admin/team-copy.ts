/** The words of the team screens that the app (not a ui component) shows: buttons, toasts, notices. */

export const INVITE_STAFF_LABEL = "Invite staff"
export const USERS_LOAD_FAILED = "The staff accounts could not be loaded"
export const USER_LOAD_FAILED = "This account could not be loaded"

export const PROFILE_SAVED = "Changes saved"
export const BANNED_TOAST = "Account banned"
export const UNBANNED_TOAST = "Ban lifted"
export const RECOVERY_SENT_TOAST = "Reset link sent"
export const MFA_RESET_TOAST = "Two-step verification reset"
export const USER_DELETED_TOAST = "Account deleted"
export const ACTION_FAILED = "That did not work"

/** Under the role select, the ban switch, the delete button and the two-step verification reset on the admin's own account. */
export const OWN_ACCOUNT_ROLE_REASON = "Your own role: another admin can change it."
export const OWN_ACCOUNT_BAN_REASON = "You cannot ban your own account."
export const OWN_ACCOUNT_DELETE_REASON = "You cannot delete your own account."
export const OWN_ACCOUNT_MFA_REASON = "Your own authenticator apps are managed on the Credentials screen."
/** The last active admin: no demotion, ban or deletion until someone else is an admin. */
export const LAST_ADMIN_REASON = "The last active admin: make someone else an admin first."

export const PENDING_RESETS_LIST_TITLE = "Waiting for a decision"
export const REVIEW_REQUEST_LABEL = "Review"
export const PENDING_RESETS_TITLE = "Request to reset two-step verification"
export const APPROVE_RESET_LABEL = "Approve and reset"
export const REJECT_RESET_LABEL = "Reject"
export const RESET_APPROVED_TOAST = "Request approved: two-step verification reset"
export const RESET_REJECTED_TOAST = "Request rejected"

export const INVITE_SENT_TOAST = "Invitation sent"
export const INVITE_NOT_MAILED_TOAST = "The invitation mail could not be sent"

export const SESSIONS_TITLE = "Sessions"
export const SIGN_OUT_OTHERS_LABEL = "Sign out other sessions"
export const OTHERS_SIGNED_OUT_TOAST = "Other sessions signed out"
export const MFA_ON_TOAST = "Two-step verification is on"
export const MFA_REMOVED_TOAST = "Authenticator app removed"
export const FACTORS_LOAD_FAILED = "Your authenticator apps could not be loaded"
export const PASSKEYS_LOAD_FAILED = "Your passkeys could not be loaded"
export const FACTOR_REQUIREMENT_LOAD_FAILED = "The sign-in security setting could not be loaded"
export const FACTOR_REQUIRED_ON_TOAST = "Admins now need a passkey or security key"
export const FACTOR_REQUIRED_ON_TOAST_DESCRIPTION = "Admins without one are asked to add one before they can work in the admin."
export const FACTOR_REQUIRED_OFF_TOAST = "Admins no longer need a passkey or security key"
export const PASSKEY_ADDED_TOAST = "Passkey added"
export const PASSKEY_RENAMED_TOAST = "Passkey renamed"
export const PASSKEY_REMOVED_TOAST = "Passkey removed"
