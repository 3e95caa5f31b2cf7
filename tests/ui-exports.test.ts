import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { beforeAll, describe, expect, it } from "vitest"
import { UI_ENTRIES } from "./ui-entries"

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")

const parse = (source: string) =>
  ts.createSourceFile(source, fs.readFileSync(path.join(root, source), "utf8"), ts.ScriptTarget.Latest, false)

/** The names an entry re-exports as types only (`export type { … }`, `type X` in a list): they leave no trace at runtime. */
function typeExports(source: string): string[] {
  return parse(source).statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.filter((element) => statement.isTypeOnly || element.isTypeOnly).map((element) => element.name.text)
      : [],
  )
}

/** One name a line, sorted, a type marked as such: the file a reviewer reads when the API changes. */
const listing = (values: string[], types: string[]) =>
  [...values, ...types.map((name) => `type ${name}`)]
    .sort((a, b) => a.replace(/^type /, "").localeCompare(b.replace(/^type /, "")))
    .join("\n") + "\n"

const snapshotOf = (entry: (typeof UI_ENTRIES)[number]) => `./__snapshots__/ui-exports/${path.basename(entry.source, ".ts")}.txt`

/**
 * What each entry point of the package exports, against a committed list per entry: adding, removing or
 * moving a name shows in review as a line of that list (`npx vitest run --project unit tests/ui-exports.test.ts -u`
 * writes it after a deliberate change).
 */
describe("the public API of @nordika/ui, entry by entry", () => {
  const values = new Map<string, string[]>()
  // The entries pull in the package's whole dependency graph (charts, markdown, drag and drop).
  beforeAll(async () => {
    for (const entry of UI_ENTRIES) values.set(entry.name, Object.keys(await entry.load()))
  }, 60_000)

  it.each(UI_ENTRIES)("$name exports exactly the names of its list", async (entry) => {
    await expect(listing(values.get(entry.name)!, typeExports(entry.source))).toMatchFileSnapshot(snapshotOf(entry))
  })

  it("names each export one by one, so the lists above are the whole API", () => {
    for (const entry of UI_ENTRIES) {
      const file = parse(entry.source)
      const otherStatements = file.statements.filter((statement) => !(ts.isExportDeclaration(statement) && statement.exportClause))
      expect(otherStatements.map((statement) => statement.getText(file))).toEqual([])
    }
  })

  it("gives a name one entry only", () => {
    const entryOf = new Map<string, string[]>()
    for (const entry of UI_ENTRIES)
      for (const name of [...values.get(entry.name)!, ...typeExports(entry.source)])
        entryOf.set(name, [...(entryOf.get(name) ?? []), entry.name])
    expect([...entryOf].filter(([, entries]) => entries.length > 1)).toEqual([])
  })
})
