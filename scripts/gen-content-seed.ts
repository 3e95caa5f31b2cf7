/**
 * `npm run gen:content-seed`: rewrites the generated content block of supabase/seed.sql, the
 * document seed, supabase/document-seed.sql, from app/content, and the translation seed,
 * supabase/translation-seed.sql, from supabase/translations/.
 */
import fs from "node:fs"
import path from "node:path"
import { loadThroughVite as load } from "./vite-module"

const root = path.resolve(import.meta.dirname, "..")

const { withContentSeed } = await load<typeof import("./content-seed")>("content-seed.ts")
const { DOCUMENT_SEED_FILE, documentSeedSql } = await load<typeof import("./document-seed")>("document-seed.ts")
const { TRANSLATION_SEED_FILE, translationSeedSql } = await load<typeof import("./translation-seed")>("translation-seed.ts")

function write(file: string, content: string, what: string): void {
  const name = path.relative(root, file)
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === content) {
    console.log(`${name} is up to date`)
  } else {
    fs.writeFileSync(file, content)
    console.log(`wrote ${what} of ${name}`)
  }
}

const seedFile = path.resolve(import.meta.dirname, "../supabase/seed.sql")
write(seedFile, withContentSeed(fs.readFileSync(seedFile, "utf8")), "the content block")
write(DOCUMENT_SEED_FILE, documentSeedSql(), "the documents")
// After the document seed: the translations read the documents from the file just written.
write(TRANSLATION_SEED_FILE, translationSeedSql(), "the translations")
