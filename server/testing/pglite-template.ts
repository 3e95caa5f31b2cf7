import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { openPglite, PGLITE_EXTENSIONS, type PgliteDatabase } from "../db/pglite"
import { migrate } from "../db/migrate"
import { hashMigrationSources, SUPABASE_DIR } from "./migration-sources"

const PGLITE_PACKAGE = path.resolve(import.meta.dirname, "..", "..", "node_modules", "@electric-sql", "pglite", "package.json")

/** How the template is made and opened: a change to either makes a new one too. */
const TEMPLATE_RECIPE = [path.join(import.meta.dirname, "pglite-template.ts"), path.resolve(import.meta.dirname, "..", "db", "pglite.ts")]

/** Names what migrate() reads, PGlite's version and the recipe: a change to any of them makes a new template. */
function templateKey(): string {
  const hash = hashMigrationSources(crypto.createHash("sha256")).update(fs.readFileSync(PGLITE_PACKAGE))
  for (const file of TEMPLATE_RECIPE) hash.update(fs.readFileSync(file))
  return hash.digest("hex").slice(0, 16)
}

async function buildTemplate(): Promise<Blob> {
  const db = await openPglite()
  try {
    await migrate(db, SUPABASE_DIR)
    // The WAL the migrations wrote is in the tables now: a checkpoint lets Postgres drop the segments
    // beyond max_wal_size (server/db/pglite.ts), which every copy would otherwise unpack.
    await db.exec("checkpoint")
    return await db.dump()
  } finally {
    await db.close()
  }
}

/**
 * The template, held in memory, as the Blob PGlite reads it from: its arrayBuffer() is the bytes
 * themselves, where Node's own Blob reads them out in small chunks and joins them (about 0.5 s of CPU
 * for every test server), and a copy of them cost 0.4 s more. PGlite only reads the tarball: it
 * copies each file into the database's in-memory file system, so no copy writes into the template
 * (pglite-template.test.ts opens one after another has written and checks).
 */
class TemplateTarball extends Blob {
  constructor(private readonly contents: Uint8Array<ArrayBuffer>) {
    super()
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.contents.buffer)
  }
}

let template: Promise<Blob> | undefined

/** The migrated data directory as a tarball (see migratedPglite), made once per change of what it is made from. */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `nordika-pglite-template-${templateKey()}.tar`)
    if (fs.existsSync(file)) return new TemplateTarball(new Uint8Array(fs.readFileSync(file)))
    const bytes = new Uint8Array(await (await buildTemplate()).arrayBuffer())
    // Written aside, then renamed: test workers that build it at once never read half a file.
    const partial = `${file}.${process.pid}.partial`
    fs.writeFileSync(partial, bytes)
    fs.renameSync(partial, file)
    return new TemplateTarball(bytes)
  })()
  return template
}

/**
 * An in-memory PGlite database already bootstrapped, migrated and seeded, as the server would make
 * it, for a test server. Migrating takes seconds per database; the migrated data directory is made
 * once, kept in the system's temp directory under a key of everything it was made from (so a changed
 * migration makes a new one), and copied for each test server, which then finds nothing to apply.
 */
export async function migratedPglite(): Promise<PgliteDatabase> {
  return openPglite(undefined, { copyOf: await migratedTemplate() })
}

/**
 * Makes `dataDir` a DATA_DIR whose database is already migrated and seeded (in `pgdata`, where the
 * server keeps it), for tests that start the server process itself and are not about its first start.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const pgdata = path.join(dataDir, "pgdata")
  fs.mkdirSync(pgdata, { recursive: true })
  const db = await PGlite.create({ dataDir: pgdata, loadDataDir: await migratedTemplate(), extensions: PGLITE_EXTENSIONS })
  await db.close()
}
