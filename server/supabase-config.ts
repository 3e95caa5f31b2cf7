import fs from "node:fs"
import path from "node:path"

export type TomlValue = string | number | boolean | string[]

/** The settings last parsed from each file, with the text they were parsed from. */
const lastRead = new Map<string, { text: string; settings: ReadonlyMap<string, TomlValue> }>()

/**
 * Reads the flat `key = value` settings of supabase/config.toml, keyed by `section.key`
 * (e.g. `storage.file_size_limit`, `functions.admin-users.verify_jwt`). Only strings, numbers,
 * booleans and one-line arrays of strings are read; inline tables are skipped. A missing file gives
 * an empty map. The file is read each time, so an edit counts at once, but parsed only when its text
 * changed: every function call asks for its verify_jwt.
 */
export function readSupabaseToml(supabaseDir: string): ReadonlyMap<string, TomlValue> {
  const file = path.join(supabaseDir, "config.toml")
  let text: string
  try {
    text = fs.readFileSync(file, "utf8")
  } catch {
    return new Map()
  }
  const known = lastRead.get(file)
  if (known?.text === text) return known.settings
  const settings = parseToml(text)
  lastRead.set(file, { text, settings })
  return settings
}

function parseToml(text: string): Map<string, TomlValue> {
  const settings = new Map<string, TomlValue>()
  let section = ""
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim()
    if (!line || line.startsWith("#")) continue
    const header = /^\[([^\]]+)\]$/.exec(line)
    if (header) {
      section = header[1].trim()
      continue
    }
    const entry = /^([A-Za-z0-9_-]+)\s*=\s*(.+?)\s*(#.*)?$/.exec(line)
    if (!entry) continue
    const value = parseValue(entry[2])
    if (value !== undefined) settings.set(section ? `${section}.${entry[1]}` : entry[1], value)
  }
  return settings
}

function parseValue(raw: string): TomlValue | undefined {
  if (raw === "true") return true
  if (raw === "false") return false
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(raw) ?? /^'([^']*)'$/.exec(raw)
  if (quoted) return quoted[1]
  if (/^[+-]?\d+(\.\d+)?$/.test(raw)) return Number(raw)
  const array = /^\[(.*)\]$/.exec(raw)
  if (array) {
    const items = array[1]
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean)
      .map(parseValue)
    if (items.every((item): item is string => typeof item === "string")) return items
  }
  return undefined
}
