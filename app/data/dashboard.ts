/**
 * The dashboard's figures: dashboard_figures(), dashboard_activity(), the lead figures
 * (dashboard_new_leads(), dashboard_leads_by_week()) and when each content section last changed.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import type { ActivityDay } from "@nordika/ui/admin"
import type { Database } from "./database.types"
import { LEAD_TYPES, type LeadType } from "#shared/lead-rules"

type Client = SupabaseClient<Database>

/** The days the activity chart covers, today included. */
const ACTIVITY_DAYS = 30

/** Active staff accounts per role, in the order the dashboard names them. */
export interface StaffCounts {
  admins: number
  editors: number
  recruiters: number
  contributors: number
  translators: number
}

export interface DashboardFigures extends StaffCounts {
  clientErrorsWeek: number
  changesWeek: number
}

export async function loadDashboardFigures(client: Client): Promise<DashboardFigures> {
  const { data, error } = await client.rpc("dashboard_figures").single()
  if (error) throw error
  return {
    admins: data.admins,
    editors: data.editors,
    recruiters: data.recruiters,
    contributors: data.contributors,
    translators: data.translators,
    clientErrorsWeek: data.client_errors_week,
    changesWeek: data.changes_week,
  }
}

/** The weeks the leads chart covers, this week included. */
export const LEAD_WEEKS = 12

/** The reader's own: the database counts only the lead types the reader's role works. */
export interface LeadFigures {
  /** Leads still new, per type, the most first; types without any are left out. */
  newByType: { type: LeadType; count: number }[]
  /** Leads that arrived per week (Monday first, in the reader's time zone), oldest first. */
  byWeek: { weekStart: string; leads: number }[]
}

const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"

export async function loadLeadFigures(client: Client): Promise<LeadFigures> {
  const byWeek = async () => {
    let answer = await client.rpc("dashboard_leads_by_week", { weeks: LEAD_WEEKS, time_zone: readerTimeZone() })
    // A zone the database does not know: count in UTC rather than show nothing.
    if (answer.error?.code === "22023") answer = await client.rpc("dashboard_leads_by_week", { weeks: LEAD_WEEKS, time_zone: "UTC" })
    if (answer.error) throw answer.error
    return answer.data.map((row) => ({ weekStart: row.week_start, leads: row.leads }))
  }
  const newByType = async () => {
    const { data, error } = await client.rpc("dashboard_new_leads")
    if (error) throw error
    return data
      .filter((row): row is { type: LeadType; leads: number } => (LEAD_TYPES as readonly string[]).includes(row.type))
      .map((row) => ({ type: row.type, count: row.leads }))
  }
  const [types, weeks] = await Promise.all([newByType(), byWeek()])
  return { newByType: types, byWeek: weeks }
}

/** One row per day of the last ACTIVITY_DAYS days in the reader's time zone, oldest first. */
export async function loadActivity(client: Client): Promise<ActivityDay[]> {
  const timeZone = readerTimeZone()
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
