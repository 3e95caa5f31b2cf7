import { createBrowserRouter, redirect, type HydrationState, type RouteObject, type ShouldRevalidateFunction } from "react-router-dom"
import { FullScreenSpinner } from "@nordika/ui"
import { REDIRECTS, ROUTE_TABLE } from "virtual:nordika-route-table"
import type { PageKind } from "./site/routes-manifest"
import type { PageHandle } from "./site/route-handle"
import { SiteLayout, siteLayoutLoader } from "./layout/site-layout"
import { RouteErrorScreen } from "./layout/route-error"
import { lazyRoute, type RouteModule } from "./site/lazy-route"
import { discoverAdminRoutes, STAFF_ROUTE_ID } from "./admin/discover"

/** One lazily loaded module per page kind (app/pages/<kind>.tsx). */
const PAGE_MODULES: Record<PageKind, () => Promise<RouteModule>> = {
  home: () => import("./pages/home"),
  content: () => import("./pages/content"),
  service: () => import("./pages/service"),
  industry: () => import("./pages/industry"),
  "case-studies": () => import("./pages/case-studies"),
  "case-study": () => import("./pages/case-study"),
  blog: () => import("./pages/blog"),
  news: () => import("./pages/news"),
  article: () => import("./pages/article"),
  glossary: () => import("./pages/glossary"),
  "open-positions": () => import("./pages/open-positions"),
  contact: () => import("./pages/contact"),
  legal: () => import("./pages/legal"),
  sitemap: () => import("./pages/sitemap"),
  faq: () => import("./pages/faq"),
}

const spinner = <FullScreenSpinner />

/** The catch-all route: the not-found page, answered with HTTP 404. */
export const NOT_FOUND_ROUTE_PATH = "*"

/** Id of the public layout route (its loader reads the logos, theme and company details). */
export const SITE_ROUTE_ID = "site"

/**
 * The layout's data is read once per visit, not on every navigation; only an explicit revalidation
 * (same URL: the refresh of a prerendered page) reads it again.
 */
const revalidateLayoutOnRefreshOnly: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href

function pageRoute(path: string, page: string, load: () => Promise<RouteModule>): RouteObject {
  const handle: PageHandle = { path, page }
  return { path, lazy: lazyRoute(load), handle, hydrateFallbackElement: spinner }
}

export const routes: RouteObject[] = [
  // Outside the public layout, under the auth provider: the sign-in pages, and /admin (its routes are
  // added on the first visit by discoverAdminRoutes, so the public site never loads admin code).
  {
    id: STAFF_ROUTE_ID,
    lazy: lazyRoute(() => import("./auth/staff-root")),
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: spinner,
    children: [
      pageRoute("/login", "login", () => import("./pages/login")),
      pageRoute("/login/setup", "login-setup", () => import("./pages/login-setup")),
      pageRoute("/emergency-login", "emergency-login", () => import("./pages/emergency-login")),
    ],
  },
  {
    id: SITE_ROUTE_ID,
    Component: SiteLayout,
    loader: siteLayoutLoader,
    shouldRevalidate: revalidateLayoutOnRefreshOnly,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: spinner,
    children: [
      ...ROUTE_TABLE.map((route) => pageRoute(route.path, route.page, PAGE_MODULES[route.page])),
      ...Object.entries(REDIRECTS).map(([from, to]): RouteObject => ({
        path: from,
        // Permanent: the server and the static hosts answer these paths with 301 too.
        loader: () => redirect(to, 301),
        hydrateFallbackElement: spinner,
      })),
      pageRoute(NOT_FOUND_ROUTE_PATH, "not-found", () => import("./pages/not-found")),
    ],
  },
]

/** The app's browser router; `hydrationData` is the server render's (see main.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAdminRoutes, hydrationData })
}
