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
import { segmentDocument } from "#shared/translation/segmentation"
import type { SourceSegment } from "#shared/translation/types"
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

/** A segment of the seed, as apply_translation_segment_seed() takes it: [field, ordinal, position, source, tags, separator, words, target]. */
export type SegmentSeedRow = [string, number, number, string, Record<string, unknown> | null, string, number, string]

/** One translation's segments: its document, its language and its approved segments. */
export interface SegmentSeedEntry {
  d: string
  l: TranslationLocale
  s: SegmentSeedRow[]
}

function byField(segments: SourceSegment[]): Map<string, SourceSegment[]> {
  const fields = new Map<string, SourceSegment[]>()
  for (const segment of segments) fields.set(segment.field, [...(fields.get(segment.field) ?? []), segment])
  return fields
}

/**
 * A translation's segments: each field of the English cut into sentences (segmentation.ts) and paired with
 * the translation's sentences where both have as many, else the field as one segment (the whole English text
 * with the whole translation), which the sync keeps for as long as the English field is unchanged. Without a
 * translation, every target is empty (the segment is untranslated).
 */
function pairedSegments(english: unknown, translated: unknown | null): SegmentSeedRow[] {
  const sources = byField(segmentDocument(english))
  const targets = translated === null ? new Map<string, SourceSegment[]>() : byField(segmentDocument(translated))
  const segments: SegmentSeedRow[] = []
  let position = 0
  for (const [field, source] of sources) {
    const target = targets.get(field) ?? []
    const tagsOf = (segment: SourceSegment) => (Object.keys(segment.tags).length > 0 ? segment.tags : null)
    if (translated === null || target.length === source.length) {
      source.forEach((segment, index) =>
        segments.push([
          field,
          index,
          position,
          segment.source,
          tagsOf(segment),
          segment.separator,
          segment.words,
          target[index]?.source ?? "",
        ]),
      )
    } else {
      const joined = (parts: SourceSegment[]) =>
        parts.map((part, index) => part.source + (index < parts.length - 1 ? part.separator : "")).join("")
      const tags = Object.assign({}, ...source.map((segment) => segment.tags)) as Record<string, unknown>
      const words = source.reduce((sum, segment) => sum + segment.words, 0)
      segments.push([
        field,
        0,
        position,
        joined(source),
        Object.keys(tags).length > 0 ? tags : null,
        source.at(-1)!.separator,
        words,
        joined(target),
      ])
    }
    position++
  }
  return segments
}

/**
 * The seeded translations as the workspace's approved segments, so that a fresh database starts with a
 * real translation memory (pairedSegments()).
 */
export function segmentSeedEntries(
  rows: (SeedDocument & { id: string })[] = readDocumentSeedRows(),
  seed: TranslationSeedRow[] = translationSeedRows(rows),
): SegmentSeedEntry[] {
  const english = new Map(rows.map((row) => [row.id, row]))
  return seed
    .map((translation) => ({
      d: translation.documentId,
      l: translation.locale,
      s: pairedSegments(english.get(translation.documentId)!.data, translation.data),
    }))
    .filter((entry) => entry.s.every((segment) => segment[7].trim() !== ""))
}

/** A content section's segments in one language, as apply_section_segment_seed() takes them, with the English value they cut. */
export interface SectionSegmentSeedEntry {
  k: string
  l: TranslationLocale
  e: Record<string, unknown>
  s: SegmentSeedRow[]
}

/**
 * Every seeded content section in each language as the workspace's segments: approved where the seed
 * translates the section completely (sectionTranslationSeedRows()), untranslated where it does not, so
 * that every section is in the workspace from the start. A translation the pairing leaves a text empty
 * in is taken as none.
 */
export function sectionSegmentSeedEntries(
  sections: Map<string, Record<string, unknown>> = homeSeedSections(),
  seed: SectionTranslationSeedRow[] = sectionTranslationSeedRows(sections),
): SectionSegmentSeedEntry[] {
  return TRANSLATION_LOCALES.flatMap((locale) =>
    [...sections].map(([key, english]) => {
      const translation = seed.find((row) => row.key === key && row.locale === locale)
      const paired = translation ? pairedSegments(english, translation.value) : []
      const complete = paired.length > 0 && paired.every((segment) => segment[7].trim() !== "")
      return { k: key, l: locale, e: english, s: complete ? paired : pairedSegments(english, null) }
    }),
  )
}

const QUOTE = "$seed$"
const SECTIONS_QUOTE = "$sections$"
const SEGMENTS_QUOTE = "$segments$"
const SECTION_SEGMENTS_QUOTE = "$section_segments$"

/** supabase/translation-seed.sql as the generator writes it. */
export function translationSeedSql(
  rows?: (SeedDocument & { id: string })[],
  source?: TranslationSource,
  sectionRows: SectionTranslationSeedRow[] = sectionTranslationSeedRows(),
): string {
  const seedRows = translationSeedRows(rows, source)
  const json = JSON.stringify(seedRows, null, 2)
  const segments = JSON.stringify(segmentSeedEntries(rows, seedRows)).replaceAll("},{", "},\n{")
  if (segments.includes(SEGMENTS_QUOTE)) throw new Error(`A translation contains ${SEGMENTS_QUOTE}, which ends the SQL's quoted JSON`)
  if (json.includes(QUOTE)) throw new Error(`A translation contains ${QUOTE}, which ends the SQL's quoted JSON`)
  const sections = JSON.stringify(sectionRows, null, 2)
  if (sections.includes(SECTIONS_QUOTE) || sections.includes(QUOTE))
    throw new Error(`A section translation contains ${SECTIONS_QUOTE} or ${QUOTE}, which end the SQL's quoted JSON`)
  const sectionSegments = JSON.stringify(sectionSegmentSeedEntries(undefined, sectionRows)).replaceAll("},{", "},\n{")
  if (sectionSegments.includes(SECTION_SEGMENTS_QUOTE))
    throw new Error(`A section contains ${SECTION_SEGMENTS_QUOTE}, which ends the SQL's quoted JSON`)
  return [
    "-- Generated by `npm run gen:content-seed` (scripts/translation-seed.ts) from supabase/translations/; do not edit by hand.",
    "-- The seed documents' complete translations, approved and published. The server applies this file after the",
    "-- document seed whenever it changes; apply_translation_seed() leaves alone every translation staff changed.",
    "-- Each page it writes is indexed for search once, at the end (20261207300100_deferred_search_index.sql).",
    "select public.defer_search_index();",
    `select locale, translation_path, outcome from public.apply_translation_seed(${QUOTE}${json}${QUOTE}::jsonb);`,
    "select public.index_deferred_documents();",
    "-- The home page's content sections' complete translations (home-sections.json), likewise.",
    `select key, locale, outcome from public.apply_content_section_translation_seed(${SECTIONS_QUOTE}${sections}${SECTIONS_QUOTE}::jsonb);`,
    "-- The translations' approved segments and the translation memory they make (segmentation.ts; apply_translation_segment_seed()",
    "-- leaves alone every document's language whose segments staff touched).",
    `select public.apply_translation_segment_seed(${SEGMENTS_QUOTE}${segments}${SEGMENTS_QUOTE}::jsonb);`,
    "-- The content sections as segments, approved where translated (apply_section_segment_seed(), likewise).",
    `select public.apply_section_segment_seed(${SECTION_SEGMENTS_QUOTE}${sectionSegments}${SECTION_SEGMENTS_QUOTE}::jsonb);`,
    "",
  ].join("\n")
}
