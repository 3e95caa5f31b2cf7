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
import { deliverSiteBuild, deployHookQuietMs } from "../_shared/deploy-hook.ts"
import { json, postHandler, readBody, RequestError } from "../_shared/http.ts"
import { currentCaller, roleOf, serviceBackend, verifiedFactors, type FunctionEnv } from "../_shared/supabase.ts"

export type { FunctionEnv } from "../_shared/supabase.ts"

const opened = {
  documentId: z.uuid({ message: "documentId must be a document's id" }),
  expectedVersion: z.int().min(0),
  expectedRevision: z.int().min(0),
}

export const publishDocumentRequestSchema = z.union([
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

async function publishDocument(req: Request, env: FunctionEnv): Promise<Response> {
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
    // A static site is rebuilt once the publishes of a batch are in; a failing hook fails nothing here.
    const build = deliverSiteBuild(
      backend,
      deployHookQuietMs((name) => env.get(name)),
    )
    env.waitUntil?.(build)
    return json({ version })
  } catch (error) {
    const refusal = error instanceof RequestError ? RPC_REFUSALS[error.code] : undefined
    if (refusal) throw new RequestError(refusal[0], refusal[1], error instanceof Error ? error.message : "")
    throw error
  }
}
