/**
 * The Links screen's data (the link checker, migration 20261202000300_link_checks.sql): the links that
 * need an editor (link_check_report()), the last finished run of the whole site, the kinds' names, and
 * "Check now" (request_link_check(), which the local server's checker takes up), and the links staff
 * ignore (link_check_ignores, migration 20261203000300_link_ignores_and_hosted_builds.sql).
 */
import { z } from "zod"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "./database.types"

type Client = SupabaseClient<Database>

export type LinkProblem = "broken" | "redirected" | "slow" | "unreachable" | "refused"

/** A link of a live document that needs an editor. */
export interface LinkReportRow {
  id: string
  documentId: string
  documentTitle: string
  documentPath: string
  documentKind: string
  documentKindLabel: string
  field: string
  linkKind: "document" | "path" | "external"
  target: string
  status: LinkProblem
  detail: string | null
  finalTarget: string | null
  /** The ignore that covers this link (an exact one, else the longest prefix), or null. */
  ignore: { id: string; match: "exact" | "prefix"; target: string; reason: string } | null
}

interface LinkRun {
  id: string
  finishedAt: string | null
  linksChecked: number | null
  error: string | null
}

export interface LinkReport {
  rows: LinkReportRow[]
  /** The last finished run of the whole site. */
  lastRun: LinkRun | null
  /** A run of the whole site waiting or under way. */
  pending: boolean
}

/** A field's dotted path as an editor reads it: "ctaBand.primary.href" → "Cta band › Primary", "body.0.children.2" → "Body". */
export function linkFieldLabel(field: string): string {
  const words = field
    .split(".")
    .filter((part) => !/^\d+$/.test(part) && !["children", "items", "href"].includes(part))
    .map((part) => part.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase())
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
  return words.length > 0 ? words.join(" › ") : "Link"
}

export async function readLinkReport(client: Client): Promise<LinkReport> {
  const [report, runs, kinds] = await Promise.all([
    client.rpc("link_check_report"),
    client
      .from("link_check_runs")
      .select("id, finished_at, links_checked, error, started_at")
      .eq("scope", "site")
      .order("requested_at", { ascending: false })
      .limit(20),
    client.from("document_kinds").select("kind, label"),
  ])
  if (report.error) throw report.error
  if (runs.error) throw runs.error
  if (kinds.error) throw kinds.error
  const labels = new Map(kinds.data.map((kind) => [kind.kind, kind.label]))
  const finished = runs.data.find((run) => run.finished_at !== null)
  const pending = runs.data.some((run) => run.finished_at === null)
  return {
    rows: report.data.map((row) => ({
      id: row.id,
      documentId: row.document_id,
      documentTitle: row.document_title,
      documentPath: row.document_path,
      documentKind: row.document_kind,
      documentKindLabel: labels.get(row.document_kind) ?? row.document_kind,
      field: row.field,
      linkKind: row.link_kind as LinkReportRow["linkKind"],
      target: row.target,
      status: row.status as LinkProblem,
      detail: row.detail,
      finalTarget: row.final_target,
      ignore:
        row.ignore_id && row.ignore_target && row.ignore_reason
          ? {
              id: row.ignore_id,
              match: row.ignore_match === "prefix" ? "prefix" : "exact",
              target: row.ignore_target,
              reason: row.ignore_reason,
            }
          : null,
    })),
    lastRun: finished
      ? { id: finished.id, finishedAt: finished.finished_at, linksChecked: finished.links_checked, error: finished.error }
      : null,
    pending,
  }
}

/** Asks for a run of the whole site; answers the run's id (a run already waiting is reused). */
export async function requestLinkCheck(client: Client): Promise<string> {
  const { data, error } = await client.rpc("request_link_check")
  if (error) throw error
  return data
}

/** What an ignore takes: the address (or the prefix of the addresses) and why; the database says the same. */
export const linkIgnoreSchema = z.object({
  match: z.enum(["exact", "prefix"]),
  target: z.string().trim().min(1, { message: "Give the address to ignore." }).max(400, { message: "At most 400 characters." }),
  reason: z.string().trim().min(1, { message: "Say why the link is ignored." }).max(300, { message: "At most 300 characters." }),
})
export type LinkIgnoreInput = z.input<typeof linkIgnoreSchema>

/** Ignores a link, or every address that starts with a prefix (admins and editors; audited). */
export async function ignoreLink(client: Client, input: LinkIgnoreInput): Promise<void> {
  const ignore = linkIgnoreSchema.parse(input)
  const { error } = await client.from("link_check_ignores").insert(ignore)
  if (error?.code === "23505") throw new Error("This address is already ignored.")
  if (error) throw error
}

/** Un-ignores: the link is listed again with the others. */
export async function unignoreLink(client: Client, id: string): Promise<void> {
  const { error } = await client.from("link_check_ignores").delete().eq("id", id)
  if (error) throw error
}
