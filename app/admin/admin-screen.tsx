import { useEffect, type ReactNode } from "react"
import { useMatches } from "react-router-dom"
import { AdminPage, type AdminBreadcrumb } from "@nordika/ui/admin"
import { adminHref, ADMIN_HOME_PATH } from "./paths"
import { screenAncestors, type AdminScreen } from "./screens"

/** Ends every document title in the admin: "Users · Nordika admin". */
export const ADMIN_TITLE_SUFFIX = " · Nordika admin"
/** The first level of every breadcrumb trail. */
export const ADMIN_ROOT_CRUMB: AdminBreadcrumb = { label: "Admin", href: ADMIN_HOME_PATH }

/** What each screen's route carries in its `handle`. */
export interface AdminRouteHandle {
  adminScreen: AdminScreen
}

/** The registered screen the router shows now; undefined outside a screen (the admin's not-found page). */
export function useAdminScreen(): AdminScreen | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index].handle as Partial<AdminRouteHandle> | undefined
    if (handle?.adminScreen) return handle.adminScreen
  }
  return undefined
}

/** Sets the document title to "<title> · Nordika admin". */
export function useAdminDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title}${ADMIN_TITLE_SUFFIX}`
  }, [title])
}

/** The breadcrumb levels above `screen`: Admin, then its registered parents. */
function adminBreadcrumbs(screen: AdminScreen | undefined): AdminBreadcrumb[] {
  if (!screen || adminHref(screen.path) === ADMIN_HOME_PATH) return []
  return [ADMIN_ROOT_CRUMB, ...screenAncestors(screen).map((parent) => ({ label: parent.title, href: adminHref(parent.path) }))]
}

export interface AdminScreenPageProps {
  /** Overrides the registry's title (e.g. the name of the user being edited); also the document title. */
  title?: string
  /** Overrides the registry's description. */
  description?: ReactNode
  /** Buttons for the page as a whole, at the end of the header. */
  actions?: ReactNode
  children?: ReactNode
}

/**
 * The page frame of a screen module: the registry's title, description and breadcrumbs around the
 * screen's content, and the document title.
 *
 *   export default function UsersScreen() {
 *     return <AdminScreenPage actions={<Button>Invite</Button>}>…</AdminScreenPage>
 *   }
 */
export function AdminScreenPage({ title, description, actions, children }: AdminScreenPageProps) {
  const screen = useAdminScreen()
  const heading = title ?? screen?.title ?? ""
  useAdminDocumentTitle(heading)
  return (
    <AdminPage title={heading} description={description ?? screen?.description} breadcrumbs={adminBreadcrumbs(screen)} actions={actions}>
      {children}
    </AdminPage>
  )
}
