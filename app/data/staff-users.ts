/** The admin-users and staff-setup edge functions, and public.mfa_reset_requests, for the team screens. */
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import type { StaffRoleLabels } from "@nordika/ui/admin"
import {
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_NAMES,
  type AdminUsersRequest,
  type MfaResetRequest,
  type StaffRole,
  type StaffSetupRequest,
  type StaffUser,
} from "#shared/staff"
import type { Database } from "./database.types"

export type { MfaResetRequest, StaffUser } from "#shared/staff"

type Client = SupabaseClient<Database>

/** The words when a call fails with nothing better to say (the network, a crash). */
const roleWords = (role: StaffRole) => ({ name: STAFF_ROLE_NAMES[role], description: STAFF_ROLE_DESCRIPTIONS[role] })

/** The roles' names and descriptions, as the admin-users function's invitation mail writes them. */
export const STAFF_ROLE_LABELS: StaffRoleLabels = {
  admin: roleWords("admin"),
  editor: roleWords("editor"),
  recruiter: roleWords("recruiter"),
  contributor: roleWords("contributor"),
  translator: roleWords("translator"),
}

const STAFF_CALL_FAILED = "Something went wrong"

/** A refused or failed call: the function's code ("last_admin", "forbidden"…), its status and its sentence. */
class StaffCallError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message)
  }
}

async function invoke<T>(client: Client, name: string, body: object): Promise<T> {
  const { data, error } = await client.functions.invoke<T>(name, { body })
  if (!error) return data as T
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    const failure = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null
    throw new StaffCallError(failure?.error?.message || STAFF_CALL_FAILED, failure?.error?.code ?? "unknown", response.status)
  }
  throw new StaffCallError(STAFF_CALL_FAILED, "network", 0)
}

/** Calls the admin-users function with one of its actions. */
export function adminUsers<T>(client: Client, request: AdminUsersRequest): Promise<T> {
  return invoke<T>(client, "admin-users", request)
}

export async function listStaffUsers(client: Client): Promise<StaffUser[]> {
  return (await adminUsers<{ users: StaffUser[] }>(client, { action: "list" })).users
}

/** One account, and whether it is the last active admin (then it can be neither demoted, banned nor deleted). */
export function getStaffUser(client: Client, userId: string): Promise<{ user: StaffUser; lastAdmin: boolean; passkeys: number }> {
  return adminUsers(client, { action: "get", userId })
}

/** Where links in the mails lead: the page that finishes the flow, on this site. */
export function mailRedirect(path: string): string {
  return new URL(path, window.location.origin).toString()
}

/** The pending requests to reset two-step verification, oldest first (an admin reads them all). */
export async function listPendingMfaResets(client: Client): Promise<MfaResetRequest[]> {
  const { data, error } = await client
    .from("mfa_reset_requests")
    .select("*")
    .eq("status", "pending")
    .gt("expires_at", new Date().toISOString())
    .order("created_at")
  if (error) throw new StaffCallError(error.message || STAFF_CALL_FAILED, error.code, 0)
  return (data ?? []) as MfaResetRequest[]
}

/** Files a request to reset the signed-in user's two-step verification (needs a session from an emailed code). */
export async function requestMfaReset(client: Client, reason: string): Promise<void> {
  const { error } = await client.rpc("request_mfa_reset", reason ? { reason } : {})
  if (error) throw new StaffCallError(error.message || STAFF_CALL_FAILED, error.code, 0)
}

/** How many passkeys the signed-in user has (none when they cannot be listed: the page then offers no passkey step). */
export async function ownPasskeyCount(client: Client): Promise<number> {
  const { data, error } = await client.auth.passkey.list()
  return error ? 0 : data.length
}

/** Creates the first admin of a new installation with the setup token the server printed. */
export function setUpFirstAdmin(client: Client, request: StaffSetupRequest): Promise<{ user: { id: string; email: string | null } }> {
  return invoke(client, "staff-setup", request)
}
