/**
 * The redirects screen's data (public.redirects, docs/decisions/0006-redirects.md): redirect_overview()
 * for the list, the table itself for staff's manual rows (row level security and an audit trigger
 * decide and record), the form's and the CSV import's rules (zod), and the CSV both ways.
 */
import { z } from "zod"
import type { PostgrestError, SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "./database.types"

type Client = SupabaseClient<Database>

type RedirectOrigin = "manual" | "auto" | "fixed"
type RedirectMatch = "exact" | "prefix"
type RedirectStatus = 301 | 302

/** A redirect as the screen lists it. */
export interface RedirectListRow {
  id: string
  source: string
  target: string
  status: RedirectStatus
  match: RedirectMatch
  origin: RedirectOrigin
  hitCount: number
  lastHitAt: string | null
  createdAt: string
  createdByName: string | null
  /** Whether a live page is at the target (false: the target no longer exists, unless it is a code route). */
  targetIsPage: boolean
}

/** What staff write for a manual redirect. */
export interface RedirectValues {
  source: string
  target: string
  status: RedirectStatus
  match: RedirectMatch
}

/** A path as the database keeps it: trimmed, lower case, no trailing slash. */
const normalizeRedirectPath = (value: string) => {
  const trimmed = value.trim().toLowerCase()
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, "") : trimmed
}

// The database's rule (redirects_source_format): segments of letters, digits and . _ ~ -.
const REDIRECT_PATH = /^\/([a-z0-9._~-]+(\/[a-z0-9._~-]+)*)?$/
const PATH_MESSAGE = "Enter a path of this site that starts with /, such as /services/translation."

const redirectPath = z
  .string()
  .transform(normalizeRedirectPath)
  .pipe(z.string().max(200, "Keep the path under 200 characters.").regex(REDIRECT_PATH, PATH_MESSAGE))

/**
 * Addresses the app answers itself that are no document, as the database refuses a redirect's source there
 * (20261202000400_redirect_sources.sql, 20261204003900_sign_in_language_sources.sql,
 * 20261206000200_search_redirect_sources.sql, which server/rest/redirects.test.ts keeps equal to the
 * build's routes.json): the sign-in and search pages in each language and the technology aliases; and the
 * admin area's and the API's prefixes.
 */
export const RESERVED_REDIRECT_SOURCES = [
  "/login",
  "/login/setup",
  "/emergency-login",
  "/sv/login",
  "/sv/login/setup",
  "/sv/emergency-login",
  "/de/login",
  "/de/login/setup",
  "/de/emergency-login",
  "/search",
  "/sv/sok",
  "/de/suche",
  "/technology/ai-solutions",
  "/technology/apis-connectors",
  "/technology/international-seo",
] as const
const RESERVED_REDIRECT_PREFIXES = ["/admin", "/api"] as const

/** Whether a redirect may not start at `source`: the app answers it (a sign-in page, an alias, the admin area, the API). */
function isReservedRedirectSource(source: string): boolean {
  return (
    (RESERVED_REDIRECT_SOURCES as readonly string[]).includes(source) ||
    RESERVED_REDIRECT_PREFIXES.some((prefix) => source === prefix || source.startsWith(`${prefix}/`))
  )
}

const RESERVED_SOURCE_MESSAGE =
  "The app answers this address itself (sign-in, the admin area, the API or a service's alias): choose another."

/** The form's and the import's rules; `existing` (the other redirects) refuses a loop and a second redirect from the same path. */
export function redirectSchema(existing: readonly Pick<RedirectListRow, "id" | "source" | "target" | "match">[] = [], editingId?: string) {
  const others = existing.filter((row) => row.id !== editingId)
  return z
    .object({
      source: redirectPath
        .refine((source) => source !== "/", "The home page cannot redirect.")
        .refine((source) => !isReservedRedirectSource(source), RESERVED_SOURCE_MESSAGE),
      target: redirectPath,
      status: z.union([z.literal(301), z.literal(302)], { error: "Choose 301 (moved for good) or 302 (for now)." }),
      match: z.enum(["exact", "prefix"], { error: "Choose the exact path or the path and everything under it." }),
    })
    .superRefine((values, context) => {
      if (values.source === values.target) {
        context.addIssue({ code: "custom", path: ["target"], message: "A redirect cannot lead to its own address." })
      } else if (values.match === "prefix" && values.target.startsWith(`${values.source}/`)) {
        context.addIssue({
          code: "custom",
          path: ["target"],
          message: "A prefix redirect cannot lead under its own address: it would never end.",
        })
      }
      if (others.some((row) => row.source === values.source)) {
        context.addIssue({ code: "custom", path: ["source"], message: `${values.source} already redirects.` })
      }
      const back = others.find((row) => row.source === values.target && row.match === "exact" && row.target === values.source)
      if (back) {
        context.addIssue({
          code: "custom",
          path: ["target"],
          message: `${back.source} already redirects to ${back.target}: this would make a loop.`,
        })
      }
    })
}

/** The CSV's columns, in order (status and match may be left out: 301, exact). */
const REDIRECT_CSV_HEADER = "source,target,status,match"

/** A line of an imported CSV: its values, or what is wrong with it. */
export type RedirectImportLine = { line: number; text: string } & (
  { values: RedirectValues; error?: never } | { values?: never; error: string }
)

const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, "$1")
    .replace(/""/g, '"')

/** Reads a CSV of redirects (a header line is skipped), each line checked against the rules and the lines before it. */
export function parseRedirectCsv(
  text: string,
  existing: readonly Pick<RedirectListRow, "id" | "source" | "target" | "match">[],
): RedirectImportLine[] {
  const accepted: Pick<RedirectListRow, "id" | "source" | "target" | "match">[] = [...existing]
  const lines: RedirectImportLine[] = []
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    if (raw.trim() === "" || (index === 0 && raw.trim().toLowerCase().startsWith("source"))) return
    const [source = "", target = "", status = "", match = ""] = raw.split(",").map(unquote)
    const parsed = redirectSchema(accepted).safeParse({
      source,
      target,
      status: status === "" ? 301 : Number(status),
      match: match === "" ? "exact" : match.toLowerCase(),
    })
    if (!parsed.success) {
      lines.push({ line, text: raw, error: parsed.error.issues.map((issue) => issue.message).join(" ") })
      return
    }
    accepted.push({ id: `line-${line}`, ...parsed.data })
    lines.push({ line, text: raw, values: parsed.data })
  })
  return lines
}

/** The redirects as a CSV file (the import's columns). */
export function redirectsCsv(rows: readonly RedirectValues[]): string {
  return [REDIRECT_CSV_HEADER, ...rows.map((row) => `${row.source},${row.target},${row.status},${row.match}`)].join("\n") + "\n"
}

/** The form's field a refusal of the database belongs under: the source for an address the app keeps, else the target. */
export function redirectErrorField(error: PostgrestError | Error): "source" | "target" {
  return "code" in error && error.code === "RCODE" ? "source" : "target"
}

/** What the database said, for the screen (its own message for a loop, a taken address or a page there). */
export function redirectErrorMessage(error: PostgrestError | Error): string {
  const code = "code" in error ? error.code : undefined
  if (code === "23505" && error.message.includes("redirects_source_key")) return "That path already redirects."
  if (code === "42501") return "Your role may not change this redirect."
  return error.message
}

type OverviewRow = Database["public"]["Functions"]["redirect_overview"]["Returns"][number]

const rowFrom = (row: OverviewRow): RedirectListRow => ({
  id: row.id,
  source: row.source,
  target: row.target,
  status: row.status === 302 ? 302 : 301,
  match: row.match === "prefix" ? "prefix" : "exact",
  origin: row.origin === "fixed" || row.origin === "auto" ? row.origin : "manual",
  hitCount: Number(row.hit_count),
  lastHitAt: row.last_hit_at,
  createdAt: row.created_at,
  createdByName: row.created_by_name,
  targetIsPage: row.target_is_page,
})

/** Every redirect, the fixed ones first, then the newest. */
export async function listRedirects(client: Client): Promise<RedirectListRow[]> {
  const { data, error } = await client.rpc("redirect_overview")
  if (error) throw error
  return (data ?? []).map(rowFrom)
}

/** Adds a manual redirect, or changes one (`id`). */
export async function saveRedirect(client: Client, values: RedirectValues, id?: string): Promise<void> {
  const { error } = id ? await client.from("redirects").update(values).eq("id", id) : await client.from("redirects").insert(values)
  if (error) throw error
}

/** Removes a manual or automatic redirect (the fixed ones are code). */
export async function removeRedirect(client: Client, id: string): Promise<void> {
  const { error } = await client.from("redirects").delete().eq("id", id)
  if (error) throw error
}

/** Adds the import's good lines one by one, so that one the database refuses costs only itself; what it refused, by line. */
export async function importRedirects(
  client: Client,
  lines: readonly RedirectImportLine[],
): Promise<{ added: number; refused: RedirectImportLine[] }> {
  let added = 0
  const refused: RedirectImportLine[] = []
  for (const line of lines) {
    if (!line.values) continue
    const { error } = await client.from("redirects").insert(line.values)
    if (error) refused.push({ line: line.line, text: line.text, error: redirectErrorMessage(error) })
    else added++
  }
  return { added, refused }
}
