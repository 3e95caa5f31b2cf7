/**
 * The quality checks a segment's translation passes before a reviewer approves it (issue 40), pure so
 * the admin editor, the approve RPC's caller and the XLIFF import run the same ones. Each failure says
 * in an editor's words what is wrong and what to write; a reviewer may override it with a comment.
 */
import { placeholdersOf } from "../content/text-leaves.ts"
import type { TranslationLocale } from "../locales.ts"
import { plainText, tokenizeSegment, type TagToken } from "./tags.ts"
import { termFailures } from "./terms.ts"
import { QA_CHECKS, type QaCheck, type QaFailure, type TagMap, type Term } from "./types.ts"

export interface SegmentCheck {
  /** The English source, inline markup as tags. */
  source: string
  /** The translation, inline markup as tags. */
  target: string
  locale: TranslationLocale
  /** The termbase. */
  terms: readonly Term[]
  /** The field's limit in characters of plain text (an interface label's, a title's), when it has one. */
  maxLength?: number
  /**
   * Names kept as they are in every language (glossary.json's `names`): a target identical to a source
   * of names and numbers alone is no untranslated text.
   * @default []
   */
  names?: readonly string[]
  /** What the source's tags stand for (segmentation's TagMap), so a message names a link as a link. */
  tags?: TagMap
}

const LANGUAGE_NAMES: Record<TranslationLocale, string> = { sv: "Swedish", de: "German" }

/** Every failed check of a translated segment, in QA_CHECKS' order; none when it may be approved. */
export function checkSegment(segment: SegmentCheck): QaFailure[] {
  const { source, target } = segment
  if (!plainText(target).trim() && !/<ph /.test(target))
    return [{ check: "untranslated", message: "The segment is not translated yet: write its translation." }]
  const failures: QaFailure[] = [
    ...tagFailures(source, target, segment.tags ?? {}),
    ...placeholderFailures(source, target),
    ...linkFailures(source, target),
    ...numberFailures(source, target, segment.locale),
    ...termFailures(source, target, segment.locale, segment.terms),
    ...lengthFailures(target, segment.maxLength),
    ...identicalFailures(segment),
    ...spaceFailures(source, target),
  ]
  const order = (check: QaCheck) => QA_CHECKS.indexOf(check)
  return failures.sort((a, b) => order(a.check) - order(b.check))
}

// ---------------------------------------------------------------------------------------------- tags

interface TagPlace {
  kind: "paired" | "standalone"
  /** The id of the paired tag it stands inside, or "" at the top. */
  parent: string
  /** The plain text a paired tag wraps. */
  text: string
}

/** Each tag of a well-formed segment by id: its kind, the tag around it and the text it wraps. */
function tagPlaces(tokens: readonly TagToken[]): Map<string, TagPlace> {
  const places = new Map<string, TagPlace>()
  const open: string[] = []
  for (const token of tokens) {
    if (token.kind === "text") for (const id of open) places.get(id)!.text += token.text
    else if (token.kind === "open") {
      places.set(token.id, { kind: "paired", parent: open.at(-1) ?? "", text: "" })
      open.push(token.id)
    } else if (token.kind === "close") open.pop()
    else places.set(token.id, { kind: "standalone", parent: open.at(-1) ?? "", text: "" })
  }
  return places
}

/** "tag 2 (the link “ISO 17100”)", as the editor can find it in the source. */
function describeTag(id: string, place: TagPlace, tags: TagMap): string {
  const node = tags[id] as { type?: unknown; marks?: unknown } | undefined
  if (place.kind === "standalone") return `tag ${id} (an inline element without text)`
  const words = place.text.trim().length > 40 ? `${place.text.trim().slice(0, 39)}…` : place.text.trim()
  const marks = Array.isArray(node?.marks) ? (node.marks as unknown[]) : []
  const what =
    node?.type === "external-link" || node?.type === "internal-link"
      ? "the link"
      : marks.includes("bold")
        ? "the bold text"
        : marks.includes("italic")
          ? "the italic text"
          : "the marked text"
  return `tag ${id} (${what} “${words}”)`
}

/**
 * The target's tags against the source's: the same tags, each of the same kind and inside the same
 * tag; paired tags may move (word order changes between languages), standalone ones keep their order.
 */
function tagFailures(source: string, target: string, tags: TagMap): QaFailure[] {
  const fail = (message: string): QaFailure => ({ check: "tags", message })
  const sourceTokens = tokenizeSegment(source)
  if ("error" in sourceTokens) return [fail(`The source's tags are not well formed (${sourceTokens.error}): ask a developer.`)]
  const targetTokens = tokenizeSegment(target)
  if ("error" in targetTokens) return [fail(`The target's tags are not well formed: ${targetTokens.error}`)]
  const sourcePlaces = tagPlaces(sourceTokens.tokens)
  const targetPlaces = tagPlaces(targetTokens.tokens)
  const name = (id: string) => describeTag(id, sourcePlaces.get(id)!, tags)
  const failures: QaFailure[] = []
  for (const [id, place] of sourcePlaces) {
    const moved = targetPlaces.get(id)
    if (!moved) failures.push(fail(`The target drops ${name(id)}.`))
    else if (moved.kind !== place.kind)
      failures.push(
        fail(
          place.kind === "paired"
            ? `In the target ${name(id)} wraps no text: put it around the words it marks.`
            : `In the target ${name(id)} wraps text: it stands alone in the source.`,
        ),
      )
    else if (moved.parent !== place.parent)
      failures.push(
        fail(
          place.parent
            ? `The target moves ${name(id)} out of ${name(place.parent)}: keep it inside, as in the source.`
            : `The target moves ${name(id)} into tag ${moved.parent}: keep it outside, as in the source.`,
        ),
      )
  }
  for (const id of targetPlaces.keys())
    if (!sourcePlaces.has(id)) failures.push(fail(`The target has tag ${id}, which the source does not.`))
  const standalone = (places: Map<string, TagPlace>, other: Map<string, TagPlace>) =>
    [...places].filter(([id, place]) => place.kind === "standalone" && other.get(id)?.kind === "standalone").map(([id]) => id)
  const sourceOrder = standalone(sourcePlaces, targetPlaces)
  const targetOrder = standalone(targetPlaces, sourcePlaces)
  if (sourceOrder.join() !== targetOrder.join())
    failures.push(fail(`The target changes the order of tags ${sourceOrder.join(", ")}: standalone tags keep the source's order.`))
  return failures
}

// ---------------------------------------------------------------------------------------- placeholders

/** The target keeps each `{placeholder}` of the source, as many times, and adds none. */
function placeholderFailures(source: string, target: string): QaFailure[] {
  const left = placeholdersOf(plainText(target))
  const failures: QaFailure[] = []
  for (const placeholder of placeholdersOf(plainText(source))) {
    const index = left.indexOf(placeholder)
    if (index === -1)
      failures.push({ check: "placeholders", message: `The target drops the placeholder “${placeholder}”: copy it as it is.` })
    else left.splice(index, 1)
  }
  for (const placeholder of new Set(left))
    failures.push({
      check: "placeholders",
      message: `The target has the placeholder “${placeholder}”, which the source does not: a placeholder is never translated.`,
    })
  return failures
}

// ---------------------------------------------------------------------------------------------- links

const LINK =
  /\b(?:https?:\/\/|www\.)[^\s<>"“”‘’]+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|eu|se|de|fi|no|dk|sg)\b(?:\/[^\s<>"“”‘’]*)?/giu

/** The web and mail addresses of a text, without the punctuation that ends the sentence around them. */
function linksOf(text: string): string[] {
  return [...text.matchAll(LINK)].map((match) => match[0].replace(/[.,;:!?)\]]+$/, ""))
}

/** Every web or mail address of the source stands in the target exactly as written. */
function linkFailures(source: string, target: string): QaFailure[] {
  const targetText = plainText(target)
  return [...new Set(linksOf(plainText(source)))]
    .filter((link) => !targetText.includes(link))
    .map((link) => ({
      check: "links",
      message: `The target drops or changes the ${link.includes("@") && !link.includes("/") ? "address" : "link"} “${link}”: keep it exactly as the source writes it.`,
    }))
}

// --------------------------------------------------------------------------------------------- numbers

/** A number of the English source, and what the target may write for it. */
interface SourceNumber {
  /** As the source writes it ("6,000", "99.1%", "6:00 p.m."). */
  written: string
  kind: "number" | "year" | "time"
  /** Its value: digits with a "." before the decimals ("6000", "99.1"), or a 24-hour time ("18:00"). */
  value: string
  /** Another value the target may write instead ("420k" as 420 000 or as 420 tusen). */
  alternative?: string
  percent: boolean
}

/** A number as a value: group separators out, leading zeros off, "." before the decimals. */
const valueOf = (integer: string, decimals = "") =>
  (integer.replace(/\D/g, "").replace(/^0+(?=\d)/, "") || "0") + (decimals ? `.${decimals}` : "")

/** A percentage's sign or word, right after its number or after a space or a hyphen ("100-procentig"). */
const PERCENT_AFTER = /^[\s\u00a0\u202f-]?(?:%|percent|procent|prozent)/iu

/** A text with its links and placeholders blanked out, so their digits are not taken for numbers. */
const withoutAddresses = (text: string) =>
  text.replace(LINK, (link) => " ".repeat(link.length)).replace(/\{[a-z]+(:[a-z-]+)?\}/g, (placeholder) => " ".repeat(placeholder.length))

/** Three or more numbers joined by dots, slashes or hyphens: a date ("27.5.2026", "2026-05-27"), a version. */
const NUMBER_CHAIN = /(?<![\d.,])\d+(?:[./-]\d+){2,}(?![\d])/gu

const SOURCE_NUMBER =
  /(?<![\d.,])(?:(\d{1,2})(?::(\d{2}))?\s?([ap])\.?m\.?(?!\p{L})|(\d{1,2}):(\d{2})(?!\d)|(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(k\b)?)/giu

const isYear = (digits: string) => /^\d{4}$/.test(digits) && Number(digits) >= 1900 && Number(digits) <= 2099

/** The numbers of an English text: times (12- and 24-hour), years, percentages, thousands with commas. */
function sourceNumbers(text: string): SourceNumber[] {
  const numbers: SourceNumber[] = []
  // A date or a code is its numbers one by one: each is kept, the way of joining them may change.
  const plain = withoutAddresses(text).replace(NUMBER_CHAIN, (chain) => {
    for (const digits of chain.split(/[./-]/))
      numbers.push({ written: digits, kind: isYear(digits) ? "year" : "number", value: valueOf(digits), percent: false })
    return " ".repeat(chain.length)
  })
  for (const match of plain.matchAll(SOURCE_NUMBER)) {
    const [written, hour12, minutes12 = "00", half, hour24, minutes24, integer, decimals, thousands] = match
    const percent = PERCENT_AFTER.test(plain.slice(match.index + written.length))
    if (half) {
      const hours = (Number(hour12) % 12) + (half.toLowerCase() === "p" ? 12 : 0)
      numbers.push({ written, kind: "time", value: `${hours}:${minutes12}`, percent })
    } else if (hour24) numbers.push({ written, kind: "time", value: `${Number(hour24)}:${minutes24}`, percent })
    else if (thousands)
      numbers.push({ written, kind: "number", value: `${valueOf(integer, decimals)}000`, alternative: valueOf(integer, decimals), percent })
    else
      numbers.push({
        written,
        kind: isYear(integer) && !decimals && !percent ? "year" : "number",
        value: valueOf(integer, decimals),
        percent,
      })
  }
  return numbers
}

/** A number as the language writes it: a decimal comma, thousands split by a (no-break, narrow) space or, in German, a ".". */
const GROUPED_NUMBER: Record<TranslationLocale, RegExp> = {
  sv: /(?<![\d.,])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:,(\d+))?(?![\d])/gu,
  de: /(?<![\d.,])(\d{1,3}(?:[.\u00a0\u202f ]\d{3})+|\d+)(?:,(\d+))?(?![\d])/gu,
}

/** A time as Swedish and German write it ("08.00", "8:00"), not part of a date ("22.04.2027"). */
const TARGET_TIME = /(?<![\d.,:])(\d{1,2})[:.](\d{2})(?!\d|[.,:]\d)/gu

interface TargetNumbers {
  values: Set<string>
  percents: Set<string>
  times: Set<string>
}

/**
 * The values a translation writes, read generously so that only a number truly lost fails: its times,
 * its numbers read the language's way, and every run of digits on its own ("10.11" for "10(11)").
 */
function targetNumbers(text: string, locale: TranslationLocale): TargetNumbers {
  const plain = withoutAddresses(text)
  const found: TargetNumbers = { values: new Set(), percents: new Set(), times: new Set() }
  for (const [, hour, minutes] of plain.matchAll(TARGET_TIME))
    if (Number(hour) < 24 && Number(minutes) < 60) found.times.add(`${Number(hour)}:${minutes}`)
  for (const match of plain.matchAll(GROUPED_NUMBER[locale])) {
    const [written, integer, decimals] = match
    found.values.add(valueOf(integer, decimals))
    if (PERCENT_AFTER.test(plain.slice(match.index + written.length))) found.percents.add(valueOf(integer, decimals))
  }
  for (const match of plain.matchAll(/\d+/g)) {
    found.values.add(valueOf(match[0]))
    if (PERCENT_AFTER.test(plain.slice(match.index + match[0].length))) found.percents.add(valueOf(match[0]))
  }
  return found
}

/** A value written the language's way, for a message ("6000.5" as "6 000,5" or "6.000,5"). */
function localised(value: string, locale: TranslationLocale): string {
  const [integer, decimals] = value.split(".")
  const grouped = integer.length > 3 ? integer.replace(/\B(?=(\d{3})+$)/g, locale === "sv" ? " " : ".") : integer
  return decimals ? `${grouped},${decimals}` : grouped
}

/** The text after each place a number stands on its own in a text, as written (not inside a longer number). */
const afterEach = (text: string, written: string) =>
  [...text.matchAll(new RegExp(`(?<![\\d.,])${written.replace(/[.]/g, "\\.")}(?![\\d]|[.,]\\d)`, "g"))].map((match) =>
    text.slice(match.index + match[0].length),
  )

/**
 * Every number of the source in the target, in the language's writing: 1,000.5 as 1 000,5 (Swedish,
 * with a space, a no-break or a narrow space) or 1.000,5 (German); a percentage still one; a time in
 * 24 hours (6:00 p.m. as 18.00 or 18:00, or 18 Uhr); a year exactly as written. A number the target
 * writes as the source does, thousands aside (a version "2.0", a rule "6.1"), is kept too.
 */
function numberFailures(source: string, target: string, locale: TranslationLocale): QaFailure[] {
  const targetText = withoutAddresses(plainText(target))
  const found = targetNumbers(plainText(target), locale)
  const failures: QaFailure[] = []
  const fail = (message: string) => failures.push({ check: "numbers", message })
  const seen = new Set<string>()
  for (const number of sourceNumbers(plainText(source))) {
    if (seen.has(number.written)) continue
    seen.add(number.written)
    if (number.kind === "year") {
      // Standing on its own, or in a date ("27.5.2026"), but never split ("2 026").
      if (new RegExp(`(?<!\\d)${number.value}(?!\\d)`).test(targetText)) continue
      if (found.values.has(number.value))
        fail(`The target reformats the year ${number.value}: write years as they are, without a separator.`)
      else fail(`The target lacks the year ${number.value}.`)
    } else if (number.kind === "time") {
      const [hour, minutes] = number.value.split(":")
      if (found.times.has(number.value) || (minutes === "00" && found.values.has(hour))) continue
      fail(`The target lacks the time “${number.written}” (${hour.padStart(2, "0")}.${minutes} in ${LANGUAGE_NAMES[locale]}).`)
    } else {
      const values = number.alternative ? [number.value, number.alternative] : [number.value]
      // "1,000" is one in Swedish and German: only a number without thousands counts as written.
      const asWritten = number.written.includes(",") ? [] : afterEach(targetText, number.written.replace(/k$/i, ""))
      if (asWritten.length === 0 && !values.some((value) => found.values.has(value)))
        fail(`The target lacks the number ${number.written} (${localised(number.value, locale)} in ${LANGUAGE_NAMES[locale]}).`)
      else if (number.percent && !values.some((value) => found.percents.has(value)) && !asWritten.some((rest) => PERCENT_AFTER.test(rest)))
        fail(`The target drops the percent of ${number.written}%: write ${localised(number.value, locale)} %.`)
    }
  }
  return failures
}

// ------------------------------------------------------------------------------------- length, identical

/** The target's plain text within the field's limit (counted as the field's schema counts it). */
function lengthFailures(target: string, maxLength: number | undefined): QaFailure[] {
  const length = plainText(target).length
  if (maxLength === undefined || length <= maxLength) return []
  return [
    {
      check: "length",
      message: `The target is ${length} characters long; this field holds ${maxLength} (shorten it by ${length - maxLength}).`,
    },
  ]
}

/**
 * A word that reads as a name, not as text to translate: capitalised ("Polarsoft"), in capitals or
 * mixed case ("LQA", "memoQ"), with a digit ("40th"), or a single letter (the "h" of "48 h").
 */
const NAME_LIKE = /^(?:\p{Lu}.*|.*\p{Lu}.*|.*\d.*|\p{L})$/u

/**
 * A target the same as its source, when the source has words to translate: a word in lower case that
 * is none of the glossary's names (which every language keeps) and no term the language writes as
 * English does ("Finland"). A source of names, brands, numbers and addresses alone stays as it is
 * ("Norrvik Industrial", "Sveavägen 44, 111 57 Stockholm"), and so may a single capitalised word.
 */
function identicalFailures({ source, target, locale, terms, names = [] }: SegmentCheck): QaFailure[] {
  if (target !== source) return []
  let rest = withoutAddresses(plainText(source))
  const kept = [
    ...names,
    ...terms.flatMap((term) => term.en.filter((form) => term.approved[locale]?.some((same) => same.toLowerCase() === form.toLowerCase()))),
  ]
  for (const word of kept.sort((a, b) => b.length - a.length))
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "giu"), " ")
  const words = rest.match(/[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu) ?? []
  if (words.every((word) => NAME_LIKE.test(word))) return []
  return [
    { check: "identical", message: "The target is the same as the English source: translate it, or override if it stays in English." },
  ]
}

// ---------------------------------------------------------------------------------------------- spaces

/** The segment's text as a reader sees its spacing: paired tags out, a standalone tag as U+FFFC (an object). */
const spacing = (segment: string) => plainText(segment.replace(/<ph id="\d+"\/>/g, "\ufffc"))

const describeSpace = (space: string) => (space.length === 1 ? "a space" : `${space.length} spaces`)

/** The target starts and ends with the source's spaces, and doubles no space the source does not. */
function spaceFailures(source: string, target: string): QaFailure[] {
  const from = spacing(source)
  const to = spacing(target)
  const failures: QaFailure[] = []
  for (const [edge, pattern] of [
    ["starts", /^\s*/u],
    ["ends", /\s*$/u],
  ] as const) {
    const expected = from.match(pattern)![0]
    const actual = to.match(pattern)![0]
    if (expected === actual) continue
    failures.push({
      check: "spaces",
      message: expected
        ? actual
          ? `The target ${edge} with ${describeSpace(actual)}, the source with ${describeSpace(expected)}.`
          : `The source ${edge} with ${describeSpace(expected)} and the target does not: keep it.`
        : `The target ${edge} with ${describeSpace(actual)} the source does not have: remove it.`,
    })
  }
  const doubled = (text: string) => [...text.trim().matchAll(/(\S*)[ \u00a0\u202f]{2,}/gu)]
  const extra = doubled(to).slice(doubled(from).length)
  for (const match of extra)
    failures.push({
      check: "spaces",
      message: match[1] ? `The target has a doubled space after “${match[1].replace(/\ufffc/g, "")}”.` : "The target has a doubled space.",
    })
  return failures
}
