import { useEffect, useRef } from "react"
import { useParams } from "react-router-dom"
import { Inbox } from "lucide-react"
import { formatDateTime, Skeleton, SmartLink, toast } from "@nordika/ui"
import {
  DetailList,
  EmptyState,
  ErrorState,
  LEAD_LANGUAGE_LABELS,
  LEAD_TYPE_LABELS,
  leadDetailEntries,
  LeadEstimateNotice,
  LeadFileList,
  LeadNotes,
  LeadStatusBadge,
  LeadWorkCard,
  leadFilePreviewKind,
  type LeadFileItem,
  type LeadFilePreviewContent,
  type LeadNoteItem,
  type LeadStatusName,
  type LeadTypeName,
} from "@nordika/ui/admin"
import { describeStoredEstimate, type StoredQuoteEstimate } from "#shared/quote-estimate"
import { STAFF_LEAD_TYPES } from "#shared/staff"
import { useAuth } from "../../auth/auth-provider"
import { leadFileUrl, leadLanguage, type LeadWithWork } from "../../data/lead-inbox"
import { LEAD_DETAIL_WORDS } from "../../data/office-hours"
import {
  useAddLeadNoteMutation,
  useEditLeadNoteMutation,
  useLeadReadMutation,
  useUpdateLeadMutation,
} from "../../data/leads/leads-mutations"
import { useLeadAssigneesQuery, useLeadQuery } from "../../data/leads/leads-query"
import { useLeadChanges } from "../../data/leads/leads-realtime"
import { AdminScreenPage } from "../admin-screen"
import { adminHref } from "../paths"

/** Text previews stop here: enough to judge a file, not a whole book in the page. */
const TEXT_PREVIEW_CHARACTERS = 200_000
const UNKNOWN_STAFF = "A former staff member"

const failureText = (error: unknown) => (error instanceof Error && error.message ? error.message : "Please try again.")

function notesOf(work: LeadWithWork, names: Map<string, string>, userId: string): LeadNoteItem[] {
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? UNKNOWN_STAFF) : UNKNOWN_STAFF)
  return work.notes.map((note) => ({
    id: note.id,
    authorName: nameOf(note.author),
    body: note.body,
    createdAt: note.created_at,
    updatedAt: note.updated_at,
    mine: note.author === userId,
    history: work.revisions
      .filter((revision) => revision.note_id === note.id && revision.action === "edited")
      .map((revision) => ({ body: revision.body, changedAt: revision.changed_at, changedByName: nameOf(revision.changed_by) })),
  }))
}

function clickDownload(url: string) {
  const link = document.createElement("a")
  link.href = url
  link.rel = "noopener"
  link.click()
}

/**
 * /admin/leads/:id: everything the visitor sent (the type's own fields with their labels, and for a
 * quote the indicative price the form showed), the consent record and where it came from, its files
 * (previewed and downloaded through signed URLs that last a minute), its status and assignee, and the
 * staff's notes with their history. Opening it marks it read for the reader; changes by colleagues
 * come in over realtime.
 */
export default function LeadDetailScreen() {
  const { id = "" } = useParams()
  const { client, user } = useAuth()
  const userId = user?.id ?? ""
  const work = useLeadQuery(client, id)
  const staff = useLeadAssigneesQuery(client)
  const updateLead = useUpdateLeadMutation(client)
  const addNote = useAddLeadNoteMutation(client)
  const editNote = useEditLeadNoteMutation(client)
  const { mutate: markRead } = useLeadReadMutation(client)
  const preview = useRef<string | null>(null)
  const found = work.data !== undefined && work.data !== null

  useEffect(() => {
    if (!userId || !found) return
    markRead(
      { leadId: id, userId, read: true },
      { onError: (error: unknown) => console.warn("[leads] could not mark the lead read:", error) },
    )
  }, [markRead, id, userId, found])

  useLeadChanges(client, { leadId: id })

  useEffect(
    () => () => {
      if (preview.current) URL.revokeObjectURL(preview.current)
    },
    [],
  )

  if (work.isPending) {
    return (
      <AdminScreenPage>
        <Skeleton className="h-96 w-full rounded-xl" />
      </AdminScreenPage>
    )
  }
  if (work.isError) {
    return (
      <AdminScreenPage>
        <ErrorState headingLevel="h2" description="The lead could not be read." error={work.error} onRetry={() => void work.refetch()} />
      </AdminScreenPage>
    )
  }
  if (!work.data) {
    return (
      <AdminScreenPage>
        <EmptyState
          icon={Inbox}
          title="No such lead"
          description={
            <>
              It may have been erased, or it is of a kind your role does not work.{" "}
              <SmartLink href={adminHref("leads")}>Back to the inbox</SmartLink>
            </>
          }
        />
      </AdminScreenPage>
    )
  }

  const { lead, files } = work.data
  const names = new Map((staff.data ?? []).map((person) => [person.id, person.name]))
  // Offered only to colleagues whose role works this type (the database refuses anyone else).
  const assignees = (staff.data ?? []).filter(
    (person) => person.role !== null && (STAFF_LEAD_TYPES[person.role] as readonly string[]).includes(lead.type),
  )
  const typeLabel = LEAD_TYPE_LABELS[lead.type as LeadTypeName] ?? lead.type

  const change = async (next: { status?: LeadStatusName; assignee?: string | null }) => {
    try {
      await updateLead.mutateAsync({ id: lead.id, change: next })
      toast({ title: next.status ? "Status changed" : "Assignment changed" })
    } catch (error) {
      toast({ variant: "destructive", title: "The change was not saved", description: failureText(error) })
    }
  }

  const fileOf = (item: LeadFileItem) => files.find((file) => file.id === item.id)!

  const openPreview = async (item: LeadFileItem): Promise<LeadFilePreviewContent> => {
    const url = await leadFileUrl(client, fileOf(item), "preview")
    const response = await fetch(url)
    if (!response.ok) throw new Error(`the server answered ${response.status}`)
    const kind = leadFilePreviewKind(item)
    if (kind === "text") return { kind, text: (await response.text()).slice(0, TEXT_PREVIEW_CHARACTERS) }
    // A blob of our own: the stored file's response is sandboxed, which keeps the browser's PDF viewer out of it.
    const blob = new Blob([await response.arrayBuffer()], { type: kind === "pdf" ? "application/pdf" : item.mimeType })
    if (preview.current) URL.revokeObjectURL(preview.current)
    preview.current = URL.createObjectURL(blob)
    return { kind: kind === "pdf" ? "pdf" : "image", url: preview.current }
  }

  const download = (item: LeadFileItem) => {
    leadFileUrl(client, fileOf(item), "download").then(clickDownload, (error: unknown) =>
      toast({ variant: "destructive", title: "The file could not be downloaded", description: failureText(error) }),
    )
  }

  return (
    <AdminScreenPage
      title={`${lead.reference} · ${lead.name}`}
      description={`${typeLabel}, received ${formatDateTime(lead.created_at)}`}
      actions={<LeadStatusBadge status={lead.status as LeadStatusName} className="text-sm" />}
    >
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <DetailList
            title="Contact"
            items={[
              { label: "Name", value: lead.name },
              {
                label: "Email",
                value: (
                  <a href={`mailto:${lead.email}`} className="text-primary underline-offset-4 hover:underline">
                    {lead.email}
                  </a>
                ),
              },
              { label: "Company", value: lead.company || "—" },
              {
                label: "Phone",
                value: lead.phone ? (
                  <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="text-primary underline-offset-4 hover:underline">
                    {lead.phone}
                  </a>
                ) : (
                  "—"
                ),
              },
            ]}
          />
          <DetailList
            title={typeLabel}
            items={leadDetailEntries((lead.details ?? {}) as Record<string, unknown>, LEAD_DETAIL_WORDS).map((entry) => ({
              label: entry.label,
              value: <span className="whitespace-pre-wrap">{entry.value}</span>,
            }))}
            emptyMessage="No further fields."
          >
            {lead.type === "quote" && (
              <LeadEstimateNotice estimate={describeStoredEstimate(lead.estimate as StoredQuoteEstimate | null)} className="m-4" />
            )}
          </DetailList>
          <LeadFileList
            files={files.map((file) => ({
              id: file.id,
              name: file.file_name,
              mimeType: file.mime_type,
              sizeBytes: file.size_bytes,
              wordCount: file.word_count,
            }))}
            onPreview={openPreview}
            onDownload={download}
          />
          <LeadNotes
            notes={notesOf(work.data, names, userId)}
            onAdd={async (body) => {
              await addNote.mutateAsync({ leadId: lead.id, authorId: userId, body })
            }}
            onEdit={async (noteId, body) => {
              await editNote.mutateAsync({ leadId: lead.id, noteId, body })
            }}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <LeadWorkCard
            status={lead.status as LeadStatusName}
            assignee={lead.assignee}
            assignees={assignees}
            saving={updateLead.isPending}
            onStatusChange={(status) => void change({ status })}
            onAssigneeChange={(assignee) => void change({ assignee })}
            onMarkUnread={() =>
              markRead(
                { leadId: lead.id, userId, read: false },
                {
                  onSuccess: () => toast({ title: "Marked as unread" }),
                  onError: (error: unknown) =>
                    toast({ variant: "destructive", title: "Not marked as unread", description: failureText(error) }),
                },
              )
            }
          />
          <DetailList
            title="Record"
            headingLevel="h2"
            className="[&_[data-slot=detail-item]]:sm:grid-cols-1 [&_[data-slot=detail-item]]:sm:gap-1"
            items={[
              { label: "Reference", value: lead.reference, mono: true },
              { label: "Received", value: formatDateTime(lead.created_at) },
              { label: "Sent from", value: lead.page_path, mono: true },
              { label: "Language", value: LEAD_LANGUAGE_LABELS[leadLanguage(lead.locale)] },
              { label: "Consent", value: lead.consent_text },
              { label: "Consent version", value: lead.consent_version, mono: true },
              { label: "Consented at", value: formatDateTime(lead.consented_at) },
              { label: "Last changed", value: formatDateTime(lead.updated_at) },
            ]}
          />
        </div>
      </div>
    </AdminScreenPage>
  )
}
