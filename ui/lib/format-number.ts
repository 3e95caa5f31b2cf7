import { plural } from "./plural"

/** Numbers written as a British-English reader reads them: "12,400". */
const counts = new Intl.NumberFormat("en-GB")

/** A whole count with thousands separators: "12,400". */
export function formatCount(count: number): string {
  return counts.format(count)
}

/** A reading time: "4 min read". */
export function formatReadingTime(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`
}

/** A number of words: "1 word", "12,400 words". */
export function formatWordCount(count: number): string {
  return plural(count, "word", "words")
}
