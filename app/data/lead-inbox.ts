/**
 * The staff inbox's queries: pages of leads under the inbox's filters, their counts, one lead with
 * its files and notes, the work on it (status, assignee, notes, read markers) and its files through
 * short-lived signed URLs. Row level security limits all of it to staff.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import {
  LEAD_LANGUAGE_NAMES,
  LEAD_STATUS_NAMES,
  LEAD_TYPE_NAMES,
  type LeadAssigneeOption,
  type LeadCounts,
  type LeadInboxFilterValues,
  type LeadInboxRow,
  type LeadLanguageName,
  type LeadStatusName,
  type LeadTypeName,
} from "@nordika/ui/admin"
import { isStaffRole, type StaffRole } from "#shared/staff"
import type { Database } from "./database.types"

type Client = SupabaseClient<Database>
export type LeadRow = Database["public"]["Tables"]["leads"]["Row"]
export type LeadFileRow = Database["public"]["Tables"]["lead_files"]["Row"]
type LeadNoteRow = Database["public"]["Tables"]["lead_notes"]["Row"]
type LeadNoteRevisionRow = Database["public"]["Tables"]["lead_note_revisions"]["Row"]

/** How long a file's signed URL works: long enough to open it, too short to pass around. */
const LEAD_FILE_URL_SECONDS = 60
/** Rows per request when the export reads every lead the filters match. */
const LEAD_EXPORT_BATCH = 1000

/**
 * The search box's words as a prefix query over the leads' search column: every word must match
 * the start of a word of the lead ("svens ab" finds "Svensson AB"). Characters the query syntax
 * would read as operators are dropped; null when nothing searchable is left.
 */
export function leadSearchQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}@._-]+/gu, "").replace(/^[._@-]+|[._@-]+$/g, ""))
    .filter(Boolean)
  if (words.length === 0) return null
  return words.map((word) => `'${word}':*`).join(" & ")
}

/** The first moment of a day (yyyy-mm-dd) in the reader's time zone, as ISO. */
function startOfDay(day: string, offsetDays = 0): string {
  const [year, month, date] = day.split("-").map(Number)
  return new Date(year, month - 1, date + offsetDays).toISOString()
}

/** Applies the inbox's filters to a leads query (any select). */
interface Filterable<Q> {
  eq(column: "type" | "status" | "assignee" | "locale", value: string): Q
  is(column: "assignee", value: null): Q
  gte(column: "created_at", value: string): Q
  lt(column: "created_at", value: string): Q
  textSearch(column: "search", query: string, options: { config: string }): Q
}

function filtered<Q extends Filterable<Q>>(query: Q, filters: LeadInboxFilterValues): Q {
  let q = query
  if (filters.type !== "all") q = q.eq("type", filters.type)
  if (filters.status !== "all") q = q.eq("status", filters.status)
  if (filters.language !== "all") q = q.eq("locale", filters.language)
  if (filters.assignee === "unassigned") q = q.is("assignee", null)
  else if (filters.assignee !== "all") q = q.eq("assignee", filters.assignee)
  if (filters.from) q = q.gte("created_at", startOfDay(filters.from))
  if (filters.to) q = q.lt("created_at", startOfDay(filters.to, 1))
  const search = leadSearchQuery(filters.search)
  if (search) q = q.textSearch("search", search, { config: "simple" })
  return q
}

const INBOX_COLUMNS = "id, reference, type, status, assignee, name, email, company, locale, created_at, lead_reads(read_at), lead_files(id)"

/** A stored language as the inbox names it; one it does not know (none can be stored) reads as English. */
export const leadLanguage = (locale: string): LeadLanguageName =>
  (LEAD_LANGUAGE_NAMES as readonly string[]).includes(locale) ? (locale as LeadLanguageName) : "en"

/** A colleague a lead can be assigned to, with the role that says which leads they work. */
export type LeadAssignee = LeadAssigneeOption & { email: string; role: StaffRole | null }

/** The staff a lead can be assigned to, by name: admins, and colleagues of the reader's own role. */
export async function loadLeadAssignees(client: Client): Promise<LeadAssignee[]> {
  const { data, error } = await client.rpc("lead_assignees")
  if (error) throw error
  return data.map((row) => ({ id: row.id, name: row.name, email: row.email, role: isStaffRole(row.role) ? row.role : null }))
}

/** One page of the leads the filters match, newest first, and how many match in all. */
export async function loadLeadPage(
  client: Client,
  filters: LeadInboxFilterValues,
  page: { pageIndex: number; pageSize: number },
  assignees: readonly LeadAssigneeOption[],
): Promise<{ rows: LeadInboxRow[]; total: number }> {
  const from = page.pageIndex * page.pageSize
  const { data, error, count } = await filtered(client.from("leads").select(INBOX_COLUMNS, { count: "exact" }), filters)
    .order("created_at", { ascending: false })
    .order("id")
    .range(from, from + page.pageSize - 1)
  if (error) throw error
  const names = new Map(assignees.map((assignee) => [assignee.id, assignee.name]))
  return {
    total: count ?? data.length,
    rows: data.map((lead) => ({
      id: lead.id,
      reference: lead.reference,
      type: lead.type as LeadTypeName,
      status: lead.status as LeadStatusName,
      name: lead.name,
      email: lead.email,
      company: lead.company,
      language: leadLanguage(lead.locale),
      assigneeName: lead.assignee ? (names.get(lead.assignee) ?? null) : null,
      createdAt: lead.created_at,
      unread: lead.lead_reads.length === 0,
      fileCount: lead.lead_files.length,
    })),
  }
}

/** Every lead the filters match (not one page), newest first, for the CSV export. */
export async function loadLeadsForExport(client: Client, filters: LeadInboxFilterValues): Promise<LeadRow[]> {
  const leads: LeadRow[] = []
  for (let from = 0; ; from += LEAD_EXPORT_BATCH) {
    const { data, error } = await filtered(client.from("leads").select("*"), filters)
      .order("created_at", { ascending: false })
      .order("id")
      .range(from, from + LEAD_EXPORT_BATCH - 1)
    if (error) throw error
    leads.push(...data)
    if (data.length < LEAD_EXPORT_BATCH) return leads
  }
}

/** The leads per status and type, and the reader's unread ones. */
export async function loadLeadCounts(client: Client): Promise<LeadCounts> {
  const { data, error } = await client.from("lead_inbox_counts").select("type, status, total, unread")
  if (error) throw error
  const counts: LeadCounts = {
    byStatus: Object.fromEntries(LEAD_STATUS_NAMES.map((status) => [status, 0])) as LeadCounts["byStatus"],
    byType: Object.fromEntries(LEAD_TYPE_NAMES.map((type) => [type, 0])) as LeadCounts["byType"],
    total: 0,
    unread: 0,
  }
  for (const row of data) {
    const total = row.total ?? 0
    counts.byStatus[row.status as LeadStatusName] += total
    counts.byType[row.type as LeadTypeName] += total
    counts.total += total
    counts.unread += row.unread ?? 0
  }
  return counts
}

export interface LeadWithWork {
  lead: LeadRow
  files: LeadFileRow[]
  notes: LeadNoteRow[]
  revisions: LeadNoteRevisionRow[]
}

/** One lead with its files, notes and the notes' earlier wordings; null when there is none (or the reader may not see it). */
export async function loadLead(client: Client, id: string): Promise<LeadWithWork | null> {
  const [lead, files, notes, revisions] = await Promise.all([
    client.from("leads").select("*").eq("id", id).maybeSingle(),
    client.from("lead_files").select("*").eq("lead_id", id).order("created_at"),
    client.from("lead_notes").select("*").eq("lead_id", id).order("created_at"),
    client.from("lead_note_revisions").select("*").eq("lead_id", id).order("changed_at"),
  ])
  for (const result of [lead, files, notes, revisions]) if (result.error) throw result.error
  if (!lead.data) return null
  return { lead: lead.data, files: files.data ?? [], notes: notes.data ?? [], revisions: revisions.data ?? [] }
}

/** Marks the lead read for the signed-in staff member (again is harmless). */
export async function markLeadRead(client: Client, leadId: string, userId: string): Promise<void> {
  const { error } = await client
    .from("lead_reads")
    .upsert({ lead_id: leadId, user_id: userId }, { onConflict: "lead_id,user_id", ignoreDuplicates: true })
  if (error) throw error
}

/** Marks the lead unread again for the signed-in staff member. */
export async function markLeadUnread(client: Client, leadId: string, userId: string): Promise<void> {
  const { error } = await client.from("lead_reads").delete().eq("lead_id", leadId).eq("user_id", userId)
  if (error) throw error
}

/** Changes how the lead is worked: its status or who has it. */
export async function updateLead(
  client: Client,
  id: string,
  change: { status?: LeadStatusName; assignee?: string | null },
): Promise<LeadRow> {
  const { data, error } = await client.from("leads").update(change).eq("id", id).select("*").single()
  if (error) throw error
  return data
}

export async function addLeadNote(client: Client, leadId: string, authorId: string, body: string): Promise<void> {
  const { error } = await client.from("lead_notes").insert({ lead_id: leadId, author: authorId, body })
  if (error) throw error
}

/** Rewords one's own note; the earlier wording stays in the note's history. */
export async function editLeadNote(client: Client, noteId: string, body: string): Promise<void> {
  const { data, error } = await client.from("lead_notes").update({ body }).eq("id", noteId).select("id")
  if (error) throw error
  if (data.length === 0) throw new Error("Only the note's author can change it.")
}

/**
 * A signed URL for one of a lead's files, valid LEAD_FILE_URL_SECONDS; the opening is audited
 * first. A download URL makes the browser save the file under its original name.
 */
export async function leadFileUrl(
  client: Client,
  file: Pick<LeadFileRow, "id" | "object_name" | "file_name">,
  how: "download" | "preview",
): Promise<string> {
  const audited = await client.rpc("record_lead_file_opened", { file_id: file.id, how })
  if (audited.error) throw audited.error
  const { data, error } = await client.storage
    .from("uploads")
    .createSignedUrl(file.object_name, LEAD_FILE_URL_SECONDS, how === "download" ? { download: file.file_name } : undefined)
  if (error) throw error
  return data.signedUrl
}
