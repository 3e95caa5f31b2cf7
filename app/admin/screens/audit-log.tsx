import { useCallback } from "react"
import { AuditLogTable, ErrorState, Skeleton } from "@nordika/ui"
import { useAuth } from "../../auth/auth-provider"
import { loadAuditEvents } from "../../data/audit-log"
import { AdminScreenPage } from "../admin-screen"
import { useLoad } from "../system/use-load"

/** /admin/audit-log (admins): every recorded change and account event, filterable, each with its values before and after. */
export default function AuditLogScreen() {
  const { client } = useAuth()
  const events = useLoad(useCallback(() => loadAuditEvents(client), [client]))
  return (
    <AdminScreenPage>
      {events.state === "loading" ? (
        <Skeleton className="h-96 w-full rounded-xl" />
      ) : events.state === "failed" ? (
        <ErrorState description="The audit log could not be read." error={events.error} onRetry={events.reload} />
      ) : (
        <AuditLogTable events={events.data} />
      )}
    </AdminScreenPage>
  )
}
