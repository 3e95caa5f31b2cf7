/**
 * The translations of the seed documents (issue 39), as bilingual files a translator fills:
 * supabase/translations/<locale>/<batch>.json, each holding the English text beside its translation, and
 * the batch's localised path segments. See docs/decisions/0012-languages.md.
 *
 * `npx tsx scripts/translation-files.ts` refreshes the files from the document seed: a new text gets an
 * empty target, a changed English text loses its target (it is outdated), a translated unchanged text
 * keeps it.
 */
import fs from "node:fs"
import path from "node:path"
import { textLeaves, withTexts } from "#shared/content/text-leaves"
import { TRANSLATION_LOCALES, localePrefix, type TranslationLocale } from "#shared/locales"
import { readContentSeedSections } from "./content-seed-file"
import { readDocumentSeedRows } from "./document-seed-file"
import type { SeedDocument } from "./seed-document"

export const TRANSLATIONS_DIR = path.resolve(import.meta.dirname, "../supabase/translations")

/** An English text and its translation ("" until translated). */
export interface Segment {
  source: string
  target: string
}

export interface DocumentTranslationEntry {
  kind: string
  title: Segment
  /** The document's text leaves by dotted path (text-leaves.ts). */
  texts: Record<string, Segment>
}

/** A content section's translation (public.content_section_translations): texts only, no title or path. */
export interface ContentSectionTranslationEntry {
  kind: "content_section"
  /** The section's text leaves by dotted path (text-leaves.ts). */
  texts: Record<string, Segment>
}

export type TranslationEntry = DocumentTranslationEntry | ContentSectionTranslationEntry

export interface TranslationFile {
  /** How the batch's English path segments read in the language ("services" -> "tjanster"). */
  segments: Record<string, string>
  /** By the document's English path, or "content_section:<key>" for a content section. */
  documents: Record<string, TranslationEntry>
}

/** How a batch file names a content section among its documents. */
export const CONTENT_SECTION_PREFIX = "content_section:"

/** The batch of the home page's content sections, and the sections it holds. */
export const HOME_SECTIONS_BATCH = "home-sections"
export const HOME_SECTION_KEYS = ["home_hero", "services_overview", "who_we_are", "client_success", "testimonials"] as const

export function isContentSectionEntry(entry: TranslationEntry): entry is ContentSectionTranslationEntry {
  return entry.kind === "content_section"
}

/** A file's document entries, content sections left out. */
export function documentEntries(file: TranslationFile): [string, DocumentTranslationEntry][] {
  return Object.entries(file.documents).filter((pair): pair is [string, DocumentTranslationEntry] => !isContentSectionEntry(pair[1]))
}

/**
 * The batches a translator takes one at a time, by the document's English path and kind: about
 * 7,000 to 10,000 words each.
 */
const BATCHES: readonly { name: string; takes: (doc: SeedDocument) => boolean }[] = [
  { name: "services-a", takes: (doc) => doc.kind === "page:content" && doc.path === "/services" },
  { name: "services-a", takes: (doc) => doc.kind === "page:service" && serviceIndex(doc.path) < 11 },
  { name: "services-b", takes: (doc) => doc.kind === "page:service" },
  {
    name: "industries-a",
    takes: (doc) =>
      /^\/industries(\/(technology|manufacturing|gaming|energy-mining)(\/.*)?)?$/.test(doc.path) && doc.kind.startsWith("page:"),
  },
  { name: "industries-b", takes: (doc) => /^\/industries\/(life-sciences|legal)(\/.*)?$/.test(doc.path) },
  { name: "industries-c", takes: (doc) => doc.path.startsWith("/industries/") },
  { name: "company-a", takes: (doc) => /^\/(about|technology)(\/.*)?$/.test(doc.path) && doc.kind.startsWith("page:") },
  { name: "company-a", takes: (doc) => doc.path === "/" },
  {
    name: "company-b",
    takes: (doc) => /^\/(sustainability|security-compliance|freelancers|careers)(\/.*)?$/.test(doc.path) && doc.kind.startsWith("page:"),
  },
  { name: "site", takes: (doc) => doc.kind.startsWith("page:") || doc.kind.startsWith("menu_") },
  { name: "articles", takes: (doc) => ["blog_post", "news_item", "case_study"].includes(doc.kind) },
  { name: "collections", takes: () => true },
]

let servicePaths: string[] | undefined
function serviceIndex(documentPath: string): number {
  servicePaths ??= readDocumentSeedRows()
    .filter((doc) => doc.kind === "page:service")
    .map((doc) => doc.path)
  return servicePaths.indexOf(documentPath)
}

export function batchOf(doc: SeedDocument): string {
  return BATCHES.find((batch) => batch.takes(doc))!.name
}

export function translationFilePath(locale: TranslationLocale, batch: string): string {
  return path.join(TRANSLATIONS_DIR, locale, `${batch}.json`)
}

/** A language's translation files by batch name. */
export function readTranslationFiles(locale: TranslationLocale): Map<string, TranslationFile> {
  const dir = path.join(TRANSLATIONS_DIR, locale)
  const files = new Map<string, TranslationFile>()
  if (!fs.existsSync(dir)) return files
  for (const name of fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort())
    files.set(name.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as TranslationFile)
  return files
}

/** A language's path segments, all batches together ("services" -> "tjanster"). */
export function segmentMap(files: Map<string, TranslationFile>): Map<string, string> {
  const map = new Map<string, string>()
  for (const file of files.values()) for (const [english, localised] of Object.entries(file.segments)) map.set(english, localised)
  return map
}

/** A document's path in the language: each segment as the segment map has it, under the language's prefix. */
export function localisedPath(englishPath: string, locale: TranslationLocale, segments: Map<string, string>): string {
  if (englishPath === "/") return localePrefix(locale)
  const parts = englishPath.split("/").slice(1)
  return `${localePrefix(locale)}/${parts.map((part) => segments.get(part) || part).join("/")}`
}

/** One document's translation as the seed writes it. */
export interface TranslatedDocument {
  kind: string
  englishPath: string
  path: string
  title: string
  data: Record<string, unknown>
  /** The texts not translated yet (dotted paths; "title" for the title). */
  missing: string[]
}

/**
 * The translations of the seed documents in one language, by English path: the English data with the
 * translated texts, for every document a file names. A text whose English has changed since counts as
 * missing.
 */
export function translatedDocuments(locale: TranslationLocale, rows: SeedDocument[] = readDocumentSeedRows()): TranslatedDocument[] {
  const files = readTranslationFiles(locale)
  const segments = segmentMap(files)
  const entries = new Map<string, DocumentTranslationEntry>()
  for (const file of files.values()) for (const [englishPath, entry] of documentEntries(file)) entries.set(englishPath, entry)
  const translated: TranslatedDocument[] = []
  for (const doc of rows) {
    const entry = entries.get(doc.path)
    if (!entry || entry.kind !== doc.kind) continue
    const texts: Record<string, string> = {}
    const missing: string[] = []
    if (entry.title.source !== doc.title || !entry.title.target.trim()) missing.push("title")
    for (const leaf of textLeaves(doc.data)) {
      const segment = entry.texts[leaf.path]
      if (segment && segment.source === leaf.text && segment.target.trim()) texts[leaf.path] = segment.target
      else missing.push(leaf.path)
    }
    translated.push({
      kind: doc.kind,
      englishPath: doc.path,
      path: localisedPath(doc.path, locale, segments),
      title: entry.title.target,
      data: withTexts(doc.data, texts) as Record<string, unknown>,
      missing,
    })
  }
  return translated
}

/** The files refreshed from the seed: every seed document in its batch, translated texts kept while their English is unchanged. */
export function refreshedTranslationFiles(
  locale: TranslationLocale,
  rows: SeedDocument[] = readDocumentSeedRows(),
  sections: Map<string, Record<string, unknown>> = homeSeedSections(),
): Map<string, TranslationFile> {
  const existing = readTranslationFiles(locale)
  const previous = new Map<string, DocumentTranslationEntry>()
  for (const file of existing.values()) for (const [englishPath, entry] of documentEntries(file)) previous.set(englishPath, entry)
  const keep = (source: string, old: Segment | undefined): Segment => ({ source, target: old?.source === source ? old.target : "" })
  const files = new Map<string, TranslationFile>()
  for (const doc of rows) {
    const batch = batchOf(doc)
    const file = files.get(batch) ?? { segments: { ...existing.get(batch)?.segments }, documents: {} }
    files.set(batch, file)
    const old = previous.get(doc.path)
    file.documents[doc.path] = {
      kind: doc.kind,
      title: keep(doc.title, old?.title),
      texts: Object.fromEntries(textLeaves(doc.data).map((leaf) => [leaf.path, keep(leaf.text, old?.texts[leaf.path])])),
    }
    for (const part of doc.path.split("/").slice(1)) if (part && !(part in file.segments)) file.segments[part] = ""
  }
  const oldSections = existing.get(HOME_SECTIONS_BATCH)?.documents ?? {}
  const sectionsFile: TranslationFile = { segments: {}, documents: {} }
  for (const [key, value] of sections) {
    const old = oldSections[`${CONTENT_SECTION_PREFIX}${key}`]
    sectionsFile.documents[`${CONTENT_SECTION_PREFIX}${key}`] = {
      kind: "content_section",
      texts: Object.fromEntries(textLeaves(value).map((leaf) => [leaf.path, keep(leaf.text, old?.texts[leaf.path])])),
    }
  }
  files.set(HOME_SECTIONS_BATCH, sectionsFile)
  return files
}

/** The home page's English content sections, as the content seed has them. */
export function homeSeedSections(): Map<string, Record<string, unknown>> {
  const seed = readContentSeedSections()
  return new Map(HOME_SECTION_KEYS.map((key) => [key, seed.get(key)!]))
}

/** One content section's translation as the seed writes it. */
export interface TranslatedSection {
  key: string
  value: Record<string, unknown>
  /** The texts not translated yet (dotted paths). */
  missing: string[]
}

/**
 * The translations of the content sections in one language: the English value with the translated texts,
 * for every section a file names. A text whose English has changed since counts as missing.
 */
export function translatedSections(
  locale: TranslationLocale,
  sections: Map<string, Record<string, unknown>> = homeSeedSections(),
): TranslatedSection[] {
  const entries = new Map<string, ContentSectionTranslationEntry>()
  for (const file of readTranslationFiles(locale).values())
    for (const [name, entry] of Object.entries(file.documents))
      if (isContentSectionEntry(entry) && name.startsWith(CONTENT_SECTION_PREFIX))
        entries.set(name.slice(CONTENT_SECTION_PREFIX.length), entry)
  const translated: TranslatedSection[] = []
  for (const [key, english] of sections) {
    const entry = entries.get(key)
    if (!entry) continue
    const texts: Record<string, string> = {}
    const missing: string[] = []
    for (const leaf of textLeaves(english)) {
      const segment = entry.texts[leaf.path]
      if (segment && segment.source === leaf.text && segment.target.trim()) texts[leaf.path] = segment.target
      else missing.push(leaf.path)
    }
    translated.push({ key, value: withTexts(english, texts) as Record<string, unknown>, missing })
  }
  return translated
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const locale of TRANSLATION_LOCALES) {
    fs.mkdirSync(path.join(TRANSLATIONS_DIR, locale), { recursive: true })
    for (const [batch, file] of refreshedTranslationFiles(locale))
      fs.writeFileSync(translationFilePath(locale, batch), `${JSON.stringify(file, null, 2)}\n`)
  }
  console.log(`refreshed ${path.relative(process.cwd(), TRANSLATIONS_DIR)}`)
}
