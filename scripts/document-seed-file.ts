/**
 * The rows of the generated supabase/document-seed.sql, read back from the file (which
 * scripts/document-seed.test.ts holds to the generator): for Node scripts run by tsx, such as the
 * prerender, which cannot load the generator's sources (the menus' seed imports the menu art as SVG
 * modules, which only Vite loads).
 */
import fs from "node:fs"
import path from "node:path"
import type { SeedDocument } from "./seed-document"

const DOCUMENT_SEED_FILE = path.resolve(import.meta.dirname, "../supabase/document-seed.sql")
const TRANSLATION_SEED_FILE = path.resolve(import.meta.dirname, "../supabase/translation-seed.sql")

function seedJson<T>(file: string): T {
  const sql = fs.readFileSync(file, "utf8")
  const json = /\$seed\$([\s\S]*)\$seed\$/.exec(sql)?.[1]
  if (!json) throw new Error(`${path.relative(process.cwd(), file)} holds no $seed$ JSON: run \`npm run gen:content-seed\``)
  return JSON.parse(json) as T
}

export function readDocumentSeedRows(file = DOCUMENT_SEED_FILE): (SeedDocument & { id: string })[] {
  return seedJson(file)
}

/** The rows of the generated supabase/translation-seed.sql (scripts/translation-seed.test.ts holds it to its generator). */
export function readTranslationSeedRows(
  file = TRANSLATION_SEED_FILE,
): { documentId: string; locale: "sv" | "de"; path: string; title: string; data: Record<string, unknown> }[] {
  return seedJson(file)
}
