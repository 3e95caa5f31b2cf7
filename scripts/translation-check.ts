/**
 * What is wrong with a language's translation files (scripts/translation-files.ts): texts not translated,
 * {placeholders} lost, numbers changed, the glossary's terms not used, names not kept, English left in
 * place, path segments that clash. `npx tsx scripts/translation-check.ts sv [batch] [--allow-missing]`
 * prints them and exits 1 when there are any; the translations' test runs the same check.
 */
import fs from "node:fs"
import path from "node:path"
import { placeholdersOf } from "#shared/content/text-leaves"
import { isTranslationLocale, type TranslationLocale } from "#shared/locales"
import { TRANSLATIONS_DIR, readTranslationFiles, type Segment } from "./translation-files"

interface Glossary {
  names: string[]
  terms: ({ en: string[] } & Record<TranslationLocale, string[]>)[]
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

/** The numbers of a text, separators taken out ("6,000" and "6 000" are 6000; "99.1" and "99,1" are 991). */
function numbersOf(text: string): string[] {
  const withoutClock = text.replace(/\d{1,2}(:\d{2})?\s*[ap]\.m\./gi, "")
  return [...withoutClock.matchAll(/\d+([ .,\u00a0\u202f']\d+)*/g)]
    .map((match) => match[0].replace(/\D/g, "").replace(/^0+(?=\d)/, ""))
    .sort()
}

/** Words that mark a text as English in a Swedish or German page. */
const ENGLISH_WORDS = /\b(the|and|of|with|our|your|we|is|are|that|this|from|which|you|will|have)\b/gi

export function segmentProblems(segment: Segment, locale: TranslationLocale, glossary: Glossary): string[] {
  const { source, target } = segment
  if (!target.trim()) return ["not translated"]
  const problems: string[] = []
  const lostPlaceholders = placeholdersOf(source).filter((placeholder) => !target.includes(placeholder))
  if (lostPlaceholders.length) problems.push(`placeholders lost: ${lostPlaceholders.join(" ")}`)
  const targetNumbers = numbersOf(target)
  const lostNumbers = numbersOf(source).filter((number) => !targetNumbers.includes(number))
  if (lostNumbers.length) problems.push(`numbers not in the translation: ${lostNumbers.join(" ")}`)
  for (const name of glossary.names)
    if (new RegExp(`\\b${escape(name)}\\b`).test(source) && !target.includes(name)) problems.push(`name not kept: ${name}`)
  for (const term of glossary.terms) {
    const used = term.en.some((form) => new RegExp(`(^|[^\\p{L}])${escape(form)}(s|es)?($|[^\\p{L}])`, "iu").test(source))
    if (used && !term[locale].some((form) => target.toLowerCase().includes(form.toLowerCase())))
      problems.push(`glossary: "${term.en[0]}" is ${term[locale].map((form) => `"${form}"`).join(" or ")}`)
  }
  const englishWords = target.match(ENGLISH_WORDS)?.length ?? 0
  if (englishWords >= 2 || (target === source && source.split(/\s+/).length >= 4)) problems.push("English left")
  return problems
}

export function translationProblems(
  locale: TranslationLocale,
  options: { batch?: string; allowMissing?: boolean } = {},
): TranslationProblem[] {
  const glossary = readGlossary()
  const files = readTranslationFiles(locale)
  const problems: TranslationProblem[] = []
  const segments = new Map<string, { value: string; batch: string }>()
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
      const all: [string, Segment][] = [["title", entry.title], ...Object.entries(entry.texts)]
      for (const [where, segment] of all)
        for (const problem of segmentProblems(segment, locale, glossary))
          if (!(options.allowMissing && problem === "not translated")) problems.push({ batch, where: `${englishPath} ${where}`, problem })
    }
  }
  return problems
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [locale, batch] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"))
  if (!isTranslationLocale(locale)) {
    console.error("usage: npx tsx scripts/translation-check.ts sv|de [batch] [--allow-missing]")
    process.exit(2)
  }
  const problems = translationProblems(locale, { batch, allowMissing: process.argv.includes("--allow-missing") })
  for (const { batch: file, where, problem } of problems) console.log(`${file}: ${where}: ${problem}`)
  console.log(problems.length ? `${problems.length} problems` : "no problems")
  process.exit(problems.length ? 1 : 0)
}
