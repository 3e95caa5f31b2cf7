/**
 * send-back-review: a reviewer (editor, admin) sends an open review request back with a comment;
 * the requester gets a mail that names the document, carries the comment and links to the editor,
 * where the comment shows in the Review panel too. Portable web-standard code, like request-review.
 *
 * POST { reviewId, comment }
 *   200 { id, mailed }   the request is decided (changes_requested); whether the requester was mailed
 *   400 invalid_request (no comment, one too long), 401 not_authenticated,
 *   403 not_staff | insufficient_aal | not_allowed (contributors, a role that does not edit the kind),
 *   404 not_found, 409 already_decided
 *
 * send_back_document_review(), which only the service role may call, checks the reviewer's role,
 * stores the decision and its audit row. The mail follows the stored decision: a mail that fails
 * loses nothing, the requester reads the comment in the editor.
 */
import { z } from "zod"
import { json, postHandler, readBody, RequestError } from "../_shared/http.ts"
import { composeMail, sendMail } from "../_shared/mail.ts"
import { currentCaller, roleOf, serviceBackend, verifiedFactors, type FunctionEnv } from "../_shared/supabase.ts"

export type { FunctionEnv } from "../_shared/supabase.ts"

/** The most a comment may hold (document_reviews.comment's check). */
export const REVIEW_COMMENT_MAX_LENGTH = 2000
/** What an empty comment is answered: the same sentence the Review panel's dialog shows. */
export const SEND_BACK_COMMENT_REQUIRED = "Write what needs to change."

export const sendBackReviewSchema = z.object({
  reviewId: z.uuid({ message: "reviewId must be a review request's id" }),
  comment: z
    .string({ message: SEND_BACK_COMMENT_REQUIRED })
    .trim()
    .min(1, { message: SEND_BACK_COMMENT_REQUIRED })
    .max(REVIEW_COMMENT_MAX_LENGTH, { message: `Keep the comment under ${REVIEW_COMMENT_MAX_LENGTH + 1} characters.` }),
})

/** The refusals of send_back_document_review() as this function's codes. */
const RPC_REFUSALS: Record<string, [number, string]> = {
  PT404: [404, "not_found"],
  "42501": [403, "not_allowed"],
  "55000": [409, "already_decided"],
  "22023": [400, "invalid_request"],
}

interface Decision {
  document_id: string
  document_title: string
  document_path: string
  requester_email: string | null
  requester_name: string | null
  reviewer_name: string | null
}

export default function handler(req: Request, env: FunctionEnv): Promise<Response> {
  return postHandler((request) => sendBack(request, env))(req)
}

/** Where the mail's link leads: the document in the admin, on SITE_URL (else the caller's origin). */
function documentLink(req: Request, env: FunctionEnv, documentId: string): string {
  const site = (env.get("SITE_URL") || req.headers.get("origin") || "").replace(/\/+$/, "")
  return `${site}/admin/documents/${documentId}`
}

async function sendBack(req: Request, env: FunctionEnv): Promise<Response> {
  const caller = await currentCaller(req, env)
  if (!caller) throw new RequestError(401, "not_authenticated", "Sign in to review")
  const role = roleOf(caller.user)
  if (!role) throw new RequestError(403, "not_staff", "Only staff may review")
  if (verifiedFactors(caller.user) > 0 && caller.aal !== "aal2") {
    throw new RequestError(403, "insufficient_aal", "Verify with your authenticator app before reviewing")
  }
  const body = await readBody(req, sendBackReviewSchema)
  const backend = serviceBackend(env)

  let decision: Decision
  try {
    const rows = await backend.rpc<Decision[]>("send_back_document_review", {
      p_review: body.reviewId,
      p_comment: body.comment,
      p_actor: caller.user.id,
    })
    decision = rows[0]
  } catch (error) {
    const refusal = error instanceof RequestError ? RPC_REFUSALS[error.code] : undefined
    if (!refusal) throw error
    throw new RequestError(refusal[0], refusal[1], error instanceof Error ? error.message : "")
  }

  const to = decision.requester_email
  if (to) {
    const reviewer = decision.reviewer_name || caller.email
    const sent = sendMail(env, {
      to: [to],
      subject: `Changes requested: ${decision.document_title}`,
      kind: "review_sent_back",
      ...composeMail({
        paragraphs: [
          `${reviewer} reviewed "${decision.document_title}" (${decision.document_path}) and sent the draft back with this comment:`,
          body.comment,
          "Change the draft, then ask for a review again.",
        ],
        link: { label: "Open the draft", href: documentLink(req, env, decision.document_id) },
      }),
    })
    if (env.waitUntil) env.waitUntil(sent)
    else await sent
  }
  return json({ id: body.reviewId, mailed: Boolean(to) })
}
