/**
 * Support for the staff functions' contract tests: real accounts made through the auth admin API,
 * signed in with supabase-js (a TOTP factor enrolled and verified for those who need one), the
 * function called as they would call it, and what it wrote to the audit log.
 */
import crypto from "node:crypto"
import { expect } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { enrolSecurityKey } from "../auth/test-authenticator"
import { totpCode } from "../auth/test-support"
import type { StaffRole } from "#shared/staff"
import type { TestServer } from "../testing/harness"

export const STAFF_TEST_PASSWORD = "correct horse battery staple"

export interface StaffAccount {
  id: string
  email: string
  /** A client signed in as the account (at aal2 when it has a factor). */
  client: SupabaseClient
  /** The TOTP secret, for an account with a factor. */
  secret?: string
}

export interface StaffAccountOptions {
  role?: StaffRole
  /** Enrols and verifies a TOTP factor (the client ends at aal2). */
  totp?: boolean
  /** Enrols and verifies a security key (a webauthn factor, from a software authenticator), after the TOTP factor if any. */
  securityKey?: boolean
  displayName?: string
  prefix?: string
}

export async function staffAccount(t: TestServer, options: StaffAccountOptions = {}): Promise<StaffAccount> {
  const email = `${options.prefix ?? options.role ?? "member"}-${crypto.randomBytes(4).toString("hex")}@nordika.test`
  const service = t.client({ key: t.serviceRoleKey })
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: STAFF_TEST_PASSWORD,
    email_confirm: true,
    app_metadata: options.role ? { role: options.role } : {},
    user_metadata: options.displayName ? { display_name: options.displayName } : {},
  })
  if (error) throw error
  const client = t.client()
  const signIn = await client.auth.signInWithPassword({ email, password: STAFF_TEST_PASSWORD })
  if (signIn.error) throw signIn.error
  let secret: string | undefined
  if (options.totp) {
    const enrolled = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" })
    if (enrolled.error) throw enrolled.error
    secret = enrolled.data.totp.secret
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: await totpCode(secret) })
    if (verified.error) throw verified.error
  }
  if (options.securityKey) await enrolSecurityKey(client, new URL(t.ctx.config.siteUrl).origin)
  return { id: data.user.id, email, client, secret }
}

/** A second client for `account`, signed in with the password only (aal1). */
export async function passwordSession(t: TestServer, email: string): Promise<SupabaseClient> {
  const client = t.client()
  const { error } = await client.auth.signInWithPassword({ email, password: STAFF_TEST_PASSWORD })
  if (error) throw error
  return client
}

export const invokeFunction = (client: SupabaseClient, name: string, body: Record<string, unknown>) =>
  client.functions.invoke(name, { body })

/** Asserts the call was refused with `status` and `code`; returns the body. */
export async function expectRefusal(result: { error: unknown }, status: number, code: string) {
  expect(result.error).toBeInstanceOf(FunctionsHttpError)
  const response = (result.error as FunctionsHttpError).context as Response
  const body = (await response.json()) as { error: { code: string; message: string } }
  expect({ status: response.status, code: body.error.code }).toEqual({ status, code })
  return body
}

export interface AuditEntry {
  action: string
  log_type: string
  actor_id: string
  actor_username: string
  traits: Record<string, unknown>
  ip_address: string
}

/** The audit log entries of `action`, oldest first. */
export async function auditEntries(t: TestServer, action: string): Promise<AuditEntry[]> {
  const { rows } = await t.db.query<{ payload: Omit<AuditEntry, "ip_address">; ip_address: string }>(
    "select payload, ip_address from auth.audit_log_entries where payload ->> 'action' = $1 order by created_at",
    [action],
  )
  return rows.map((row) => ({ ...row.payload, ip_address: row.ip_address }))
}
