import { JSON_CONTENT_TYPE, RestError } from "./errors"
import type { Envelope } from "./query"
import type { ReadNode } from "./plan"
import type { Accepted } from "./request"

/** A handler's answer, before the schema it served is named in Content-Profile. */
export interface RestResponse {
  status: number
  body: string | null
  headers: Record<string, string>
}

export const CONTENT_TYPES = {
  json: JSON_CONTENT_TYPE,
  object: "application/vnd.pgrst.object+json; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  geojson: "application/geo+json; charset=utf-8",
}

/** RFC 4180 CSV of an array of JSON objects (header from the first row's keys). */
function toCsv(rows: Record<string, unknown>[], columns?: string[]): string {
  const header = columns ?? (rows[0] ? Object.keys(rows[0]) : [])
  const cell = (value: unknown) => {
    if (value === null || value === undefined) return ""
    const text = typeof value === "object" ? JSON.stringify(value) : String(value)
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return [header.map(cell).join(","), ...rows.map((row) => header.map((h) => cell(row[h])).join(","))].join("\n")
}

/** The one row of a result as a JSON object; 406 PGRST116 for any other number of rows. */
export function singular(envelope: Pick<Envelope, "body" | "n">): string {
  if (envelope.n !== 1) throw notSingular(envelope.n)
  // json_agg's one element as Postgres wrote it, as PostgREST answers (its `json_agg(…)->0`).
  const { body } = envelope
  if (body.startsWith("[") && body.endsWith("]")) return body.slice(1, -1).trim()
  return JSON.stringify((JSON.parse(body) as unknown[])[0])
}

export function notSingular(n: number): RestError {
  return new RestError(406, "PGRST116", "Cannot coerce the result to a single JSON object", `The result contains ${n} rows`)
}

/** The rows in the media type the client accepted: a JSON array, one object, or CSV (headed by the select list when empty). */
export function formatBody(envelope: Envelope, accept: Accepted, node?: ReadNode): { body: string; contentType: string } {
  if (accept.media === "object") return { body: singular(envelope), contentType: CONTENT_TYPES.object }
  if (accept.media === "geojson") return { body: envelope.body, contentType: CONTENT_TYPES.geojson }
  if (accept.media === "csv" && envelope.csv) return { body: envelope.body, contentType: CONTENT_TYPES.csv }
  if (accept.media === "csv") {
    const rows = JSON.parse(envelope.body) as Record<string, unknown>[]
    const columns = node?.items.map((i) => (i.kind === "field" ? i.output : i.embed.outputName))
    return { body: toCsv(rows, rows.length ? undefined : columns), contentType: CONTENT_TYPES.csv }
  }
  return { body: envelope.body, contentType: CONTENT_TYPES.json }
}

/** Content-Range as `first-last/total`: the total is `*` when not counted, the range `*` when there are no rows. */
export function contentRange(offset: number, n: number, total: number | null): string {
  const totalText = total === null ? "*" : String(total)
  return n === 0 ? `*/${totalText}` : `${offset}-${offset + n - 1}/${totalText}`
}

/** The HTTP response, naming the schema that was served in Content-Profile. */
export function toHttpResponse(response: RestResponse, schema: string): Response {
  return new Response(response.body, { status: response.status, headers: { "Content-Profile": schema, ...response.headers } })
}
