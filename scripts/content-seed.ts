/**
 * The generated part of supabase/seed.sql: the bundled staff-editable content (app/data's
 * BUNDLED_SECTIONS and BUNDLED_CLIENT_LOGOS) as rows of content_sections and client_logos, so the
 * seed and the app's fallback never drift. Written by scripts/gen-content-seed.ts, checked by a test.
 */
import { BUNDLED_CLIENT_LOGOS } from "../app/data/client-logos"
import { BUNDLED_SECTIONS, CONTENT_SECTION_KEYS } from "../app/data/content-sections"

import { CONTENT_SEED_BEGIN, CONTENT_SEED_END } from "./content-seed-markers"

/** A SQL string literal (standard_conforming_strings: only quotes are doubled). */
function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`
}

function jsonLiteral(value: unknown): string {
  return `${literal(JSON.stringify(value, null, 2))}::jsonb`
}

/** The generated block, markers included. */
export function contentSeedSql(): string {
  const sections = CONTENT_SECTION_KEYS.map((key) => `  (${literal(key)}, ${jsonLiteral(BUNDLED_SECTIONS[key])})`)
  // Stable ids derived from the bundled slug, so re-running the block never duplicates a logo.
  const logos = BUNDLED_CLIENT_LOGOS.map(
    (logo, index) =>
      `  (md5(${literal(`nordika-client-logo:${logo.id}`)})::uuid, ${literal(logo.name)}, ${logo.industry ? literal(logo.industry) : "null"}, ${
        logo.logoUrl ? literal(logo.logoUrl) : "null"
      }, ${(index + 1) * 10})`,
  )
  return [
    CONTENT_SEED_BEGIN,
    "insert into public.content_sections (key, value)",
    "values",
    sections.join(",\n"),
    "on conflict (key) do nothing;",
    "",
    "insert into public.client_logos (id, name, industry, logo_url, sort_order)",
    "values",
    logos.join(",\n"),
    "on conflict (id) do nothing;",
    CONTENT_SEED_END,
  ].join("\n")
}

/** seed.sql with the generated block replaced (or appended when it is not there yet). */
export function withContentSeed(seedSql: string): string {
  const block = contentSeedSql()
  const start = seedSql.indexOf(CONTENT_SEED_BEGIN)
  if (start === -1) return `${seedSql.trimEnd()}\n\n${block}\n`
  const end = seedSql.indexOf(CONTENT_SEED_END, start)
  if (end === -1) throw new Error("seed.sql has the start marker of the content block but not its end marker")
  return seedSql.slice(0, start) + block + seedSql.slice(end + CONTENT_SEED_END.length)
}

/** The generated block as it stands in seed.sql, or null. */
export function contentSeedBlockOf(seedSql: string): string | null {
  const start = seedSql.indexOf(CONTENT_SEED_BEGIN)
  const end = seedSql.indexOf(CONTENT_SEED_END, start)
  return start === -1 || end === -1 ? null : seedSql.slice(start, end + CONTENT_SEED_END.length)
}
