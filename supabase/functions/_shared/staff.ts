/**
 * The rules of staff accounts, in one place for the edge functions (which validate every request
 * body with these schemas) and the admin's forms (which validate the same fields before sending).
 * Portable TypeScript: zod only, resolved by each function's deno.json on Supabase.
 */
import { z } from "zod"
import type { LeadType } from "./lead-schemas.ts"

/**
 * Admins do everything; editors run the website and its leads; recruiters work the applications;
 * contributors write drafts and ask an editor to review and publish them; translators translate (or
 * review) the segments of the languages an admin gives them (public.staff_language_roles), nothing else.
 */
export const STAFF_ROLES = ["admin", "editor", "recruiter", "contributor", "translator"] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Each role's name as staff read it. */
export const STAFF_ROLE_NAMES = {
  admin: "Admin",
  editor: "Editor",
  recruiter: "Recruiter",
  contributor: "Contributor",
  translator: "Translator",
} as const satisfies Record<StaffRole, string>

/** What each role may do, in one line: under the role field, and in the invitation mail. */
export const STAFF_ROLE_DESCRIPTIONS = {
  admin: "Admins do everything, and manage staff, the audit log and lead notifications.",
  editor: "Editors edit the website and work every lead but the applications.",
  recruiter: "Recruiters work job and freelancer applications and their CVs only.",
  contributor: "Contributors write drafts of pages and posts and ask an editor to review them; they cannot publish.",
  translator: "Translators translate, or review, the Swedish or German text of the languages an admin gives them; nothing else.",
} as const satisfies Record<StaffRole, string>

/** How long an invitation's link works: GoTrue's OTP expiry (supabase/config.toml, [auth.email] otp_expiry). */
export const INVITATION_VALID_HOURS = 1
/**
 * The lead types each staff role works, as the database's staff_role_lead_types() says (a server
 * test holds the two to each other): row level security decides, this only shapes the screens.
 */
export const STAFF_LEAD_TYPES = {
  admin: [
    "quote",
    "consultation",
    "contact",
    "job_application",
    "freelancer_application",
    "event_registration",
    "brochure_request",
    "accessibility_report",
  ],
  editor: ["quote", "consultation", "contact", "event_registration", "brochure_request", "accessibility_report"],
  recruiter: ["job_application", "freelancer_application"],
  contributor: [],
  translator: [],
} as const satisfies Record<StaffRole, readonly LeadType[]>

/** public.profiles.display_name allows at most this many characters (its check constraint). */
export const DISPLAY_NAME_MAX_LENGTH = 120
/** public.mfa_reset_requests.reason allows at most this many characters (its check constraint). */
export const MFA_RESET_REASON_MAX_LENGTH = 500
/** Staff passwords: at least this long (as `npm run admin` asks of a password from stdin)… */
export const PASSWORD_MIN_LENGTH = 12
/** …and at most this long: bcrypt reads no further than 72 bytes. */
export const PASSWORD_MAX_LENGTH = 72
/** How long a request to reset two-step verification waits for an admin (the table's default expiry). */
export const MFA_RESET_REQUEST_VALID_HOURS = 24
/** Users listed per page of the auth admin API when the function reads every account. */
export const LIST_PAGE_SIZE = 1000

export const ROLE_MESSAGE = "Choose a role: admin, editor, recruiter, contributor or translator."
export const EMAIL_MESSAGE = "Enter an email address, such as name@nordika.se."
export const DISPLAY_NAME_MESSAGE = `Keep the name under ${DISPLAY_NAME_MAX_LENGTH + 1} characters.`
export const PASSWORD_SHORT_MESSAGE = `Use at least ${PASSWORD_MIN_LENGTH} characters.`
export const PASSWORD_LONG_MESSAGE = `Use at most ${PASSWORD_MAX_LENGTH} characters.`
export const PASSWORD_MISMATCH_MESSAGE = "The two passwords are not the same."
export const REASON_MESSAGE = `Keep the reason under ${MFA_RESET_REASON_MAX_LENGTH + 1} characters.`

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: ROLE_MESSAGE })
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email(EMAIL_MESSAGE))
/** A display name; empty means none. */
export const displayNameSchema = z.string().trim().max(DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MESSAGE)
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_SHORT_MESSAGE)
  .refine((password) => new TextEncoder().encode(password).length <= PASSWORD_MAX_LENGTH, PASSWORD_LONG_MESSAGE)
export const mfaResetReasonSchema = z.string().trim().max(MFA_RESET_REASON_MAX_LENGTH, REASON_MESSAGE)

/** The invitation form: who, under which name, with which role. */
export const inviteSchema = z.object({ email: emailSchema, displayName: displayNameSchema, role: staffRoleSchema })
export type InviteValues = z.infer<typeof inviteSchema>

/** The profile part of a staff member's edit screen. */
export const staffProfileSchema = z.object({ displayName: displayNameSchema, role: staffRoleSchema })
export type StaffProfileValues = z.infer<typeof staffProfileSchema>

/** A new password, typed twice. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine(({ password, confirmPassword }) => password === confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ["confirmPassword"],
  })
export type NewPasswordValues = z.infer<typeof newPasswordSchema>

/** The first administrator of a new installation (the setup token comes with the request, not the form). */
export const firstAdminSchema = z
  .object({ email: emailSchema, displayName: displayNameSchema, password: passwordSchema, confirmPassword: z.string() })
  .refine(({ password, confirmPassword }) => password === confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ["confirmPassword"],
  })
export type FirstAdminValues = z.infer<typeof firstAdminSchema>

/** A request to reset two-step verification: why, optionally. */
export const mfaResetRequestSchema = z.object({ reason: mfaResetReasonSchema })
export type MfaResetRequestValues = z.infer<typeof mfaResetRequestSchema>

const userId = z.uuid("userId must be a user id (uuid)")
const requestId = z.uuid("requestId must be a request id (uuid)")
/** Where mail links lead back to (GoTrue checks it against the site URL and its allow list). */
const redirectTo = z.url("redirectTo must be a URL").optional()

/** Every request the admin-users function accepts, by `action`. */
export const adminUsersRequestSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("list") }),
    z.object({ action: z.literal("get"), userId }),
    z.object({ action: z.literal("invite"), ...inviteSchema.shape, redirectTo }),
    z
      .object({
        action: z.literal("update"),
        userId,
        displayName: displayNameSchema.optional(),
        role: staffRoleSchema.nullable().optional(),
        banned: z.boolean("banned must be true or false").optional(),
      })
      .refine((request) => request.displayName !== undefined || request.role !== undefined || request.banned !== undefined, {
        message: "Nothing to update: give displayName, role and/or banned",
      }),
    z.object({ action: z.literal("send-recovery"), userId, redirectTo }),
    z.object({ action: z.literal("reset-mfa"), userId }),
    z.object({ action: z.literal("delete"), userId }),
    z.object({ action: z.literal("approve-mfa-reset"), requestId }),
    z.object({ action: z.literal("reject-mfa-reset"), requestId }),
  ],
  {
    error:
      'action must be one of "list", "get", "invite", "update", "send-recovery", "reset-mfa", "delete", "approve-mfa-reset", "reject-mfa-reset"',
  },
)
export type AdminUsersRequest = z.infer<typeof adminUsersRequestSchema>
export type AdminUsersAction = AdminUsersRequest["action"]

/** The first-run request of the staff-setup function. */
export const staffSetupRequestSchema = z.object({
  token: z.string().min(1, "The setup token is missing"),
  email: emailSchema,
  displayName: displayNameSchema,
  password: passwordSchema,
})
export type StaffSetupRequest = z.infer<typeof staffSetupRequestSchema>

/** A staff account as the admin screens show it. */
export interface StaffUser {
  id: string
  email: string | null
  displayName: string | null
  role: StaffRole | null
  /** Verified MFA factors: authenticator apps (TOTP) and security keys (WebAuthn). */
  mfaFactors: number
  /** Of those, the security keys. */
  securityKeys: number
  /** Passkeys, which sign in on their own (a password still does too). */
  passkeys: number
  bannedUntil: string | null
  invitedAt: string | null
  confirmedAt: string | null
  lastSignInAt: string | null
  createdAt: string | null
}

export type MfaResetStatus = "pending" | "approved" | "rejected" | "expired"

/** A row of public.mfa_reset_requests. */
export interface MfaResetRequest {
  id: string
  user_id: string
  email: string
  reason: string | null
  status: MfaResetStatus
  requested_ip: string
  created_at: string
  expires_at: string
  decided_at: string | null
  decided_by: string | null
}

/** What a refused or failed call answers: `{ error: { code, message } }`. */
export interface FunctionFailure {
  error: { code: string; message: string }
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value)
}

/** Whether the account is banned now. */
export function isBanned(user: Pick<StaffUser, "bannedUntil">, now = Date.now()): boolean {
  return user.bannedUntil !== null && new Date(user.bannedUntil).getTime() > now
}

/** The first message of a failed parse, the way a form or an API caller should read it. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue?.message ?? "The request is not valid"
}
