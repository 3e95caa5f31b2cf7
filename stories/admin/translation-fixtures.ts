import type {
  OutdatedTranslation,
  TranslationDocumentRow,
  TranslationLanguageSummary,
} from "../../ui/components/admin/translation-dashboard"
import type { TranslationEditorSegment, TranslationMatchView, TranslationTermView } from "../../ui/components/admin/translation-editor"
import { STORY_NOW } from "./staff-fixtures"

const daysAgo = (days: number) => new Date(STORY_NOW.getTime() - days * 86_400_000).toISOString()

export const LANGUAGE_SUMMARIES: TranslationLanguageSummary[] = [
  {
    locale: "sv",
    publishedDocuments: 241,
    totalDocuments: 269,
    wordsByState: { untranslated: 1_204, machine_draft: 0, translated: 312, approved: 58_420, outdated: 96 },
  },
  {
    locale: "de",
    publishedDocuments: 198,
    totalDocuments: 269,
    wordsByState: { untranslated: 4_870, machine_draft: 640, translated: 88, approved: 51_002, outdated: 96 },
  },
]

export const OUTDATED_TRANSLATIONS: OutdatedTranslation[] = [
  { documentId: "doc-iso", title: "ISO 17100 certified translation", locale: "de", outdatedSince: daysAgo(12), words: 58 },
  { documentId: "doc-iso", title: "ISO 17100 certified translation", locale: "sv", outdatedSince: daysAgo(12), words: 58 },
  { documentId: "doc-legal", title: "Legal translation", locale: "sv", outdatedSince: daysAgo(0), words: 21 },
]

export const TRANSLATION_DOCUMENTS: TranslationDocumentRow[] = [
  {
    id: "doc-iso",
    title: "ISO 17100 certified translation",
    path: "/services/iso-17100",
    languages: { sv: { status: "outdated", waitingWords: 58 }, de: { status: "outdated", waitingWords: 58 } },
  },
  {
    id: "doc-legal",
    title: "Legal translation",
    path: "/services/legal-translation",
    languages: { sv: { status: "needs_review", waitingWords: 21 }, de: { status: "published", waitingWords: 0 } },
  },
  {
    id: "doc-blog",
    title: "Five things a translation memory does for you",
    path: "/blog/translation-memory",
    languages: { sv: { status: "in_progress", waitingWords: 312 }, de: { status: "untranslated", waitingWords: 840 } },
  },
  {
    id: "doc-about",
    title: "About us",
    path: "/about",
    languages: { sv: { status: "published", waitingWords: 0 }, de: { status: "published", waitingWords: 0 } },
  },
]

export const EDITOR_SEGMENTS: TranslationEditorSegment[] = [
  {
    id: "seg-1",
    source: "Certified translation under ISO 17100",
    sourceParts: [{ kind: "text", text: "Certified translation under ISO 17100" }],
    sourceTags: [],
    target: "Auktoriserad översättning enligt ISO 17100",
    state: "approved",
    matchPercent: 100,
    words: 5,
  },
  {
    id: "seg-2",
    source: 'Every project runs through our <pc id="1">translation memory</pc> and a second linguist.',
    sourceParts: [
      { kind: "text", text: "Every project runs through our " },
      { kind: "tag", tag: '<pc id="1">', label: "1" },
      { kind: "text", text: "translation memory", term: "translation memory: översättningsminne" },
      { kind: "tag", tag: "</pc>", label: "/1" },
      { kind: "text", text: " and a second linguist." },
    ],
    sourceTags: ['<pc id="1">', "</pc>"],
    target: "Varje projekt går genom vårt översättningsminne",
    state: "outdated",
    matchPercent: null,
    words: 13,
  },
  {
    id: "seg-3",
    source: "We deliver within 24 hours.",
    sourceParts: [{ kind: "text", text: "We deliver within 24 hours." }],
    sourceTags: [],
    target: "",
    state: "untranslated",
    matchPercent: null,
    words: 5,
  },
  {
    id: "seg-4",
    source: "Machine translation is always post-edited.",
    sourceParts: [
      { kind: "text", text: "Machine translation", term: "machine translation: maskinöversättning" },
      { kind: "text", text: " is always post-edited." },
    ],
    sourceTags: [],
    target: "Maskinöversättning efterredigeras alltid.",
    state: "machine_draft",
    matchPercent: null,
    words: 5,
  },
]

export const MEMORY_MATCHES: TranslationMatchView[] = [
  {
    percent: 86,
    sourceDiff: [
      { kind: "equal", text: "Every project runs through our " },
      { kind: "removed", text: "termbase" },
      { kind: "added", text: "translation memory" },
      { kind: "equal", text: " and a second linguist." },
    ],
    target: 'Varje projekt går genom vår <pc id="1">termbas</pc> och en andra lingvist.',
  },
  {
    percent: 61,
    sourceDiff: [
      { kind: "equal", text: "Every project runs through " },
      { kind: "removed", text: "a review" },
      { kind: "added", text: "our translation memory and a second linguist" },
      { kind: "equal", text: "." },
    ],
    target: "Varje projekt går genom en granskning.",
  },
]

export const SEGMENT_TERMS: TranslationTermView[] = [
  { en: "translation memory", approved: ["översättningsminne"], forbidden: ["översättningsbank"] },
]

export { STORY_NOW }
