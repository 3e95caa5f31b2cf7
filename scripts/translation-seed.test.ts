import fs from "node:fs"
import { describe, expect, it } from "vitest"
import { textLeaves, withTexts } from "#shared/content/text-leaves"
import type { TranslationLocale } from "#shared/locales"
import { readDocumentSeedRows } from "./document-seed-file"
import type { TranslatedDocument } from "./translation-files"
import { TRANSLATION_SEED_FILE, translationSeedRows, translationSeedSql, type TranslationSource } from "./translation-seed"

const ROWS = readDocumentSeedRows()
const post = ROWS.find((row) => row.kind === "blog_post")!
const otherPost = ROWS.filter((row) => row.kind === "blog_post")[1]!

/** A complete translation of `row` (every text upper-cased: the same length, so the schema's limits hold). */
function translated(row: (typeof ROWS)[number], locale: TranslationLocale, change: Partial<TranslatedDocument> = {}): TranslatedDocument {
  const texts = Object.fromEntries(textLeaves(row.data).map((leaf) => [leaf.path, leaf.text.toUpperCase()]))
  return {
    kind: row.kind,
    englishPath: row.path,
    path: `/${locale}${row.path}`,
    title: row.title.toUpperCase(),
    data: withTexts(row.data, texts) as Record<string, unknown>,
    missing: [],
    ...change,
  }
}

const fixtures =
  (byLocale: Partial<Record<TranslationLocale, TranslatedDocument[]>>): TranslationSource =>
  (locale) =>
    byLocale[locale] ?? []

describe("supabase/translation-seed.sql", () => {
  it("is what the generator writes from supabase/translations/ now (run `npm run gen:content-seed` when this fails)", () => {
    expect(fs.readFileSync(TRANSLATION_SEED_FILE, "utf8")).toBe(translationSeedSql())
    // Generating the seed's 8 MB (documents, segments and memory) took 2 s here and over 5 s at a load of 14 (CI77).
  }, 30_000)

  it("holds only complete translations, each under its document's seed id, in each language", () => {
    const complete = translated(post, "sv")
    const rows = translationSeedRows(
      ROWS,
      fixtures({
        sv: [complete, translated(otherPost, "sv", { missing: ["body.0.children.0.text"] })],
        de: [translated(post, "de", { path: "/de/ressourcen/blog/beitrag" })],
      }),
    )
    expect(rows).toEqual([
      { documentId: post.id, locale: "sv", path: `/sv${post.path}`, title: post.title.toUpperCase(), data: complete.data },
      { documentId: post.id, locale: "de", path: "/de/ressourcen/blog/beitrag", title: post.title.toUpperCase(), data: expect.any(Object) },
    ])
  })

  it("refuses, naming each, a translation that departs from the English other than in text, breaks the schema, or whose path is wrong or taken", () => {
    const changedDate = translated(post, "sv", { data: { ...translated(post, "sv").data, published: "1999-01-01" } })
    const tooLong = translated(otherPost, "sv", { title: "x".repeat(201) })
    const outsidePrefix = translated(post, "de", { path: "/sv/blogg/inlagg" })
    const sharedPath = translated(otherPost, "de", { path: `/de${post.path}` })
    const second = translated(post, "de", { englishPath: post.path })
    expect(() => translationSeedRows(ROWS, fixtures({ sv: [changedDate, tooLong], de: [outsidePrefix, second, sharedPath] }))).toThrow(
      [
        "The translation seed has 4 invalid translations:",
        `sv ${post.path} (blog_post): published: differs from the English other than in text`,
        `sv ${otherPost.path} (blog_post): the title must have 1 to 200 characters`,
        `de ${post.path} (blog_post): the path /sv/blogg/inlagg is not one the translations table takes (a document path under /de)`,
        `de ${otherPost.path} (blog_post): its path /de${post.path} is also ${post.path}'s`,
      ].join("\n"),
    )
  })
})
