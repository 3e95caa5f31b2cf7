/**
 * Counts as people write them ("1 row", "4 rows", "1,204 words"): the noun's form chosen by
 * Intl.PluralRules for British English, the number grouped the British way. The edge functions' mails
 * write counts with their own copy (supabase/functions/_shared/plural.ts), which cannot import from
 * ui/ and still deploy; tests/presentation-helpers.test.ts holds the two to the same words.
 */

/** The language counts are written in: British English, as the site and its mails are. */
const COUNT_LOCALE = "en-GB"

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
