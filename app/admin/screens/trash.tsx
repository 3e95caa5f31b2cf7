import { useMemo, useState } from "react"
import { Trash2 } from "lucide-react"
import { toast } from "@nordika/ui"
import { DocumentTrashTable, EmptyState, ErrorState, TRASH_RETENTION_DAYS, type TrashedDocument } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { errorMessage, isTakenPath } from "../../data/document-list"
import { useDocumentKindsQuery, useDocumentListQuery } from "../../data/document-list/document-list-query"
import { useRestoreDocumentMutation } from "../../data/document-list/document-list-mutations"
import { useDocumentListChanges } from "../../data/document-list/document-list-realtime"
import { AdminScreenPage } from "../admin-screen"

/**
 * /admin/trash: the trashed documents of the kinds the reader edits, newest first, each with when it
 * goes for good and its restore button. A restore whose path another document has taken since is
 * refused, and the screen says which and what to do.
 */
export default function TrashScreen() {
  const { client } = useAuth()
  const kinds = useDocumentKindsQuery(client)
  const list = useDocumentListQuery(client, { trash: true })
  const restore = useRestoreDocumentMutation(client)
  const [restoringId, setRestoringId] = useState<string | null>(null)
  useDocumentListChanges(client)

  const rows = useMemo<TrashedDocument[]>(
    () =>
      (list.data ?? []).map((row) => ({
        id: row.id,
        title: row.title,
        path: row.path,
        kindLabel: kinds.data?.find((kind) => kind.kind === row.kind)?.label ?? row.kind,
        deletedAt: row.deletedAt ?? row.updatedAt,
        // Trashing is the last change of a document in the trash: its author moved it there.
        deletedByName: row.updatedByName,
      })),
    [list.data, kinds.data],
  )

  const onRestore = (row: TrashedDocument) => {
    setRestoringId(row.id)
    restore.mutate(row.id, {
      onSuccess: () => toast({ title: "Restored", description: `“${row.title}” is back at ${row.path}.` }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: `Could not restore “${row.title}”`,
          description: isTakenPath(error)
            ? `${errorMessage(error)}. Give that document another path (or move it to the trash), then restore this one.`
            : errorMessage(error),
        }),
      onSettled: () => setRestoringId(null),
    })
  }

  return (
    <AdminScreenPage>
      {list.isError && !list.data ? (
        <ErrorState headingLevel="h2" description="The trash could not be read." error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DocumentTrashTable
          rows={rows}
          loading={!list.data}
          onRestore={onRestore}
          restoringId={restoringId}
          empty={
            <EmptyState
              icon={Trash2}
              title="The trash is empty"
              description={`Pages and entries moved to the trash stay here for ${TRASH_RETENTION_DAYS} days, then go for good.`}
            />
          }
        />
      )}
    </AdminScreenPage>
  )
}
