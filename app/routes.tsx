import type { ComponentType } from "react"
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from "react-router-dom"
import { FullScreenSpinner } from "@nordika/ui"
import { REDIRECTS, ROUTE_TABLE } from "virtual:nordika-route-table"
import type { PageKind } from "./site/routes-manifest"
import type { PageHandle } from "./site/route-handle"
import { SiteLayout, siteLayoutLoader } from "./layout/site-layout"
import { RouteErrorScreen } from "./layout/route-error"

/** What a page module exports: the page, and optionally a loader for its backend data. */
interface PageModule {
  default: ComponentType
  loader?: LoaderFunction
}

/** One lazily loaded module per page kind (app/pages/<kind>.tsx). */
const PAGE_MODULES: Record<PageKind, () => Promise<PageModule>> = {
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
}

/**
 * route.lazy for a page module. When a chunk is missing after a deploy, the stale-chunk handler cancels
 * Vite's preload error and reloads the page; the import then yields nothing, and the route waits for the
 * reload instead of rendering a broken page.
 */
function lazyPage(load: () => Promise<PageModule>): RouteObject["lazy"] {
  return async () => {
    const module = await load()
    if (!module) return new Promise<never>(() => undefined)
    return { Component: module.default, ...(module.loader ? { loader: module.loader } : {}) }
  }
}

const spinner = <FullScreenSpinner />

function pageRoute(path: string, load: () => Promise<PageModule>): RouteObject {
  const handle: PageHandle = { path }
  return { path, lazy: lazyPage(load), handle, hydrateFallbackElement: spinner }
}

export const routes: RouteObject[] = [
  // Outside the public layout: the sign-in pages (built out by the admin issue).
  { ...pageRoute("/login", () => import("./pages/login")), errorElement: <RouteErrorScreen /> },
  { ...pageRoute("/emergency-login", () => import("./pages/emergency-login")), errorElement: <RouteErrorScreen /> },
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
      pageRoute("/faq", () => import("./pages/faq")),
      pageRoute("*", () => import("./pages/not-found")),
    ],
  },
]

export const router = createBrowserRouter(routes)
