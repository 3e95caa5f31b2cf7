import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { describe, expect, it } from "vitest"

/*
 * The pipeline (pg-pipeline.ts) drives pg's connection below its public API: pg's internal result
 * parser, its value mapper and its Connection's message methods. pg is pinned to the version whose
 * internals were read, and these tests fail on an upgrade that changes what the pipeline uses; its
 * behaviour on PostgreSQL is held by transactions.test.ts in the PostgreSQL job.
 */
const require = createRequire(import.meta.url)
const root = path.resolve(import.meta.dirname, "../..")
const manifest = (file: string) =>
  JSON.parse(fs.readFileSync(file, "utf8")) as {
    version: string
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }

describe("pg, whose internals the pipeline uses", () => {
  it("is pinned to one exact version, the one installed", () => {
    const { dependencies, devDependencies } = manifest(path.join(root, "server/package.json"))
    const pinned = { ...dependencies, ...devDependencies }.pg
    expect(pinned).toBe("8.23.1")
    expect(manifest(require.resolve("pg/package.json")).version).toBe(pinned)
  })

  it("parses a row description, a data row and a command tag as the pipeline hands them over", () => {
    const Result = require("pg/lib/result.js") as new () => {
      addFields(fields: unknown[]): void
      parseRow(values: (string | null)[]): Record<string, unknown>
      addCommandComplete(message: { text: string }): void
      command: string | null
      rowCount: number | null
    }
    const result = new Result()
    result.addFields([
      { name: "id", dataTypeID: 23, format: "text" },
      { name: "title", dataTypeID: 25, format: "text" },
      { name: "published", dataTypeID: 16, format: "text" },
    ])
    expect(result.parseRow(["42", "Hero", "t"])).toEqual({ id: 42, title: "Hero", published: true })
    expect(result.parseRow(["7", null, "f"])).toEqual({ id: 7, title: null, published: false })
    result.addCommandComplete({ text: "UPDATE 2" })
    expect([result.command, result.rowCount]).toEqual(["UPDATE", 2])
  })

  it("maps parameters as pg's own queries do", () => {
    const { prepareValue } = require("pg/lib/utils.js") as { prepareValue: (value: unknown) => unknown }
    expect(prepareValue([1, "a", null])).toBe('{"1","a",NULL}')
    expect(prepareValue({ locale: "sv" })).toBe('{"locale":"sv"}')
    expect(prepareValue(null)).toBe(null)
    expect(prepareValue(true)).toBe("true")
  })

  it("has the Connection methods and state the pipeline drives", () => {
    const Connection = require("pg/lib/connection.js") as new () => Record<string, unknown> & { stream: Record<string, unknown> }
    const connection = new Connection()
    for (const method of ["parse", "bind", "describe", "execute", "sync", "on", "off"])
      expect(typeof connection[method], method).toBe("function")
    expect(connection.parsedStatements).toEqual({})
    expect(typeof connection.stream.cork).toBe("function")
  })
})
