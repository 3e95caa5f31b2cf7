/**
 * The termbase's matching rule (issue 40), one rule for the editor's highlighting, the quality checks
 * and scripts/translation-check.ts: an English text uses a term when one of its English forms stands at
 * a word start (not after a letter or a hyphen) and ends a word, a plural "s" or "es" allowed,
 * case-insensitively; a translation uses the term when it contains one of the language's approved forms
 * anywhere, case-insensitively, so inflected forms and compounds count ("översättningsminnet" holds
 * "översättningsminne"). A forbidden form counts where it starts a word, whatever ending follows.
 */
import type { TranslationLocale } from "../locales.ts"
import { plainText } from "./tags.ts"
import type { QaFailure, Term } from "./types.ts"

/** Where a term's English form stands in a segment's plain text, for highlighting. */
export interface TermSpan {
  termId: string
  /** Offsets in the plain text (tags.ts plainText), `end` exclusive. */
  start: number
  end: number
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Each pattern compiled once: the checks run over every segment of a document, and over every term. */
const compiled = new Map<string, RegExp>()
const cachedPattern = (source: string) => {
  let pattern = compiled.get(source)
  if (!pattern) compiled.set(source, (pattern = new RegExp(source, "giu")))
  return pattern
}

const englishForm = (form: string) => cachedPattern(`(?<![\\p{L}-])${escapeRegExp(form)}(?:s|es)?(?!\\p{L})`)

/** The spans of `text` where one of the English `forms` is used. */
function englishSpans(text: string, forms: readonly string[]): { start: number; end: number }[] {
  return forms.flatMap((form) =>
    [...text.matchAll(englishForm(form))].map((match) => ({ start: match.index, end: match.index + match[0].length })),
  )
}

/** Whether an English text uses one of a term's English forms. */
export function usesTerm(text: string, forms: readonly string[]): boolean {
  return englishSpans(text, forms).length > 0
}

/** Whether a translation holds one of a term's forms in its language (inflected forms count). */
export function hasTermForm(text: string, forms: readonly string[]): boolean {
  const lower = text.toLowerCase()
  return forms.some((form) => lower.includes(form.toLowerCase()))
}

/**
 * The termbase's terms in a segment's English source, as spans of its plain text, in reading order (a
 * longer span first where two start together). A shorter term inside a longer one ("interpreting" in
 * "simultaneous interpreting") is a span of its own, as it is a term of its own.
 */
export function findTerms(source: string, terms: readonly Term[]): TermSpan[] {
  const text = plainText(source)
  return terms
    .flatMap((term) => englishSpans(text, term.en).map((span) => ({ termId: term.id, ...span })))
    .sort((a, b) => a.start - b.start || b.end - a.end || a.termId.localeCompare(b.termId))
}

const quoted = (forms: readonly string[]) => {
  const list = forms.map((form) => `“${form}”`)
  return list.length > 1 ? `${list.slice(0, -1).join(", ")} or ${list.at(-1)}` : (list[0] ?? "")
}

/** The forbidden forms a translation uses, each where it starts a word and not inside an approved form. */
function forbiddenUsed(text: string, forbidden: readonly string[], approved: readonly string[]): string[] {
  const lower = text.toLowerCase()
  const approvedSpans = approved.flatMap((form) => {
    const needle = form.toLowerCase()
    const spans: { start: number; end: number }[] = []
    for (let at = lower.indexOf(needle); at !== -1 && needle; at = lower.indexOf(needle, at + 1))
      spans.push({ start: at, end: at + needle.length })
    return spans
  })
  return forbidden.filter((form) =>
    [...text.matchAll(cachedPattern(`(?<![\\p{L}\\p{N}-])${escapeRegExp(form)}`))].some(
      (match) =>
        !approvedSpans.some(
          (span) => span.start <= match.index && match.index + match[0].length <= span.end && span.end - span.start > match[0].length,
        ),
    ),
  )
}

/**
 * The termbase's failures for one segment: a term the source uses whose approved form the target
 * lacks (`term_missing`), and a forbidden rendering of a term the target uses (`term_forbidden`,
 * wherever it appears: it is wrong in any sentence), each naming the term and what to write instead.
 */
export function termFailures(source: string, target: string, locale: TranslationLocale, terms: readonly Term[]): QaFailure[] {
  const sourceText = plainText(source)
  const targetText = plainText(target)
  const failures: QaFailure[] = []
  for (const term of terms) {
    const approved = term.approved[locale] ?? []
    if (approved.length > 0 && usesTerm(sourceText, term.en) && !hasTermForm(targetText, approved))
      failures.push({
        check: "term_missing",
        message: `The source uses the term “${term.en[0]}”; the target should use ${quoted(approved)}.`,
      })
  }
  for (const term of terms) {
    const approved = term.approved[locale] ?? []
    for (const form of forbiddenUsed(targetText, term.forbidden[locale] ?? [], approved))
      failures.push({
        check: "term_forbidden",
        message: `The target uses “${form}”, which the termbase forbids for “${term.en[0]}”${approved.length ? `; write ${quoted(approved)}` : ""}.`,
      })
  }
  return failures
}

/** The site's glossary file (supabase/translations/glossary.json) as it is written. */
export interface GlossaryFile {
  names: string[]
  terms: ({ en: string[]; forbidden?: Partial<Record<TranslationLocale, string[]>> } & Record<TranslationLocale, string[]>)[]
}

/** The glossary file's terms as termbase entries, each named by its first English form. */
export function glossaryTerms(glossary: GlossaryFile): Term[] {
  return glossary.terms.map((term) => ({
    id: term.en[0],
    en: term.en,
    approved: { sv: term.sv, de: term.de },
    forbidden: term.forbidden ?? {},
  }))
}
