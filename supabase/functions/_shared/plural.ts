/**
 * Counts as people write them ("1 row", "4 rows", "1,204 words"): the noun's form chosen by
 * Intl.PluralRules for British English, the number grouped the British way. The mails' copy of
 * ui/lib/plural.ts, which the pages use (docs/decisions/0002-shared-code.md).
 */

/** The language counts are written in: British English, as the site and its mails are. */
export const COUNT_LOCALE = "en-GB"

/** Made on first use: an Intl object costs a phone milliseconds to build, and most pages count nothing. */
let rules: Intl.PluralRules | undefined
let numbers: Intl.NumberFormat | undefined

/** The form of a noun (or phrase) for `count`: `one` for the singular, `other` for every other count. */
export function pluralForm(count: number, one: string, other: string): string {
  rules ??= new Intl.PluralRules(COUNT_LOCALE)
  return rules.select(count) === "one" ? one : other
}

/** The count with its noun: plural(1, "row", "rows") is "1 row", plural(1204, "word", "words") is "1,204 words". */
export function plural(count: number, one: string, other: string): string {
  numbers ??= new Intl.NumberFormat(COUNT_LOCALE)
  return `${numbers.format(count)} ${pluralForm(count, one, other)}`
}

const rulesByLocale = new Map<string, Intl.PluralRules>()
const numbersByLocale = new Map<string, Intl.NumberFormat>()

/**
 * A count with its noun in another language's Intl locale ("sv-SE": "5 000 ord"; "de-DE": "5.000
 * Wörter"), for the mails a visitor reads in their language. Swedish and German have the same two
 * forms as English (`one` and `other`).
 */
export function pluralIn(intlLocale: string, count: number, one: string, other: string): string {
  let localeRules = rulesByLocale.get(intlLocale)
  if (!localeRules) rulesByLocale.set(intlLocale, (localeRules = new Intl.PluralRules(intlLocale)))
  let localeNumbers = numbersByLocale.get(intlLocale)
  if (!localeNumbers) numbersByLocale.set(intlLocale, (localeNumbers = new Intl.NumberFormat(intlLocale)))
  return `${localeNumbers.format(count)} ${localeRules.select(count) === "one" ? one : other}`
}
