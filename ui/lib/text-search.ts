/**
 * Live search over short copy (FAQ answers, glossary definitions): every word of the query must begin a
 * word somewhere in the item ("nda" finds "NDAs", not "standard"; "transl" finds "translation"),
 * ignoring case and accents ("alund" finds "Ålund"), and the places it occurs can be highlighted in the
 * original text.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g

/** One character folded for comparison; a character that would not fold to exactly one is only lower-cased. */
function foldChar(char: string): string {
  const folded = char.normalize("NFKD").replace(COMBINING_MARKS, "").toLocaleLowerCase("en")
  return folded.length === 1 ? folded : char.toLocaleLowerCase("en").charAt(0) || char
}

/** The text lower-cased and without accents, character for character, so positions in it are positions in `text`. */
export function foldForSearch(text: string): string {
  let folded = ""
  for (let index = 0; index < text.length; index++) folded += foldChar(text[index])
  return folded
}

/** The distinct words of a query, folded: "ISO  17100 iso" → ["iso", "17100"]. */
export function searchWords(query: string): string[] {
  return [...new Set(foldForSearch(query).split(/\s+/).filter(Boolean))]
}

const WORD_CHAR = /[\p{L}\p{N}]/u

/** Where `word` begins a word of the folded text. */
function wordStarts(folded: string, word: string): number[] {
  const found: number[] = []
  for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
    if (at === 0 || !WORD_CHAR.test(folded[at - 1])) found.push(at)
  }
  return found
}

/** Whether every word of the query begins a word in one of the texts; a blank query matches everything. */
export function matchesQuery(texts: readonly string[], query: string | readonly string[]): boolean {
  const words = typeof query === "string" ? searchWords(query) : query
  if (words.length === 0) return true
  const haystack = texts.map(foldForSearch).join("\n")
  return words.every((word) => wordStarts(haystack, word).length > 0)
}

/** Where the word a match ending at `from` is part of ends: "transl" in "translation" goes on to its end. */
function wordEnd(folded: string, from: number): number {
  let end = from
  if (end === 0 || !WORD_CHAR.test(folded[end - 1])) return end
  while (end < folded.length && WORD_CHAR.test(folded[end])) end++
  return end
}

/**
 * Where the words occur in `text`, as sorted, merged [start, end) ranges, each widened to the end of
 * the word it begins: a match is a whole word ("price" marks "priced"), never a word cut in two.
 */
export function matchRanges(text: string, words: readonly string[]): Array<[number, number]> {
  const folded = foldForSearch(text)
  const ranges: Array<[number, number]> = []
  for (const word of words) for (const at of wordStarts(folded, word)) ranges.push([at, wordEnd(folded, at + word.length)])
  ranges.sort((a, b) => a[0] - b[0])
  const merged: Array<[number, number]> = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([...range])
  }
  return merged
}

/** A URL fragment for a title: "Do you sign NDAs?" → "do-you-sign-ndas". */
export function slugify(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}
