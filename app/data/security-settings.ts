/** public.security_settings: how staff must sign in, read by every staff role and changed by admins. */
import type { SupabaseClient } from "@supabase/supabase-js"
import { z } from "zod"
import type { Database } from "./database.types"

type Client = SupabaseClient<Database>

export interface AdminFactorRequirement {
  /** Whether every admin must have a passkey or security key. */
  required: boolean
  /** Whether the caller has a passkey or security key of their own (without one an admin cannot require them). */
  callerHasFactor: boolean
  /** Whether the caller is an admin without one while it is required: the admin sends them to add one. */
  callerMustAddFactor: boolean
  /** Whether the caller is an admin with one whose session was signed in without it (a password and code): the admin asks them to verify with it. */
  callerMustVerifyFactor: boolean
}

const requirementSchema = z
  .array(
    z.object({
      required: z.boolean(),
      caller_has_factor: z.boolean(),
      caller_must_add_factor: z.boolean(),
      caller_must_verify_factor: z.boolean(),
    }),
  )
  .length(1)

/** The database's answer when an admin without a passkey or security key tries to require one. */
const OWN_FACTOR_MISSING_CODE = "PT403"
const OWN_FACTOR_MISSING_MESSAGE =
  "Add a passkey or security key to your own account first: the requirement cannot be turned on without one."

/** Whether admins must have a passkey or security key, and whether the signed-in staff member must add one now. */
export async function loadAdminFactorRequirement(client: Client): Promise<AdminFactorRequirement> {
  const { data, error } = await client.rpc("admin_factor_requirement")
  if (error) throw new Error(error.message)
  const [row] = requirementSchema.parse(data)
  return {
    required: row.required,
    callerHasFactor: row.caller_has_factor,
    callerMustAddFactor: row.caller_must_add_factor,
    callerMustVerifyFactor: row.caller_must_verify_factor,
  }
}

/** Turns the requirement on or off through set_admin_factor_requirement(); answers it as stored, or the sentence saying why not. */
export async function saveAdminFactorRequirement(client: Client, required: boolean): Promise<{ required: boolean } | { problem: string }> {
  const { data, error } = await client.rpc("set_admin_factor_requirement", { required })
  if (error) return { problem: error.code === OWN_FACTOR_MISSING_CODE ? OWN_FACTOR_MISSING_MESSAGE : error.message }
  return { required: z.boolean().parse(data) }
}
