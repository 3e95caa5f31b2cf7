/**
 * Where the admin lives. Kept apart from the screen registry: the public site's entry chunk and the
 * build's route table import this, never the admin's code.
 */
export const ADMIN_BASE_PATH = "/admin"
/** Where /admin, a sign-in without `next` and the sidebar's logo lead. */
export const ADMIN_HOME_PATH = "/admin/dashboard"
/** The admin's addresses for the server's route table (dist-app/routes.json). */
export const ADMIN_ROUTE_PATTERNS = [ADMIN_BASE_PATH, `${ADMIN_BASE_PATH}/*`] as const

/** Whether `pathname` is /admin or below it (case-insensitive, as react-router matches). */
export function isAdminPath(pathname: string): boolean {
  const path = pathname.toLowerCase()
  return path === ADMIN_BASE_PATH || path.startsWith(`${ADMIN_BASE_PATH}/`)
}

/** The full address of a screen from its path in the registry ("users/edit/:id" → "/admin/users/edit/:id"). */
export function adminHref(screenPath: string): string {
  return `${ADMIN_BASE_PATH}/${screenPath}`
}
