/**
 * The review step (20261202000200_contributor_review.sql): a document's review requests, the open
 * ones for the reviewers' badge, asking for a review (the request-review function, which mails the
 * editors and admins) and sending a draft back with a comment. Approving is publishing.
 */
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { useQuery } from "@tanstack/react-query"

type ReviewState = "open" | "approved" | "changes_requested"

export interface DocumentReview {
  id: string
  documentId: string
  documentTitle: string
  state: ReviewState
  message: string | null
  comment: string | null
  publishedVersion: number | null
  requestedBy: string | null
  requestedByName: string | null
  decidedByName: string | null
  createdAt: string
  decidedAt: string | null
}

interface ReviewRow {
  id: string
  document_id: string
  document_title: string
  state: ReviewState
  message: string | null
  comment: string | null
  published_version: number | null
  requested_by: string | null
  requested_by_name: string | null
  decided_by_name: string | null
  created_at: string
  decided_at: string | null
}

const reviewOf = (row: ReviewRow): DocumentReview => ({
  id: row.id,
  documentId: row.document_id,
  documentTitle: row.document_title,
  state: row.state,
  message: row.message,
  comment: row.comment,
  publishedVersion: row.published_version,
  requestedBy: row.requested_by,
  requestedByName: row.requested_by_name,
  decidedByName: row.decided_by_name,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
})

export const documentReviewKeys = {
  all: ["document-reviews"] as const,
  ofDocument: (id: string) => ["document-reviews", "document", id] as const,
  open: () => ["document-reviews", "open"] as const,
}

/** The review requests of one document (its conversation) or, with `openOnly`, the open ones of every document the reader edits. */
async function fetchDocumentReviews(
  client: SupabaseClient,
  options: { documentId?: string; openOnly?: boolean },
): Promise<DocumentReview[]> {
  const { data, error } = await client.rpc("document_review_overview", {
    p_document: options.documentId ?? null,
    p_open_only: options.openOnly ?? false,
  })
  if (error) throw new Error(error.message)
  return ((data ?? []) as ReviewRow[]).map(reviewOf)
}

export function useDocumentReviewsQuery(client: SupabaseClient, documentId: string, enabled = true) {
  return useQuery({
    queryKey: documentReviewKeys.ofDocument(documentId),
    queryFn: () => fetchDocumentReviews(client, { documentId }),
    enabled,
  })
}

/** How many requests wait for a review, for the reviewers' badge (0 for anyone else). */
export function useOpenReviewCount(client: SupabaseClient | null, enabled: boolean): number {
  const query = useQuery({
    queryKey: documentReviewKeys.open(),
    queryFn: () => fetchDocumentReviews(client!, { openOnly: true }),
    enabled: enabled && client !== null,
    refetchInterval: 60_000,
  })
  return enabled ? (query.data?.length ?? 0) : 0
}

/** Asks the editors and admins for a review of the saved draft; rejects with the function's sentence. */
export async function requestDocumentReview(client: SupabaseClient, documentId: string, message: string): Promise<{ notified: number }> {
  const { data, error } = await client.functions.invoke<{ id: string; notified: number }>("request-review", {
    body: { documentId, ...(message.trim() ? { message: message.trim() } : {}) },
  })
  if (!error && data) return { notified: data.notified }
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
    throw new Error(answer?.error?.message ?? "The review could not be requested.")
  }
  throw new Error("The review could not be requested: the server did not answer. Try again.")
}

/** Sends the open request back to its requester with a comment (required). */
export async function sendBackDocumentReview(client: SupabaseClient, reviewId: string, comment: string): Promise<void> {
  const { error } = await client.rpc("send_back_document_review", { p_review: reviewId, p_comment: comment })
  if (error) throw new Error(error.message)
}
