import { RestError } from "./errors"
import type { ParsedQuery } from "./parse"

type MediaType = "json" | "object" | "csv" | "geojson"

export interface Accepted {
  media: MediaType
  stripNulls: boolean
}

/** Chooses the response media type from `Accept`; anything unsupported is 406 PGRST107. */
export function parseAccept(header: string | undefined | null): Accepted {
  if (!header || !header.trim()) return { media: "json", stripNulls: false }
  for (const raw of header.split(",")) {
    const [type, ...params] = raw
      .trim()
      .split(";")
      .map((s) => s.trim())
    const stripNulls = params.some((p) => p.replace(/\s/g, "") === "nulls=stripped")
    switch (type.toLowerCase()) {
      case "*/*":
      case "application/*":
      case "application/json":
        return { media: "json", stripNulls: false }
      case "application/vnd.pgrst.array+json":
        return { media: "json", stripNulls }
      case "application/vnd.pgrst.object+json":
      case "application/vnd.pgrst.object":
        return { media: "object", stripNulls }
      case "text/csv":
        return { media: "csv", stripNulls: false }
      case "application/geo+json":
        return { media: "geojson", stripNulls: false }
    }
  }
  throw new RestError(406, "PGRST107", `None of these media types are available: ${header}`)
}

/** `Range: 0-9` (items) → offset and limit. Malformed ranges are ignored, as PostgREST does. */
export function parseRange(header: string | undefined | null): { offset: number; limit?: number } | undefined {
  const match = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header ?? "")
  if (!match) return undefined
  const offset = Number(match[1])
  if (match[2] === "") return { offset }
  const last = Number(match[2])
  if (last < offset)
    throw new RestError(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      `The first index ${offset} is greater than the last index ${last}.`,
    )
  return { offset, limit: last - offset + 1 }
}

/** Which schema a request targets (Accept-Profile for reads, Content-Profile for writes). */
export function requestedSchema(profile: string | undefined | null, exposed: string[]): string {
  const schema = profile?.trim() || exposed[0]
  if (!exposed.includes(schema)) {
    throw new RestError(406, "PGRST106", `Invalid schema: ${schema}`, null, `Only the following schemas are exposed: ${exposed.join(", ")}`)
  }
  return schema
}

/** The query string as form-decoded pairs (spaces arrive as `+`), repeated keys kept. */
export function searchParams(request: Request): URLSearchParams {
  return new URL(request.url).searchParams
}

/** A parameter that is neither reserved, a filter nor a function argument is a filter without an operator: 400 PGRST100. */
export function rejectStrayParams(query: ParsedQuery): void {
  for (const [key, value] of query.other) {
    throw new RestError(
      400,
      "PGRST100",
      `"failed to parse filter (${value})" (line 1, column 1)`,
      `unexpected "${value.slice(0, 1)}" expecting an operator for "${key}" (eq, gt, …)`,
    )
  }
}
