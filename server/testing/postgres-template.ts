import crypto from "node:crypto"
import pg from "pg"
import { migrate } from "../db/migrate"
import { openPostgres } from "../db/postgres"
import { hashMigrationSources, SUPABASE_DIR } from "./migration-sources"

/** Names the template after what migrate() reads: a changed migration or seed makes a new one. */
const templateName = () => `nordika_template_${hashMigrationSources(crypto.createHash("sha256")).digest("hex").slice(0, 16)}`

/** Any number: it only has to be the same in every process that builds the template on one server. */
const TEMPLATE_LOCK = 7_301_954

const withDatabaseName = (url: string, name: string) => {
  const next = new URL(url)
  next.pathname = `/${name}`
  return next.toString()
}

/** Runs `work` with a connection to DATABASE_URL's own database. */
async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

/**
 * Makes the migrated template on the server unless it is there: a database migrated and seeded by
 * migrate(), as the server does on its first start, then renamed to the template's name (so a run
 * that stopped half-way leaves no half template). An advisory lock keeps two processes from
 * building it at once.
 */
async function ensureTemplate(adminUrl: string): Promise<string> {
  const name = templateName()
  await withAdmin(adminUrl, async (admin) => {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK])
    try {
      if ((await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount) return
      const building = `${name}_building`
      await admin.query(`drop database if exists "${building}"`)
      await admin.query(`create database "${building}"`)
      const db = await openPostgres(withDatabaseName(adminUrl, building))
      try {
        await migrate(db, SUPABASE_DIR)
      } finally {
        await db.close()
      }
      await admin.query(`alter database "${building}" rename to "${name}"`)
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK])
    }
  })
  return name
}

let template: Promise<string> | undefined

/**
 * Creates the database `name` on DATABASE_URL's server (`adminUrl`), already bootstrapped, migrated
 * and seeded, and returns its URL: a copy of a template that migrate() made once (kept on the server
 * under a name from everything it was made from), where each test database used to be migrated
 * from nothing by its server's first start, a few seconds each. The server still runs migrate() on
 * it and finds nothing to apply, as on any later start.
 */
export async function createMigratedDatabase(adminUrl: string, name: string): Promise<string> {
  const pending = (template ??= ensureTemplate(adminUrl))
  // A failed build is tried again by the next database rather than failing every one after it.
  pending.catch(() => (template = undefined))
  const source = await pending
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}" template "${source}"`))
  return withDatabaseName(adminUrl, name)
}
