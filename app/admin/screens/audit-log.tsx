import { Skeleton } from "@nordika/ui"
import { AuditLogTable, ErrorState } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { useAuditEventsQuery } from "../../data/audit-log/audit-log-query"
import { AdminScreenPage } from "../admin-screen"

/** /admin/audit-log (admins): every recorded change and account event, filterable, each with its values before and after. */
export default function AuditLogScreen() {
  const { client } = useAuth()
  const events = useAuditEventsQuery(client)
  return (
    <AdminScreenPage>
      {events.isPending ? (
        <Skeleton className="h-96 w-full rounded-xl" />
      ) : events.isError ? (
        <ErrorState description="The audit log could not be read." error={events.error} onRetry={() => void events.refetch()} />
      ) : (
        <AuditLogTable events={events.data} />
      )}
    </AdminScreenPage>
  )
}
