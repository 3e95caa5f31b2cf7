import { messages, types, type PGlite } from "@electric-sql/pglite"
import type { QueryResult } from "./types"
import { isStalePlanError, mayChangeTables } from "./prepared"
import { MessageWriter } from "./wire-messages"

/**
 * PGlite's own serializers throw a plain JS error for a string they do not take (a boolean
 * `1e400`, bytea text): neither a SQL error nor a sign of a failed handle. Strings go to Postgres as
 * they are, as node-postgres sends them, and Postgres answers them (22P02, a 400 for the caller).
 */
const SERIALIZERS: Record<number, (value: unknown) => string> = Object.fromEntries(
  Object.entries(types.serializers).map(([oid, serialize]) => [
    oid,
    (value: unknown) => (typeof value === "string" ? value : serialize(value)),
  ]),
)

/** One statement of a batch: SQL text with `$n` parameters. */
export interface WireStatement {
  sql: string
  params?: unknown[]
}

export interface WireResult<T = Record<string, unknown>> extends QueryResult<T> {
  /** The command tag's first word (SELECT, UPDATE, COMMIT, ROLLBACK…). */
  command: string
}

/** PGlite answered a batch without the replies the protocol promises: its backend is broken. */
export class IncompleteReplyError extends Error {
  constructor(detail: string) {
    super(`PGlite answered without a complete reply (${detail})`)
    this.name = "IncompleteReplyError"
  }
}

interface Prepared {
  name: string
  paramTypes: number[]
  fields: { name: string; dataTypeID: number }[]
}

/** What each message sent makes Postgres answer, in order (ignoring notices and notifications). */
type Expected = "parse" | "describe" | "bind" | "execute" | "close" | "sync"

/**
 * Statements sent to PGlite in the extended protocol as PostgREST sends them to PostgreSQL: each
 * SQL text is parsed and planned once, as a named prepared statement, and then only bound and
 * executed; and all the statements of a batch (BEGIN, the request's settings, the query) go into
 * the wasm in one call. PGlite's own `query()` makes six calls per statement and parses and plans
 * it every time, which costs more than a small statement itself.
 *
 * Postgres re-plans a prepared statement by itself when the tables, the role (row security) or the
 * search_path it was planned for change; only a change of its result columns is an error, so after
 * any DDL every statement is prepared again.
 */
export class WireSession {
  private readonly prepared = new Map<string, Prepared>()
  /** Names of statements to close at the start of the next batch. */
  private closing: string[] = []
  private counter = 0
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly handle: PGlite,
    /**
     * Sends one buffer of messages and reads the replies with `read`, which throws
     * IncompleteReplyError for a reply the wasm lost; the caller guards both against failures of the wasm.
     */
    private readonly send: <R>(message: Uint8Array, read: (replies: messages.BackendMessage[]) => R) => Promise<R>,
    private readonly maxPrepared = 256,
  ) {}

  /** Runs one statement on its own, preparing it again once if its tables changed shape since. */
  async query<T>(statement: WireStatement): Promise<WireResult<T>> {
    try {
      return (await this.run<T>([statement]))[0]
    } catch (error) {
      if (!isStalePlanError(error)) throw error
      return (await this.run<T>([statement]))[0]
    }
  }

  /**
   * Runs the statements in order and returns their results; throws the first statement's error, after
   * which Postgres skipped the rest (and an open transaction is aborted). A statement never seen
   * before is prepared first, in a call of its own after the statements before it.
   */
  run<T>(statements: WireStatement[]): Promise<WireResult<T>[]> {
    // Statements of one transaction may be sent concurrently (Promise.all): they go one batch at a time.
    const running = this.queue.then(() => this.runNow<T>(statements))
    this.queue = running.catch(() => undefined)
    return running
  }

  /**
   * Runs each group as an implicit transaction of its own (a Sync after each: without a BEGIN, the
   * messages up to a Sync are one transaction, and a Sync between them would commit the first ones
   * on their own), all the groups in one
   * call into the wasm: the call's own cost is shared by every transaction waiting for the handle.
   * A group's SQL error fails that group only; a failure of the wasm fails them all (thrown). The
   * statements never seen before are prepared first, each in a call of its own.
   */
  runAtomicGroups<T>(groups: WireStatement[][]): Promise<PromiseSettledResult<WireResult<T>[]>[]> {
    const running = this.queue.then(async () => {
      const settled: (PromiseSettledResult<WireResult<T>[]> | undefined)[] = groups.map(() => undefined)
      for (const [index, group] of groups.entries()) {
        for (const statement of group) {
          if (settled[index] || this.prepared.has(statement.sql)) continue
          settled[index] = await failureOf(this.prepareAlone(statement.sql))
        }
      }
      // Preparing one group's statement can evict another's (the cache is bounded): those go again, alone.
      const ready = (group: WireStatement[]) => group.every((statement) => this.prepared.has(statement.sql))
      const message = new Batch()
      const closings = this.addClosings(message) ? (message.sync(), message.expected.slice()) : undefined
      const segments = groups.flatMap((group, index) => {
        if (settled[index] || !ready(group)) return []
        const start = message.expected.length
        const runs = group.map((statement) => this.addRun(message, statement))
        message.sync()
        return [{ index, runs, expected: message.expected.slice(start) }]
      })
      if (message.expected.length > 0) {
        await this.send(message.bytes(), (replies) => {
          const parts = splitAtSyncs(replies)
          if (closings) this.read(parts.shift() ?? [], closings, [], undefined)
          for (const [i, { index, runs, expected }] of segments.entries()) {
            try {
              settled[index] = { status: "fulfilled", value: this.read<T>(parts[i] ?? [], expected, runs, undefined) }
            } catch (error) {
              if (!(error instanceof messages.DatabaseError)) throw error
              settled[index] = { status: "rejected", reason: error }
            }
          }
        })
      }
      for (const [index, group] of groups.entries()) settled[index] ??= await outcomeOf(this.runAtomicAlone<T>(group))
      return settled as PromiseSettledResult<WireResult<T>[]>[]
    })
    this.queue = running.catch(() => undefined)
    return running
  }

  /** One implicit transaction on its own: its new statements prepared (each alone) until all are, then run. */
  private async runAtomicAlone<T>(statements: WireStatement[]): Promise<WireResult<T>[]> {
    for (let prepared = 0; prepared <= statements.length; prepared++) {
      const fresh = statements.find((s) => !this.prepared.has(s.sql))
      if (!fresh) return this.runNow<T>(statements)
      await this.prepareAlone(fresh.sql)
    }
    throw new Error("The statements of one implicit transaction do not fit in the prepared statement cache")
  }

  /** Prepares `sql` in a call of its own (its error, a syntax error say, is thrown). */
  private async prepareAlone(sql: string): Promise<void> {
    const message = new Batch()
    this.addClosings(message)
    const preparing = this.addPrepare(message, sql)
    message.sync()
    await this.send(message.bytes(), (replies) => this.read(replies, message.expected, [], preparing))
  }

  private async runNow<T>(statements: WireStatement[]): Promise<WireResult<T>[]> {
    const results: WireResult<T>[] = []
    let start = 0
    while (start < statements.length) {
      const fresh = statements.findIndex((s, i) => i >= start && !this.prepared.has(s.sql))
      const end = fresh === -1 ? statements.length : fresh
      const message = new Batch()
      this.addClosings(message)
      const runs = statements.slice(start, end).map((s) => this.addRun(message, s))
      const preparing = fresh === -1 ? undefined : this.addPrepare(message, statements[fresh].sql)
      message.sync()
      results.push(...(await this.send(message.bytes(), (replies) => this.read<T>(replies, message.expected, runs, preparing))))
      start = end
    }
    return results
  }

  /** Prepared statements describe the tables as they were: after a script (migrations), all are prepared again. */
  forgetAll(): void {
    for (const { name } of this.prepared.values()) this.closing.push(name)
    this.prepared.clear()
  }

  /** Closes the statements forgotten since the last call; whether there were any. */
  private addClosings(message: Batch): boolean {
    for (const name of this.closing) message.closeStatement(name)
    const any = this.closing.length > 0
    this.closing = []
    return any
  }

  private addPrepare(message: Batch, sql: string): { sql: string; name: string } {
    const name = `nordika_${++this.counter}`
    message.parse(name, sql)
    // Synced on its own: a Parse the wasm lost (V8's stack ran out) is then missing its reply, where the
    // Describe after it would have answered an error of its own.
    message.sync()
    message.describeStatement(name)
    return { sql, name }
  }

  private addRun(message: Batch, statement: WireStatement): { statement: WireStatement; prepared: Prepared } {
    const prepared = this.prepared.get(statement.sql)!
    // Most recently used last: the first entry is the one to evict.
    this.prepared.delete(statement.sql)
    this.prepared.set(statement.sql, prepared)
    const values = (statement.params ?? []).map((value, i) => this.serialize(value, prepared.paramTypes[i]))
    message.bind(prepared.name, values)
    message.execute()
    return { statement, prepared }
  }

  private serialize(value: unknown, oid: number | undefined): string | null {
    if (value === null || value === undefined) return null
    const serialize = (oid !== undefined && (SERIALIZERS[oid] ?? this.handle.serializers[oid])) || undefined
    return serialize ? serialize(value) : String(value)
  }

  /**
   * Reads the replies to a batch: the rows and tag of each run, the description of the statement
   * prepared. Every message must be answered (until an error, after which Postgres skips to Sync).
   */
  private read<T>(
    replies: messages.BackendMessage[],
    expected: Expected[],
    runs: { statement: WireStatement; prepared: Prepared }[],
    preparing: { sql: string; name: string } | undefined,
  ): WireResult<T>[] {
    const results: WireResult<T>[] = []
    let error: messages.DatabaseError | undefined
    let step = 0
    let run = 0
    let rows: T[] = []
    let paramTypes: number[] = []
    let ddl = false
    for (const reply of replies) {
      const name = reply.name
      if (name === "notice" || name === "notification" || name === "parameterStatus") continue
      if (name === "error") {
        error ??= reply as messages.DatabaseError
        while (step < expected.length && expected[step] !== "sync") step++
        continue
      }
      const want = expected[step]
      if (want === "execute" && name === "dataRow") {
        rows.push(toRow<T>((reply as messages.DataRowMessage).fields, runs[run].prepared.fields, this.handle.parsers))
        continue
      }
      if (want === "describe" && name === "parameterDescription") {
        paramTypes = (reply as messages.ParameterDescriptionMessage).dataTypeIDs
        continue
      }
      const answered =
        (want === "parse" && name === "parseComplete") ||
        (want === "bind" && name === "bindComplete") ||
        (want === "close" && name === "closeComplete") ||
        (want === "sync" && name === "readyForQuery") ||
        (want === "describe" && (name === "rowDescription" || name === "noData")) ||
        (want === "execute" && (name === "commandComplete" || name === "emptyQuery"))
      if (!answered) throw new IncompleteReplyError(`${name} where ${want ?? "nothing more"} was expected`)
      if (want === "describe") {
        const fields = name === "rowDescription" ? (reply as messages.RowDescriptionMessage).fields : []
        this.remember(preparing!, paramTypes, fields)
      } else if (want === "execute") {
        const tag = name === "commandComplete" ? (reply as messages.CommandCompleteMessage).text : ""
        const command = tag.split(" ", 1)[0]
        if (mayChangeTables(command)) ddl = true
        const counted = Number(tag.slice(tag.lastIndexOf(" ") + 1))
        results.push({ rows, rowCount: Number.isInteger(counted) ? counted : rows.length, command })
        rows = []
        run++
      }
      step++
    }
    if (step < expected.length) throw new IncompleteReplyError(`no reply to ${expected[step]}`)
    if (ddl) this.forgetAll()
    if (error) {
      if (isStalePlanError(error) && runs[run]) this.forget(runs[run].statement.sql)
      throw error
    }
    return results
  }

  private remember(preparing: { sql: string; name: string }, paramTypes: number[], fields: messages.Field[]) {
    this.prepared.set(preparing.sql, {
      name: preparing.name,
      paramTypes,
      fields: fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    })
    if (this.prepared.size > this.maxPrepared) this.forget(this.prepared.keys().next().value!)
  }

  private forget(sql: string) {
    const prepared = this.prepared.get(sql)
    if (!prepared) return
    this.prepared.delete(sql)
    this.closing.push(prepared.name)
  }
}

/** `work`'s result, or its SQL error as a rejection; any other failure (of the wasm) is thrown. */
async function outcomeOf<R>(work: Promise<R>): Promise<PromiseSettledResult<R>> {
  try {
    return { status: "fulfilled", value: await work }
  } catch (error) {
    if (!(error instanceof messages.DatabaseError)) throw error
    return { status: "rejected", reason: error }
  }
}

/** `work`'s SQL error as a rejection, or undefined when it succeeded; any other failure is thrown. */
async function failureOf(work: Promise<unknown>): Promise<PromiseRejectedResult | undefined> {
  const outcome = await outcomeOf(work)
  return outcome.status === "rejected" ? outcome : undefined
}

/** The replies to a call, cut after each ReadyForQuery: one part per Sync sent. */
function splitAtSyncs(replies: messages.BackendMessage[]): messages.BackendMessage[][] {
  const parts: messages.BackendMessage[][] = [[]]
  for (const reply of replies) {
    parts[parts.length - 1].push(reply)
    if (reply.name === "readyForQuery") parts.push([])
  }
  if (parts[parts.length - 1].length === 0) parts.pop()
  return parts
}

function toRow<T>(values: (string | null)[], fields: Prepared["fields"], parsers: PGlite["parsers"]): T {
  const row: Record<string, unknown> = {}
  for (let i = 0; i < fields.length; i++) {
    const value = values[i]
    const { name, dataTypeID } = fields[i]
    row[name] = value === null ? null : types.parseType(value, dataTypeID, parsers)
  }
  return row as T
}

/** The messages of one call into the wasm, with what each is answered by. */
class Batch {
  private readonly writer = new MessageWriter()
  readonly expected: Expected[] = []

  parse(name: string, sql: string) {
    this.writer.parse(name, sql)
    this.expected.push("parse")
  }

  describeStatement(name: string) {
    this.writer.describeStatement(name)
    this.expected.push("describe")
  }

  bind(statement: string, values: (string | null)[]) {
    this.writer.bind(statement, values)
    this.expected.push("bind")
  }

  execute() {
    this.writer.execute()
    this.expected.push("execute")
  }

  closeStatement(name: string) {
    this.writer.closeStatement(name)
    this.expected.push("close")
  }

  sync() {
    this.writer.sync()
    this.expected.push("sync")
  }

  bytes(): Uint8Array {
    return this.writer.bytes()
  }
}
