/**
 * The translation workspace's data as the ui pieces draw it (issue 40): a segment's source as text,
 * terms and tag chips, a document's state per language from its segments' words, the leverage, the
 * memory's matches with their differences, the preview's data. Pure, so it is tested without a screen.
 */
import type { TranslationLocale } from "#shared/locales"
import { wordDiff } from "#shared/translation/similarity"
import { tokenizeSegment } from "#shared/translation/tags"
import { findTerms } from "#shared/translation/terms"
import { assembleData } from "#shared/translation/segmentation"
import type { MemoryMatch, Segment, SegmentState, Term } from "#shared/translation/types"
import type { DocumentTranslationStatus, SourcePart, TranslationMatchView, TranslationTermView } from "@nordika/ui/admin"

/** A term's hint on the highlighted source: its English form and what to write in `locale`. */
const termHint = (term: Term, locale: TranslationLocale) =>
  `${term.en[0]}: ${(term.approved[locale] ?? []).join(", ") || "no approved form"}`

/**
 * The source as the editor draws it: text runs with the terms (findTerms' spans of the plain text)
 * marked, and each tag as a chip; the tags as the target must hold them, in order.
 */
export function sourceView(source: string, terms: readonly Term[], locale: TranslationLocale): { parts: SourcePart[]; tags: string[] } {
  const read = tokenizeSegment(source)
  if ("error" in read) return { parts: [{ kind: "text", text: source }], tags: [] }
  const byId = new Map(terms.map((term) => [term.id, term]))
  // Overlapping spans (a shorter term inside a longer one): the first, longest, wins the highlight.
  const spans: { start: number; end: number; hint: string }[] = []
  for (const span of findTerms(source, terms))
    if (!spans.some((taken) => span.start < taken.end && taken.start < span.end))
      spans.push({ start: span.start, end: span.end, hint: termHint(byId.get(span.termId)!, locale) })
  const parts: SourcePart[] = []
  const tags: string[] = []
  const open: string[] = []
  let offset = 0
  for (const token of read.tokens) {
    if (token.kind !== "text") {
      const tag = token.kind === "open" ? `<pc id="${token.id}">` : token.kind === "close" ? "</pc>" : `<ph id="${token.id}"/>`
      tags.push(tag)
      if (token.kind === "open") open.push(token.id)
      const label = token.kind === "open" ? token.id : token.kind === "close" ? `/${open.pop()}` : `${token.id}/`
      parts.push({ kind: "tag", tag, label })
      continue
    }
    const start = offset
    const end = offset + token.text.length
    let at = start
    for (const span of spans) {
      if (span.end <= at || span.start >= end) continue
      const from = Math.max(span.start, at)
      const to = Math.min(span.end, end)
      if (from > at) parts.push({ kind: "text", text: token.text.slice(at - start, from - start) })
      parts.push({ kind: "text", text: token.text.slice(from - start, to - start), term: span.hint })
      at = to
    }
    if (at < end) parts.push({ kind: "text", text: token.text.slice(at - start) })
    offset = end
  }
  return { parts, tags }
}

/** The termbase's entries a source uses, once each, with the language's forms. */
export function segmentTerms(source: string, terms: readonly Term[], locale: TranslationLocale): TranslationTermView[] {
  const ids = [...new Set(findTerms(source, terms).map((span) => span.termId))]
  return ids.flatMap((id) => {
    const term = terms.find((candidate) => candidate.id === id)
    if (!term) return []
    return [
      {
        en: term.en[0],
        approved: term.approved[locale] ?? [],
        forbidden: term.forbidden[locale] ?? [],
        ...(term.note ? { note: term.note } : {}),
      },
    ]
  })
}

/** A memory match as the panel shows it: the words of its English source that differ from the segment's. */
export const matchView = (match: MemoryMatch, source: string): TranslationMatchView => ({
  percent: match.percent,
  sourceDiff: wordDiff(match.source, source),
  target: match.target,
})

type Words = Record<SegmentState, number>

/**
 * Where a document stands in a language, from its segments' words per state and its publish: every
 * segment approved is "published" once the language was published since the last segment changed,
 * else "ready" (a reviewer publishes it). An English publish whose segments are not synced yet
 * (`syncPending`: a scheduled publish until the next round) is "outdated" whatever the old segments say.
 */
export function documentStatus(
  words: Words | undefined,
  { publishedAt, changedAt, syncPending = false }: { publishedAt: string | null; changedAt: string; syncPending?: boolean } = {
    publishedAt: null,
    changedAt: "",
  },
): DocumentTranslationStatus {
  if (!words) return "untranslated"
  const total = Object.values(words).reduce((sum, count) => sum + count, 0)
  if (words.outdated > 0 || syncPending) return "outdated"
  if (total === 0 || words.untranslated === total) return "untranslated"
  if (words.approved === total) return publishedAt !== null && Date.parse(publishedAt) >= Date.parse(changedAt) ? "published" : "ready"
  if (words.untranslated === 0 && words.machine_draft === 0) return "needs_review"
  return "in_progress"
}

/** The words of a document not approved yet. */
export const waitingWords = (words: Words | undefined) =>
  words ? Object.values(words).reduce((sum, count) => sum + count, 0) - words.approved : 0

/**
 * The words a memory match filled (exact or in context; fuzzy), of all the document's words, and the
 * words a person translated without one (the seeded translations, say, which the memory learnt from).
 */
export function leverage(segments: readonly Pick<Segment, "matchPercent" | "words" | "origin">[]) {
  let exactWords = 0
  let fuzzyWords = 0
  let humanWords = 0
  let totalWords = 0
  for (const segment of segments) {
    totalWords += segment.words
    if (segment.origin === "human") humanWords += segment.words
    if (segment.matchPercent === null) continue
    if (segment.matchPercent >= 100) exactWords += segment.words
    else fuzzyWords += segment.words
  }
  return { exactWords, fuzzyWords, humanWords, totalWords }
}

/**
 * The document's data in the target language for the preview: each segment's target, the English
 * source where there is none yet. Null when a target's tags do not fit (the checks say which).
 */
export function previewData(englishData: unknown, segments: readonly (Segment & { target: string })[]): unknown {
  try {
    return assembleData(
      englishData,
      segments.map((segment) => ({
        field: segment.field,
        ordinal: segment.ordinal,
        target: segment.target.trim() ? segment.target : segment.source,
        separator: segment.separator,
        tags: segment.tags,
      })),
    )
  } catch {
    return null
  }
}
