/**
 * The review step in the document editor (issue 38): a contributor (or an editor who wants a second
 * pair of eyes) asks for a review of the saved draft; a reviewer (editor, admin) reads the request,
 * sees the draft against the published version field by field (the history's ContentDiff), and
 * approves it (publishes now, or schedules the publish) or sends it back with a comment, which the
 * requester gets by mail and reads here. The conversation lists every request.
 */
import { useState, type ComponentProps } from "react"
import { useQueryClient } from "@tanstack/react-query"
import { CalendarClock, MessageSquare } from "lucide-react"
import { Button, Label, Textarea, formatDateTime, toast } from "@nordika/ui"
import { ConfirmDialog, ContentDiff } from "@nordika/ui/admin"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { DocumentContent } from "../../../data/document-editor"
import { fieldPathLabel } from "../../content/schema-form"
import {
  documentReviewKeys,
  requestDocumentReview,
  sendBackDocumentReview,
  useDocumentReviewsQuery,
  type DocumentReview,
} from "../../../data/document-reviews"

export const REQUEST_REVIEW_LABEL = "Request review"
export const SEND_BACK_LABEL = "Send back"
export const APPROVE_LABEL = "Approve and publish"
export const APPROVE_AND_SCHEDULE_LABEL = "Approve and schedule"
export const SEND_BACK_COMMENT_REQUIRED = "Write what needs to change."
/** The heading of the reviewer's comparison of the draft with what visitors see. */
export const REVIEW_DIFF_LABEL = "Changes against the published version"

/** When a step of the review happened, as staff in Stockholm read it: "2 Dec 2026, 10:05". */
const when = (iso: string) => formatDateTime(iso, "Europe/Stockholm")

function ConversationEntry({ review }: { review: DocumentReview }) {
  return (
    <li className="flex flex-col gap-1 border-l-2 border-border pl-3" data-state={review.state}>
      <p className="text-sm">
        <span className="font-medium">{review.requestedByName ?? "Someone"}</span> asked for a review on {when(review.createdAt)}
        {review.message ? <>: &ldquo;{review.message}&rdquo;</> : null}
      </p>
      {review.state === "approved" ? (
        <p className="text-sm text-muted-foreground">
          Approved by {review.decidedByName ?? "a reviewer"}
          {review.decidedAt ? ` on ${when(review.decidedAt)}` : ""}
          {review.publishedVersion ? `, published as version ${review.publishedVersion}` : ""}
          {review.scheduledFor && !review.publishedVersion ? `, to be published on ${when(review.scheduledFor)}` : ""}.
        </p>
      ) : review.state === "changes_requested" ? (
        <p className="text-sm">
          <span className="font-medium">Sent back by {review.decidedByName ?? "a reviewer"}</span>
          {review.decidedAt ? ` on ${when(review.decidedAt)}` : ""}: &ldquo;{review.comment}&rdquo;
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Waiting for an editor or admin.</p>
      )}
    </li>
  )
}

interface ReviewPanelProps {
  client: SupabaseClient
  documentId: string
  /** Whether the reader publishes (editors, admins): they approve and send back; a contributor asks. */
  mayPublish: boolean
  /** Saves what waits, so the request names the draft as the reader sees it; false when it could not. */
  saveFirst: () => Promise<boolean>
  /** Publishes the form (approving the open request); the conversation is read again after. */
  onApprove: () => Promise<void>
  /** Opens the schedule of the publish; creating it approves the open request. */
  onApproveAndSchedule: () => void
  busy: boolean
  /** What the reviewer compares: the saved draft as opened, and the published version (null before the first publish). */
  draft: DocumentContent
  published: DocumentContent | null
}

const EMPTY_CONTENT: DocumentContent = { title: "", path: "", data: {} }

/** A field of the comparison by the form's names: the kind's fields without their "data" prefix, the columns as the form calls them. */
const COLUMN_LABELS: Record<string, string> = { title: "Document title", path: "Path" }
const reviewFieldLabel = (path: (string | number)[]) =>
  path[0] === "data" ? fieldPathLabel(path.slice(1)) : (COLUMN_LABELS[String(path[0])] ?? fieldPathLabel(path))

export function ReviewPanel({
  client,
  documentId,
  mayPublish,
  saveFirst,
  onApprove,
  onApproveAndSchedule,
  busy,
  draft,
  published,
}: ReviewPanelProps) {
  const queryClient = useQueryClient()
  const reviews = useDocumentReviewsQuery(client, documentId)
  const [asking, setAsking] = useState(false)
  const [message, setMessage] = useState("")
  const [sendingBack, setSendingBack] = useState(false)
  const [comment, setComment] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const list = reviews.data ?? []
  const open = list.find((review) => review.state === "open")
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentReviewKeys.all })

  const ask = async () => {
    setProblem(null)
    try {
      if (!(await saveFirst())) throw new Error("Save the draft first: it could not be saved.")
      const { notified } = await requestDocumentReview(client, documentId, message)
      setMessage("")
      toast({ title: "Review requested", description: `${notified} ${notified === 1 ? "reviewer was" : "reviewers were"} told by mail.` })
      await refresh()
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
      throw error
    }
  }
  const sendBack = async () => {
    setProblem(null)
    if (!comment.trim()) {
      setProblem(SEND_BACK_COMMENT_REQUIRED)
      throw new Error(SEND_BACK_COMMENT_REQUIRED)
    }
    try {
      const { mailed } = await sendBackDocumentReview(client, open!.id, comment)
      setComment("")
      toast({
        title: "Sent back",
        description: mailed
          ? "The requester gets your comment by mail and sees it in the editor."
          : "The requester sees your comment in the editor.",
      })
      await refresh()
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
      throw error
    }
  }

  if (list.length === 0 && mayPublish) return null
  return (
    <section
      aria-label="Review"
      data-slot="document-review"
      className="flex max-w-3xl flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <MessageSquare aria-hidden className="size-4" />
          Review
        </h2>
        <div className="flex flex-wrap gap-2">
          {mayPublish && open ? (
            <>
              <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => setSendingBack(true)}>
                {SEND_BACK_LABEL}
              </Button>
              <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onApproveAndSchedule}>
                <CalendarClock aria-hidden />
                {APPROVE_AND_SCHEDULE_LABEL}
              </Button>
              <Button type="button" size="sm" disabled={busy} onClick={() => void onApprove().then(refresh)}>
                {APPROVE_LABEL}
              </Button>
            </>
          ) : null}
          {!mayPublish && !open ? (
            <Button type="button" size="sm" disabled={busy} onClick={() => setAsking(true)}>
              {REQUEST_REVIEW_LABEL}
            </Button>
          ) : null}
        </div>
      </div>
      {mayPublish && open ? (
        <section aria-label={REVIEW_DIFF_LABEL} className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">{REVIEW_DIFF_LABEL}</h3>
          <p className="text-sm text-muted-foreground">
            {published
              ? "The draft as it was saved, beside what visitors see now. Approve it, or send it back with a comment."
              : "Not published yet: every field of the draft is new. Approve it, or send it back with a comment."}
          </p>
          <ContentDiff
            before={published ?? EMPTY_CONTENT}
            after={draft}
            beforeLabel={published ? "Published" : "Before"}
            afterLabel="Draft"
            formatPath={reviewFieldLabel}
          />
        </section>
      ) : null}
      {!mayPublish && list.length === 0 ? (
        <p className="text-sm text-muted-foreground">Contributors do not publish: when the draft is ready, ask an editor to review it.</p>
      ) : null}
      {list.length > 0 ? (
        <ol aria-label="Review conversation" className="flex flex-col gap-3">
          {list.map((review) => (
            <ConversationEntry key={review.id} review={review} />
          ))}
        </ol>
      ) : null}

      <ReviewNoteDialog
        open={asking}
        onOpenChange={(next) => {
          setAsking(next)
          if (!next) setProblem(null)
        }}
        title="Ask for a review"
        description="The editors and admins get a mail; the draft is saved first. You can keep editing while you wait."
        confirmLabel={REQUEST_REVIEW_LABEL}
        onConfirm={ask}
        id="review-message"
        label="Message to the reviewers (optional)"
        value={message}
        onChange={setMessage}
        problem={problem}
      />
      <ReviewNoteDialog
        open={sendingBack}
        onOpenChange={(next) => {
          setSendingBack(next)
          if (!next) setProblem(null)
        }}
        title="Send the draft back"
        description="Say what needs to change: the requester reads it in the editor."
        confirmLabel={SEND_BACK_LABEL}
        onConfirm={sendBack}
        id="review-comment"
        label="Comment (required)"
        value={comment}
        onChange={setComment}
        problem={problem}
        invalid={problem === SEND_BACK_COMMENT_REQUIRED}
      />
    </section>
  )
}

interface ReviewNoteDialogProps extends Pick<
  ComponentProps<typeof ConfirmDialog>,
  "open" | "onOpenChange" | "title" | "description" | "confirmLabel" | "onConfirm"
> {
  /** The note's field: its id, label and text. */
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** Why the last try failed, shown under the field. */
  problem: string | null
  invalid?: boolean
}

/** A confirmation that carries a note: the request's message to the reviewers, or the comment a draft is sent back with. */
function ReviewNoteDialog({ id, label, value, onChange, problem, invalid, ...dialog }: ReviewNoteDialogProps) {
  return (
    <ConfirmDialog {...dialog}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Textarea id={id} value={value} maxLength={2000} aria-invalid={invalid} onChange={(event) => onChange(event.target.value)} />
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  )
}
