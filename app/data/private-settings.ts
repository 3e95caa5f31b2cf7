/** public.private_settings: staff-only settings, never readable by a visitor. */
import type { SupabaseClient } from "@supabase/supabase-js"
import { z } from "zod"
import type { Database } from "./database.types"

const leadNotificationsSchema = z.object({ recipients: z.array(z.string()) })

/** The addresses that receive a mail for each new lead (empty when none are set). */
export async function loadLeadRecipients(client: SupabaseClient<Database>): Promise<string[]> {
  const { data, error } = await client.from("private_settings").select("value").eq("key", "lead_notifications").maybeSingle()
  if (error) throw new Error(error.message)
  const parsed = leadNotificationsSchema.safeParse(data?.value)
  return parsed.success ? parsed.data.recipients : []
}

export async function saveLeadRecipients(client: SupabaseClient<Database>, recipients: readonly string[]): Promise<void> {
  const { error } = await client.from("private_settings").upsert({ key: "lead_notifications", value: { recipients: [...recipients] } })
  if (error) throw new Error(error.message)
}
