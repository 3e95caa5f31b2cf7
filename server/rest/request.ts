import { RestError } from "./errors"
import type { ParsedQuery } from "./parse"

/** The `Prefer` values this server honours, by preference. */
const PREFERENCE_VALUES = {
  return: ["minimal", "representation", "headers-only"],
  count: ["exact", "planned", "estimated"],
  resolution: ["merge-duplicates", "ignore-duplicates"],
  missing: ["default", "null"],
  tx: ["commit", "rollback"],
  handling: ["strict", "lenient"],
} as const

type PreferenceName = keyof typeof PREFERENCE_VALUES

/** A parsed `Prefer` header: the value of each preference the client set. */
export type Preferences = { -readonly [Name in PreferenceName]?: (typeof PREFERENCE_VALUES)[Name][number] } & {
  /** The values honoured, echoed in Preference-Applied. */
  applied: string[]
  /** `max-affected=N`: with `handling=strict`, a write touching more rows fails (PGRST124). */
  maxAffected?: number
}

const isPreferenceName = (key: string): key is PreferenceName => Object.hasOwn(PREFERENCE_VALUES, key)

/** Parses `Prefer`; unknown preferences and values are ignored, as PostgREST does without `handling=strict`. */
export function parsePrefer(header: string | undefined | null): Preferences {
  const prefs: Preferences = { applied: [] }
  for (const part of (header ?? "").split(",")) {
    const [rawKey, ...rest] = part.trim().split("=")
    const key = rawKey?.trim().toLowerCase()
    const value = rest.join("=").trim()
    if (key === "max-affected" && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value)
      prefs.applied.push(`${key}=${value}`)
      continue
    }
    if (!key || !isPreferenceName(key) || !(PREFERENCE_VALUES[key] as readonly string[]).includes(value)) continue
    ;(prefs as Record<PreferenceName, string>)[key] = value
    prefs.applied.push(`${key}=${value}`)
  }
  return prefs
}

export type MediaType = "json" | "object" | "csv"

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
