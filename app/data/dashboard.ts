/** The dashboard's figures: dashboard_figures(), dashboard_activity() and when each content section last changed. */
import type { SupabaseClient } from "@supabase/supabase-js"
import type { ActivityDay } from "@nordika/ui"
import type { Database } from "./database.types"

type Client = SupabaseClient<Database>

/** The days the activity chart covers, today included. */
export const ACTIVITY_DAYS = 30

export interface DashboardFigures {
  admins: number
  editors: number
  clientErrorsWeek: number
  changesWeek: number
}

export async function loadDashboardFigures(client: Client): Promise<DashboardFigures> {
  const { data, error } = await client.rpc("dashboard_figures").single()
  if (error) throw error
  return { admins: data.admins, editors: data.editors, clientErrorsWeek: data.client_errors_week, changesWeek: data.changes_week }
}

/** One row per day of the last ACTIVITY_DAYS days in the reader's time zone, oldest first. */
export async function loadActivity(client: Client): Promise<ActivityDay[]> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"
  let { data, error } = await client.rpc("dashboard_activity", { days: ACTIVITY_DAYS, time_zone: timeZone })
  // A zone the database does not know: count in UTC rather than show nothing.
  if (error?.code === "22023") ({ data, error } = await client.rpc("dashboard_activity", { days: ACTIVITY_DAYS, time_zone: "UTC" }))
  if (error) throw error
  return (data ?? []).map((row) => ({ day: row.day, changes: row.changes, signIns: row.sign_ins, clientErrors: row.client_errors }))
}

export interface SectionChange {
  key: string
  updatedAt: string
  published: boolean
}

/** Every content section with when it last changed, the latest first. */
export async function loadSectionChanges(client: Client): Promise<SectionChange[]> {
  const { data, error } = await client
    .from("content_sections")
    .select("key, updated_at, published")
    .order("updated_at", { ascending: false })
  if (error) throw error
  return data.map((row) => ({ key: row.key, updatedAt: row.updated_at, published: row.published }))
}
