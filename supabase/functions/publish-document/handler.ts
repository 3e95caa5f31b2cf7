/**
 * publish-document: the one way a document reaches the site. Portable web-standard code (fetch,
 * Request, Response, zod) so it runs under Deno on Supabase (index.ts) and in the local server unchanged.
 *
 * POST { documentId, expectedVersion, expectedRevision, title, path, data }   publishes the data as the next version
 *      { documentId, expectedVersion, expectedRevision, title, path, data, publishAt }
 *                                                                             schedules that publish (an ISO time with its offset):
 *                                                                             validated now, stored, run by the database later
 *                                                                             (20261202000100_document_schedules.sql); replaces a pending one
 *      { documentId, expectedVersion, expectedRevision, restoreVersion }       publishes an earlier version's data again
 *   200 { version }, or for a schedule 200 { scheduled: { id, publishAt } }
 *   400 { error: { code: "invalid_document", field, message } }   the data breaks its kind's schema (../_shared/content/),
 *       or an image field names an id that is not in the media library
 *   400 { error: { code: "invalid_schedule", field: "publishAt", message } }   a time not in the future (or past five years,
 *       or after the document's scheduled unpublish)
 *   401 not_authenticated, 403 not_staff | insufficient_aal | not_allowed (also every contributor: they request a
 *       review instead, ../request-review/), 404 not_found,
 *   409 conflict (someone published or saved since expectedVersion/expectedRevision) | path_taken | in_trash
 *
 * POST { documentId, locale: "sv" | "de", expectedRevision }   publishes the document's translation in that language
 *                                                            (20261204000100_document_translations.sql) through the gate:
 *   200 { translation: { locale, path, revision } }
 *   409 translation_not_approved   its state is not 'approved' (an editor approves it first)
 *   409 source_not_published       the English document is not on the site
 *   409 translation_outdated { field }   its data departs from the English published data other than in text (a field,
 *       list item, id, link or date added, removed or changed there since): made from an older English version
 *   409 translation_incomplete { fields, message }   text left empty (the first few fields named)
 *   400 invalid_document { field, message }   the translated data breaks its kind's schema (a text too long…)
 *   409 path_taken (a document or another published translation has the path) | conflict (saved since
 *       expectedRevision) | in_trash, 404 not_found (no such document, or no translation in that language)
 *
 * POST { documentId, locale: "sv" | "de", fromSegments: true }   publishes the translation made from its segments
 *   (20261205000600_translation_sync.sql), for a reviewer of the language or staff whose role edits the kind: every
 *   segment approved (else 409 translation_not_approved), assembled into the English published data's shape
 *   (segmentation.ts), then the gate above and publish_document_translation(): 200 { translation: { locale, path, revision } }
 *
 * After an English publish, the document's segments are brought up to date (sync_translation_segments()): per
 * language, unchanged sentences keep their targets, changed ones become outdated, new ones take exact memory matches.
 *
 * POST { syncPending: true } with the service role key as the bearer (a hosted project's pg_cron job through pg_net,
 *   20261207200100_translation_sync_queue.sql): syncs the documents whose English publish still waits for its
 *   segments (a scheduled publish, a failed sync): 200 { synced, failed }. Any other caller: 403 not_allowed.
 *
 * POST { section: "<content section key>", locale: "sv" | "de", expectedRevision }   publishes a content section's
 *   translation (20261204000600_content_section_translations.sql) through the same gate, against the English
 *   section's value: 200 { translation: { section, locale, revision } }, or 409 translation_not_approved |
 *   source_not_published | translation_outdated | translation_incomplete | conflict, 404 not_found, 403 not_allowed
 *   (editors and admins only).
 *
 * POST { section, locale, fromSegments: true }   publishes the section's translation made from its segments
 *   (20261208200100_section_segments.sql), for a reviewer of the language (editors and admins review every one):
 *   every segment approved (else 409 translation_not_approved), assembled into the English value's shape, staged
 *   as the approved working copy, then the sections' gate above: 200 { translation: { section, locale, revision } }
 *
 * After the answer it asks for the static site's build (../_shared/deploy-hook.ts), when a deploy hook is set.
 *
 * The caller is checked here as the database's has_staff_role() would (a staff role, aal2 with a
 * verified factor); publish_document(), which only the service role may call, checks that the
 * caller's role edits the document's kind, the optimistic check, and writes the version, links and
 * audit row. Neither the API roles nor this function write published_data any other way.
 */
import { z } from "zod"
import {
  DOCUMENT_PATH,
  DOCUMENT_PATH_MAX_LENGTH,
  DOCUMENT_TITLE_MAX_LENGTH,
  documentProblem,
  documentSchemaFor,
} from "../_shared/content/index.ts"
import { mediaReferences } from "../_shared/content/media-refs.ts"
import { missingTexts, nonTextDifference } from "../_shared/content/text-leaves.ts"
import { defaultLocalizedPath, TRANSLATION_LOCALES } from "../_shared/locales.ts"
import { assembleData } from "../_shared/translation/segmentation.ts"
import { syncDocumentSegments, syncPendingSegments } from "../_shared/translation/sync.ts"
import type { TagMap } from "../_shared/translation/types.ts"
import { sectionKeySchema } from "../_shared/translation/unit.ts"
import { deliverSiteBuild, deployHookQuietMs } from "../_shared/deploy-hook.ts"
import { json, postHandler, readBody, RequestError } from "../_shared/http.ts"
import { currentCaller, roleOf, serviceBackend, verifiedFactors, type FunctionEnv, type ServiceBackend } from "../_shared/supabase.ts"

export type { FunctionEnv } from "../_shared/supabase.ts"

const opened = {
  documentId: z.uuid({ message: "documentId must be a document's id" }),
  expectedVersion: z.int().min(0),
  expectedRevision: z.int().min(0),
}

/** A translation's publish: first, so that a body naming a locale is never read as the English document's publish. */
const translationPublish = z.object({
  documentId: opened.documentId,
  locale: z.enum(TRANSLATION_LOCALES, { message: "locale must be one of the site's translation languages: sv or de" }),
  expectedRevision: z.int().min(0),
})

/**
 * A translation assembled from its approved segments (20261205000600_translation_sync.sql): once every
 * segment of the language is approved, by a reviewer of the language or staff whose role edits the kind.
 */
const segmentsPublish = z.object({
  documentId: opened.documentId,
  locale: translationPublish.shape.locale,
  fromSegments: z.literal(true, { message: "fromSegments must be true" }),
})

/** A content section's translation's publish (20261204000600_content_section_translations.sql). */
const sectionTranslationPublish = z.object({
  section: sectionKeySchema,
  locale: translationPublish.shape.locale,
  expectedRevision: z.int().min(0),
})

/** A content section's translation assembled from its approved segments (20261208200100_section_segments.sql). */
const sectionSegmentsPublish = z.object({
  section: sectionTranslationPublish.shape.section,
  locale: translationPublish.shape.locale,
  fromSegments: segmentsPublish.shape.fromSegments,
})

/**
 * The service role's catch-up (a hosted project's pg_cron through pg_net, 20261207200100_translation_sync_queue.sql):
 * the segments of the documents whose English publish still waits for its sync (a scheduled publish, a failed sync).
 */
const syncPending = z.object({ syncPending: z.literal(true, { message: "syncPending must be true" }) })

export const publishDocumentRequestSchema = z.union([
  syncPending,
  sectionSegmentsPublish,
  segmentsPublish,
  sectionTranslationPublish,
  translationPublish,
  z.object({
    ...opened,
    title: z.string().trim().min(1, { message: "Give the document a title." }).max(DOCUMENT_TITLE_MAX_LENGTH),
    path: z.string().max(DOCUMENT_PATH_MAX_LENGTH).regex(DOCUMENT_PATH, { message: "Use a path such as /blog/plain-language." }),
    data: z.unknown(),
    publishAt: z.iso
      .datetime({ offset: true, message: "Give publishAt as an ISO date and time with its offset (2026-12-02T09:00:00+01:00)." })
      .optional(),
  }),
  z.object({ ...opened, restoreVersion: z.int().min(1) }),
])

/** The refusals of publish_document() as this function's codes. */
const RPC_REFUSALS: Record<string, [number, string]> = {
  PT409: [409, "conflict"],
  PT404: [404, "not_found"],
  "42501": [403, "not_allowed"],
  "23505": [409, "path_taken"],
  "55000": [409, "in_trash"],
  // A redirect loop (20261201000200_redirects.sql): a rename frees its old address first, so this is a safety net.
  RLOOP: [409, "redirect_loop"],
}

/** The refusals of publish_document_translation() as this function's codes, beyond RPC_REFUSALS. */
const TRANSLATION_REFUSALS: Record<string, [number, string]> = {
  ...RPC_REFUSALS,
  TAPRV: [409, "translation_not_approved"],
  TLIVE: [409, "source_not_published"],
}

/** How many of an incomplete translation's empty fields the answer names. */
const MISSING_FIELDS_NAMED = 5

/** The refusals of schedule_document_publish() that are about the time chosen. */
const SCHEDULE_TIME_REFUSAL = "22023"
/** What a contributor's publish is answered (publish_document() refuses them too). */
export const CONTRIBUTOR_PUBLISH_MESSAGE = "Contributors cannot publish: request a review, and an editor publishes it"

function invalidDocument(field: string, message: string): Response {
  return json({ error: { code: "invalid_document", field, message } }, 400)
}

/** The message of an image field whose id is not in the library (deleted, or never there). */
const MISSING_MEDIA_MESSAGE = "This image is not in the media library. Choose another one."

/** The first image field of the data whose media row does not exist, or null when every one does. */
async function missingMedia(backend: ReturnType<typeof serviceBackend>, kind: string, data: unknown) {
  const references = mediaReferences(documentSchemaFor(kind), data)
  if (references.length === 0) return null
  const ids = [...new Set(references.map((reference) => reference.mediaId))]
  const rows = await backend.rest<{ id: string }[]>("GET", `/media?id=in.(${ids.join(",")})&select=id`)
  const known = new Set(rows.map((row) => row.id))
  return references.find((reference) => !known.has(reference.mediaId)) ?? null
}

export default function handler(req: Request, env: FunctionEnv): Promise<Response> {
  return postHandler((request) => publishDocument(request, env))(req)
}

/** True when the request carries the service role key itself (the database's pg_cron job), not a user's session. */
function isServiceRole(req: Request, env: FunctionEnv): boolean {
  const key = env.get("SUPABASE_SERVICE_ROLE_KEY") ?? ""
  const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get("authorization") ?? "")?.[1] ?? ""
  if (key === "" || token.length !== key.length) return false
  let difference = 0
  for (let i = 0; i < key.length; i++) difference |= key.charCodeAt(i) ^ token.charCodeAt(i)
  return difference === 0
}

async function publishDocument(req: Request, env: FunctionEnv): Promise<Response> {
  if (isServiceRole(req, env)) {
    await readBody(req, syncPending)
    return json(await syncPendingSegments(serviceBackend(env)))
  }
  const caller = await currentCaller(req, env)
  if (!caller) throw new RequestError(401, "not_authenticated", "Sign in to publish")
  const role = roleOf(caller.user)
  if (!role) throw new RequestError(403, "not_staff", "Only staff may publish")
  if (role === "contributor") throw new RequestError(403, "not_allowed", CONTRIBUTOR_PUBLISH_MESSAGE)
  if (verifiedFactors(caller.user) > 0 && caller.aal !== "aal2") {
    throw new RequestError(403, "insufficient_aal", "Verify with your authenticator app before publishing")
  }
  const backend = serviceBackend(env)
  if (role === "admin" && !(await backend.rpc<boolean>("admin_session_policy_met", { p_user_id: caller.user.id, p_amr: caller.amr }))) {
    throw new RequestError(403, "insufficient_aal", "Verify with your passkey or security key before publishing")
  }
  const body = await readBody(req, publishDocumentRequestSchema)
  if ("syncPending" in body) throw new RequestError(403, "not_allowed", "Only the service role syncs the waiting segments")
  if ("section" in body && "fromSegments" in body) return publishSectionFromSegments(backend, env, body, caller.user.id)
  if ("section" in body) {
    // Content sections are editors' and admins' (public.is_staff()): nobody else learns a translation's state.
    if (role !== "admin" && role !== "editor")
      throw new RequestError(403, "not_allowed", "Only editors and admins publish content sections")
    return publishSectionTranslation(backend, env, body, caller.user.id)
  }
  if ("fromSegments" in body) return publishFromSegments(backend, env, body, caller.user.id)
  if ("locale" in body) return publishTranslation(backend, env, body, caller.user.id, role)

  const [document] = await backend.rest<{ collection: string }[]>("GET", `/documents?id=eq.${body.documentId}&select=collection`)
  if (!document) throw new RequestError(404, "not_found", "There is no such document")

  let publish: { title: string; path: string; data: unknown; restoredFrom: number | null }
  if ("restoreVersion" in body) {
    const [version] = await backend.rest<{ title: string; path: string; data: unknown }[]>(
      "GET",
      `/document_versions?document_id=eq.${body.documentId}&version=eq.${body.restoreVersion}&select=title,path,data`,
    )
    if (!version) throw new RequestError(404, "not_found", `This document has no version ${body.restoreVersion}`)
    publish = { ...version, restoredFrom: body.restoreVersion }
  } else {
    publish = { title: body.title, path: body.path, data: body.data, restoredFrom: null }
  }
  const problem = documentProblem(document.collection, publish.data)
  if (problem) return invalidDocument(problem.field, problem.message)
  const missing = await missingMedia(backend, document.collection, publish.data)
  if (missing) return invalidDocument(missing.field, MISSING_MEDIA_MESSAGE)

  if ("publishAt" in body && body.publishAt !== undefined) {
    try {
      const id = await backend.rpc<string>("schedule_document_publish", {
        p_id: body.documentId,
        p_title: publish.title,
        p_path: publish.path,
        p_data: publish.data,
        p_run_at: body.publishAt,
        p_expected_version: body.expectedVersion,
        p_expected_revision: body.expectedRevision,
        p_actor: caller.user.id,
      })
      return json({ scheduled: { id, publishAt: new Date(body.publishAt).toISOString() } })
    } catch (error) {
      if (error instanceof RequestError && error.code === SCHEDULE_TIME_REFUSAL) {
        return json({ error: { code: "invalid_schedule", field: "publishAt", message: error.message } }, 400)
      }
      const refusal = error instanceof RequestError ? RPC_REFUSALS[error.code] : undefined
      if (refusal) throw new RequestError(refusal[0], refusal[1], error instanceof Error ? error.message : "")
      throw error
    }
  }

  try {
    const version = await backend.rpc<number>("publish_document", {
      p_id: body.documentId,
      p_title: publish.title,
      p_path: publish.path,
      p_data: publish.data,
      p_expected_version: body.expectedVersion,
      p_expected_revision: body.expectedRevision,
      p_actor: caller.user.id,
      p_restored_from: publish.restoredFrom,
    })
    await syncSegments(backend, body.documentId, { data: publish.data, version }, caller.user.id)
    rebuildSite(backend, env)
    return json({ version })
  } catch (error) {
    throw refusalOf(error, RPC_REFUSALS)
  }
}

interface TranslationRow {
  state: string
  data: unknown
  revision: number
}

/**
 * Refuses a translation unless the caller opened the revision that is saved (the gate checks that data)
 * and it is approved; publish_*_translation() checks both again under its lock.
 */
function requireApprovedRevision(translation: { state: string; revision: number }, expectedRevision: number): void {
  if (translation.revision !== expectedRevision) {
    throw new RequestError(409, "conflict", "Someone else changed this translation since you opened it")
  }
  if (translation.state !== "approved") {
    throw new RequestError(
      409,
      "translation_not_approved",
      `The translation is ${translation.state.replace("_", " ")}: an editor approves it first`,
    )
  }
}

/** A publish RPC's refusal as the request's answer (its status and code in `refusals`); any other error as it is. */
function refusalOf(error: unknown, refusals: Record<string, [number, string]>): unknown {
  const refusal = error instanceof RequestError ? refusals[error.code] : undefined
  return refusal ? new RequestError(refusal[0], refusal[1], error instanceof Error ? error.message : "") : error
}

/** Starts the site's rebuild once a batch of publishes is in, without holding up the answer; a failing hook fails nothing here. */
function rebuildSite(backend: ReturnType<typeof serviceBackend>, env: FunctionEnv): void {
  env.waitUntil?.(
    deliverSiteBuild(
      backend,
      deployHookQuietMs((name) => env.get(name)),
    ),
  )
}

/** The 409 of a translation that departs from the English other than in text, or leaves text untranslated; null when neither. */
function translationGateRefusal(english: unknown, translation: unknown): Response | null {
  const outdated = nonTextDifference(english, translation)
  if (outdated) {
    return json(
      {
        error: {
          code: "translation_outdated",
          field: outdated,
          message: `The English version has changed at ${outdated}: bring the translation up to date with it first`,
        },
      },
      409,
    )
  }
  const missing = missingTexts(english, translation)
  if (missing.length > 0) {
    const named = missing.slice(0, MISSING_FIELDS_NAMED)
    const more = missing.length - named.length
    return json(
      {
        error: {
          code: "translation_incomplete",
          fields: named,
          message: `${missing.length === 1 ? "1 text is" : `${missing.length} texts are`} not translated yet: ${named.join(", ")}${more > 0 ? ` and ${more} more` : ""}`,
        },
      },
      409,
    )
  }
  return null
}

/**
 * The gate of a content section's translation: approved, of the English section's published value
 * (nothing but text changed: the ids, links and icons the section's schema checked in English), every
 * text translated; publish_content_section_translation() then checks the state and the revision again
 * under its lock. Editors and admins only (as content_sections' writes).
 */
async function publishSectionTranslation(
  backend: ReturnType<typeof serviceBackend>,
  env: FunctionEnv,
  body: z.infer<typeof sectionTranslationPublish>,
  actor: string,
): Promise<Response> {
  const section = await englishSection(backend, body.section)
  const [translation] = await backend.rest<{ state: string; value: unknown; revision: number }[]>(
    "GET",
    `/content_section_translations?key=eq.${body.section}&locale=eq.${body.locale}&select=state,value,revision`,
  )
  if (!translation) throw new RequestError(404, "not_found", `This section has no ${body.locale} translation`)
  requireApprovedRevision(translation, body.expectedRevision)
  if (!section.published) throw new RequestError(409, "source_not_published", "The English section is not on the site: publish it first")
  const refusal = translationGateRefusal(section.value, translation.value)
  if (refusal) return refusal
  try {
    const revision = await backend.rpc<number>("publish_content_section_translation", {
      p_key: body.section,
      p_locale: body.locale,
      p_expected_revision: body.expectedRevision,
      p_actor: actor,
    })
    rebuildSite(backend, env)
    return json({ translation: { section: body.section, locale: body.locale, revision } })
  } catch (error) {
    throw refusalOf(error, TRANSLATION_REFUSALS)
  }
}

/**
 * The gate of a translation (docs/decisions/0012-languages.md): approved, of the English document's
 * published shape (nothing but text changed), every text translated, accepted by the kind's schema;
 * publish_document_translation() then checks the state, the revision and the path again under its lock.
 */
async function publishTranslation(
  backend: ReturnType<typeof serviceBackend>,
  env: FunctionEnv,
  body: z.infer<typeof translationPublish>,
  actor: string,
  role: string,
): Promise<Response> {
  const [document] = await backend.rest<{ collection: string; published_data: unknown; unpublished_at: string | null }[]>(
    "GET",
    `/documents?id=eq.${body.documentId}&select=collection,published_data,unpublished_at`,
  )
  if (!document) throw new RequestError(404, "not_found", "There is no such document")
  // Who may not publish the document learns nothing of its translation's state.
  if (!(await backend.rpc<boolean>("role_edits_document_kind", { staff_role: role, kind: document.collection }))) {
    throw new RequestError(403, "not_allowed", `Your role may not publish ${document.collection} documents`)
  }
  const [translation] = await backend.rest<TranslationRow[]>(
    "GET",
    `/document_translations?document_id=eq.${body.documentId}&locale=eq.${body.locale}&select=state,data,revision`,
  )
  if (!translation) throw new RequestError(404, "not_found", `This document has no ${body.locale} translation`)
  requireApprovedRevision(translation, body.expectedRevision)
  if (document.published_data === null || document.unpublished_at !== null) {
    throw new RequestError(409, "source_not_published", "The English document is not on the site: publish it first")
  }
  const refusal = translationGateRefusal(document.published_data, translation.data)
  if (refusal) return refusal
  const problem = documentProblem(document.collection, translation.data)
  if (problem) return invalidDocument(problem.field, problem.message)

  try {
    const revision = await backend.rpc<number>("publish_document_translation", {
      p_document: body.documentId,
      p_locale: body.locale,
      p_expected_revision: body.expectedRevision,
      p_actor: actor,
    })
    const [published] = await backend.rest<{ published_path: string }[]>(
      "GET",
      `/document_translations?document_id=eq.${body.documentId}&locale=eq.${body.locale}&select=published_path`,
    )
    rebuildSite(backend, env)
    return json({ translation: { locale: body.locale, path: published?.published_path, revision } })
  } catch (error) {
    throw refusalOf(error, TRANSLATION_REFUSALS)
  }
}

/**
 * The English just published, cut into segments, given to sync_translation_segments() (../_shared/translation/sync.ts,
 * which the scheduler's catch-up uses too): per language, unchanged sentences keep their targets, changed ones
 * become outdated, new ones are pre-filled from the memory. The publish has happened: a failed sync is logged and
 * the document stays in public.translation_sync_queue, for the scheduler (or syncPending) to bring up to date.
 */
async function syncSegments(backend: ServiceBackend, documentId: string, published: { data: unknown; version: number }, actor: string) {
  try {
    await syncDocumentSegments(backend, documentId, published, actor)
  } catch (error) {
    console.error(`[publish-document] the translation segments of ${documentId} were not brought up to date:`, error)
  }
}

interface SegmentRow {
  field: string
  ordinal: number
  target: string
  separator: string
  tags: TagMap
  state: string
}

/** Refuses (403) an actor who does not review `locale` (translation_role_of(): editors and admins review every language). */
async function requireReviewer(backend: ServiceBackend, actor: string, locale: string): Promise<void> {
  const language = await backend.rpc<string | null>("translation_role_of", { p_user: actor, p_locale: locale })
  if (language !== "reviewer") throw new RequestError(403, "not_allowed", `Only a reviewer of ${locale} publishes its translations`)
}

/** The English content section, as visitors would read it: its value and whether it is published (404 when there is none). */
async function englishSection(backend: ServiceBackend, key: string): Promise<{ value: unknown; published: boolean }> {
  const [section] = await backend.rest<{ value: unknown; published: boolean }[]>(
    "GET",
    `/content_sections?key=eq.${key}&select=value,published`,
  )
  if (!section) throw new RequestError(404, "not_found", "There is no such content section")
  return section
}

/**
 * The English `english` in the language of the unit's segments (`unit`: the query naming the unit and the
 * language), once every one is approved: 409 translation_not_approved until then (or with no segments at all),
 * 409 translation_outdated when the segments no longer fit the English.
 */
async function assembledFromSegments(backend: ServiceBackend, unit: string, english: unknown): Promise<unknown> {
  const segments = await backend.rest<SegmentRow[]>("GET", `/translation_segments?${unit}&select=field,ordinal,target,separator,tags,state`)
  const waiting = segments.filter((segment) => segment.state !== "approved").length
  if (segments.length === 0 || waiting > 0) {
    throw new RequestError(
      409,
      "translation_not_approved",
      segments.length === 0
        ? "There are no segments to publish"
        : `${waiting} of ${segments.length} segments are not approved yet: a reviewer approves every one first`,
    )
  }
  try {
    return assembleData(english, segments)
  } catch (error) {
    throw new RequestError(409, "translation_outdated", error instanceof Error ? error.message : "The segments do not fit the English")
  }
}

/**
 * A content section's translation made from its approved segments: assembled into the English value's shape,
 * staged as the approved working copy (stage_section_translation_from_segments(), which checks the segments
 * and the reviewer again under their lock), then through the sections' gate and publish.
 */
async function publishSectionFromSegments(
  backend: ReturnType<typeof serviceBackend>,
  env: FunctionEnv,
  body: z.infer<typeof sectionSegmentsPublish>,
  actor: string,
): Promise<Response> {
  await requireReviewer(backend, actor, body.locale)
  const section = await englishSection(backend, body.section)
  if (!section.published) throw new RequestError(409, "source_not_published", "The English section is not on the site: publish it first")
  const value = await assembledFromSegments(backend, `section_key=eq.${body.section}&locale=eq.${body.locale}`, section.value)
  const refusal = translationGateRefusal(section.value, value)
  if (refusal) return refusal
  try {
    const staged = await backend.rpc<number>("stage_section_translation_from_segments", {
      p_section: body.section,
      p_locale: body.locale,
      p_value: value,
      p_actor: actor,
    })
    const revision = await backend.rpc<number>("publish_content_section_translation", {
      p_key: body.section,
      p_locale: body.locale,
      p_expected_revision: staged,
      p_actor: actor,
    })
    rebuildSite(backend, env)
    return json({ translation: { section: body.section, locale: body.locale, revision } })
  } catch (error) {
    throw refusalOf(error, TRANSLATION_REFUSALS)
  }
}

/**
 * A translation made from its approved segments: assembled into the English published data's shape,
 * written as the approved working copy (stage_translation_from_segments(), which checks the segments
 * again under their lock), then through the same gate and publish as a translation saved whole.
 */
async function publishFromSegments(
  backend: ReturnType<typeof serviceBackend>,
  env: FunctionEnv,
  body: z.infer<typeof segmentsPublish>,
  actor: string,
): Promise<Response> {
  await requireReviewer(backend, actor, body.locale)
  const [document] = await backend.rest<
    { collection: string; title: string; path: string; published_data: unknown; unpublished_at: string | null }[]
  >("GET", `/documents?id=eq.${body.documentId}&select=collection,title,path,published_data,unpublished_at`)
  if (!document) throw new RequestError(404, "not_found", "There is no such document")
  if (document.published_data === null || document.unpublished_at !== null) {
    throw new RequestError(409, "source_not_published", "The English document is not on the site: publish it first")
  }
  const data = await assembledFromSegments(backend, `document_id=eq.${body.documentId}&locale=eq.${body.locale}`, document.published_data)
  const [existing] = await backend.rest<{ title: string; path: string }[]>(
    "GET",
    `/document_translations?document_id=eq.${body.documentId}&locale=eq.${body.locale}&select=title,path`,
  )
  const refusal = translationGateRefusal(document.published_data, data)
  if (refusal) return refusal
  const problem = documentProblem(document.collection, data)
  if (problem) return invalidDocument(problem.field, problem.message)
  try {
    const staged = await backend.rpc<number>("stage_translation_from_segments", {
      p_document: body.documentId,
      p_locale: body.locale,
      p_title: existing?.title ?? document.title,
      p_path: existing?.path ?? defaultLocalizedPath(document.path, body.locale),
      p_data: data,
      p_actor: actor,
    })
    const revision = await backend.rpc<number>("publish_document_translation", {
      p_document: body.documentId,
      p_locale: body.locale,
      p_expected_revision: staged,
      p_actor: actor,
    })
    const [published] = await backend.rest<{ published_path: string }[]>(
      "GET",
      `/document_translations?document_id=eq.${body.documentId}&locale=eq.${body.locale}&select=published_path`,
    )
    rebuildSite(backend, env)
    return json({ translation: { locale: body.locale, path: published?.published_path, revision } })
  } catch (error) {
    throw refusalOf(error, TRANSLATION_REFUSALS)
  }
}
