/**
 * Scheduling a document (20261202000100_document_schedules.sql): "publish at" through publish-document
 * (which validates the content by its kind's schema now and stores it), "unpublish at" and Cancel through
 * their RPCs, the pending schedules of a document, and the overview the "Scheduled" screen and the
 * dashboard show. Times are chosen as Stockholm's wall-clock time and shown in the viewer's zone beside it.
 */
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { formatDateTime, formatTime, formatWeekdayAndDate, zonedWallClock } from "@nordika/ui"
import type { Database } from "./database.types"
import { DocumentConflictError, DocumentFieldError, type DocumentBase, type DocumentContent } from "./document-editor"

type Client = SupabaseClient<Database>

/** The company's time zone: a schedule's time is chosen as a time in Stockholm. */
const STOCKHOLM_TIME_ZONE = "Europe/Stockholm"

export type ScheduleAction = "publish" | "unpublish"

/** A time refused for a schedule (in the past, past five years, after the scheduled unpublish). */
export class ScheduleTimeError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "ScheduleTimeError"
  }
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** The wall-clock numbers of `instant` in `timeZone`, as a UTC timestamp of the same numbers. */
function wallClockMs(instant: number, timeZone: string): number {
  const clock = zonedWallClock(new Date(instant), timeZone)
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute)
}

/** The instant of a Stockholm wall-clock time ("2026-12-02T09:00", as a datetime-local input gives it); null when it is not one. */
export function stockholmTimeToInstant(local: string): Date | null {
  const match = WALL_CLOCK.exec(local)
  if (!match) return null
  const [, year, month, day, hour, minute] = match.map(Number)
  const wanted = Date.UTC(year, month - 1, day, hour, minute)
  // The zone's offset at the guess, twice: once more settles a guess that crossed a change of summer time.
  let guess = wanted - (wallClockMs(wanted, STOCKHOLM_TIME_ZONE) - wanted)
  guess = wanted - (wallClockMs(guess, STOCKHOLM_TIME_ZONE) - guess)
  return Number.isNaN(guess) ? null : new Date(guess)
}

/** `instant` as a datetime-local input's value in Stockholm ("2026-12-02T09:00"). */
export function instantToStockholmTime(instant: Date): string {
  return new Date(wallClockMs(instant.getTime(), STOCKHOLM_TIME_ZONE)).toISOString().slice(0, 16)
}

const timeIn = (instant: Date, timeZone: string) => formatTime(instant.toISOString(), timeZone)
const dayIn = (instant: Date, timeZone: string) => formatWeekdayAndDate(instant.toISOString(), timeZone)

/**
 * A schedule's time for the viewer: their own day and time, then Stockholm's ("Wed, 2 Dec 2026, 10:00 your time
 * (09:00 in Stockholm)"); Stockholm's day too when it is another day there.
 */
export function describeScheduleTime(iso: string | Date, viewerTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  const instant = new Date(iso)
  const viewerDay = dayIn(instant, viewerTimeZone)
  const stockholmDay = dayIn(instant, STOCKHOLM_TIME_ZONE)
  const stockholm = `${stockholmDay === viewerDay ? "" : `${stockholmDay}, `}${timeIn(instant, STOCKHOLM_TIME_ZONE)} in Stockholm`
  return `${viewerDay}, ${timeIn(instant, viewerTimeZone)} your time (${stockholm})`
}

/** Schedules the publish of `content` at `publishAt`: validated now as a publish would be, stored, replacing a pending one. */
export async function scheduleDocumentPublish(
  client: Client,
  id: string,
  content: DocumentContent,
  base: DocumentBase,
  publishAt: Date,
): Promise<{ id: string; publishAt: string }> {
  const { data, error } = await client.functions.invoke<{ scheduled: { id: string; publishAt: string } }>("publish-document", {
    body: {
      documentId: id,
      expectedVersion: base.version,
      expectedRevision: base.revision,
      title: content.title,
      path: content.path,
      data: content.data,
      publishAt: publishAt.toISOString(),
    },
  })
  if (!error && data) return data.scheduled
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    const answer = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string; field?: string } } | null
    const { code, message = "The publish could not be scheduled.", field } = answer?.error ?? {}
    if (code === "conflict") throw new DocumentConflictError(message)
    if (code === "invalid_schedule") throw new ScheduleTimeError(message)
    if (code === "invalid_document") throw new DocumentFieldError(field ?? "", message)
    if (code === "path_taken") throw new DocumentFieldError("path", message)
    throw new Error(message)
  }
  throw new Error("The publish could not be scheduled: the server did not answer. Try again.")
}

/** Schedules taking the document off the site at `unpublishAt`, replacing a pending one. */
export async function scheduleDocumentUnpublish(client: Client, id: string, unpublishAt: Date): Promise<void> {
  const { error } = await client.rpc("schedule_document_unpublish", { p_id: id, p_run_at: unpublishAt.toISOString() })
  if (error?.code === "22023") throw new ScheduleTimeError(error.message)
  if (error) throw new Error(error.message)
}

/** Cancels the document's pending publish or unpublish. */
export async function cancelDocumentSchedule(client: Client, id: string, action: ScheduleAction): Promise<void> {
  const { error } = await client.rpc("cancel_document_schedule", { p_id: id, p_action: action })
  if (error) throw new Error(error.message)
}

export interface PendingSchedule {
  id: string
  action: ScheduleAction
  runAt: string
}

/** The document's pending schedules, soonest first. */
export async function loadPendingSchedules(client: Client, documentId: string): Promise<PendingSchedule[]> {
  const { data, error } = await client
    .from("document_schedules")
    .select("id, action, run_at")
    .eq("document_id", documentId)
    .eq("status", "pending")
    .order("run_at")
  if (error) throw new Error(error.message)
  return (data ?? []).map((row) => ({ id: row.id, action: row.action as ScheduleAction, runAt: row.run_at }))
}

export interface ScheduleOverviewRow {
  id: string
  documentId: string
  kind: string
  title: string
  path: string
  action: ScheduleAction
  runAt: string
  status: "pending" | "done" | "failed"
  error: string | null
  finishedAt: string | null
  scheduledBy: string | null
}

/** What goes live or off and when (pending, soonest first), then what ran or failed in the last 7 days. */
export async function loadScheduleOverview(client: Client): Promise<ScheduleOverviewRow[]> {
  const { data, error } = await client.rpc("document_schedule_overview")
  if (error) throw new Error(error.message)
  return (data ?? []).map((row) => ({
    id: row.id,
    documentId: row.document_id,
    kind: row.collection,
    title: row.title,
    path: row.path,
    action: row.action as ScheduleAction,
    runAt: row.run_at,
    status: row.status as ScheduleOverviewRow["status"],
    error: row.error,
    finishedAt: row.finished_at,
    scheduledBy: row.scheduled_by_name,
  }))
}

/** A pending schedule as the document lists show it: "Scheduled · 3 Dec 2026, 09:00 Stockholm" ("Scheduled unpublish · …"). */
export function scheduledListLabel(schedule: { action: ScheduleAction; runAt: string }): string {
  const at = formatDateTime(schedule.runAt, STOCKHOLM_TIME_ZONE)
  return `${schedule.action === "unpublish" ? "Scheduled unpublish" : "Scheduled"} · ${at} Stockholm`
}
