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

export function readDocumentSeedRows(file = DOCUMENT_SEED_FILE): (SeedDocument & { id: string })[] {
  const sql = fs.readFileSync(file, "utf8")
  const json = /\$seed\$([\s\S]*)\$seed\$/.exec(sql)?.[1]
  if (!json) throw new Error(`${path.relative(process.cwd(), file)} holds no $seed$ JSON: run \`npm run gen:content-seed\``)
  return JSON.parse(json) as (SeedDocument & { id: string })[]
}
