import { createBrowserRouter, redirect, type RouteObject } from "react-router-dom"
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

function pageRoute(path: string, load: () => Promise<RouteModule>): RouteObject {
  const handle: PageHandle = { path }
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
      pageRoute("/login", () => import("./pages/login")),
      pageRoute("/login/setup", () => import("./pages/login-setup")),
      pageRoute("/emergency-login", () => import("./pages/emergency-login")),
    ],
  },
  {
    id: "site",
    Component: SiteLayout,
    loader: siteLayoutLoader,
    shouldRevalidate: () => false,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: spinner,
    children: [
      ...ROUTE_TABLE.map((route) => pageRoute(route.path, PAGE_MODULES[route.page])),
      ...Object.entries(REDIRECTS).map(([from, to]): RouteObject => ({
        path: from,
        loader: () => redirect(to),
        hydrateFallbackElement: spinner,
      })),
      pageRoute("*", () => import("./pages/not-found")),
    ],
  },
]

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAdminRoutes })
