/**
 * The translation workspace (issue 40, docs/decisions/0014-translation-workspace.md) for the admin:
 * the dashboard's figures (translation_overview()), the documents' and content sections' state per
 * language (the segments the reader may read: row level security gives a translator only their
 * languages), a unit's segments in one language (a document's or a content section's, #shared/translation/unit),
 * the memory's matches, the termbase, and the segment RPCs (20261205000500_translation_rpcs.sql) with
 * their refusals as errors an editor reads. A language version is published through publish-document's
 * { fromSegments } once every segment is approved.
 */
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { z } from "zod"
import type { TranslationLocale } from "#shared/locales"
import { SEGMENT_STATES, type MemoryMatch, type QaFailure, type QaOverride, type Segment, type Term } from "#shared/translation/types"
import { unitId, unitSegmentsCall, type ContentSectionKey, type TranslationUnit } from "#shared/translation/unit"
import type { Database, Json } from "./database.types"

type Client = SupabaseClient<Database>

/** What the segment RPCs answer when someone saved the segment since it was read. */
const SEGMENT_CONFLICT_CODE = "PT409"

/** Someone saved the segment since the editor read it: the reader's text is kept, theirs is reloaded. */
export class SegmentConflictError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "SegmentConflictError"
  }
}

const rpcFailure = (error: { code?: string; message: string; hint?: string | null }) =>
  error.code === SEGMENT_CONFLICT_CODE
    ? new SegmentConflictError(error.message)
    : new Error(error.hint ? `${error.message}. ${error.hint}` : error.message)

const segmentState = z.enum(SEGMENT_STATES)
const overviewRow = z.object({
  locale: z.enum(["sv", "de"]),
  documents: z.number(),
  published: z.number(),
  words: z.record(segmentState, z.number()).nullable(),
  outdated: z.array(
    z.object({
      documentId: z.string().nullable(),
      section: z.string().nullable().default(null),
      title: z.string(),
      path: z.string(),
      since: z.string(),
      words: z.number(),
      syncPending: z.boolean().default(false),
    }),
  ),
})

export interface TranslationOverview {
  locale: TranslationLocale
  documents: number
  published: number
  words: Record<(typeof SEGMENT_STATES)[number], number>
  /**
   * The documents and sections outdated longest (unitId: unit.ts'), since when (the English publish or the first
   * outdated segment), their outdated words, and whether the segments' sync is still owed.
   */
  outdated: { unitId: string; title: string; path: string; since: string; words: number; syncPending: boolean }[]
}

/** A row's unit as unit.ts' unitId(): its document's id, or "section:<key>". */
const rowUnitId = (documentId: string | null, section: string | null) =>
  unitId(section !== null ? { section: section as ContentSectionKey } : { documentId: documentId! })

/** Per language the reader translates: live documents, those published in it, words per state, the documents outdated longest. */
export async function loadTranslationOverview(client: Client): Promise<TranslationOverview[]> {
  const { data, error } = await client.rpc("translation_overview")
  if (error) throw rpcFailure(error)
  return z
    .array(overviewRow)
    .parse(data)
    .map((row) => ({
      ...row,
      words: Object.fromEntries(SEGMENT_STATES.map((state) => [state, row.words?.[state] ?? 0])) as TranslationOverview["words"],
      outdated: row.outdated.map(({ documentId, section, ...item }) => ({ ...item, unitId: rowUnitId(documentId, section) })),
    }))
}

/** A live document or published section in one language the reader translates: its words per segment state, its last publish and change. */
export interface DocumentTranslationTotals {
  /** unit.ts' unitId(): the document's id, or "section:<key>". */
  unitId: string
  title: string
  path: string
  locale: TranslationLocale
  words: Record<(typeof SEGMENT_STATES)[number], number>
  /** When the language was last published (null: never). */
  publishedAt: string | null
  /** When a segment of the language last changed. */
  changedAt: string
  /** The English was published and its segments are not synced yet (a scheduled publish, until the next round). */
  syncPending: boolean
}

/** Rows a page of a read asks for (PostgREST answers at most its max-rows). */
const PAGE_ROWS = 1000

const totalsRow = z.object({
  document_id: z.string().nullable(),
  section_key: z.string().nullable(),
  title: z.string(),
  path: z.string(),
  locale: z.enum(["sv", "de"]),
  words: z.record(segmentState, z.number()),
  published_at: z.string().nullable(),
  changed_at: z.string(),
  sync_pending: z.boolean(),
})

/** Every live document's totals per language the reader translates (translation_document_totals(), paged). */
export async function loadDocumentTranslationTotals(client: Client): Promise<DocumentTranslationTotals[]> {
  const totals: DocumentTranslationTotals[] = []
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const { data, error } = await client.rpc("translation_document_totals").range(offset, offset + PAGE_ROWS - 1)
    if (error) throw rpcFailure(error)
    for (const row of z.array(totalsRow).parse(data))
      totals.push({
        unitId: rowUnitId(row.document_id, row.section_key),
        title: row.title,
        path: row.path,
        locale: row.locale,
        words: Object.fromEntries(SEGMENT_STATES.map((state) => [state, row.words[state] ?? 0])) as DocumentTranslationTotals["words"],
        publishedAt: row.published_at,
        changedAt: row.changed_at,
        syncPending: row.sync_pending,
      })
    if (data.length < PAGE_ROWS) break
  }
  return totals
}

/** A segment as the editor holds it: the workspace's Segment with its checks, the reviewer's comment and its last editor. */
export interface WorkspaceSegment extends Segment {
  qa: { failures: QaFailure[]; overrides: QaOverride[] }
  reviewComment: string | null
  updatedByName: string | null
}

/** A unit's segments in `locale`, in order. 42501 (not the reader's language) as its sentence. */
export async function loadSegments(client: Client, unit: TranslationUnit, locale: TranslationLocale): Promise<WorkspaceSegment[]> {
  const read = unitSegmentsCall(unit, locale)
  const { data, error } = await client.rpc(read.fn, read.args)
  if (error) throw rpcFailure(error)
  return data.map((row) => {
    const qa = (row.qa ?? {}) as { failures?: QaFailure[]; overrides?: QaOverride[] }
    return {
      id: row.id,
      documentId: row.document_id ?? null,
      sectionKey: row.section_key ?? null,
      locale: row.locale as TranslationLocale,
      field: row.field,
      ordinal: row.ordinal,
      source: row.source,
      tags: (row.tags ?? {}) as Record<string, unknown>,
      separator: row.separator,
      words: row.words,
      target: row.target,
      state: row.state as Segment["state"],
      origin: (row.origin ?? null) as Segment["origin"],
      matchPercent: row.match_percent ?? null,
      revision: row.revision,
      qa: { failures: qa.failures ?? [], overrides: qa.overrides ?? [] },
      reviewComment: row.review_comment ?? null,
      updatedByName: row.updated_by_name ?? null,
    }
  })
}

/** The English the segments come from, as the site publishes it: a document's kind, title, path and data, or a section's value. */
export async function loadSource(client: Client, unit: TranslationUnit) {
  if ("section" in unit) {
    const [section, label] = await Promise.all([
      client.from("content_sections").select("value, published").eq("key", unit.section).maybeSingle(),
      client.rpc("content_section_label", { p_key: unit.section }).single(),
    ])
    if (section.error || label.error) throw new Error((section.error ?? label.error)!.message)
    if (!section.data?.published) throw new Error("There is no such published section: only a published section is translated.")
    return { section: unit.section, title: label.data.title, path: label.data.path, data: section.data.value as unknown }
  }
  return loadSourceDocument(client, unit.documentId)
}

async function loadSourceDocument(client: Client, documentId: string) {
  const { data, error } = await client
    .from("documents")
    .select("id, collection, title, path, published_data")
    .eq("id", documentId)
    .maybeSingle()
  if (error) throw new Error(error.message)
  if (!data?.published_data) throw new Error("There is no such live document: only a published page is translated.")
  return { kind: data.collection, title: data.title, path: data.path, data: data.published_data as unknown }
}

/** The memory's matches for a segment, best first (101 in context, 100 exact, fuzzy below). */
export async function loadMemoryMatches(client: Client, segmentId: string): Promise<MemoryMatch[]> {
  const { data, error } = await client.rpc("translation_memory_matches", { p_segment: segmentId })
  if (error) throw rpcFailure(error)
  return data.map((row) => ({
    source: row.source,
    target: row.target,
    percent: row.percent,
    documentId: row.document_id ?? null,
    approvedAt: row.approved_at,
  }))
}

/** The termbase. */
export async function loadTerms(client: Client): Promise<Term[]> {
  const { data, error } = await client.from("translation_terms").select("id, en, approved, forbidden, note")
  if (error) throw new Error(error.message)
  return data.map((row) => ({
    id: row.id,
    en: row.en,
    approved: (row.approved ?? {}) as Term["approved"],
    forbidden: (row.forbidden ?? {}) as Term["forbidden"],
    ...(row.note ? { note: row.note } : {}),
  }))
}

/** Whether the reader reviews `locale` (approves, sends back, overrides). */
export async function loadCanReview(client: Client, locale: TranslationLocale): Promise<boolean> {
  const { data, error } = await client.rpc("can_review", { p_locale: locale })
  if (error) throw new Error(error.message)
  return data === true
}

/** Saves a translator's target with the checks the editor found; the new revision. */
export async function saveSegment(client: Client, segment: { id: string; revision: number }, target: string, failures: QaFailure[]) {
  const { data, error } = await client.rpc("save_translation_segment", {
    p_id: segment.id,
    p_revision: segment.revision,
    p_target: target,
    p_failures: failures as unknown as Json,
  })
  if (error) throw rpcFailure(error)
  return data
}

/** A reviewer's approval, with overrides of failed checks and the explicit confirmation of an untouched machine draft. */
export async function approveSegment(
  client: Client,
  segment: { id: string; revision: number },
  overrides: { check: string; comment: string }[],
  confirmMachine: boolean,
) {
  const { data, error } = await client.rpc("approve_translation_segment", {
    p_id: segment.id,
    p_revision: segment.revision,
    p_overrides: overrides as unknown as Json,
    p_confirm_machine: confirmMachine,
  })
  if (error) throw rpcFailure(error)
  return data
}

/** A reviewer sends the segment back with a comment. */
export async function sendBackSegment(client: Client, segment: { id: string; revision: number }, comment: string) {
  const { data, error } = await client.rpc("send_back_translation_segment", {
    p_id: segment.id,
    p_revision: segment.revision,
    p_comment: comment,
  })
  if (error) throw rpcFailure(error)
  return data
}

/** Publishes the language version assembled from the unit's approved segments (publish-document { fromSegments }). */
export async function publishFromSegments(client: Client, unit: TranslationUnit, locale: TranslationLocale): Promise<void> {
  const { error } = await client.functions.invoke("publish-document", { body: { ...unit, locale, fromSegments: true } })
  if (!error) return
  if (error instanceof FunctionsHttpError) {
    const answer = (await (error.context as Response).json().catch(() => null)) as { error?: { message?: string } } | null
    throw new Error(answer?.error?.message ?? "The translation could not be published.")
  }
  throw new Error("The translation could not be published: the server did not answer. Try again.")
}

/** Whether machine drafts are offered: the provider's name, or the server's reason why not (no DEEPL_API_KEY…). */
export type MachineDraftAvailability = { configured: true; provider: string } | { configured: false; reason: string }

const availabilitySchema = z.union([
  z.object({ configured: z.literal(true), provider: z.string() }),
  z.object({ configured: z.literal(false), reason: z.string() }),
])

/** The function's refusal in its own words, or `fallback` when it gave none (or did not answer). */
async function functionFailure(error: unknown, fallback: string): Promise<Error> {
  if (error instanceof FunctionsHttpError) {
    const answer = (await (error.context as Response).json().catch(() => null)) as { error?: { message?: string } } | null
    return new Error(answer?.error?.message ?? fallback)
  }
  return new Error(`${fallback} The server did not answer: try again.`)
}

/** Asks the machine-draft function whether it has a provider (the editor offers the action only then). */
export async function loadMachineDraftAvailability(client: Client): Promise<MachineDraftAvailability> {
  const { data, error } = await client.functions.invoke("machine-draft", { body: { check: true } })
  if (error) throw await functionFailure(error, "Whether machine translation is set up could not be read.")
  return availabilitySchema.parse(data)
}

/**
 * Machine-drafts the unit's untranslated segments in `locale` (machine-draft): how many became
 * machine drafts, and by which provider. A provider's refusal (the key refused, the quota used up…)
 * is thrown in its words; nothing is saved then.
 */
export async function draftByMachine(
  client: Client,
  unit: TranslationUnit,
  locale: TranslationLocale,
  segments: "untranslated" | "outdated",
): Promise<{ drafted: number; provider: string }> {
  const { data, error } = await client.functions.invoke("machine-draft", { body: { ...unit, locale, segments } })
  if (error) throw await functionFailure(error, "The machine drafts were not made.")
  return z.object({ drafted: z.number(), provider: z.string() }).parse(data)
}

/** The language roles of translator-role accounts (admins read every row). */
export async function loadLanguageRoles(client: Client): Promise<{ userId: string; locale: TranslationLocale; role: string }[]> {
  const { data, error } = await client.from("staff_language_roles").select("user_id, locale, role")
  if (error) throw new Error(error.message)
  return data.map((row) => ({ userId: row.user_id, locale: row.locale as TranslationLocale, role: row.role }))
}

/** Gives, changes or (null) removes a translator-role account's role in a language: admins only, audited. */
export async function setLanguageRole(client: Client, userId: string, locale: TranslationLocale, role: "translator" | "reviewer" | null) {
  const { error } = await client.rpc("set_staff_language_role", { p_user: userId, p_locale: locale, p_role: role as string })
  if (error) throw rpcFailure(error)
}

/** What an XLIFF export holds: documents' or sections' segments that need work, or a language's outdated and untranslated batch. */
export type XliffExportRequest = { documentIds: string[] } | { sections: ContentSectionKey[] } | { batch: "outdated_untranslated" }

/** The exported file, named as the function names it (`nordika-sv-<slug|batch>-<date>.xlf`). */
export interface XliffExportFile {
  fileName: string
  text: string
  units: number
}

/** Exports an XLIFF 2.0 file (translation-exchange); the function's refusal (nothing to export…) thrown in its words. */
export async function exportXliffFile(client: Client, locale: TranslationLocale, what: XliffExportRequest): Promise<XliffExportFile> {
  const { data, error, response } = await client.functions.invoke("translation-exchange", { body: { action: "export", locale, ...what } })
  if (error) throw await functionFailure(error, "The XLIFF file was not exported.")
  const disposition = response?.headers.get("content-disposition") ?? ""
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `nordika-${locale}.xlf`
  return { fileName, text: String(data), units: Number(response?.headers.get("x-xliff-units") ?? 0) }
}

const importedUnitSchema = z.object({
  unitId: z.string(),
  documentId: z.string().nullable(),
  line: z.number(),
  outcome: z.enum(["taken", "skipped", "refused"]),
  reason: z.string().optional(),
  failures: z.array(z.object({ check: z.string(), message: z.string() })).optional(),
})

const importSummarySchema = z.object({
  locale: z.enum(["sv", "de"]),
  taken: z.number(),
  skipped: z.number(),
  refused: z.number(),
  qaFailures: z.number(),
  units: z.array(importedUnitSchema),
})

export type XliffImportSummary = z.infer<typeof importSummarySchema>

/**
 * Imports an XLIFF file (translation-exchange): every unit taken is saved as the reader's translation,
 * checked as in the editor; approved segments are skipped. A file that cannot be taken at all is
 * thrown as the function's one sentence, and nothing was changed.
 */
export async function importXliffFile(client: Client, locale: TranslationLocale, file: File): Promise<XliffImportSummary> {
  const xliff = await file.text()
  const { data, error } = await client.functions.invoke("translation-exchange", {
    body: { action: "import", locale, xliff, fileName: file.name },
  })
  if (error) throw await functionFailure(error, "The XLIFF file was not imported.")
  return importSummarySchema.parse(data)
}
