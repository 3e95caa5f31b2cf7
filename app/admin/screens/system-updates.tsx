import { useEffect, useRef, useState } from "react"
import { BellRing, Plus, X } from "lucide-react"
import { Button, formatIsoDate, Skeleton, toast } from "@nordika/ui"
import { EmptyState, ErrorState, ReleaseNoteCard, ReleaseNoteForm, type ReleaseNoteValues } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { useMarkReleaseNotesReadMutation, usePublishReleaseNoteMutation } from "../../data/release-notes/release-notes-mutations"
import { useReleaseNotesQuery } from "../../data/release-notes/release-notes-query"
import { AdminScreenPage } from "../admin-screen"
import { NOTE_PUBLISHED, WRITE_NOTE_LABEL } from "../system/copy"
import { MigrationsPanel } from "../system/migrations-panel"

const today = () => formatIsoDate(new Date())

function publishProblem(error: unknown, values: ReleaseNoteValues): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  if (code === "23505") return `A note for version ${values.version} exists already.`
  if (code === "42501") return "Only administrators can publish release notes."
  return message || "The note could not be published. Try again."
}

/**
 * /admin/system-updates: the release notes, newest first, with the ones published since the reader's
 * last visit marked new (then marked read, which clears the sidebar's badge); admins publish here. Below,
 * the database migrations applied and pending.
 */
export default function SystemUpdatesScreen() {
  const { client, user, role } = useAuth()
  const userId = user?.id ?? ""
  const notes = useReleaseNotesQuery(client, userId)
  const { mutate: markRead } = useMarkReleaseNotesReadMutation(client)
  const publishNote = usePublishReleaseNoteMutation(client)
  const [writing, setWriting] = useState(false)
  const marked = useRef(false)

  // Marked once this visit's own reading has answered: the cached notes of an earlier visit may lack the new ones.
  const readThisVisit = notes.isSuccess && notes.isFetchedAfterMount && !notes.isFetching
  useEffect(() => {
    if (!readThisVisit || marked.current) return
    marked.current = true
    markRead(undefined, { onError: (error: unknown) => console.warn("[admin] could not mark the notes read:", error) })
  }, [markRead, readThisVisit])

  const publish = async (values: ReleaseNoteValues) => {
    try {
      await publishNote.mutateAsync(values)
    } catch (error) {
      return publishProblem(error, values)
    }
    toast({ title: NOTE_PUBLISHED, description: `${values.version}: ${values.title}` })
    setWriting(false)
  }

  const isUnread = (publishedAt: string) =>
    notes.isSuccess && (notes.data.lastReadAt === null || Date.parse(publishedAt) > Date.parse(notes.data.lastReadAt))

  return (
    <AdminScreenPage
      actions={
        role === "admin" && (
          <Button variant={writing ? "outline" : "default"} onClick={() => setWriting((open) => !open)} aria-expanded={writing}>
            {writing ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {writing ? "Close the form" : WRITE_NOTE_LABEL}
          </Button>
        )
      }
    >
      {writing && (
        <section aria-labelledby="new-note-title" className="rounded-xl border border-border bg-card p-5 text-card-foreground">
          <h2 id="new-note-title" className="mb-4 font-heading text-base font-semibold">
            New release note
          </h2>
          <ReleaseNoteForm onPublish={publish} defaultReleasedOn={today()} />
        </section>
      )}
      {notes.isPending ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : notes.isError ? (
        <ErrorState
          headingLevel="h2"
          description="The release notes could not be read."
          error={notes.error}
          onRetry={() => void notes.refetch()}
        />
      ) : notes.data.notes.length === 0 ? (
        <EmptyState icon={BellRing} title="No release notes yet" description="Notes about changes to the platform will show here." />
      ) : (
        <div className="flex flex-col gap-4">
          {notes.data.notes.map((note) => (
            <ReleaseNoteCard key={note.id} note={note} unread={isUnread(note.publishedAt)} />
          ))}
        </div>
      )}
      <MigrationsPanel />
    </AdminScreenPage>
  )
}
