import type { Queryable } from "../db"

/**
 * PostgREST settings a database can carry itself ("in-database configuration"): `pgrst.*` settings
 * of the authenticator role, as hosted Supabase projects set them
 * (`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`). A setting for the current
 * database wins over one for all databases.
 */
export interface DbSettings {
  /** db-aggregates-enabled: count(), sum(), avg(), min() and max() in `select` (off by default, PGRST123). */
  aggregatesEnabled: boolean
}

const DB_SETTINGS_SQL = `
select distinct on (key) substr(setting, 7, strpos(setting, '=') - 7) as key, substr(setting, strpos(setting, '=') + 1) as value
from (
  select s.setdatabase, unnest(s.setconfig) as setting
  from pg_db_role_setting s
  where s.setrole = (select oid from pg_roles where rolname = 'authenticator')
    and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
) settings
where setting like 'pgrst.%=%'
order by key, setdatabase desc`

/** PostgREST's reading of a boolean setting. */
const isTrue = (value: string | undefined) => value !== undefined && ["true", "1", "on", "yes"].includes(value.trim().toLowerCase())

export async function loadDbSettings(db: Queryable): Promise<DbSettings> {
  const { rows } = await db.query<{ key: string; value: string }>(DB_SETTINGS_SQL)
  const settings = new Map(rows.map((r) => [r.key, r.value]))
  return { aggregatesEnabled: isTrue(settings.get("db_aggregates_enabled")) }
}
