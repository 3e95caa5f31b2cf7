/**
 * The translation workspace's vocabulary (issue 40): what a segment is, its states, a translation-memory
 * match, a term, a quality-check failure. Shared by the database's RPC callers, the publish-document
 * function, the admin editor and the XLIFF exchange, so every part names them the same way.
 */
import type { TranslationLocale } from "../locales.ts"

/**
 * A segment's state in one language: `untranslated` (nothing yet), `machine_draft` (a machine's
 * output no human has touched), `translated` (a translator's or a memory match's text, awaiting
 * review), `approved` (a reviewer's yes: only approved text reaches visitors), `outdated` (its English
 * source changed after it was approved; the old target stays as a fuzzy suggestion).
 */
export const SEGMENT_STATES = ["untranslated", "machine_draft", "translated", "approved", "outdated"] as const
export type SegmentState = (typeof SEGMENT_STATES)[number]

/** Where a segment's current target came from. */
export const SEGMENT_ORIGINS = ["human", "tm_exact", "tm_context", "tm_fuzzy", "machine"] as const
export type SegmentOrigin = (typeof SEGMENT_ORIGINS)[number]

/**
 * Inline markup inside a segment's text is kept as XLIFF 2-style tags, so a translator can move but
 * never lose it: a paired `<pc id="1">bold words</pc>` for a mark or a link's text, a standalone
 * `<ph id="2"/>` for something with no text of its own. Ids are unique within a segment, numbered
 * from 1 in source order; `TagMap` says what each id stands for, so the target can be turned back into
 * the document's rich text.
 */
export type TagMap = Record<string, unknown>

/** One sentence (or one short field) of a document's English source, as segmentation cuts it. */
export interface SourceSegment {
  /**
   * Where it lives in the document's data: the dotted path of the field (as text-leaves.ts names it,
   * "hero.heading"), or of the rich-text block ("overview.3") when the block's inline nodes were joined
   * into tagged text.
   */
  field: string
  /** Its place among the field's segments, from 0. */
  ordinal: number
  /** The English text, inline markup as tags. */
  source: string
  /** What the tags in `source` stand for (empty when there are none). */
  tags: TagMap
  /** The text between this segment and the next in the same field (usually one space), kept when joining. */
  separator: string
  /** Words, counted as a CAT tool counts them (Intl.Segmenter word-like tokens). */
  words: number
}

/** A segment in one language, as the workspace stores and shows it. */
export interface Segment extends SourceSegment {
  id: string
  /** Its unit (unit.ts): the document's id, or null for a content section's segment. */
  documentId: string | null
  /** The content section's key, or null for a document's segment. */
  sectionKey: string | null
  locale: TranslationLocale
  target: string
  state: SegmentState
  origin: SegmentOrigin | null
  /** The memory match's similarity when `origin` is a memory match (100 for exact), else null. */
  matchPercent: number | null
  /** Raised by every write: the RPCs' optimistic check. */
  revision: number
}

/** A translation-memory entry offered for a segment. */
export interface MemoryMatch {
  source: string
  target: string
  /** 101 for in-context (same source and same neighbours), 100 exact, below 100 fuzzy. */
  percent: number
  documentId: string | null
  approvedAt: string
}

/** A termbase entry: the English forms and, per language, the approved and the forbidden renderings. */
export interface Term {
  id: string
  en: string[]
  approved: Partial<Record<TranslationLocale, string[]>>
  forbidden: Partial<Record<TranslationLocale, string[]>>
  note?: string
}

/** The quality checks a segment passes before it can be approved. */
export const QA_CHECKS = [
  "tags",
  "placeholders",
  "links",
  "numbers",
  "term_missing",
  "term_forbidden",
  "length",
  "untranslated",
  "identical",
  "spaces",
] as const
export type QaCheck = (typeof QA_CHECKS)[number]

/** One failed check, explained in words an editor understands. */
export interface QaFailure {
  check: QaCheck
  message: string
}

/** A reviewer's decision to approve despite a failure, with the reason they gave. */
export interface QaOverride {
  check: QaCheck
  comment: string
  by: string
  at: string
}
