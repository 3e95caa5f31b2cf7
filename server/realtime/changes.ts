import { isPgError, type Database } from "../db"
import { CHANGES_CHANNEL } from "./constants"
import { FilterError, filterSql, parseFilter, quoteIdent, type Bind, type FilterCondition } from "./filters"
import type { Audience } from "./tokens"

/**
 * Postgres changes: the capture trigger (server/db/bootstrap/30-realtime.sql) queues every change
 * to a published table inside its transaction and NOTIFYs the transaction id; after the commit this
 * feed takes the transaction's rows off the queue, in commit order, matches them against the
 * subscriptions (event, table, filter, all evaluated in SQL on the typed row) and asks the database,
 * per role and claims, who may see each row (realtime.visible_to) before delivering it.
 */

type ChangeAction = "INSERT" | "UPDATE" | "DELETE"

/** One postgres_changes binding as the client sent it in its join's config. */
export interface PostgresChangesParams {
  event?: unknown
  schema?: unknown
  table?: unknown
  filter?: unknown
  [key: string]: unknown
}

/** The `data` of a postgres_changes message, in hosted Realtime's shape. */
export interface ChangeData {
  schema: string
  table: string
  commit_timestamp?: string
  type: ChangeAction
  columns?: { name: string; type: string }[]
  record?: Record<string, unknown>
  old_record?: Record<string, unknown>
  errors: string[] | null
}

/** A joined channel with postgres_changes bindings. */
export interface ChangeListener {
  /** The role and claims the channel acts as now (a refreshed token changes them). */
  readonly audience: Audience
  deliver(payload: { ids: number[]; data: ChangeData }): void
}

interface CompiledFilter {
  /** The filter as sent; equal filters on a table are evaluated once per change. */
  key: string
  sql: (bind: Bind) => string
}

interface Binding {
  id: number
  listener: ChangeListener
  /** "*" or one action. */
  event: string
  schema: string
  /** Undefined: every published table of the schema. */
  table?: string
  filter?: CompiledFilter
}

/** A row of realtime.change_queue: the capture trigger only copies the rows, to keep writes cheap. */
interface QueuedChange {
  id: string
  schema_name: string
  table_name: string
  action: ChangeAction
  record: Record<string, unknown> | null
  /** The whole old row (UPDATE, DELETE). */
  old_record: Record<string, unknown> | null
  captured_at: Date | string
}

/** What a change's table says of it, looked up when the change has subscribers. */
interface TableFacts {
  primary_key: string[]
  rls_enabled: boolean
  /** pg_class.relreplident: d(efault, the primary key), f(ull), n(othing) or i(ndex, as the primary key here). */
  replica_identity: string
}

/** A queued change with its table's facts, and its old row cut down to the table's replica identity, as hosted Realtime sends it. */
type Change = QueuedChange & TableFacts

interface Visibility {
  visible: boolean[]
  columns: Record<string, { name: string; type: string }[]>
}

const EVENTS = new Set(["*", "INSERT", "UPDATE", "DELETE"])

const QUEUE_COLUMNS = "id, schema_name, table_name, action, record, old_record, captured_at"

/** Makes realtime.capture_targets hold exactly the (schema, table or '*') pairs given as two arrays. */
const WRITE_CAPTURE_TARGETS = `
  with wanted as (select * from unnest($1::text[], $2::text[]) as w (schema_name, table_name)),
  dropped as (
    delete from realtime.capture_targets t
    where (t.schema_name, t.table_name) not in (select schema_name, table_name from wanted)
  )
  insert into realtime.capture_targets (schema_name, table_name)
  select schema_name, table_name from wanted
  on conflict do nothing`

function withFacts(row: QueuedChange, facts: TableFacts): Change {
  const identity =
    row.old_record === null || facts.replica_identity === "f"
      ? row.old_record
      : facts.replica_identity === "n"
        ? {}
        : pick(row.old_record, facts.primary_key)
  return { ...row, ...facts, old_record: identity }
}

const entityOf = (schema: string, table: string) => `${quoteIdent(schema)}.${quoteIdent(table)}`

function pick(record: Record<string, unknown> | null | undefined, names: Iterable<string>): Record<string, unknown> {
  const picked: Record<string, unknown> = {}
  if (!record) return picked
  for (const name of names) if (name in record) picked[name] = record[name]
  return picked
}

/** A deterministic id for a binding, as hosted Realtime derives one from its parameters (27 bits, like phash2). */
export function bindingId(params: PostgresChangesParams): number {
  const text = JSON.stringify(
    Object.keys(params)
      .sort()
      .map((key) => [key, params[key]]),
  )
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return hash & 0x7ffffff
}

function describeFilters(conditions: FilterCondition[]) {
  return `[${conditions.map((c) => `{${JSON.stringify(c.column)}, ${JSON.stringify(c.operator)}, ${JSON.stringify(c.value)}}`).join(", ")}]`
}

const UNABLE = "Unable to subscribe to changes with given parameters."

export class ChangeFeed {
  private readonly bindings = new Map<string, Set<Binding>>()
  private readonly byListener = new Map<ChangeListener, Binding[]>()
  private chain: Promise<void> = Promise.resolve()
  /** Transactions notified and not taken yet, in commit order. */
  private notified: string[] = []
  private unlisten?: () => Promise<void>
  private stopped = false
  /** The capture_targets writes, one after another; each writes the subscriptions as they are when it runs. */
  private targets: Promise<void> = Promise.resolve()
  /** The target list last written, so a join on a table already watched writes nothing. */
  private writtenTargets = ""
  /** Table facts looked up for the batch of transactions being delivered (a table may change between batches). */
  private facts = new Map<string, Promise<TableFacts>>()
  /** Counts and the last error, for the health answer. */
  readonly stats = { transactions: 0, changes: 0, deliveries: 0, lastError: undefined as string | undefined }

  constructor(private readonly db: Database) {}

  /** Gives the published tables their capture trigger, forgets what was queued while nobody listened, and listens. */
  async start() {
    await this.db.query("select realtime.sync_capture()")
    await this.db.query("delete from realtime.change_queue")
    await this.db.query("delete from realtime.capture_targets")
    this.unlisten = await this.db.listen(CHANGES_CHANNEL, {
      onNotify: (txid) => this.notify(txid),
      onReconnect: () => this.enqueue(() => this.takeAll()),
    })
  }

  async stop() {
    this.stopped = true
    await this.unlisten?.().catch(() => undefined)
    this.unlisten = undefined
    await this.chain
  }

  get subscriptions() {
    let count = 0
    for (const set of this.bindings.values()) count += set.size
    return count
  }

  /**
   * Registers the channel's bindings, all or none, as hosted Realtime does: answers undefined, or
   * the message of the `system` error when one of them names no published table or a bad filter.
   */
  async subscribe(listener: ChangeListener, params: PostgresChangesParams[], ids: number[]): Promise<string | undefined> {
    const bindings: Binding[] = []
    for (let i = 0; i < params.length; i++) {
      const result = await this.compile(listener, params[i], ids[i])
      if (typeof result === "string") return result
      bindings.push(result)
    }
    this.unsubscribe(listener)
    this.byListener.set(listener, bindings)
    for (const binding of bindings) {
      const key = `${binding.schema}\0${binding.table ?? "*"}`
      let set = this.bindings.get(key)
      if (!set) this.bindings.set(key, (set = new Set()))
      set.add(binding)
    }
    try {
      await this.writeTargets()
    } catch (error) {
      this.unsubscribe(listener)
      throw error
    }
    return undefined
  }

  unsubscribe(listener: ChangeListener) {
    for (const binding of this.byListener.get(listener) ?? []) {
      const key = `${binding.schema}\0${binding.table ?? "*"}`
      const set = this.bindings.get(key)
      set?.delete(binding)
      if (set?.size === 0) this.bindings.delete(key)
    }
    this.byListener.delete(listener)
    this.writeTargets().catch((error) => {
      this.stats.lastError = (error as Error).message
      console.error("[realtime] capture targets:", error)
    })
  }

  /**
   * Tells the capture trigger which tables have subscribers now. A join awaits it before its reply,
   * so every change committed after the client saw SUBSCRIBED is queued.
   */
  private writeTargets(): Promise<void> {
    const written = this.targets.then(async () => {
      const keys = [...this.bindings.keys()].sort()
      const list = keys.join("\n")
      if (this.stopped || list === this.writtenTargets) return
      const pairs = keys.map((key) => key.split("\0"))
      await this.db.query(WRITE_CAPTURE_TARGETS, [pairs.map(([schema]) => schema), pairs.map(([, table]) => table)])
      this.writtenTargets = list
    })
    this.targets = written.catch(() => undefined)
    return written
  }

  private async compile(listener: ChangeListener, params: PostgresChangesParams, id: number): Promise<Binding | string> {
    const event = typeof params.event === "string" ? params.event.toUpperCase() : ""
    const schema = typeof params.schema === "string" ? params.schema : ""
    const table = typeof params.table === "string" && params.table !== "*" ? params.table : undefined
    const filter = typeof params.filter === "string" && params.filter !== "" ? params.filter : undefined
    let conditions: FilterCondition[] = []
    try {
      if (filter) conditions = parseFilter(filter)
    } catch (error) {
      return `${UNABLE} Exception: ERROR P0001 (raise_exception) ${(error as Error).message}`
    }
    const described = `[event: ${String(params.event ?? "")}, schema: ${schema}, table: ${table ?? "*"}, filters: ${describeFilters(conditions)}, select: nil]`
    const unavailable = `${UNABLE} Please check Realtime is enabled for the given connect parameters: ${described}`
    if (!EVENTS.has(event) || !schema) return unavailable

    const { rows: published } = await this.db.query<{ table_name: string; captured: boolean }>(
      `select pt.tablename as table_name,
              exists (select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = 'realtime_capture_changes') as captured
       from pg_catalog.pg_publication_tables pt
       join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
       join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
       where pt.pubname = 'supabase_realtime' and pt.schemaname = $1 and ($2::text is null or pt.tablename = $2::text)`,
      [schema, table ?? null],
    )
    if (published.length === 0) return unavailable
    // Without an event trigger (a PostgreSQL that refuses one), a newly published table gets its trigger now.
    if (published.some((row) => !row.captured)) await this.db.query("select realtime.sync_capture()")

    const binding: Binding = { id, listener, event, schema, table }
    if (conditions.length === 0) return binding
    if (!table) return `${UNABLE} Exception: ERROR P0001 (raise_exception) a filter needs a table`
    const { rows: columns } = await this.db.query<{ name: string; type: string }>(
      `select a.attname as name, pg_catalog.format_type(a.atttypid, a.atttypmod) as type
       from pg_catalog.pg_attribute a
       join pg_catalog.pg_class c on c.oid = a.attrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped`,
      [schema, table],
    )
    const types = new Map(columns.map((c) => [c.name, c.type]))
    const compiled: CompiledFilter = { key: filter!, sql: (bind) => filterSql(conditions, types, bind) }
    try {
      const values: string[] = []
      const sql = compiled.sql((value) => `$${values.push(value) + 1}`)
      // Casts the values to their columns' types, so a value that is not one is refused now.
      await this.db.query(`select ${sql} from pg_catalog.jsonb_populate_record(null::${entityOf(schema, table)}, $1::jsonb) r`, [
        "{}",
        ...values,
      ])
    } catch (error) {
      if (error instanceof FilterError) return `${UNABLE} Exception: ERROR P0001 (raise_exception) ${error.message}`
      if (isPgError(error)) return `${UNABLE} Exception: ERROR ${error.code} ${error.message}`
      throw error
    }
    return { ...binding, filter: compiled }
  }

  private enqueue(task: () => Promise<void>) {
    this.chain = this.chain.then(task).catch((error) => {
      this.stats.lastError = (error as Error).message
      console.error("[realtime] postgres changes:", error)
    })
  }

  /**
   * Transactions notified while the feed is busy are taken together, in one query: under a burst of
   * writes the feed would otherwise send the database one query per write, behind the writes themselves.
   */
  private notify(txid: string) {
    if (!/^\d+$/.test(txid)) return
    this.notified.push(txid)
    if (this.notified.length === 1) this.enqueue(() => this.takeNotified())
  }

  /** The changes of every transaction notified so far, delivered transaction by transaction in commit order. */
  private async takeNotified() {
    const txids = this.notified
    this.notified = []
    if (this.stopped || txids.length === 0) return
    this.facts.clear()
    const { rows } = await this.db.query<QueuedChange & { txid: string }>(
      `delete from realtime.change_queue where txid = any($1::text[]::bigint[]) returning txid::text as txid, ${QUEUE_COLUMNS}`,
      [txids],
    )
    const byTransaction = new Map<string, QueuedChange[]>()
    for (const row of rows) byTransaction.set(row.txid, [...(byTransaction.get(row.txid) ?? []), row])
    for (const txid of txids) await this.dispatch(byTransaction.get(txid) ?? [])
  }

  /** After the listening connection was lost: whatever committed meanwhile, oldest first. */
  private async takeAll() {
    if (this.stopped) return
    this.facts.clear()
    const { rows } = await this.db.query<QueuedChange>(`delete from realtime.change_queue returning ${QUEUE_COLUMNS}`)
    await this.dispatch(rows)
  }

  private async dispatch(rows: QueuedChange[]) {
    if (rows.length === 0) return
    this.stats.transactions++
    rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))
    // One commit time for the whole transaction: its last captured change is the closest to the commit.
    const committed = new Date(Math.max(...rows.map((r) => new Date(r.captured_at).getTime()))).toISOString()
    for (const row of rows) {
      this.stats.changes++
      await this.deliver(row, committed)
    }
  }

  private tableFacts(row: QueuedChange): Promise<TableFacts> {
    const entity = entityOf(row.schema_name, row.table_name)
    let facts = this.facts.get(entity)
    if (!facts) {
      facts = this.db
        .query<TableFacts>(
          `select c.relreplident::text as replica_identity, c.relrowsecurity as rls_enabled,
                  coalesce((
                    select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
                    from pg_catalog.pg_index i
                    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
                    where i.indrelid = c.oid and i.indisprimary
                  ), '{}') as primary_key
           from pg_catalog.pg_class c where c.oid = $1::regclass`,
          [entity],
        )
        .then(({ rows }) => rows[0])
      this.facts.set(entity, facts)
    }
    return facts
  }

  private candidates(row: QueuedChange): Binding[] {
    const found: Binding[] = []
    for (const key of [`${row.schema_name}\0${row.table_name}`, `${row.schema_name}\0*`]) {
      for (const binding of this.bindings.get(key) ?? []) {
        if (binding.event === "*" || binding.event === row.action) found.push(binding)
      }
    }
    return found
  }

  /** Which filters the row passes: the new row, or for DELETE its replica identity (as on hosted). */
  private async passingFilters(row: Change, bindings: Binding[]): Promise<Set<string>> {
    const filters = new Map<string, CompiledFilter>()
    for (const b of bindings) if (b.filter) filters.set(b.filter.key, b.filter)
    const passing = new Set<string>()
    if (filters.size === 0) return passing
    const values: unknown[] = [JSON.stringify((row.action === "DELETE" ? row.old_record : row.record) ?? {})]
    const bind: Bind = (value) => `$${values.push(value)}`
    const keys = [...filters.keys()]
    const columns = keys.map((key, i) => `${filters.get(key)!.sql(bind)} as f${i}`)
    const { rows } = await this.db.query<Record<string, boolean>>(
      `select ${columns.join(", ")} from pg_catalog.jsonb_populate_record(null::${entityOf(row.schema_name, row.table_name)}, $1::jsonb) r`,
      values,
    )
    keys.forEach((key, i) => {
      if (rows[0]?.[`f${i}`] === true) passing.add(key)
    })
    return passing
  }

  private async deliver(queued: QueuedChange, committed: string) {
    let bindings = this.candidates(queued)
    if (bindings.length === 0) return
    const row = withFacts(queued, await this.tableFacts(queued))
    const passing = await this.passingFilters(row, bindings)
    bindings = bindings.filter((b) => !b.filter || passing.has(b.filter.key))
    if (bindings.length === 0) return

    const byListener = new Map<ChangeListener, number[]>()
    for (const b of bindings) {
      const ids = byListener.get(b.listener) ?? []
      if (!ids.includes(b.id)) ids.push(b.id)
      byListener.set(b.listener, ids)
    }
    const base = { schema: row.schema_name, table: row.table_name, type: row.action }

    if (row.action !== "DELETE" && row.primary_key.length === 0) {
      for (const [listener, ids] of byListener)
        listener.deliver({ ids, data: { ...base, errors: ["Error 400: Bad Request, no primary key"] } })
      return
    }

    const audiences: { role: string; claims: unknown }[] = []
    const audienceIndex = new Map<string, number>()
    const listenerAudience = new Map<ChangeListener, number>()
    for (const listener of byListener.keys()) {
      const { role, claims } = listener.audience
      const key = `${role}\0${JSON.stringify(claims)}`
      let index = audienceIndex.get(key)
      if (index === undefined) {
        index = audiences.push({ role, claims }) - 1
        audienceIndex.set(key, index)
      }
      listenerAudience.set(listener, index)
    }
    const checked = row.action === "DELETE" ? row.old_record : row.record
    const { rows: result } = await this.db.query<{ result: Visibility }>(
      `select realtime.visible_to($1::regclass, $2, $3::jsonb, array(select jsonb_array_elements_text($4::jsonb)), $5::jsonb) as result`,
      [
        entityOf(row.schema_name, row.table_name),
        row.action,
        JSON.stringify(checked ?? {}),
        JSON.stringify(row.primary_key),
        JSON.stringify(audiences),
      ],
    )
    const { visible, columns } = result[0].result

    const payloads = new Map<string, ChangeData>()
    const payloadFor = (role: string): ChangeData => {
      let data = payloads.get(role)
      if (data) return data
      const roleColumns = columns[role] ?? []
      const names = roleColumns.map((c) => c.name)
      data = { ...base, commit_timestamp: committed, columns: roleColumns, errors: null }
      if (row.action !== "DELETE") data.record = pick(row.record, names)
      if (row.action === "UPDATE") data.old_record = pick(row.old_record, names)
      // With RLS a deleted row cannot be checked, so only its primary key goes out (as on hosted).
      if (row.action === "DELETE") data.old_record = pick(row.rls_enabled ? pick(row.old_record, row.primary_key) : row.old_record, names)
      payloads.set(role, data)
      return data
    }
    for (const [listener, ids] of byListener) {
      const index = listenerAudience.get(listener)!
      if (!visible[index]) continue
      listener.deliver({ ids, data: payloadFor(audiences[index].role) })
      this.stats.deliveries++
    }
  }
}
