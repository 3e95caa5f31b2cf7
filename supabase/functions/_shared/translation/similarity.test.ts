import fs from "node:fs"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { matchPercent, similarity, wordDiff, type DiffRun } from "./similarity"

const TRANSLATIONS_DIR = path.resolve(import.meta.dirname, "../../../translations")

/** Every 29th text of the site's translations (English and its Swedish or German), in file order. */
function siteTexts(): { source: string; target: string }[] {
  const texts: { source: string; target: string }[] = []
  for (const locale of ["sv", "de"])
    for (const file of fs.readdirSync(path.join(TRANSLATIONS_DIR, locale)).sort()) {
      const { documents } = JSON.parse(fs.readFileSync(path.join(TRANSLATIONS_DIR, locale, file), "utf8")) as {
        documents: Record<string, { title?: { source: string; target: string }; texts: Record<string, { source: string; target: string }> }>
      }
      for (const entry of Object.values(documents)) texts.push(...(entry.title ? [entry.title] : []), ...Object.values(entry.texts))
    }
  return texts.filter((_, index) => index % 29 === 0)
}

/** A sentence edited as an English source is between two versions: a word dropped, a number changed. */
const edited = (text: string) =>
  text
    .split(" ")
    .filter((_, index) => index !== 2)
    .join(" ")
    .replace(/\d/, (digit) => String((Number(digit) + 1) % 10))

let db: PGlite
beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } })
  await db.exec("create extension pg_trgm")
})
afterAll(() => db.close())

/** PostgreSQL's similarity() of each pair, and the percentage the database would round it to. */
async function inDatabase(pairs: readonly (readonly [string, string])[]): Promise<{ similarity: number; percent: number }[]> {
  const { rows } = await db.query<{ similarity: number; percent: number }>(
    `select similarity(a, b) as similarity,
            (case when a = b then 100 else least(99, round(similarity(a, b)::numeric * 100)) end)::int as percent
       from unnest($1::text[], $2::text[]) with ordinality as pair(a, b, n) order by n`,
    [pairs.map(([a]) => a), pairs.map(([, b]) => b)],
  )
  return rows
}

/** The pairs whose similarity here is not PostgreSQL's (a real, so compared as one). */
async function disagreements(pairs: readonly (readonly [string, string])[]) {
  const database = await inDatabase(pairs)
  return pairs
    .map(([a, b], index) => ({ a, b, here: similarity(a, b), database: database[index].similarity }))
    .filter((pair) => Math.fround(pair.here) !== Math.fround(pair.database))
}

describe("similarity, the in-process pg_trgm", () => {
  it("gives PostgreSQL's similarity() for the site's own sentences and their edits, in every language", async () => {
    const texts = siteTexts()
    const pairs = texts.flatMap(({ source, target }, index) => [
      [source, edited(source)] as const,
      [target, edited(target)] as const,
      [source, target] as const,
      [source, texts[(index + 1) % texts.length].source] as const,
    ])
    expect(pairs.length).toBeGreaterThan(1500)
    expect(await disagreements(pairs)).toEqual([])
    // Not a trivial agreement: the pairs run from unrelated to nearly the same.
    const values = pairs.map(([a, b]) => similarity(a, b))
    expect(Math.min(...values)).toBeLessThan(0.1)
    expect(values.filter((value) => value > 0.6 && value < 1).length).toBeGreaterThan(300)
  })

  it("reads words, case and separators as pg_trgm does, in any script", async () => {
    const pairs = [
      ["", ""],
      ["!!! ...", "!!! ..."],
      ["Översättningsminne", "översättningsminne"],
      ["STRASSE", "Straße"],
      ["İstanbul", "istanbul"],
      ["ΣΊΣΥΦΟΣ", "σίσυφος"],
      ["日本語テキスト", "日本語"],
      ["post_editing", "post editing"],
      ["e-mail", "email"],
      ["don't", "dont"],
      ["ISO 17100", "ISO 17101"],
      ["café", "cafe\u0301"],
      ["١٢٣ words", "123 words"],
      ["x² ½", "x2"],
      ["👍 good", "good"],
      ['We are certified to <pc id="1">ISO 17100</pc>.', "We are certified to ISO 17100."],
    ] as const
    expect(await disagreements(pairs)).toEqual([])
    expect(similarity("Hello, world", "hello world")).toBe(1)
    expect(similarity("", "")).toBe(0)
  })
})

describe("matchPercent, a memory match's percentage", () => {
  it("is 100 for the same text only: a difference of case or punctuation is 99", () => {
    expect(matchPercent("Request a quote", "Request a quote")).toBe(100)
    expect(similarity("Request a quote", "Request a quote!")).toBe(1)
    expect(matchPercent("Request a quote", "Request a quote!")).toBe(99)
    expect(matchPercent("Request a quote", "request a quote")).toBe(99)
  })

  it("rounds a half up, as the database's numeric rounding of the same similarity does", async () => {
    // 31 trigrams and 32 trigrams sharing their first 23: similarity 23/40, 57.5 %, which 0.575 * 100
    // in floating point would round down to 57.
    const first = "abcdefghijklmnopqrstuvwxyz01234".slice(0, 30)
    const second = `${first.slice(0, 23)}αβγδεζηθ`
    expect(similarity(first, second)).toBe(23 / 40)
    expect(Math.round((23 / 40) * 100)).toBe(57)
    expect(matchPercent(first, second)).toBe(58)
    expect(await inDatabase([[first, second]])).toEqual([{ similarity: 0.575, percent: 58 }])
  })

  it("is what the database computes for the site's sentences", async () => {
    const pairs = siteTexts().flatMap(({ source, target }) => [[source, edited(source)] as const, [source, target] as const])
    const database = await inDatabase(pairs)
    expect(pairs.map(([a, b]) => matchPercent(a, b))).toEqual(database.map((row) => row.percent))
  })
})

const joined = (runs: readonly DiffRun[], side: "removed" | "added") =>
  runs
    .filter((run) => run.kind === "equal" || run.kind === side)
    .map((run) => run.text)
    .join("")

describe("wordDiff, a fuzzy match's differences", () => {
  it("marks the words a changed sentence drops and adds", () => {
    expect(
      wordDiff(
        "A professional translator produces around 2,500 new words a day.",
        "A professional translator produces about 3,000 new words a day.",
      ),
    ).toEqual([
      { kind: "equal", text: "A professional translator produces " },
      { kind: "removed", text: "around 2,500" },
      { kind: "added", text: "about 3,000" },
      { kind: "equal", text: " new words a day." },
    ])
  })

  it("shows an insertion and a deletion on their own", () => {
    expect(wordDiff("Request a quote", "Request a free quote")).toEqual([
      { kind: "equal", text: "Request a " },
      { kind: "added", text: "free " },
      { kind: "equal", text: "quote" },
    ])
    expect(wordDiff("Book a consultation today.", "Book a consultation.")).toEqual([
      { kind: "equal", text: "Book a consultation" },
      { kind: "removed", text: " today" },
      { kind: "equal", text: "." },
    ])
  })

  it("keeps an inline tag whole", () => {
    expect(wordDiff('Certified to <pc id="1">ISO 17100</pc>.', "Certified to ISO 17100.")).toEqual([
      { kind: "equal", text: "Certified to " },
      { kind: "removed", text: '<pc id="1">' },
      { kind: "equal", text: "ISO 17100" },
      { kind: "removed", text: "</pc>" },
      { kind: "equal", text: "." },
    ])
  })

  it("has one run for the same text, and all of a text against nothing", () => {
    expect(wordDiff("Språktjänster", "Språktjänster")).toEqual([{ kind: "equal", text: "Språktjänster" }])
    expect(wordDiff("", "Neu")).toEqual([{ kind: "added", text: "Neu" }])
    expect(wordDiff("Alt", "")).toEqual([{ kind: "removed", text: "Alt" }])
    expect(wordDiff("", "")).toEqual([])
  })

  it("gives back both texts whole for every sentence of the site and its edit", () => {
    for (const { source, target } of siteTexts())
      for (const [a, b] of [
        [source, edited(source)],
        [source, target],
      ]) {
        const runs = wordDiff(a, b)
        expect(joined(runs, "removed")).toBe(a)
        expect(joined(runs, "added")).toBe(b)
        // No two neighbouring runs of one kind.
        expect(runs.every((run, index) => index === 0 || runs[index - 1].kind !== run.kind)).toBe(true)
      }
  })
})
