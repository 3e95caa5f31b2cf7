/**
 * request-review: a staff member (a contributor, or an editor who wants a second pair of eyes) asks
 * for a review of a document's saved draft; the editors and admins who edit its kind get a mail.
 * Portable web-standard code, like publish-document.
 *
 * POST { documentId, message? }
 *   201 { id, notified }   the request (document_reviews) and how many reviewers were mailed
 *   400 invalid_request, 401 not_authenticated, 403 not_staff | insufficient_aal | not_allowed,
 *   404 not_found, 409 already_requested (one open request per document) | no_draft | in_trash
 *
 * request_document_review(), which only the service role may call, checks that the caller's role
 * edits the document's kind, stores the request and its audit row. The mails follow the stored
 * request: a mail that fails loses nothing, the reviewers' badge in the admin shows the request.
 */
import { z } from "zod"
import { json, postHandler, readBody, RequestError } from "../_shared/http.ts"
import { composeMail, sendMail } from "../_shared/mail.ts"
import { currentCaller, roleOf, serviceBackend, verifiedFactors, type FunctionEnv } from "../_shared/supabase.ts"

export type { FunctionEnv } from "../_shared/supabase.ts"

/** The most a request's message may hold (document_reviews.message's check). */
export const REVIEW_MESSAGE_MAX_LENGTH = 2000

export const requestReviewSchema = z.object({
  documentId: z.uuid({ message: "documentId must be a document's id" }),
  message: z
    .string()
    .trim()
    .max(REVIEW_MESSAGE_MAX_LENGTH, { message: `Keep the message under ${REVIEW_MESSAGE_MAX_LENGTH + 1} characters.` })
    .optional(),
})

/** The refusals of request_document_review() as this function's codes. */
const RPC_REFUSALS: Record<string, [number, string]> = {
  PT404: [404, "not_found"],
  "42501": [403, "not_allowed"],
  "23505": [409, "already_requested"],
  "55000": [409, "no_draft"],
}

interface StoredRequest {
  id: string
  document_title: string
  document_path: string
  requested_by_name: string | null
}

export default function handler(req: Request, env: FunctionEnv): Promise<Response> {
  return postHandler((request) => requestReview(request, env))(req)
}

/** Where the mail's link leads: the document in the admin, on SITE_URL (else the caller's origin). */
function documentLink(req: Request, env: FunctionEnv, documentId: string): string {
  const site = (env.get("SITE_URL") || req.headers.get("origin") || "").replace(/\/+$/, "")
  return `${site}/admin/documents/${documentId}`
}

async function requestReview(req: Request, env: FunctionEnv): Promise<Response> {
  const caller = await currentCaller(req, env)
  if (!caller) throw new RequestError(401, "not_authenticated", "Sign in to request a review")
  if (!roleOf(caller.user)) throw new RequestError(403, "not_staff", "Only staff may request a review")
  if (verifiedFactors(caller.user) > 0 && caller.aal !== "aal2") {
    throw new RequestError(403, "insufficient_aal", "Verify with your authenticator app before requesting a review")
  }
  const body = await readBody(req, requestReviewSchema)
  const backend = serviceBackend(env)

  let stored: StoredRequest
  try {
    const rows = await backend.rpc<StoredRequest[]>("request_document_review", {
      p_id: body.documentId,
      p_message: body.message ?? null,
      p_actor: caller.user.id,
    })
    stored = rows[0]
  } catch (error) {
    const refusal = error instanceof RequestError ? RPC_REFUSALS[error.code] : undefined
    if (!refusal) throw error
    // A trashed document is refused with 55000 too: its message says which.
    const code = refusal[1] === "no_draft" && error instanceof Error && /trash/.test(error.message) ? "in_trash" : refusal[1]
    throw new RequestError(refusal[0], code, error instanceof Error ? error.message : "")
  }

  const reviewers = (
    await backend.rpc<{ email: string }[]>("document_reviewer_emails", { p_document: body.documentId, p_requester: caller.user.id })
  ).map((row) => row.email)
  const requester = stored.requested_by_name || caller.email
  const mail = {
    to: reviewers,
    subject: `Review requested: ${stored.document_title}`,
    kind: "review_request",
    ...composeMail({
      paragraphs: [
        `${requester} asks you to review "${stored.document_title}" (${stored.document_path}) before it is published.`,
        ...(body.message ? [`Their message: ${body.message}`] : []),
        "Open the draft to see what changed against the published version, then approve and publish it, or send it back with a comment.",
      ],
      link: { label: "Review the draft", href: documentLink(req, env, body.documentId) },
    }),
  }
  // One mail per reviewer, so no reviewer sees the others' addresses.
  const sent = Promise.all(reviewers.map((to) => sendMail(env, { ...mail, to: [to] })))
  if (env.waitUntil) env.waitUntil(sent)
  else await sent
  return json({ id: stored.id, notified: reviewers.length }, 201)
}
