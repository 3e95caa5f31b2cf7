/**
 * When migrate() runs supabase/document-seed.sql: on a database that has not run this version of
 * the file, new or existing, and not again until the file changes; supabase/translation-seed.sql
 * likewise after it, and again whenever the document seed ran (its translations follow the English versions).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { migratedPglite } from "../testing/pglite-template"
import type { PgliteDatabase } from "./pglite"
import { migrate } from "./migrate"
import { textLeaves, withTexts } from "#shared/content/text-leaves"
import { readDocumentSeedRows } from "../../scripts/document-seed-file"
import { translationSeedSql } from "../../scripts/translation-seed"

const SUPABASE_DIR = path.resolve(import.meta.dirname, "../../supabase")
const SEED = fs.readFileSync(path.join(SUPABASE_DIR, "document-seed.sql"), "utf8")

let db: PgliteDatabase
let dir: string

beforeAll(async () => {
  db = await migratedPglite()
  // A supabase/ folder with the same migrations and seed.sql, whose document seed the test rewrites.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-document-seed-"))
  fs.symlinkSync(path.join(SUPABASE_DIR, "migrations"), path.join(dir, "migrations"))
  fs.copyFileSync(path.join(SUPABASE_DIR, "seed.sql"), path.join(dir, "seed.sql"))
})
afterAll(async () => {
  await db?.close()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

const excerptOf = async (documentPath: string) =>
  (
    await db.query<{ excerpt: string; version: number }>(
      "select published_data ->> 'excerpt' as excerpt, version from public.documents where path = $1",
      [documentPath],
    )
  ).rows[0]

describe("the document seed on an existing database", () => {
  it("is not run again while the file is the one the database ran", async () => {
    fs.writeFileSync(path.join(dir, "document-seed.sql"), SEED)
    expect(await migrate(db, dir)).toMatchObject({ applied: [], seeded: false, documentsSeeded: false })
  })

  it("runs once the file changed, so the database follows the new seed, and then not again", async () => {
    const post = "/resources/blog/game-lqa-bug-reports"
    const before = await excerptOf(post)
    expect(before.version).toBe(1)
    fs.writeFileSync(
      path.join(dir, "document-seed.sql"),
      SEED.replace(/("excerpt": ")Linguistic QA is only as good/, "$1Game LQA is only as good"),
    )

    expect(await migrate(db, dir)).toMatchObject({ applied: [], seeded: false, documentsSeeded: true })
    expect(await excerptOf(post)).toEqual({ excerpt: before.excerpt.replace("Linguistic QA", "Game LQA"), version: 2 })

    expect(await migrate(db, dir)).toMatchObject({ documentsSeeded: false })
    expect((await excerptOf(post)).version).toBe(2)
  })
})

describe("the translation seed on an existing database", () => {
  const rows = readDocumentSeedRows()
  const post = rows.find((row) => row.path === "/resources/blog/game-lqa-bug-reports")!
  const texts = Object.fromEntries(textLeaves(post.data).map((leaf) => [leaf.path, leaf.text.toUpperCase()]))
  const translationOf = () =>
    translationSeedSql(rows, (locale) =>
      locale === "sv"
        ? [
            {
              kind: post.kind,
              englishPath: post.path,
              path: `/sv${post.path}`,
              title: post.title.toUpperCase(),
              data: withTexts(post.data, texts) as Record<string, unknown>,
              missing: [],
            },
          ]
        : [],
    )
  const swedish = async () =>
    (
      await db.query<{ source_version: number; published_source_version: number }>(
        "select t.source_version, t.published_source_version from public.document_translations t join public.documents d on d.id = t.document_id where d.path = $1 and t.locale = 'sv'",
        [post.path],
      )
    ).rows

  it("runs when its file changed, and again (following the English version) whenever the document seed ran", async () => {
    fs.writeFileSync(path.join(dir, "translation-seed.sql"), translationOf())
    expect(await migrate(db, dir)).toMatchObject({ documentsSeeded: false, translationsSeeded: true })
    const [before] = await swedish()
    expect(before.source_version).toBe(before.published_source_version)
    expect(await migrate(db, dir)).toMatchObject({ translationsSeeded: false })

    // The English seed document changes (its excerpt): the seed's translation is written again, made from the new version.
    fs.writeFileSync(
      path.join(dir, "document-seed.sql"),
      SEED.replace(/("excerpt": ")Linguistic QA is only as good/, "$1LQA is only as good"),
    )
    expect(await migrate(db, dir)).toMatchObject({ documentsSeeded: true, translationsSeeded: true })
    const { version } = await excerptOf(post.path)
    expect(version).toBeGreaterThan(before.source_version)
    expect(await swedish()).toEqual([{ source_version: version, published_source_version: version }])
  })
})
