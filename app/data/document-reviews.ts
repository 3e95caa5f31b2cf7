/**
 * The review step (20261202000200_contributor_review.sql): a document's review requests, the open
 * ones for the reviewers' badge, asking for a review (the request-review function, which mails the
 * editors and admins) and sending a draft back with a comment. Approving is publishing.
 */
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { realtimeAvailable } from "./config"
import type { Database } from "./database.types"
import { watchRows } from "./realtime"

type ReviewState = "open" | "approved" | "changes_requested"

export interface DocumentReview {
  id: string
  documentId: string
  documentTitle: string
  state: ReviewState
  message: string | null
  comment: string | null
  publishedVersion: number | null
  /** For an approval by a scheduled publish: when the draft goes on the site (ISO). */
  scheduledFor: string | null
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
  scheduled_for: string | null
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
  scheduledFor: row.scheduled_for,
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

/** Changes that arrive together (a request and its audit, a publish approving several) make one read. */
const REVIEW_CHANGES_SETTLE_MS = 250

/**
 * How many requests wait for a review, for the reviewers' badge (0 for anyone else). It follows
 * document_reviews over Realtime (row level security picks the rows a reader hears of: reviewers
 * every request of the kinds they edit, a contributor its own), read once and again on each change.
 */
export function useOpenReviewCount(client: SupabaseClient | null, enabled: boolean): number {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: documentReviewKeys.open(),
    queryFn: () => fetchDocumentReviews(client!, { openOnly: true }),
    enabled: enabled && client !== null,
  })
  useEffect(() => {
    if (!enabled || client === null || !realtimeAvailable()) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = watchRows(client as SupabaseClient<Database>, {
      table: "document_reviews",
      onChange: () => {
        clearTimeout(timer)
        timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: documentReviewKeys.all }), REVIEW_CHANGES_SETTLE_MS)
      },
    })
    return () => {
      clearTimeout(timer)
      stop()
    }
  }, [client, enabled, queryClient])
  return enabled ? (query.data?.length ?? 0) : 0
}

/** The sentence of a function's refusal (its JSON error), or `fallback`. */
async function functionProblem(error: unknown, fallback: string): Promise<Error> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
    return new Error(answer?.error?.message ?? fallback)
  }
  return new Error(`${fallback}: the server did not answer. Try again.`)
}

/** Asks the editors and admins for a review of the saved draft; rejects with the function's sentence. */
export async function requestDocumentReview(client: SupabaseClient, documentId: string, message: string): Promise<{ notified: number }> {
  const { data, error } = await client.functions.invoke<{ id: string; notified: number }>("request-review", {
    body: { documentId, ...(message.trim() ? { message: message.trim() } : {}) },
  })
  if (!error && data) return { notified: data.notified }
  throw await functionProblem(error, "The review could not be requested")
}

/** Sends the open request back to its requester with a comment (required), who is mailed it (the send-back-review function). */
export async function sendBackDocumentReview(client: SupabaseClient, reviewId: string, comment: string): Promise<{ mailed: boolean }> {
  const { data, error } = await client.functions.invoke<{ id: string; mailed: boolean }>("send-back-review", {
    body: { reviewId, comment },
  })
  if (!error && data) return { mailed: data.mailed }
  throw await functionProblem(error, "The draft could not be sent back")
}
