import { useState } from "react"
import { formatDateTime, Skeleton } from "@nordika/ui"
import { ClientErrorList, DetailList, ErrorState, HealthChecks } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { useClientErrorsQuery } from "../../data/client-errors/client-errors-query"
import { useHealthChecks } from "../../data/diagnostics/diagnostics-query"
import { AdminScreenPage } from "../admin-screen"
import { MigrationsPanel } from "../system/migrations-panel"

function storageAvailable(): boolean {
  try {
    const probe = "nordika-diagnostics-probe"
    window.localStorage.setItem(probe, probe)
    window.localStorage.removeItem(probe)
    return true
  } catch {
    return false
  }
}

/** This browser as support asks about it. */
function browserDetails() {
  const yesNo = (value: boolean) => (value ? "Yes" : "No")
  return [
    { label: "User agent", value: navigator.userAgent, mono: true },
    { label: "Viewport", value: `${window.innerWidth} × ${window.innerHeight} px (pixel ratio ${window.devicePixelRatio})` },
    { label: "Languages", value: navigator.languages.join(", ") || navigator.language },
    { label: "Time zone", value: Intl.DateTimeFormat().resolvedOptions().timeZone },
    { label: "Online", value: yesNo(navigator.onLine) },
    { label: "Cookies", value: navigator.cookieEnabled ? "Enabled" : "Blocked" },
    { label: "Local storage", value: storageAvailable() ? "Available" : "Blocked" },
  ]
}

/** /admin/diagnostics: live checks of the backend, the migrations, this browser, and the errors browsers reported. */
export default function DiagnosticsScreen() {
  const { client } = useAuth()
  const { checks, checkedAt, rerun } = useHealthChecks(client)
  const errors = useClientErrorsQuery(client)
  const [browser] = useState(browserDetails)
  return (
    <AdminScreenPage>
      <HealthChecks
        checks={checks}
        onRerun={rerun}
        summary={checkedAt ? `Checked from this browser at ${formatDateTime(checkedAt.toISOString())}` : "Checking from this browser…"}
      />
      {errors.isPending ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : errors.isError ? (
        <ErrorState
          headingLevel="h2"
          description="The reported errors could not be read."
          error={errors.error}
          onRetry={() => void errors.refetch()}
        />
      ) : (
        <ClientErrorList reports={errors.data} />
      )}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <DetailList title="This browser" items={browser} />
        <MigrationsPanel />
      </div>
    </AdminScreenPage>
  )
}
