import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import type { Database } from "./types"

/** The idempotent SQL files that give a fresh database what Supabase provides (00-roles, 10-auth, 20-storage…). */
export const BOOTSTRAP_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "bootstrap")

export interface MigrationFile {
  /** The leading timestamp of the file name, as the Supabase CLI records it. */
  version: string
  /** The rest of the file name without `.sql`. */
  name: string
  file: string
}

export interface MigrationReport {
  bootstrapped: string[]
  applied: MigrationFile[]
  /** True when seed.sql ran (only ever on a new database). */
  seeded: boolean
  /** True when document-seed.sql ran (on a database that has not run this version of it). */
  documentsSeeded: boolean
  /** True when translation-seed.sql ran (likewise; after the document seed, whose documents it translates). */
  translationsSeeded: boolean
}

const MIGRATION_NAME = /^(\d+)_(.+)\.sql$/

function sqlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
}

/** supabase/migrations/<timestamp>_<name>.sql in version order. Files not so named are ignored, as the CLI does. */
export function listMigrations(migrationsDir: string): MigrationFile[] {
  return sqlFiles(migrationsDir)
    .map((file) => ({ file, match: MIGRATION_NAME.exec(file) }))
    .filter((m): m is { file: string; match: RegExpExecArray } => m.match !== null)
    .map(({ file, match }) => ({ version: match[1], name: match[2], file: path.join(migrationsDir, file) }))
    .sort((a, b) => (BigInt(a.version) < BigInt(b.version) ? -1 : BigInt(a.version) > BigInt(b.version) ? 1 : 0))
}

/** Runs every bootstrap file in name order. Each is idempotent, so this runs on every start. */
async function runBootstrap(db: Database, dir = BOOTSTRAP_DIR): Promise<string[]> {
  const done: string[] = []
  for (const file of sqlFiles(dir)) {
    const sql = fs.readFileSync(path.join(dir, file), "utf8")
    try {
      await db.transaction((tx) => tx.exec(sql))
    } catch (error) {
      throw new Error(`bootstrap ${file} failed: ${(error as Error).message}`, { cause: error })
    }
    done.push(file)
  }
  return done
}

const HISTORY_DDL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text,
  applied_at timestamptz not null default now()
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null,
  applied_at timestamptz not null default now()
);`

/**
 * Applies pending supabase/migrations in version order, each in its own transaction together with
 * its row in supabase_migrations.schema_migrations (the table the Supabase CLI keeps), then runs
 * seed.sql once, on a database that has never been seeded (recorded in supabase_migrations.seed_files).
 */
async function runMigrations(db: Database, supabaseDir: string): Promise<Omit<MigrationReport, "bootstrapped">> {
  await db.transaction((tx) => tx.exec(HISTORY_DDL))
  const done = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).rows.map((r) => r.version),
  )

  const applied: MigrationFile[] = []
  for (const migration of listMigrations(path.join(supabaseDir, "migrations"))) {
    if (done.has(migration.version)) continue
    const sql = fs.readFileSync(migration.file, "utf8")
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        // Migrations may change search_path or the role with plain SET; put them back for the bookkeeping.
        await tx.exec("reset role; set local search_path to default")
        await tx.query("insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)", [
          migration.version,
          migration.name,
          [sql],
        ])
      })
    } catch (error) {
      throw new Error(`migration ${path.basename(migration.file)} failed: ${(error as Error).message}`, { cause: error })
    }
    applied.push(migration)
  }

  let seeded = false
  const seedFile = path.join(supabaseDir, "seed.sql")
  // "New" means never seeded: a crash between the migrations and the seed still seeds on the next start.
  const everSeeded = (await db.query("select 1 from supabase_migrations.seed_files limit 1")).rows.length > 0
  if (!everSeeded && fs.existsSync(seedFile)) {
    const sql = fs.readFileSync(seedFile, "utf8")
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.exec("reset role; set local search_path to default")
        await tx.query("insert into supabase_migrations.seed_files (path, hash) values ($1, md5($2)) on conflict (path) do nothing", [
          "seed.sql",
          sql,
        ])
      })
    } catch (error) {
      throw new Error(`seed.sql failed: ${(error as Error).message}`, { cause: error })
    }
    seeded = true
  }
  const documentsSeeded = await runDocumentSeed(db, supabaseDir)
  // The translations follow their English documents' versions: a new document seed runs them again too.
  const translationsSeeded = await runDocumentSeed(db, supabaseDir, TRANSLATION_SEED, documentsSeeded)
  return { applied, seeded, documentsSeeded, translationsSeeded }
}

const DOCUMENT_SEED = "document-seed.sql"
/** supabase/translation-seed.sql (the seed documents' translations, from supabase/translations/), run the same way. */
const TRANSLATION_SEED = "translation-seed.sql"

/**
 * supabase/document-seed.sql (the site's documents, generated from app/content) runs after the
 * migrations on every database, new or not, whenever the file differs from the one it last ran:
 * it is idempotent and writes no document staff changed (apply_document_seed()), so an existing
 * database gains new seed documents and follows changed ones without losing an edit. The translation
 * seed (apply_translation_seed()) runs the same way after it, and also whenever the document seed ran.
 */
async function runDocumentSeed(db: Database, supabaseDir: string, seedFile = DOCUMENT_SEED, force = false): Promise<boolean> {
  const file = path.join(supabaseDir, seedFile)
  if (!fs.existsSync(file)) return false
  const sql = fs.readFileSync(file, "utf8")
  const hash = crypto.createHash("md5").update(sql).digest("hex")
  const { rows } = await db.query<{ hash: string }>("select hash from supabase_migrations.seed_files where path = $1", [seedFile])
  if (rows[0]?.hash === hash && !force) return false
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.exec("reset role; set local search_path to default")
      await tx.query(
        "insert into supabase_migrations.seed_files (path, hash) values ($1, $2) on conflict (path) do update set hash = excluded.hash, applied_at = now()",
        [seedFile, hash],
      )
    })
  } catch (error) {
    throw new Error(`${seedFile} failed: ${(error as Error).message}`, { cause: error })
  }
  return true
}

/** Bootstrap, then migrations, then (on a new database) the seed. */
export async function migrate(db: Database, supabaseDir: string, bootstrapDir = BOOTSTRAP_DIR): Promise<MigrationReport> {
  const bootstrapped = await runBootstrap(db, bootstrapDir)
  const report = await runMigrations(db, supabaseDir)
  return { bootstrapped, ...report }
}
