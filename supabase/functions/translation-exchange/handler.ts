/**
 * translation-exchange: a language's segments as an XLIFF 2.0 file an external linguist works on in
 * Trados or memoQ, and the file taken back (issue 40). The file itself is ../_shared/translation/xliff.ts;
 * this function picks the segments, checks the caller's language, runs the editor's quality checks
 * (qa.ts) on every target taken and saves them through the database in one transaction
 * (import_translation_units, 20261207000100_xliff_exchange.sql). Portable web-standard code, like
 * machine-draft.
 *
 * POST { action: "export", locale, documentIds: [uuid, …] }   the documents' segments that need work
 * POST { action: "export", locale, sections: [key, …] }   the content sections' segments that need work
 *   (20261208200100_section_segments.sql; a section's <file id> is "section:<key>")
 * POST { action: "export", locale, batch: "outdated_untranslated" }   every outdated or untranslated segment of the language
 *   200 the XLIFF file (application/xliff+xml), Content-Disposition attachment; filename="nordika-sv-<slug|batch>-<date>.xlf",
 *       X-Xliff-Units the number of units. "Needs work": untranslated, machine draft, outdated, translated (not approved).
 *   404 not_found (a document that is not live, a section that is not published), 409 nothing_to_export
 * POST { action: "import", locale, xliff, fileName? }
 *   200 { locale, taken, skipped, refused, qaFailures, units: [{ unitId, documentId, line, outcome, reason?, failures? }] }
 *       taken: saved as the caller's translation (state translated, QA failures stored, audited);
 *       skipped: approved in the workspace (never overwritten), no translation, unchanged or unconfirmed;
 *       refused: the English changed since the export, tags broken, saved by someone since…, with the reason
 *   400 invalid_xliff { message }   malformed XML, XLIFF 1.2, another language, another site's documents: nothing changed
 *   413 file_too_large   beyond XLIFF_MAX_LENGTH characters
 * Both: 400 invalid_request, 401 not_authenticated, 403 not_staff | insufficient_aal | not_allowed (not a translator
 * of the language). One audit row per export and per import with its counts (and one per segment saved).
 *
 * Everything is read and written as the caller (their token): the database decides what they may read
 * and save (translation_segments_for, the segments' policy, can_translate).
 */
import { z } from "zod"
import { TRANSLATION_LOCALES, type TranslationLocale } from "../_shared/locales.ts"
import { CORS_HEADERS, invalidRequest, json, postHandler, readBody, RequestError } from "../_shared/http.ts"
import { firstIssue } from "../_shared/staff.ts"
import { callerRest, termbaseOf, type CallerRest } from "../_shared/caller-rest.ts"
import { checkSegment } from "../_shared/translation/qa.ts"
import { sectionKeySchema, unitFromId, unitId, unitSegmentsCall, type ContentSectionKey } from "../_shared/translation/unit.ts"
import type { QaFailure, SegmentState, TagMap } from "../_shared/translation/types.ts"
import { exportXliff, importXliff, XLIFF_MAX_LENGTH, type XliffDocument, type XliffSegment } from "../_shared/translation/xliff.ts"
import { readXml, type XmlElement } from "../_shared/translation/xml-reader.ts"
import { currentCaller, roleOf, verifiedFactors, type FunctionEnv } from "../_shared/supabase.ts"

export type { FunctionEnv } from "../_shared/supabase.ts"

const LANGUAGE: Record<TranslationLocale, string> = { sv: "Swedish", de: "German" }
/** The batch the dashboard offers: every segment of a language waiting for a first or a new translation. */
export const EXPORT_BATCH = "outdated_untranslated"

const locale = z.enum(TRANSLATION_LOCALES, { message: "locale must be one of the site's translation languages: sv or de" })

const exportSchema = z
  .object({
    action: z.literal("export"),
    locale,
    documentIds: z
      .array(z.uuid({ message: "documentIds must be documents' ids" }), { message: "documentIds must be a list of documents' ids" })
      .min(1, { message: "Name at least one document to export" })
      .max(500, { message: "Export at most 500 documents at a time" })
      .optional(),
    sections: z
      .array(sectionKeySchema, { message: "sections must be a list of content sections' keys" })
      .min(1, { message: "Name at least one section to export" })
      .optional(),
    batch: z.literal(EXPORT_BATCH, { message: `batch must be "${EXPORT_BATCH}"` }).optional(),
  })
  .refine((body) => (body.documentIds === undefined && body.sections === undefined) !== (body.batch === undefined), {
    message: "Export either documentIds or sections, or a batch",
  })

const importSchema = z.object({
  action: z.literal("import"),
  locale,
  xliff: z.string({ message: "xliff must be the file's text" }),
  fileName: z.string().max(255, { message: "fileName is at most 255 characters" }).optional(),
})

async function readRequest(req: Request) {
  const body = await readBody(req, z.record(z.string(), z.unknown()))
  const schema = body.action === "export" ? exportSchema : body.action === "import" ? importSchema : null
  if (!schema) throw invalidRequest('action must be "export" or "import"')
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw invalidRequest(firstIssue(parsed.error))
  return parsed.data as z.infer<typeof exportSchema> | z.infer<typeof importSchema>
}

interface SegmentRow extends XliffSegment {
  document_id: string | null
  section_key: string | null
  tags: TagMap | null
  revision: number
  state: SegmentState
}

interface DocumentTotals {
  document_id: string | null
  section_key: string | null
  title: string
  path: string
  locale: string
  words: Record<SegmentState, number>
}

const SEGMENT_COLUMNS = "id,document_id,section_key,field,ordinal,source,target,state,tags,revision"
/** What an export holds of a document: everything but what a reviewer approved. */
const NEEDS_WORK: readonly SegmentState[] = ["untranslated", "machine_draft", "outdated", "translated"]

export default function handler(req: Request, env: FunctionEnv): Promise<Response> {
  return postHandler((request) => exchange(request, env))(req)
}

async function exchange(req: Request, env: FunctionEnv): Promise<Response> {
  const caller = await currentCaller(req, env)
  if (!caller) throw new RequestError(401, "not_authenticated", "Sign in to exchange XLIFF files")
  if (!roleOf(caller.user)) throw new RequestError(403, "not_staff", "Only staff with a translation role exchange XLIFF files")
  if (verifiedFactors(caller.user) > 0 && caller.aal !== "aal2") {
    throw new RequestError(403, "insufficient_aal", "Verify with your authenticator app before exchanging XLIFF files")
  }
  const body = await readRequest(req)
  const api = callerRest(req, env)
  if (!(await api<boolean>("POST", "/rpc/can_translate", { p_locale: body.locale }))) {
    throw new RequestError(
      403,
      "not_allowed",
      `You do not translate into ${LANGUAGE[body.locale]}: an administrator gives translators their languages.`,
    )
  }
  return body.action === "export" ? exportFile(api, body) : importFile(api, body)
}

/** The id of the unit (unit.ts' unitId()) of a totals or segment row: its document's, or "section:<key>". */
const unitIdOf = (row: { document_id: string | null; section_key: string | null }) =>
  unitId(row.section_key !== null ? { section: row.section_key as ContentSectionKey } : { documentId: row.document_id! })

/** The live documents and published sections of a language the caller translates, by unit id. */
async function liveDocuments(api: CallerRest, locale: TranslationLocale): Promise<Map<string, DocumentTotals>> {
  const rows = await api<DocumentTotals[]>("POST", "/rpc/translation_document_totals", {})
  return new Map(rows.filter((row) => row.locale === locale).map((row) => [unitIdOf(row), row]))
}

/** A path as a file name's part: "/services/legal-translation" → "services-legal-translation", "/" → "home". */
const slugOf = (path: string) =>
  path
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "home"

export function exportFileName(locale: TranslationLocale, what: string, date: Date): string {
  return `nordika-${locale}-${what}-${date.toISOString().slice(0, 10)}.xlf`
}

async function exportFile(api: CallerRest, body: z.infer<typeof exportSchema>): Promise<Response> {
  const documents = await liveDocuments(api, body.locale)
  let picked: { document: DocumentTotals; segments: SegmentRow[] }[]
  let what: string
  if (body.documentIds || body.sections) {
    const ids = [...new Set([...(body.documentIds ?? []), ...(body.sections ?? []).map((section) => unitId({ section }))])]
    const unknown = ids.find((id) => !documents.has(id))
    if (unknown) throw new RequestError(404, "not_found", `There is no live document ${unknown} to translate into ${LANGUAGE[body.locale]}`)
    picked = await Promise.all(
      ids.map(async (id) => {
        const read = unitSegmentsCall(unitFromId(id)!, body.locale)
        return {
          document: documents.get(id)!,
          segments: (await api<SegmentRow[]>("POST", `/rpc/${read.fn}`, read.args)).filter((segment) => NEEDS_WORK.includes(segment.state)),
        }
      }),
    )
    const only = documents.get(ids[0])!
    what =
      ids.length > 1 ? `${ids.length}-documents` : only.section_key !== null ? only.section_key.replaceAll("_", "-") : slugOf(only.path)
  } else {
    const segments: SegmentRow[] = []
    for (let offset = 0; ; offset += 1000) {
      const page = await api<SegmentRow[]>(
        "GET",
        `/translation_segments?select=${SEGMENT_COLUMNS}&locale=eq.${body.locale}&state=in.(untranslated,outdated)&order=document_id,section_key,position,ordinal,id&limit=1000&offset=${offset}`,
      )
      segments.push(...page)
      if (page.length < 1000) break
    }
    const byDocument = new Map<string, SegmentRow[]>()
    for (const segment of segments.filter((row) => documents.has(unitIdOf(row))))
      byDocument.set(unitIdOf(segment), [...(byDocument.get(unitIdOf(segment)) ?? []), segment])
    picked = [...byDocument].map(([id, rows]) => ({ document: documents.get(id)!, segments: rows }))
    picked.sort((a, b) => a.document.path.localeCompare(b.document.path))
    what = "outdated-untranslated"
  }
  picked = picked.filter((entry) => entry.segments.length > 0)
  const units = picked.reduce((sum, entry) => sum + entry.segments.length, 0)
  if (units === 0) {
    throw new RequestError(
      409,
      "nothing_to_export",
      body.documentIds
        ? `Nothing in ${LANGUAGE[body.locale]} needs translation here: every segment is approved.`
        : `No ${LANGUAGE[body.locale]} segment is outdated or untranslated.`,
    )
  }
  const xliffDocuments: XliffDocument[] = picked.map(({ document, segments }) => ({
    id: unitIdOf(document),
    title: document.title,
    path: document.path,
    segments,
  }))
  const fileName = exportFileName(body.locale, what, new Date())
  const file = exportXliff({ targetLocale: body.locale, documents: xliffDocuments })
  await api("POST", "/rpc/log_translation_export", {
    p_locale: body.locale,
    p_file_name: fileName,
    p_documents: picked.flatMap((entry) => (entry.document.document_id === null ? [] : [entry.document.document_id])),
    p_sections: picked.flatMap((entry) => (entry.document.section_key === null ? [] : [entry.document.section_key])),
    p_units: units,
  })
  return new Response(file, {
    headers: {
      ...CORS_HEADERS,
      "Access-Control-Expose-Headers": "Content-Disposition, X-Xliff-Units",
      "Content-Type": "application/xliff+xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Xliff-Units": String(units),
    },
  })
}

/** The unit outcome the import answers. */
export interface ImportedUnit {
  unitId: string
  documentId: string | null
  line: number
  outcome: "taken" | "skipped" | "refused"
  reason?: string
  failures?: QaFailure[]
}

/** The ids of the `<file>` elements of an XLIFF 2 file (the documents it is of); none for a file that is not one. */
function fileIds(xml: string): string[] {
  const read = readXml(xml)
  if ("error" in read) return []
  return read.root.children
    .filter((child): child is XmlElement => typeof child !== "string" && child.local === "file")
    .map((file) => file.attrs.id ?? "")
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function importFile(api: CallerRest, body: z.infer<typeof importSchema>): Promise<Response> {
  if (body.xliff.length > XLIFF_MAX_LENGTH) {
    throw new RequestError(
      413,
      "file_too_large",
      `The file is larger than ${XLIFF_MAX_LENGTH / 1_000_000} MB: export fewer documents at a time.`,
    )
  }
  const invalid = (message: string) => new RequestError(400, "invalid_xliff", message)
  const documents = await liveDocuments(api, body.locale)
  const ids = [...new Set(fileIds(body.xliff))]
  const known = ids.filter((id) => (UUID.test(id) ? documents.has(id.toLowerCase()) : unitFromId(id) !== null && documents.has(id)))
  const segments = new Map<string, SegmentRow>()
  const context = await Promise.all(
    known.map(async (id) => {
      const read = unitSegmentsCall(unitFromId(UUID.test(id) ? id.toLowerCase() : id)!, body.locale)
      const rows = await api<SegmentRow[]>("POST", `/rpc/${read.fn}`, read.args)
      for (const row of rows) segments.set(row.id, row)
      return { id, segments: rows }
    }),
  )
  const read = importXliff(body.xliff, { targetLocale: body.locale, documents: context })
  if (!read.ok) throw invalid(read.error)
  const stranger = ids.find((id) => !known.includes(id))
  if (stranger !== undefined) {
    throw invalid(
      `The file holds a document this workspace does not translate into ${LANGUAGE[body.locale]} (<file id="${stranger}">): import only files exported here.`,
    )
  }

  const terms = await termbaseOf(api)
  const units: ImportedUnit[] = read.units.map((unit) => {
    const segment = segments.get(unit.unitId)
    const base = { unitId: unit.unitId, documentId: unit.documentId, line: unit.line }
    if (unit.outcome === "refused") {
      // An approved segment is never overwritten: that is a skip with its reason, not a fault of the file.
      return segment?.state === "approved" && unit.reason?.startsWith("The segment is approved")
        ? { ...base, outcome: "skipped", reason: unit.reason }
        : { ...base, outcome: "refused", reason: unit.reason }
    }
    // The workspace's own text confirmed for a changed English source is a translation, as in the editor.
    const confirmsOutdated = unit.outcome === "unchanged" && segment?.state === "outdated" && unit.state !== "initial"
    if (unit.outcome === "update" || confirmsOutdated) {
      const failures = checkSegment({
        source: segment!.source,
        target: unit.target!,
        locale: body.locale,
        terms,
        tags: segment!.tags ?? {},
      })
      return { ...base, outcome: "taken", failures }
    }
    return {
      ...base,
      outcome: "skipped",
      reason: unit.outcome === "unchanged" ? "The workspace already has this translation." : unit.reason,
    }
  })
  const toSave = units.filter((unit) => unit.outcome === "taken")
  const saved = await api<{ id: string; outcome: ImportedUnit["outcome"]; reason?: string }[]>("POST", "/rpc/import_translation_units", {
    p_locale: body.locale,
    p_file_name: body.fileName ?? "",
    p_units: toSave.map((unit) => ({
      id: unit.unitId,
      revision: segments.get(unit.unitId)!.revision,
      target: read.units.find((r) => r.unitId === unit.unitId && r.line === unit.line)!.target,
      failures: unit.failures,
    })),
    p_refused: units.filter((unit) => unit.outcome === "refused").length,
    p_skipped: units.filter((unit) => unit.outcome === "skipped").length,
  })
  const outcomes = new Map(saved.map((row) => [row.id, row]))
  const final = units.map((unit): ImportedUnit => {
    const answer = unit.outcome === "taken" ? outcomes.get(unit.unitId) : undefined
    if (!answer || answer.outcome === "taken") return unit
    return { unitId: unit.unitId, documentId: unit.documentId, line: unit.line, outcome: answer.outcome, reason: answer.reason }
  })
  const count = (outcome: ImportedUnit["outcome"]) => final.filter((unit) => unit.outcome === outcome).length
  return json({
    locale: body.locale,
    taken: count("taken"),
    skipped: count("skipped"),
    refused: count("refused"),
    qaFailures: final.filter((unit) => unit.outcome === "taken" && (unit.failures?.length ?? 0) > 0).length,
    units: final,
  })
}
