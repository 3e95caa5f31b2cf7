/** public.private_settings: admin-only settings, never readable by a visitor (nor by editors or recruiters). */
import type { SupabaseClient } from "@supabase/supabase-js"
import { z } from "zod"
import type { Database } from "./database.types"

const leadNotificationsSchema = z.object({ recipients: z.array(z.string()) })
const savedRecipientsSchema = z.array(z.string())

/** The addresses that receive a mail for each new lead (empty when none are set). Admins only: anyone else reads none. */
export async function loadLeadRecipients(client: SupabaseClient<Database>): Promise<string[]> {
  const { data, error } = await client.from("private_settings").select("value").eq("key", "lead_notifications").maybeSingle()
  if (error) throw new Error(error.message)
  const parsed = leadNotificationsSchema.safeParse(data?.value)
  return parsed.success ? parsed.data.recipients : []
}

/** Sets the addresses through set_lead_notifications(), which answers them as stored (trimmed, lower-cased, each once). */
export async function saveLeadRecipients(client: SupabaseClient<Database>, recipients: readonly string[]): Promise<string[]> {
  const { data, error } = await client.rpc("set_lead_notifications", { recipients: [...recipients] })
  if (error) throw new Error(error.message)
  return savedRecipientsSchema.parse(data)
}
