import { redirect, type RouteObject } from "react-router-dom"
import { FullScreenSpinner } from "@nordika/ui"
import { lazyRoute } from "../site/lazy-route"
import AdminLayout from "./admin-layout"
import { AdminNotFound, AdminScreenError } from "./admin-pages"
import type { AdminRouteHandle } from "./admin-screen"
import { ADMIN_BASE_PATH, ADMIN_HOME_PATH } from "./paths"
import { ADMIN_SCREEN_MODULES } from "./screen-modules"
import { ADMIN_SCREENS } from "./screens"

/** /admin and its screens, made from the registry; added under the staff route on the first visit. */
export const adminRoutes: RouteObject[] = [
  {
    id: "admin",
    path: ADMIN_BASE_PATH,
    Component: AdminLayout,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      { index: true, loader: () => redirect(ADMIN_HOME_PATH) },
      ...ADMIN_SCREENS.map((screen): RouteObject => ({
        path: screen.path,
        lazy: lazyRoute(ADMIN_SCREEN_MODULES[screen.path]),
        handle: { adminScreen: screen } satisfies AdminRouteHandle,
        errorElement: <AdminScreenError />,
      })),
      { path: "*", Component: AdminNotFound },
    ],
  },
  // The editors' preview frame, outside the admin's frame: a section alone, or a document (key "document").
  {
    id: "admin-preview",
    path: `${ADMIN_BASE_PATH}/preview/:key`,
    lazy: lazyRoute(() => import("./preview")),
    hydrateFallbackElement: <FullScreenSpinner />,
  },
]
