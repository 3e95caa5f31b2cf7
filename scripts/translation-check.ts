/**
 * What is wrong with a language's translation files (scripts/translation-files.ts): texts not translated,
 * {placeholders} lost, numbers changed, the glossary's terms not used, names not kept, English left in
 * place, path segments that clash; and the glossary's terms, numbers and names in the interface catalogs
 * (app/i18n/locales/*.po), the visitor's mails (lead-mail-copy) and the brochure, which the same visitor reads. `npx tsx scripts/translation-check.ts sv [batch] [--allow-missing]`
 * prints them and exits 1 when there are any; the translations' test runs the same check.
 */
import fs from "node:fs"
import path from "node:path"
import { DOCUMENT_TITLE_MAX_LENGTH, documentSchemaFor } from "#shared/content/index"
import { placeholdersOf, withTexts } from "#shared/content/text-leaves"
import { VISITOR_LEAD_COPY, type VisitorLeadCopy } from "#shared/lead-mail-copy"
import { LEAD_FIELD_LABELS } from "#shared/lead-summary"
import { SOURCE_LOCALE, isTranslationLocale, type SiteLocale, type TranslationLocale } from "#shared/locales"
import { forbiddenFormsUsed, hasTermForm, usesTerm, type GlossaryFile } from "#shared/translation/terms"
import { BROCHURE_TRANSLATIONS } from "./brochure-translations"
import { readDocumentSeedRows } from "./document-seed-file"
import type { z } from "zod"
import {
  CONTENT_SECTION_PREFIX,
  TRANSLATIONS_DIR,
  homeSeedSections,
  isContentSectionEntry,
  readTranslationFiles,
  type ContentSectionTranslationEntry,
  type DocumentTranslationEntry,
  type Segment,
} from "./translation-files"

interface Glossary extends GlossaryFile {
  /** English texts where a term's words mean something else (a pun, another sense), with why. */
  notTheTerm: { source: string; term: string; why: string }[]
}

export function readGlossary(): Glossary {
  return JSON.parse(fs.readFileSync(path.join(TRANSLATIONS_DIR, "glossary.json"), "utf8")) as Glossary
}

export interface TranslationProblem {
  batch: string
  /** The document's English path and the text's dotted path, or the segment. */
  where: string
  problem: string
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The numbers of a text, separators taken out ("6,000" and "6 000" are 6000; "99.1" and "99,1" are 991; "08:00" and "08.00" are 800). */
function numbersOf(text: string): string[] {
  return [...text.matchAll(/\d+([ .,:\u00a0\u202f']\d+)*/g)].map((match) => match[0].replace(/\D/g, "").replace(/^0+(?=\d)/, ""))
}

/** A text's 12-hour times as 24-hour ones ("6:00 p.m." is 18:00), as a translation into Swedish or German writes them. */
const in24Hours = (text: string) =>
  text.replace(/\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.m\./gi, (_, hour: string, minutes = "00", half: string) => {
    const hours = (Number(hour) % 12) + (half.toLowerCase() === "p" ? 12 : 0)
    return `${hours}:${minutes}`
  })

/** "420k" as the 420 000 a translation writes. */
const thousandsWritten = (text: string) => text.replace(/\b(\d+)k\b/g, "$1000")

const digitsOf = (numbers: string[]) => numbers.join("").split("").sort().join("")

/**
 * The source's numbers the translation lacks. A number is kept when the translation has it; the rest
 * pass when the digits left over on both sides are the same, as where a reference is written another
 * way ("Article 6(1)(f)" as "artikel 6.1 f" or "Art. 6 Abs. 1 lit. f").
 */
function lostNumbers(source: string, target: string): string[] {
  const left = numbersOf(target)
  const lost: string[] = []
  for (const number of numbersOf(thousandsWritten(in24Hours(source)))) {
    const index = left.indexOf(number)
    if (index === -1) lost.push(number)
    else left.splice(index, 1)
  }
  return lost.length && digitsOf(lost) !== digitsOf(left) ? lost : []
}

/** Words that mark a text as English in a Swedish or German page. */
const ENGLISH_WORDS = /\b(the|and|of|with|our|your|we|is|are|that|this|from|which|you|will|have)\b/gi

/**
 * What a translated text changes that it must keep: a number, a name, a term of the glossary translated
 * otherwise. The same rules hold a page's text, an interface message and a sentence of the visitor's mails.
 */
export function wordingProblems(segment: Segment, locale: TranslationLocale, glossary: Glossary): string[] {
  const { source, target } = segment
  const problems: string[] = []
  const lost = lostNumbers(source, target)
  if (lost.length) problems.push(`numbers not in the translation: ${lost.join(" ")}`)
  for (const name of glossary.names)
    if (new RegExp(`\\b${escape(name)}\\b`).test(source) && !target.includes(name)) problems.push(`name not kept: ${name}`)
  for (const term of glossary.terms) {
    if (glossary.notTheTerm.some((exception) => exception.source === source && term.en.includes(exception.term))) continue
    const used = usesTerm(source, term.en)
    if (used && !hasTermForm(target, term[locale]))
      problems.push(`glossary: "${term.en[0]}" is ${term[locale].map((form) => `"${form}"`).join(" or ")}`)
    for (const form of forbiddenFormsUsed(target, term.forbidden?.[locale] ?? [], term[locale]))
      problems.push(`glossary: "${term.en[0]}" is not "${form}"`)
  }
  return problems
}

export function segmentProblems(segment: Segment, locale: TranslationLocale, glossary: Glossary): string[] {
  const { source, target } = segment
  if (!target.trim()) return ["not translated"]
  const problems: string[] = []
  const lostPlaceholders = placeholdersOf(source).filter((placeholder) => !target.includes(placeholder))
  if (lostPlaceholders.length) problems.push(`placeholders lost: ${lostPlaceholders.join(" ")}`)
  problems.push(...wordingProblems(segment, locale, glossary))
  const englishWords = target.match(ENGLISH_WORDS)?.length ?? 0
  // An unchanged text is English left when it reads as a sentence, not when it is names and numbers (an address).
  const lowerCaseWords = source.match(/(^|\s)\p{Ll}+(?=[\s,.;:!?]|$)/gu)?.length ?? 0
  if (englishWords >= 2 || (target === source && lowerCaseWords >= 2)) problems.push("English left")
  return problems
}

/**
 * What the kind's schema refuses in the translated document (a field too long for its place, most
 * often), named by the field: the publish gate would refuse it too.
 */
export function schemaProblems(entry: DocumentTranslationEntry, english: Record<string, unknown>): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = []
  if (entry.title.target.length > DOCUMENT_TITLE_MAX_LENGTH)
    problems.push({ field: "title", message: `Keep the title to ${DOCUMENT_TITLE_MAX_LENGTH} characters or fewer.` })
  const texts = Object.fromEntries(
    Object.entries(entry.texts)
      .filter(([, segment]) => segment.target.trim())
      .map(([where, segment]) => [where, segment.target]),
  )
  const parsed = documentSchemaFor(entry.kind).safeParse(withTexts(english, texts))
  for (const issue of parsed.success ? [] : parsed.error.issues)
    problems.push({ field: issue.path.map(String).join("."), message: issue.message })
  return problems
}

/**
 * The content sections' schemas by key (app/data/content-sections.ts' CONTENT_SECTION_SCHEMAS), passed in:
 * the app's module reaches the design system's SVG modules, which only Vite loads (the CLI below loads it so).
 */
export type SectionSchemas = Readonly<Record<string, z.ZodType>>

/** What the section's schema refuses in the translated section, named by the field. */
export function sectionSchemaProblems(
  schema: z.ZodType | undefined,
  entry: ContentSectionTranslationEntry,
  english: Record<string, unknown>,
): { field: string; message: string }[] {
  if (!schema) return [{ field: "key", message: "not a content section" }]
  const texts = Object.fromEntries(
    Object.entries(entry.texts)
      .filter(([, segment]) => segment.target.trim())
      .map(([where, segment]) => [where, segment.target]),
  )
  const parsed = schema.safeParse(withTexts(english, texts))
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join("."), message: issue.message }))
}

export function translationProblems(
  locale: TranslationLocale,
  options: { batch?: string; allowMissing?: boolean; sectionSchemas?: SectionSchemas } = {},
): TranslationProblem[] {
  const glossary = readGlossary()
  const files = readTranslationFiles(locale)
  const problems: TranslationProblem[] = []
  const segments = new Map<string, { value: string; batch: string }>()
  const seedData = new Map(readDocumentSeedRows().map((row) => [row.path, row.data]))
  const seedSections = homeSeedSections()
  for (const [batch, file] of files) {
    for (const [english, localised] of Object.entries(file.segments)) {
      if (!localised) continue
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(localised))
        problems.push({
          batch,
          where: `segment ${english}`,
          problem: `"${localised}": use a-z, 0-9 and hyphens only (å, ä -> a; ö -> o; ü -> ue; ß -> ss)`,
        })
      const other = segments.get(english)
      if (other && other.value !== localised)
        problems.push({ batch, where: `segment ${english}`, problem: `"${localised}" here but "${other.value}" in ${other.batch}` })
      segments.set(english, { value: localised, batch })
    }
    if (options.batch && batch !== options.batch) continue
    for (const [englishPath, entry] of Object.entries(file.documents)) {
      if (isContentSectionEntry(entry)) {
        const key = englishPath.slice(CONTENT_SECTION_PREFIX.length)
        for (const [where, segment] of Object.entries(entry.texts))
          for (const problem of segmentProblems(segment, locale, glossary))
            if (!(options.allowMissing && problem === "not translated")) problems.push({ batch, where: `${englishPath} ${where}`, problem })
        const english = seedSections.get(key)
        if (!english) problems.push({ batch, where: englishPath, problem: "not a content section of the seed" })
        const schemas = options.sectionSchemas
        for (const refused of english && schemas ? sectionSchemaProblems(schemas[key], entry, english) : [])
          problems.push({ batch, where: `${englishPath} ${refused.field}`, problem: `refused by the section's schema: ${refused.message}` })
        continue
      }
      const all: [string, Segment][] = [["title", entry.title], ...Object.entries(entry.texts)]
      for (const [where, segment] of all)
        for (const problem of segmentProblems(segment, locale, glossary))
          if (!(options.allowMissing && problem === "not translated")) problems.push({ batch, where: `${englishPath} ${where}`, problem })
      const english = seedData.get(englishPath)
      for (const refused of english ? schemaProblems(entry, english) : [])
        problems.push({ batch, where: `${englishPath} ${refused.field}`, problem: `refused by the page's schema: ${refused.message}` })
    }
  }
  return problems
}

/** The interface catalogs (decision 0013): app/i18n/locales/<locale>.po, the English text in en.po. */
const CATALOGS_DIR = path.resolve(import.meta.dirname, "../app/i18n/locales")

/** A .po string, quoted, and the quoted lines that continue it. */
const PO_STRING = String.raw`"(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*`

/** A language's interface catalog: message id -> text (the header left out). */
export function readCatalog(locale: SiteLocale): Map<string, string> {
  const text = fs.readFileSync(path.join(CATALOGS_DIR, `${locale}.po`), "utf8")
  const unquote = (quoted: string) =>
    quoted
      .split("\n")
      .map((line) => JSON.parse(line) as string)
      .join("")
  const messages = new Map<string, string>()
  for (const match of text.matchAll(new RegExp(`^msgid (${PO_STRING})\\nmsgstr (${PO_STRING})$`, "gm"))) {
    const id = unquote(match[1])
    if (id) messages.set(id, unquote(match[2]))
  }
  return messages
}

/**
 * The interface catalog's messages that translate a term of the glossary otherwise, or change a number
 * or a name (a missing or empty message is tests/interface-strings.test.ts' to find), by message id.
 */
export function catalogProblems(
  locale: TranslationLocale,
  catalogs: { english: ReadonlyMap<string, string>; translated: ReadonlyMap<string, string> } = {
    english: readCatalog(SOURCE_LOCALE),
    translated: readCatalog(locale),
  },
  glossary: Glossary = readGlossary(),
): TranslationProblem[] {
  const batch = `app/i18n/locales/${locale}.po`
  return [...catalogs.english].flatMap(([id, source]) => {
    const target = catalogs.translated.get(id)?.trim()
    return target ? wordingProblems({ source, target }, locale, glossary).map((problem) => ({ batch, where: id, problem })) : []
  })
}

/** Sample values for the mail wordings that take a moment, a count or a number's text; the others take words ({x}, {y}, {z}). */
const MAIL_SAMPLES: Readonly<Record<string, readonly unknown[]>> = {
  agreed: [new Date("2026-12-14T09:00:00Z")],
  words: [5000],
  files: [2],
  years: [12],
  decimal: ["2.4"],
}

/** Each text of the visitor's mails as English and `locale` word it, by where it is in the copy ("steps.quote", "subject"). */
export function mailTexts(locale: TranslationLocale, copy: VisitorLeadCopy = VISITOR_LEAD_COPY[locale]): [string, Segment][] {
  // English labels the fields as the forms do (LEAD_FIELD_LABELS), and names a choice by its stored value.
  const english = {
    ...VISITOR_LEAD_COPY.en,
    fieldLabels: LEAD_FIELD_LABELS,
    choices: Object.fromEntries(Object.keys(copy.choices ?? {}).map((value) => [value, value])),
  }
  const pairs = (source: unknown, target: unknown, where: string): [string, Segment][] => {
    if (typeof source === "function" && typeof target === "function") {
      const samples =
        MAIL_SAMPLES[where.split(".").at(-1) ?? ""] ?? Array.from({ length: source.length }, (_, index) => `{${"xyz"[index]}}`)
      return pairs((source as (...args: unknown[]) => unknown)(...samples), (target as (...args: unknown[]) => unknown)(...samples), where)
    }
    if (typeof source === "string" && typeof target === "string") return [[where, { source, target }]]
    if (source && target && typeof source === "object" && typeof target === "object")
      return Object.entries(source).flatMap(([key, inner]) =>
        key in target ? pairs(inner, (target as Record<string, unknown>)[key], where ? `${where}.${key}` : key) : [],
      )
    return []
  }
  return pairs(english, copy, "")
}

/** The visitor's mails' texts (lead-mail-copy) that translate a term of the glossary otherwise, or change a number or a name. */
export function mailProblems(locale: TranslationLocale, glossary: Glossary = readGlossary()): TranslationProblem[] {
  const batch = "supabase/functions/_shared/lead-mail-copy.ts"
  return mailTexts(locale).flatMap(([where, segment]) =>
    wordingProblems(segment, locale, glossary).map((problem) => ({ batch, where, problem })),
  )
}

/** The company brochure's texts (scripts/brochure-translations.ts) that translate a term otherwise, or change a number or a name, by their English opening. */
export function brochureProblems(locale: TranslationLocale, glossary: Glossary = readGlossary()): TranslationProblem[] {
  const batch = "scripts/brochure-translations.ts"
  return Object.entries(BROCHURE_TRANSLATIONS[locale]).flatMap(([source, target]) =>
    wordingProblems({ source, target }, locale, glossary).map((problem) => ({
      batch,
      where: source.length > 60 ? `${source.slice(0, 60)}…` : source,
      problem,
    })),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [locale, batch] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"))
  if (!isTranslationLocale(locale)) {
    console.error("usage: npx tsx scripts/translation-check.ts sv|de [batch] [--allow-missing]")
    process.exit(2)
  }
  const { loadThroughVite } = await import("./vite-module")
  const { CONTENT_SECTION_SCHEMAS } =
    await loadThroughVite<typeof import("../app/data/content-sections")>("../app/data/content-sections.ts")
  const problems = translationProblems(locale, {
    batch,
    allowMissing: process.argv.includes("--allow-missing"),
    sectionSchemas: CONTENT_SECTION_SCHEMAS,
  })
  if (!batch) problems.push(...catalogProblems(locale), ...mailProblems(locale), ...brochureProblems(locale))
  for (const { batch: file, where, problem } of problems) console.log(`${file}: ${where}: ${problem}`)
  console.log(problems.length ? `${problems.length} problems` : "no problems")
  process.exit(problems.length ? 1 : 0)
}
