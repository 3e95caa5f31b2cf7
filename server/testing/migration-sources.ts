import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { BOOTSTRAP_DIR } from "../db/migrate"

export const SUPABASE_DIR = path.resolve(import.meta.dirname, "..", "..", "supabase")

/** The files of `dir` (or `dir` itself, a file), sorted, with their contents, into `hash`. */
function hashFiles(hash: crypto.Hash, dir: string) {
  if (!fs.existsSync(dir)) return
  if (!fs.statSync(dir).isDirectory()) {
    hash.update(dir).update(fs.readFileSync(dir))
    return
  }
  for (const name of fs.readdirSync(dir).sort()) hashFiles(hash, path.join(dir, name))
}

/**
 * Hashes what migrate() reads (the bootstrap, the migrations, seed.sql, the document and translation seeds) into
 * `hash`: a migrated test template is made again whenever any of them changes.
 */
export function hashMigrationSources(hash: crypto.Hash): crypto.Hash {
  for (const source of [
    BOOTSTRAP_DIR,
    path.join(SUPABASE_DIR, "migrations"),
    path.join(SUPABASE_DIR, "seed.sql"),
    path.join(SUPABASE_DIR, "document-seed.sql"),
    path.join(SUPABASE_DIR, "translation-seed.sql"),
  ])
    hashFiles(hash, source)
  return hash
}
