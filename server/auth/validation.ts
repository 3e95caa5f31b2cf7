import type { Context } from "hono"
import { z } from "zod"
import { JsonBodyError, parseJsonBody } from "../middleware/json-body"
import { validationFailed } from "./errors"

/** Largest JSON body accepted by the auth endpoints. */
const MAX_BODY_BYTES = 64 * 1024

/** What supabase-js may send as "absent": missing, undefined or null. */
const opt = <T extends z.ZodTypeAny>(schema: T) => schema.nullish()
const metadata = z.record(z.string(), z.unknown())

/** Reads the JSON body (empty means `{}`) and checks it against `schema`; 400 validation_failed otherwise. */
export async function readBody<T extends z.ZodTypeAny>(c: Context, schema: T): Promise<z.infer<T>> {
  const length = Number(c.req.header("content-length") ?? 0)
  if (length > MAX_BODY_BYTES) throw validationFailed("Request body is too large")
  const text = await c.req.text()
  if (text.length > MAX_BODY_BYTES) throw validationFailed("Request body is too large")
  let json: unknown = {}
  if (text.trim() !== "") {
    try {
      json = parseJsonBody(text)
    } catch (error) {
      if (error instanceof JsonBodyError) throw validationFailed(`Could not parse request body as JSON: ${error.message}`)
      throw error
    }
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    throw validationFailed("Could not parse request body as JSON: expected an object")
  }
  const result = schema.safeParse(json)
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue.path.length ? `${issue.path.join(".")}: ` : ""
    throw validationFailed(`Invalid request body: ${where}${issue.message}`)
  }
  return result.data
}

const EMAIL = z.email()

/** Lower-cases and trims an email; 400 validation_failed when it is not an address. */
export function normalizeEmail(email: string): string {
  const value = email.trim().toLowerCase()
  if (value.length > 255 || !EMAIL.safeParse(value).success) {
    throw validationFailed("Unable to validate email address: invalid format")
  }
  return value
}

const pkce = {
  code_challenge: opt(z.string().max(128)),
  code_challenge_method: opt(z.string()),
}
const security = { gotrue_meta_security: opt(z.object({ captcha_token: opt(z.string()) }).loose()) }

export const signupBody = z.object({
  email: opt(z.string()),
  phone: opt(z.string()),
  password: opt(z.string()),
  data: opt(metadata),
  channel: opt(z.string()),
  ...pkce,
  ...security,
})

export const passwordGrantBody = z.object({
  email: opt(z.string()),
  phone: opt(z.string()),
  password: opt(z.string()),
  ...security,
})

export const refreshGrantBody = z.object({ refresh_token: opt(z.string()) })

export const pkceGrantBody = z.object({ auth_code: opt(z.string()), code_verifier: opt(z.string()) })

export const idTokenGrantBody = z.object({
  id_token: opt(z.string()),
  access_token: opt(z.string()),
  nonce: opt(z.string()),
  provider: opt(z.string()),
  client_id: opt(z.string()),
  issuer: opt(z.string()),
  link_identity: opt(z.boolean()),
  ...security,
})

export const updateUserBody = z.object({
  email: opt(z.string()),
  phone: opt(z.string()),
  password: opt(z.string()),
  current_password: opt(z.string()),
  nonce: opt(z.string()),
  data: opt(metadata),
  app_metadata: opt(metadata),
  channel: opt(z.string()),
  ...pkce,
})

export const recoverBody = z.object({ email: opt(z.string()), ...pkce, ...security })

export const otpBody = z.object({
  email: opt(z.string()),
  phone: opt(z.string()),
  data: opt(metadata),
  create_user: opt(z.boolean()),
  channel: opt(z.string()),
  ...pkce,
  ...security,
})

export const VERIFY_TYPES = ["signup", "invite", "magiclink", "recovery", "email", "email_change", "sms", "phone_change"] as const
export type VerifyType = (typeof VERIFY_TYPES)[number]

export const verifyBody = z.object({
  type: opt(z.string()),
  token: opt(z.string()),
  token_hash: opt(z.string()),
  email: opt(z.string()),
  phone: opt(z.string()),
  redirect_to: opt(z.string()),
  ...security,
})

export const resendBody = z.object({
  type: opt(z.string()),
  email: opt(z.string()),
  phone: opt(z.string()),
  ...pkce,
  ...security,
})

export const enrollBody = z.object({
  factor_type: opt(z.string()),
  friendly_name: opt(z.string().max(256)),
  issuer: opt(z.string().max(256)),
  phone: opt(z.string()),
})

export const challengeBody = z.object({ channel: opt(z.string()) }).loose()

export const mfaVerifyBody = z.object({ challenge_id: opt(z.string()), code: opt(z.string()), webauthn: z.unknown().optional() }).loose()

export const adminUserBody = z.object({
  id: opt(z.string()),
  email: opt(z.string()),
  phone: opt(z.string()),
  password: opt(z.string()),
  password_hash: opt(z.string()),
  email_confirm: opt(z.boolean()),
  phone_confirm: opt(z.boolean()),
  user_metadata: opt(metadata),
  app_metadata: opt(metadata),
  role: opt(z.string().max(255)),
  ban_duration: opt(z.string()),
})

export const deleteUserBody = z.object({ should_soft_delete: opt(z.boolean()) })

export const GENERATE_LINK_TYPES = ["signup", "invite", "magiclink", "recovery", "email_change_current", "email_change_new"] as const

export const generateLinkBody = z.object({
  type: opt(z.string()),
  email: opt(z.string()),
  password: opt(z.string()),
  new_email: opt(z.string()),
  data: opt(metadata),
  redirect_to: opt(z.string()),
  redirectTo: opt(z.string()),
})

export const inviteBody = z.object({ email: opt(z.string()), data: opt(metadata) })

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: string | undefined | null): value is string {
  return typeof value === "string" && UUID_RE.test(value)
}
