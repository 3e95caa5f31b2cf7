import { useEffect } from "react"
import { useRouteError } from "react-router-dom"
import { SearchX } from "lucide-react"
import { Button, SmartLink } from "@nordika/ui"
import { AdminPage, EmptyState, ErrorState } from "@nordika/ui/admin"
import { reportClientError } from "../data/client-errors"
import { routeErrorKind } from "../layout/route-error"
import { ADMIN_ROOT_CRUMB, AdminScreenPage, useAdminDocumentTitle } from "./admin-screen"
import { ADMIN_HOME_PATH } from "./paths"

export const ADMIN_NOT_FOUND_TITLE = "Page not found"

/** /admin/<anything unregistered>, inside the admin. */
export function AdminNotFound() {
  useAdminDocumentTitle(ADMIN_NOT_FOUND_TITLE)
  return (
    <AdminPage title={ADMIN_NOT_FOUND_TITLE} breadcrumbs={[ADMIN_ROOT_CRUMB]}>
      <EmptyState icon={SearchX} title="There is no admin screen at this address" description="The link may be old, or mistyped.">
        <Button asChild size="sm">
          <SmartLink href={ADMIN_HOME_PATH}>Go to the dashboard</SmartLink>
        </Button>
      </EmptyState>
    </AdminPage>
  )
}

/** A screen that crashed or failed to load: the error inside the admin, which stays usable around it. */
export function AdminScreenError() {
  const error = useRouteError()
  useEffect(() => reportClientError(error, routeErrorKind(error)), [error])
  return (
    <AdminScreenPage>
      <ErrorState
        description="This screen stopped working. Reload the page to try again; if it keeps happening, send the details below to support."
        error={error}
        retryLabel="Reload the page"
        onRetry={() => window.location.reload()}
      />
    </AdminScreenPage>
  )
}
