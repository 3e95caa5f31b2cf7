import type { Queryable } from "../db"
import { RestError } from "./errors"

/** The values PostgREST 13 accepts for each preference, as they are written in `Prefer`. */
const PREFERENCE_VALUES = {
  resolution: ["merge-duplicates", "ignore-duplicates"],
  return: ["representation", "minimal", "headers-only"],
  count: ["exact", "planned", "estimated"],
  tx: ["commit", "rollback"],
  missing: ["default", "null"],
  handling: ["strict", "lenient"],
} as const

type PreferenceName = keyof typeof PREFERENCE_VALUES

/** A parsed `Prefer` header: the first valid value of each preference, as PostgREST keeps it. */
export type Preferences = { -readonly [Name in PreferenceName]?: (typeof PREFERENCE_VALUES)[Name][number] } & {
  /** `timezone=…` naming a time zone of pg_timezone_names. */
  timezone?: string
  /** `max-affected=N`: with `handling=strict`, a write or call touching more rows fails (PGRST124). */
  maxAffected?: number
  /** What PostgREST could not accept, in the order sent (PGRST122 with `handling=strict`). */
  invalid: string[]
}

const isPreferenceName = (key: string): key is PreferenceName => Object.hasOwn(PREFERENCE_VALUES, key)

/** Haskell's `readMaybe` on an Int64, as PostgREST reads max-affected: digits with an optional minus sign. */
function int64(text: string): number | undefined {
  return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : undefined
}

/**
 * Parses `Prefer` as PostgREST's fromHeaders: values split at commas and trimmed, matched exactly
 * (case and spacing count), the first of each preference winning. A timezone is accepted only when
 * `isTimezone` knows it; everything else that is neither a known value nor `max-affected=` is invalid.
 */
function parsePrefer(header: string | undefined | null, isTimezone: (name: string) => boolean = () => false): Preferences {
  const prefs: Preferences = { invalid: [] }
  const values = (header ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter((v) => v !== "")
  for (const value of values) {
    const equals = value.indexOf("=")
    const key = equals < 0 ? value : value.slice(0, equals)
    const rest = equals < 0 ? "" : value.slice(equals + 1)
    if (key === "max-affected") {
      prefs.maxAffected ??= int64(rest)
      continue
    }
    if (key === "timezone" && isTimezone(rest)) {
      prefs.timezone ??= rest
      continue
    }
    if (isPreferenceName(key) && (PREFERENCE_VALUES[key] as readonly string[]).includes(rest)) {
      ;(prefs as Record<PreferenceName, string | undefined>)[key] ??= rest
      continue
    }
    prefs.invalid.push(value)
  }
  return prefs
}

/** PGRST122: with `handling=strict`, any preference PostgREST cannot accept refuses the request. */
function assertStrictPreferences(prefs: Preferences): void {
  if (prefs.handling === "strict" && prefs.invalid.length > 0) {
    throw new RestError(
      400,
      "PGRST122",
      "Invalid preferences given with handling=strict",
      `Invalid preferences: ${prefs.invalid.join(", ")}`,
    )
  }
}

/** Which preferences a kind of request honours, as PostgREST's Response lists them for Preference-Applied. */
export type PreferenceAction = "read" | "insert" | "update" | "upsert" | "delete" | "call"

const HONOURED: Record<PreferenceAction, (keyof Preferences)[]> = {
  read: ["count", "tx", "handling", "timezone"],
  insert: ["resolution", "missing", "return", "count", "tx", "handling", "timezone"],
  update: ["missing", "return", "count", "tx", "handling", "timezone", "maxAffected"],
  upsert: ["return", "count", "tx", "handling", "timezone"],
  delete: ["return", "count", "tx", "handling", "timezone", "maxAffected"],
  call: ["count", "tx", "handling", "timezone", "maxAffected"],
}

/** PostgREST's order of Preference-Applied. */
const APPLIED_ORDER: (keyof Preferences)[] = ["resolution", "missing", "return", "count", "tx", "handling", "timezone", "maxAffected"]

/**
 * Preference-Applied for a request, in PostgREST's order. max-affected is echoed only with
 * `handling=strict` (the only way it applies); an insert echoes resolution only when it can
 * upsert (the table has a primary key or on_conflict was given).
 */
export function preferenceApplied(prefs: Preferences, action: PreferenceAction, options: { canUpsert?: boolean } = {}): string | undefined {
  const honoured = new Set(HONOURED[action])
  const applied: string[] = []
  for (const name of APPLIED_ORDER) {
    const value = prefs[name]
    if (value === undefined || !honoured.has(name)) continue
    if (name === "maxAffected") {
      if (prefs.handling === "strict") applied.push(`max-affected=${String(value)}`)
    } else if (name !== "resolution" || options.canUpsert !== false) applied.push(`${name}=${String(value)}`)
  }
  return applied.length ? applied.join(", ") : undefined
}

/**
 * The time zone names of pg_timezone_names, read once per database and kept (PostgREST reads them
 * with its schema cache): the list never changes while the server runs.
 */
export class TimezoneNames {
  private names?: Promise<Set<string>>

  constructor(private readonly db: Queryable) {}

  load(): Promise<Set<string>> {
    this.names ??= this.db.query<{ name: string }>("select name from pg_timezone_names").then(
      ({ rows }) => new Set(rows.map((r) => r.name)),
      (error: unknown) => {
        this.names = undefined
        throw error
      },
    )
    return this.names
  }
}

/** `Prefer` parsed against the server's time zones (read only when a timezone preference is sent). */
export async function readPreferences(header: string | undefined | null, timezones: TimezoneNames): Promise<Preferences> {
  const names = /(^|,)\s*timezone=/.test(header ?? "") ? await timezones.load() : new Set<string>()
  const prefs = parsePrefer(header, (name) => names.has(name))
  assertStrictPreferences(prefs)
  return prefs
}
