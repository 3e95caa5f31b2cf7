import {
  createBrowserRouter,
  redirect,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from "react-router-dom"
import { FullScreenSpinner } from "@nordika/ui"
import type { PageKind, SiteRouteTable } from "./site/document-routes"
import type { PageHandle } from "./site/route-handle"
import { SiteLayout, siteLayoutLoader } from "./layout/site-layout"
import { RouteErrorScreen } from "./layout/route-error"
import { importOnDemand } from "./site/import-on-demand"
import { lazyRoute } from "./site/lazy-route"
import { pageModuleRoute, type PageModuleRoute } from "./site/page-module"
import { discoverAdminRoutes, STAFF_ROUTE_ID } from "./admin/discover"
import { SITE_ROUTE_ID } from "./route-ids"
import { defaultLocalizedPath, localeOfPath, SITE_LOCALES } from "#shared/locales"
import { SEARCH_PAGE, SEARCH_PATHS } from "./site/search-paths"

/**
 * One route module per page kind (app/pages/<kind>.tsx), lazily loaded: the routes of a kind share
 * it, and with it the code once loaded.
 */
const PAGE_MODULES: Record<PageKind | typeof SEARCH_PAGE, PageModuleRoute> = {
  home: pageModuleRoute(() => import("./pages/home")),
  content: pageModuleRoute(() => import("./pages/content")),
  service: pageModuleRoute(() => import("./pages/service")),
  industry: pageModuleRoute(() => import("./pages/industry")),
  "case-studies": pageModuleRoute(() => import("./pages/case-studies")),
  "case-study": pageModuleRoute(() => import("./pages/case-study")),
  blog: pageModuleRoute(() => import("./pages/blog")),
  news: pageModuleRoute(() => import("./pages/news")),
  article: pageModuleRoute(() => import("./pages/article")),
  glossary: pageModuleRoute(() => import("./pages/glossary")),
  "open-positions": pageModuleRoute(() => import("./pages/open-positions")),
  contact: pageModuleRoute(() => import("./pages/contact")),
  legal: pageModuleRoute(() => import("./pages/legal")),
  sitemap: pageModuleRoute(() => import("./pages/sitemap")),
  faq: pageModuleRoute(() => import("./pages/faq")),
  // The site search's page (/search, /sv/sok, /de/suche): a page of code, not a document's.
  search: pageModuleRoute(() => import("./pages/search")),
}

const spinner = <FullScreenSpinner />

/** The catch-all route: the not-found page, answered with HTTP 404. */
export const NOT_FOUND_ROUTE_PATH = "*"

/**
 * The layout's data is read once per visit and language, not on every navigation: an explicit revalidation
 * (same URL: the refresh of a prerendered page) reads it again, and so does a move to another language
 * (its menus and its path map).
 */
const revalidateLayoutOnRefreshOrLanguage: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.href === nextUrl.href || localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname)

/**
 * A page's route. Its id is its path, so the server's route tree (every page) and the browser's (the
 * pages visited so far) name it alike: the server's loader data reaches the right route on hydration.
 */
function pageRoute(path: string, page: string, module: PageModuleRoute): RouteObject {
  const handle: PageHandle = { path, page }
  return { id: path, path, ...module, handle, hydrateFallbackElement: spinner }
}

function redirectRoute(from: string, to: string): RouteObject {
  // Permanent: the server and the static hosts answer these paths with 301 too.
  return { id: from, path: from, loader: () => redirect(to, 301), hydrateFallbackElement: spinner }
}

const NOT_FOUND_PAGE_MODULE = pageModuleRoute(() => import("./pages/not-found"))
const notFoundRoute = () => pageRoute(NOT_FOUND_ROUTE_PATH, "not-found", NOT_FOUND_PAGE_MODULE)

/** The sign-in pages by their English path, which names each page too (they are also under /sv and /de). */
const SIGN_IN_PAGE_MODULES: Record<string, PageModuleRoute> = {
  "/login": pageModuleRoute(() => import("./pages/login")),
  "/login/setup": pageModuleRoute(() => import("./pages/login-setup")),
  "/emergency-login": pageModuleRoute(() => import("./pages/emergency-login")),
}

/** The app's route tree, with `siteChildren` under the public layout. */
function routeTree(siteChildren: RouteObject[]): RouteObject[] {
  return [
    // Outside the public layout, under the auth provider: the sign-in pages, and /admin (its routes are
    // added on the first visit by discoverAdminRoutes, so the public site never loads admin code).
    {
      id: STAFF_ROUTE_ID,
      lazy: lazyRoute(() => import("./auth/staff-root")),
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: spinner,
      // The sign-in pages in each language: /login, /sv/login, /de/login… (the admin stays English).
      children: SITE_LOCALES.flatMap((locale) =>
        Object.entries(SIGN_IN_PAGE_MODULES).map(([path, module]) => pageRoute(defaultLocalizedPath(path, locale), path, module)),
      ),
    },
    {
      id: SITE_ROUTE_ID,
      Component: SiteLayout,
      loader: siteLayoutLoader,
      shouldRevalidate: revalidateLayoutOnRefreshOrLanguage,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: spinner,
      children: [...siteChildren, notFoundRoute()],
    },
  ]
}

/** The route table (every public page's path and kind, and the redirects): the build's snapshot, or the run-time one. */
export type RouteTable = Pick<SiteRouteTable, "ROUTE_TABLE" | "REDIRECTS">

/**
 * The browser loads the route table with the first navigation that needs it, not with the page: the
 * page it arrives at is named by the server (see routesForArrival). With it comes the question for a
 * path the build did not know (a page published since).
 */
const loadRouteTable = () => importOnDemand(() => import("./site/site-routes"))

/** Fetches the route table ahead of the first navigation (call once the page has settled). */
export function prefetchRouteTable() {
  void loadRouteTable()
}

/** Each public page's and redirect's path, with what makes its route. */
function siteRouteMakers({ ROUTE_TABLE, REDIRECTS }: RouteTable): (readonly [string, () => RouteObject])[] {
  return [
    ...ROUTE_TABLE.map((route) => [route.path, () => pageRoute(route.path, route.page, PAGE_MODULES[route.page])] as const),
    ...Object.entries(REDIRECTS).map(([from, to]) => [from, () => redirectRoute(from, to)] as const),
  ]
}

/** Every route of the app: the server's tree, which renders any public page. */
export function allRoutes(table: RouteTable): RouteObject[] {
  return routeTree([
    ...siteRouteMakers(table).map(([, makeRoute]) => makeRoute()),
    ...SITE_LOCALES.map((locale) => pageRoute(SEARCH_PATHS[locale], SEARCH_PAGE, PAGE_MODULES[SEARCH_PAGE])),
  ])
}

/**
 * The public layout's route for `pathname` (a page or a redirect): from the build's table, else the live
 * document at that path (app/site/site-routes.ts, which compares the paths); undefined for an unknown path.
 */
async function siteRouteFor(pathname: string): Promise<RouteObject | undefined> {
  const route = await (await loadRouteTable()).siteRouteAt(pathname)
  if (!route) return undefined
  return route.redirect === undefined
    ? pageRoute(route.path, route.page, PAGE_MODULES[route.page])
    : redirectRoute(route.path, route.redirect)
}

/**
 * The browser's route tree on arrival at the page the server rendered (`page`, its route's handle):
 * the sign-in pages, the not-found page and that page. The other pages join it as they are visited
 * (discoverSiteRoutes): React Router ranks and matches every route of its tree on start-up, and with
 * all ~150 pages that was the longest task of a page's hydration on a phone.
 */
export function routesForArrival(page: PageHandle | undefined): RouteObject[] {
  const known = page && Object.hasOwn(PAGE_MODULES, page.page)
  return routeTree(known ? [pageRoute(page.path, page.page, PAGE_MODULES[page.page as keyof typeof PAGE_MODULES])] : [])
}

/** The browser's route tree for a page it renders itself (sign-in, admin, SPA mode) at `pathname`. */
export async function routesForPath(pathname: string): Promise<RouteObject[]> {
  const route = await siteRouteFor(pathname)
  return routeTree(route ? [route] : [])
}

/** Adds the route of a public page (or redirect) to the tree on the first navigation to it. */
const discoverSiteRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const route = await siteRouteFor(path)
  if (route) patch(SITE_ROUTE_ID, [route])
}

const discoverRoutes: PatchRoutesOnNavigationFunction = async (options) => {
  await discoverSiteRoutes(options)
  await discoverAdminRoutes(options)
}

/** The app's browser router over `routes` (see routesForArrival, routesForPath); `hydrationData` is the server render's (see main.tsx). */
export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes, hydrationData })
}
