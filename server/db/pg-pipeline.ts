import { createRequire } from "node:module"
import type pg from "pg"
import type { QueryResult } from "./types"

// pg's own result parsing and value mapping, which its Query uses (internal modules, without types).
const require = createRequire(import.meta.url)
const Result = require("pg/lib/result.js") as new (rowMode: undefined, types: undefined) => ParsedResult
const { prepareValue } = require("pg/lib/utils.js") as { prepareValue: (value: unknown) => unknown }

/** One statement of a pipeline, with the name it is prepared under on the connection ("" for none). */
export interface PipelinedStatement {
  name: string
  sql: string
  params: unknown[]
}

/** What pg's Connection offers a Submittable, as far as this uses it (not in pg's types). */
interface Connection {
  parsedStatements: Record<string, string>
  stream: { cork?: () => void; uncork?: () => void }
  parse(message: { name: string; text: string; types: number[] }): void
  bind(message: { portal: string; statement: string; values: unknown[]; valueMapper: (value: unknown) => unknown }): void
  describe(message: { type: "P"; name: string }): void
  execute(message: { portal: string; rows: number }): void
  sync(): void
  on(event: "parseComplete", listener: () => void): void
  off(event: "parseComplete", listener: () => void): void
}

interface ParsedResult {
  command: string | null
  rowCount: number | null
  rows: Record<string, unknown>[]
  addFields(fields: unknown[]): void
  parseRow(fields: unknown[]): Record<string, unknown>
  addCommandComplete(message: unknown): void
}

/**
 * Statements sent to PostgreSQL in one round trip, as one implicit transaction: each is bound and
 * executed (parsed first where the connection has not prepared it), and one Sync ends them all, which
 * commits them together or, after an error, rolls them all back. pg sends one statement per round
 * trip and waits for each, so a transaction of one statement took three (BEGIN and its settings, the
 * statement, COMMIT). Answers the last statement's rows; the others' are dropped.
 */
class Pipeline implements pg.Submittable {
  private readonly result = new Result(undefined, undefined)
  /** Statements that answered CommandComplete so far: the last one's rows are the result. */
  private completed = 0
  private error: Error | undefined
  private settled = false
  private parsedNow = 0
  private readonly parsing: PipelinedStatement[] = []
  private connection?: Connection
  private readonly countParse = () => this.parsedNow++

  constructor(
    private readonly statements: PipelinedStatement[],
    private readonly done: (error: Error | undefined, result?: ParsedResult) => void,
  ) {}

  submit(connection: unknown) {
    const con = (this.connection = connection as Connection)
    con.on("parseComplete", this.countParse)
    con.stream.cork?.()
    try {
      this.statements.forEach((statement, i) => {
        if (statement.name === "" || con.parsedStatements[statement.name] === undefined) {
          con.parse({ name: statement.name, text: statement.sql, types: [] })
          this.parsing.push(statement)
        }
        con.bind({ portal: "", statement: statement.name, values: statement.params, valueMapper: prepareValue })
        if (i === this.statements.length - 1) con.describe({ type: "P", name: "" })
        con.execute({ portal: "", rows: 0 })
      })
      con.sync()
    } finally {
      con.stream.uncork?.()
    }
  }

  private get last() {
    return this.completed === this.statements.length - 1
  }

  handleRowDescription(message: { fields: unknown[] }) {
    if (this.last) this.result.addFields(message.fields)
  }

  handleDataRow(message: { fields: unknown[] }) {
    if (this.last) this.result.rows.push(this.result.parseRow(message.fields))
  }

  handleCommandComplete(message: unknown) {
    if (this.last) this.result.addCommandComplete(message)
    this.completed++
  }

  handleEmptyQuery() {
    this.completed++
  }

  handlePortalSuspended() {}

  handleCopyInResponse() {}

  handleCopyData() {}

  /**
   * pg hands an error to its active query and forgets it, so the ReadyForQuery that follows a SQL
   * error (after Postgres skipped to the Sync) never reaches this: the pipeline ends here.
   */
  handleError(error: Error) {
    this.error ??= error
    this.finish()
  }

  handleReadyForQuery() {
    this.finish()
  }

  private finish() {
    if (this.settled) return
    this.settled = true
    const con = this.connection
    con?.off("parseComplete", this.countParse)
    // The parses answered before an error prepared their statements; those after it were skipped.
    for (const { name, sql } of this.parsing.slice(0, this.parsedNow)) if (name !== "") con!.parsedStatements[name] = sql
    this.done(this.error, this.error ? undefined : this.result)
  }
}

/** Runs `statements` on `client` in one round trip as one implicit transaction; answers the last one's result. */
export function runPipeline<T>(client: pg.PoolClient, statements: PipelinedStatement[]): Promise<QueryResult<T> & { command: string }> {
  return new Promise((resolve, reject) => {
    const pipeline = new Pipeline(statements, (error, result) => {
      if (error || !result) return reject(error ?? new Error("PostgreSQL ended the pipeline without a result"))
      resolve({ rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length, command: result.command ?? "" })
    })
    void client.query(pipeline)
  })
}
