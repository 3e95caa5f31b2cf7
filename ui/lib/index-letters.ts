/**
 * The letters of an index (a glossary's A–Z) and the order of its words, as the page's language has
 * them, through Intl.Collator: Swedish files Å, Ä and Ö as letters of their own after Z; German
 * files Ä with A and Ö with O; English ignores accents. Nothing here knows a language by name.
 */

const LATIN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("")
/** Letters some languages count as their own (Swedish Å Ä Ö) and others file under A and O. */
const MAYBE_OWN_LETTERS = ["Å", "Ä", "Ö"]

/** The group of words that start with no letter of the alphabet ("3D localization"). */
export const OTHER_INDEX_GROUP = "#"

/** Compares two texts as an index in `locale` orders them ("Översättning" after "Zon" in Swedish). */
export function indexCollator(locale: string): Intl.Collator {
  return new Intl.Collator(locale)
}

/** One per locale: an Intl collator is slow to make (its locale's data). */
const baseCollators = new Map<string, Intl.Collator>()
function baseCollator(locale: string): Intl.Collator {
  let collator = baseCollators.get(locale)
  if (!collator) baseCollators.set(locale, (collator = new Intl.Collator(locale, { sensitivity: "base" })))
  return collator
}

/** The letters of `locale`'s alphabet in its order: A–Z, and in Swedish Å Ä Ö after Z. */
export function indexLetters(locale: string): string[] {
  const collator = baseCollator(locale)
  const own = MAYBE_OWN_LETTERS.filter((letter) => LATIN_LETTERS.every((latin) => collator.compare(letter, latin) !== 0))
  return [...LATIN_LETTERS, ...own].sort(collator.compare)
}

/**
 * The letter `word` is filed under in `locale`: its first letter, upper case, or the letter of the
 * alphabet the language sorts it with ("Über" under U in German, "Éclair" under E); "#" for none.
 */
export function indexLetter(word: string, locale: string, letters: readonly string[] = indexLetters(locale)): string {
  const first = word.trim().charAt(0).toUpperCase()
  if (letters.includes(first)) return first
  const collator = baseCollator(locale)
  return letters.find((letter) => collator.compare(first, letter) === 0) ?? OTHER_INDEX_GROUP
}
