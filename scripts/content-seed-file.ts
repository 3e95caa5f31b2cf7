/**
 * The content sections of supabase/seed.sql's generated content block (scripts/content-seed.ts), read
 * back from the file: for Node scripts run by tsx (the translation files and their check), which cannot
 * load the bundled content's sources (they reach the design system's SVG modules, which only Vite loads).
 */
import fs from "node:fs"
import path from "node:path"
import { CONTENT_SEED_BEGIN, CONTENT_SEED_END } from "./content-seed-markers"

const SEED_FILE = path.resolve(import.meta.dirname, "../supabase/seed.sql")

/** The seed's English content sections by key. */
export function readContentSeedSections(file = SEED_FILE): Map<string, Record<string, unknown>> {
  const sql = fs.readFileSync(file, "utf8")
  const start = sql.indexOf(CONTENT_SEED_BEGIN)
  const end = sql.indexOf(CONTENT_SEED_END, start)
  if (start === -1 || end === -1) throw new Error("supabase/seed.sql holds no content block: run `npm run gen:content-seed`")
  const block = sql.slice(start, end)
  const sections = new Map<string, Record<string, unknown>>()
  for (const match of block.matchAll(/^ {2}\('([a-z_]+)', '([\s\S]*?)'::jsonb\)(?=,?\n)/gm))
    sections.set(match[1], JSON.parse(match[2].replace(/''/g, "'")) as Record<string, unknown>)
  return sections
}
