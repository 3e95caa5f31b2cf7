import type { PatchRoutesOnNavigationFunction } from "react-router-dom"
import { isAdminPath } from "./paths"

/** Id of the route that holds the sign-in pages and, once discovered, /admin. */
export const STAFF_ROUTE_ID = "staff"

let discovered = false

/**
 * react-router's patchRoutesOnNavigation: the first navigation to /admin loads the admin's route
 * module (its own chunk, with the screen registry and the layout) and adds its routes under the
 * staff route. Other paths return at once, so the public site carries only this function.
 */
export const discoverAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  if (discovered || !isAdminPath(path)) return
  const module = await import("./routes")
  // A missing chunk after a deploy: the stale-chunk handler is reloading the page.
  if (!module || discovered) return
  patch(STAFF_ROUTE_ID, module.adminRoutes)
  discovered = !signal.aborted
}
