import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { openPglite, type PgliteDatabase } from "../db/pglite"
import { BOOTSTRAP_DIR, migrate } from "../db/migrate"

const SUPABASE_DIR = path.resolve(import.meta.dirname, "..", "..", "supabase")
const PGLITE_PACKAGE = path.resolve(import.meta.dirname, "..", "..", "node_modules", "@electric-sql", "pglite", "package.json")

/** Every file under `dir`, sorted, with its contents, into `hash`. */
function hashTree(hash: crypto.Hash, dir: string) {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) hashTree(hash, full)
    else if (!entry.name.endsWith(".test.ts")) hash.update(full).update(fs.readFileSync(full))
  }
}

/** Names what the template is made of: the bootstrap, the migrations, the seed and PGlite's version. */
function templateKey(): string {
  const hash = crypto.createHash("sha256")
  hashTree(hash, BOOTSTRAP_DIR)
  hashTree(hash, SUPABASE_DIR)
  hash.update(fs.readFileSync(PGLITE_PACKAGE))
  return hash.digest("hex").slice(0, 16)
}

async function buildTemplate(): Promise<Blob> {
  const db = await openPglite()
  try {
    await migrate(db, SUPABASE_DIR)
    return await db.dump()
  } finally {
    await db.close()
  }
}

let template: Promise<Blob> | undefined

/**
 * An in-memory PGlite database already bootstrapped, migrated and seeded, as the server would make
 * it, for a test server. Migrating takes seconds per database; the migrated data directory is made
 * once, kept in the system's temp directory under a key of everything it was made from (so a changed
 * migration makes a new one), and copied for each test server, which then finds nothing to apply.
 */
export async function migratedPglite(): Promise<PgliteDatabase> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `nordika-pglite-template-${templateKey()}.tar`)
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)])
    const blob = await buildTemplate()
    // Written aside, then renamed: test workers that build it at once never read half a file.
    const partial = `${file}.${process.pid}.partial`
    fs.writeFileSync(partial, Buffer.from(await blob.arrayBuffer()))
    fs.renameSync(partial, file)
    return blob
  })()
  return openPglite(undefined, { copyOf: await template })
}
