/**
 * The translation seed: every complete translation of a seed document in supabase/translations/ (read by
 * scripts/translation-files.ts) as a row of public.document_translations, written to
 * supabase/translation-seed.sql by `npm run gen:content-seed` and checked against the generator by
 * scripts/translation-seed.test.ts. A translation with a text left untranslated (or whose English has
 * changed since) stays out until it is complete; one that breaks its kind's schema, or that departs from
 * the English other than in text, or whose path is not one the table takes or another has, is refused,
 * naming it and the field: the same gate as publish-document's (docs/decisions/0012-languages.md).
 *
 * The SQL calls public.apply_translation_seed() (supabase/migrations/20261204000100_document_translations.sql)
 * after the document seed: rows approved and published, made from the English document's version, never
 * over a translation staff changed (seed_hash).
 */
import path from "node:path"
import { DOCUMENT_PATH, DOCUMENT_PATH_MAX_LENGTH, DOCUMENT_TITLE_MAX_LENGTH, documentProblem } from "#shared/content/index"
import { nonTextDifference } from "#shared/content/text-leaves"
import { TRANSLATION_LOCALES, localePrefix, type TranslationLocale } from "#shared/locales"
import { readDocumentSeedRows } from "./document-seed-file"
import { CONTENT_SECTION_SCHEMAS } from "../app/data/content-sections"
import {
  homeSeedSections,
  translatedSections,
  translatedDocuments,
  type TranslatedDocument,
  type TranslatedSection,
} from "./translation-files"
import type { SeedDocument } from "./seed-document"

export const TRANSLATION_SEED_FILE = path.resolve(import.meta.dirname, "../supabase/translation-seed.sql")

/** A row of the seed, as apply_translation_seed() takes it. */
export interface TranslationSeedRow {
  documentId: string
  locale: TranslationLocale
  path: string
  title: string
  data: Record<string, unknown>
}

/** The translations of one language, as translation-files.ts reads them (a test gives fixtures). */
export type TranslationSource = (locale: TranslationLocale, rows: SeedDocument[]) => TranslatedDocument[]

/** What is wrong with a complete translation, or null: its path and title as the table takes them, its kind's schema, its shape. */
function translationProblem(translation: TranslatedDocument, english: SeedDocument, locale: TranslationLocale): string | null {
  const prefix = localePrefix(locale)
  if (
    translation.path.length > DOCUMENT_PATH_MAX_LENGTH ||
    !DOCUMENT_PATH.test(translation.path) ||
    !(translation.path === prefix || translation.path.startsWith(`${prefix}/`))
  )
    return `the path ${translation.path} is not one the translations table takes (a document path under ${prefix})`
  if (translation.title.trim() === "" || translation.title.length > DOCUMENT_TITLE_MAX_LENGTH)
    return `the title must have 1 to ${DOCUMENT_TITLE_MAX_LENGTH} characters`
  const difference = nonTextDifference(english.data, translation.data)
  if (difference) return `${difference}: differs from the English other than in text`
  const problem = documentProblem(translation.kind, translation.data)
  return problem ? `${problem.field || "(the data)"}: ${problem.message}` : null
}

/**
 * The seed's rows: each language's complete translations of the seed documents, in the document seed's
 * order; throws naming each translation that breaks the gate or shares a path.
 */
export function translationSeedRows(
  rows: (SeedDocument & { id: string })[] = readDocumentSeedRows(),
  source: TranslationSource = translatedDocuments,
): TranslationSeedRow[] {
  const byPath = new Map(rows.map((row) => [row.path, row]))
  const seed: TranslationSeedRow[] = []
  const problems: string[] = []
  for (const locale of TRANSLATION_LOCALES) {
    const paths = new Map<string, string>()
    for (const translation of source(locale, rows)) {
      if (translation.missing.length > 0) continue
      const english = byPath.get(translation.englishPath)
      const name = `${locale} ${translation.englishPath} (${translation.kind})`
      if (!english || english.kind !== translation.kind) {
        problems.push(`${name}: no seed document of that kind at that path`)
        continue
      }
      const problem = translationProblem(translation, english, locale)
      if (problem) problems.push(`${name}: ${problem}`)
      const holder = paths.get(translation.path) ?? (byPath.has(translation.path) ? `the English ${translation.path}` : undefined)
      if (holder) problems.push(`${name}: its path ${translation.path} is also ${holder}'s`)
      paths.set(translation.path, translation.englishPath)
      seed.push({ documentId: english.id, locale, path: translation.path, title: translation.title, data: translation.data })
    }
  }
  if (problems.length > 0) throw new Error(`The translation seed has ${problems.length} invalid translations:\n${problems.join("\n")}`)
  return seed
}

/** A row of the sections' seed, as apply_content_section_translation_seed() takes it. */
export interface SectionTranslationSeedRow {
  key: string
  locale: TranslationLocale
  value: Record<string, unknown>
  /** The English value it translates: the seed leaves the row out once staff changed the English section. */
  source: Record<string, unknown>
}

/**
 * The complete translations of the home page's content sections; throws naming each that departs from
 * the English other than in text, or that the section's schema refuses (the publish gate's checks).
 */
export function sectionTranslationSeedRows(
  sections: Map<string, Record<string, unknown>> = homeSeedSections(),
  source: (locale: TranslationLocale, sections: Map<string, Record<string, unknown>>) => TranslatedSection[] = translatedSections,
): SectionTranslationSeedRow[] {
  const seed: SectionTranslationSeedRow[] = []
  const problems: string[] = []
  for (const locale of TRANSLATION_LOCALES) {
    for (const translation of source(locale, sections)) {
      if (translation.missing.length > 0) continue
      const english = sections.get(translation.key)!
      const name = `${locale} content section ${translation.key}`
      const difference = nonTextDifference(english, translation.value)
      if (difference) problems.push(`${name}: ${difference}: differs from the English other than in text`)
      const parsed = CONTENT_SECTION_SCHEMAS[translation.key as keyof typeof CONTENT_SECTION_SCHEMAS].safeParse(translation.value)
      if (!parsed.success) problems.push(`${name}: ${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}`)
      seed.push({ key: translation.key, locale, value: translation.value, source: english })
    }
  }
  if (problems.length > 0)
    throw new Error(`The translation seed has ${problems.length} invalid section translations:\n${problems.join("\n")}`)
  return seed
}

const QUOTE = "$seed$"
const SECTIONS_QUOTE = "$sections$"

/** supabase/translation-seed.sql as the generator writes it. */
export function translationSeedSql(
  rows?: (SeedDocument & { id: string })[],
  source?: TranslationSource,
  sectionRows: SectionTranslationSeedRow[] = sectionTranslationSeedRows(),
): string {
  const json = JSON.stringify(translationSeedRows(rows, source), null, 2)
  if (json.includes(QUOTE)) throw new Error(`A translation contains ${QUOTE}, which ends the SQL's quoted JSON`)
  const sections = JSON.stringify(sectionRows, null, 2)
  if (sections.includes(SECTIONS_QUOTE) || sections.includes(QUOTE))
    throw new Error(`A section translation contains ${SECTIONS_QUOTE} or ${QUOTE}, which end the SQL's quoted JSON`)
  return [
    "-- Generated by `npm run gen:content-seed` (scripts/translation-seed.ts) from supabase/translations/; do not edit by hand.",
    "-- The seed documents' complete translations, approved and published. The server applies this file after the",
    "-- document seed whenever it changes; apply_translation_seed() leaves alone every translation staff changed.",
    `select locale, translation_path, outcome from public.apply_translation_seed(${QUOTE}${json}${QUOTE}::jsonb);`,
    "-- The home page's content sections' complete translations (home-sections.json), likewise.",
    `select key, locale, outcome from public.apply_content_section_translation_seed(${SECTIONS_QUOTE}${sections}${SECTIONS_QUOTE}::jsonb);`,
    "",
  ].join("\n")
}
