/**
 * How alike two segments are, for the translation memory's fuzzy matches (issue 40): `similarity` is
 * PostgreSQL pg_trgm's `similarity()` computed in-process, for where the database has no pg_trgm, and
 * `wordDiff` shows a match's differences word by word.
 */

/** A character pg_trgm keeps in a word (a letter or a digit in a UTF-8 locale); the rest separate words. */
const WORD_CHARACTER = /[\p{Alphabetic}\p{Nd}]/u

/** Lower-cased one character at a time, as pg_trgm's towlower() does ("İ" is "i", a final "Σ" is "σ"). */
const lowerCharacter = (character: string) => [...character.toLowerCase()][0] ?? character

/**
 * The trigrams of a text as pg_trgm makes them: lower-cased, cut into words of letters and digits, each
 * word padded with two spaces before and one after, every run of three characters taken once.
 */
function trigrams(text: string): Set<string> {
  const result = new Set<string>()
  let word: string[] = []
  const flush = () => {
    if (word.length === 0) return
    const padded = [" ", " ", ...word, " "]
    for (let index = 0; index + 3 <= padded.length; index++) result.add(padded.slice(index, index + 3).join(""))
    word = []
  }
  for (const character of text) {
    if (WORD_CHARACTER.test(character)) word.push(lowerCharacter(character))
    else flush()
  }
  flush()
  return result
}

/**
 * pg_trgm's `similarity(a, b)`: the trigrams both texts share over the trigrams either has, 0 when
 * either has none. PostgreSQL returns it as a `real`, so compare through `Math.fround`.
 */
export function similarity(a: string, b: string): number {
  const { shared, either } = trigramOverlap(a, b)
  return either === 0 ? 0 : shared / either
}

/** The trigrams two texts share, and those either has (0 when one of them has none, as pg_trgm counts). */
function trigramOverlap(a: string, b: string): { shared: number; either: number } {
  const first = trigrams(a)
  const second = trigrams(b)
  if (first.size === 0 || second.size === 0) return { shared: 0, either: 0 }
  let shared = 0
  for (const trigram of first) if (second.has(trigram)) shared++
  return { shared, either: first.size + second.size - shared }
}

/**
 * A memory match's percentage as the editor shows it: the similarity × 100, rounded half up from the
 * exact fraction, and 100 only for the same text (a match differing in case or punctuation alone is 99).
 */
export function matchPercent(a: string, b: string): number {
  if (a === b) return 100
  const { shared, either } = trigramOverlap(a, b)
  // One division of whole numbers: a half (57 of 200 is 28.5) is exact, so it rounds up as it should.
  return either === 0 ? 0 : Math.min(99, Math.round((100 * shared) / either))
}

/** A run of a word diff: text both have, text only the first has, or text only the second has. */
export interface DiffRun {
  kind: "equal" | "removed" | "added"
  text: string
}

/**
 * What wordDiff compares: whole inline tags, whole numbers ("2,500", "6 000", "14:00"), words, runs of
 * spaces and single other characters.
 */
const TOKEN =
  /<pc id="\d+">|<\/pc>|<ph id="\d+"\/>|\d+(?:[.,:]\d+|[ \u00a0\u202f]\d{3}(?!\d))*|[\p{L}\p{N}\p{M}]+|\s+|[^\p{L}\p{N}\p{M}\s]/gu

const tokensOf = (text: string) => text.match(TOKEN) ?? []

/**
 * The differences between two texts word by word, for highlighting what a fuzzy match changes: the
 * longest common run of tokens kept as `equal`, the first text's other tokens `removed`, the second's
 * `added`. Joining the equal and removed runs gives `a`, the equal and added runs `b`. A lone space
 * between two changes joins them, so "big red" → "small blue" reads as one change, not two.
 */
export function wordDiff(a: string, b: string): DiffRun[] {
  const left = tokensOf(a)
  const right = tokensOf(b)
  let prefix = 0
  while (prefix < left.length && prefix < right.length && left[prefix] === right[prefix]) prefix++
  let suffix = 0
  while (
    suffix < left.length - prefix &&
    suffix < right.length - prefix &&
    left[left.length - 1 - suffix] === right[right.length - 1 - suffix]
  )
    suffix++
  const middleLeft = left.slice(prefix, left.length - suffix)
  const middleRight = right.slice(prefix, right.length - suffix)
  const runs: DiffRun[] = []
  const push = (kind: DiffRun["kind"], text: string) => {
    const last = runs.at(-1)
    if (last?.kind === kind) last.text += text
    else runs.push({ kind, text })
  }
  if (prefix > 0) push("equal", left.slice(0, prefix).join(""))
  for (const run of lcsRuns(middleLeft, middleRight)) push(run.kind, run.text)
  if (suffix > 0) push("equal", left.slice(left.length - suffix).join(""))
  return joinChanges(runs)
}

/** The token-level diff of two token lists by their longest common subsequence. */
function lcsRuns(left: readonly string[], right: readonly string[]): DiffRun[] {
  const width = right.length + 1
  // lengths[i * width + j]: the longest common subsequence of left[i..] and right[j..].
  const lengths = new Uint32Array((left.length + 1) * width)
  for (let i = left.length - 1; i >= 0; i--)
    for (let j = right.length - 1; j >= 0; j--)
      lengths[i * width + j] =
        left[i] === right[j] ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
  const runs: DiffRun[] = []
  let i = 0
  let j = 0
  while (i < left.length || j < right.length) {
    if (i < left.length && j < right.length && left[i] === right[j]) {
      runs.push({ kind: "equal", text: left[i] })
      i++
      j++
    } else if (j < right.length && (i === left.length || lengths[i * width + j + 1] >= lengths[(i + 1) * width + j])) {
      runs.push({ kind: "added", text: right[j] })
      j++
    } else {
      runs.push({ kind: "removed", text: left[i] })
      i++
    }
  }
  return runs
}

/**
 * The runs with each whitespace-only equal run that stands between two changes folded into them, and
 * the removed text of a change before its added text, neighbouring runs of a kind merged.
 */
function joinChanges(runs: DiffRun[]): DiffRun[] {
  // Group into alternating equal runs and changes ({removed, added}).
  type Change = { removed: string; added: string }
  const parts: (DiffRun | Change)[] = []
  for (const run of runs) {
    const last = parts.at(-1)
    if (run.kind === "equal") {
      if (last && "kind" in last) last.text += run.text
      else parts.push({ kind: "equal", text: run.text })
    } else {
      const change = last && !("kind" in last) ? last : { removed: "", added: "" }
      if (change !== last) parts.push(change)
      change[run.kind] += run.text
    }
  }
  // A lone whitespace equal run between two changes joins them.
  for (let index = 1; index < parts.length - 1; index++) {
    const part = parts[index]
    const before = parts[index - 1]
    const after = parts[index + 1]
    if (!("kind" in part) || !/^\s+$/.test(part.text) || "kind" in before || "kind" in after) continue
    const removed = before.removed + part.text + after.removed
    const added = before.added + part.text + after.added
    // Only a change with words on both sides: a space shown as removed beside an insertion reads wrong.
    if (!removed.trim() || !added.trim()) continue
    before.removed = removed
    before.added = added
    parts.splice(index, 2)
    index--
  }
  return parts.flatMap((part): DiffRun[] =>
    "kind" in part
      ? [part]
      : [
          ...(part.removed ? [{ kind: "removed" as const, text: part.removed }] : []),
          ...(part.added ? [{ kind: "added" as const, text: part.added }] : []),
        ],
  )
}
