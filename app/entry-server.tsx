/**
 * The server render of the public site (built by Vite into dist-server/): the same routes, loaders
 * and components as the browser app, run once per page by React Router's static handler. The server
 * (server/site/) and the build's prerender (scripts/prerender.ts) call it; the browser then hydrates
 * the HTML with the router state handed over (app/main.tsx).
 */
import { AsyncLocalStorage } from "node:async_hooks"
import { renderToString } from "react-dom/server"
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from "react-router-dom"
import { REDIRECTS, ROUTE_TABLE } from "virtual:nordika-route-table"
import { PAGE_CHUNKS } from "virtual:nordika-page-chunks"
import { preloadLanguageSwitcher, SITE_THEME_STYLE_ATTRIBUTE, siteThemeStyleSheet } from "@nordika/ui"
import { SITE_ROUTE_ID } from "./route-ids"
import { allRoutes, NOT_FOUND_ROUTE_PATH, type RouteTable } from "./routes"
import type { SiteLayoutData } from "./layout/site-layout"
import { STAFF_ROUTE_ID } from "./admin/discover"
import { isAdminPath } from "./admin/paths"
import { AppProviders } from "./site/app-providers"
import { HeadCollector, pageHead } from "./site/document-meta"
import { headElementsHtml, pageHeadElements, scriptSafeJson, serverStyleElement, structuredDataElement } from "./site/head"
import { HYDRATION_ELEMENT_ID, type HydrationPayload } from "./site/hydration"
import type { PageHandle } from "./site/route-handle"
import { outcomeHttpStatus } from "./site/page-outcome"
import { DOCUMENT_SCHEMAS } from "#shared/content/index"
import { MENU_SCHEMAS } from "#shared/content/menus"
import { provideDocumentSchemas } from "./data/documents"
import { provideMenuSchemas } from "./data/menus"
import { feedLinkOf } from "./site/feed-link"
import { provideRenderScope, type SupabaseConfig } from "./data/config"
import { RecordingI18n } from "./i18n/recording-i18n"
import { localeOfPath } from "#shared/locales"
import { frameMessages } from "./i18n/frame-messages"
import { messages as enMessages } from "./i18n/locales/en"
import { messages as svMessages } from "./i18n/locales/sv"
import { messages as deMessages } from "./i18n/locales/de"
import type { SiteLocale } from "#shared/locales"
import type { Messages } from "./i18n/runtime"

export { provideSupabaseConfig, type SupabaseConfig } from "./data/config"

/** The backend each call from a server reads, kept across its awaits (see provideRenderScope). */
const callBackend = new AsyncLocalStorage<SupabaseConfig | null>()
provideRenderScope(() => callBackend.getStore())

/** Runs `call` (a render, a feed, a route table read) against `backend`, whatever other servers of the process use. */
export function withBackend<T>(backend: SupabaseConfig | null, call: () => T): T {
  return callBackend.run(backend, call)
}
export { provideBundledDocuments } from "./data/documents"
export { provideBundledTranslations } from "./data/document-translations"
export { provideBundledMenuDocuments } from "./data/menus"
export { renderFeed } from "./site/feeds"
export { readSiteRouteTable } from "./site/site-routes"

/** Every public page the site renders (the sitemap's and the prerender's list). */
export const PUBLIC_PAGE_PATHS: readonly string[] = ROUTE_TABLE.map((route) => route.path)
/** Paths answered with a permanent redirect, to their target. */
export { REDIRECTS }

export interface RenderOptions {
  /** Scheme and host of the site ("https://www.nordika.com"): canonical and Open Graph URLs are absolute. */
  origin: string
  /** Where the HTML is going (see HydrationPayload["source"]). */
  source: HydrationPayload["source"]
  /**
   * The routes to render with: the run-time table the server read (readSiteRouteTable), so a page
   * published since the build is a page; the build's snapshot by default (the prerender).
   */
  routes?: RouteTable
}

export type RenderResult =
  /** A page: its status, the app's markup, the head tags, the hand-over, and its code beyond the entry's. */
  | { kind: "page"; status: number; html: string; head: string; hydration: string; modulePreloads: readonly string[]; lang: SiteLocale }
  | { kind: "redirect"; status: number; location: string }
  /** Not rendered on the server (sign-in and admin pages, a loader error): the client-only shell answers. */
  | { kind: "client-only"; reason: string }

// The server render checks each document, page or listed entry, against its kind's schema (the browser trusts publish-document's check).
provideDocumentSchemas(DOCUMENT_SCHEMAS)
provideMenuSchemas(MENU_SCHEMAS)

/** Every language's compiled interface strings: a page's HTML carries its own language's to the browser. */
const MESSAGES: Record<SiteLocale, Messages> = { en: enMessages, sv: svMessages, de: deMessages }

const BUILD_ROUTES: RouteTable = { ROUTE_TABLE, REDIRECTS }

/** The route tree and its static handler, made once per route table (the server reads a new table after each content change). */
const routers = new WeakMap<RouteTable, { routes: ReturnType<typeof allRoutes>; handler: ReturnType<typeof createStaticHandler> }>()
function routerOf(table: RouteTable) {
  let router = routers.get(table)
  if (!router) {
    const routes = allRoutes(table)
    router = { routes, handler: createStaticHandler(routes) }
    routers.set(table, router)
  }
  return router
}

/** Renders the page at `path` (with its query) as the browser app would show it on arrival. */
export async function renderPage(path: string, { origin, source, routes: table = BUILD_ROUTES }: RenderOptions): Promise<RenderResult> {
  const { routes, handler } = routerOf(table)
  const url = new URL(path, origin)
  // Sign-in and admin pages are the browser's (the admin's routes are only added there, on the first visit).
  const staffPage = isAdminPath(url.pathname) || matchRoutes(routes, url.pathname)?.some((match) => match.route.id === STAFF_ROUTE_ID)
  if (staffPage) return { kind: "client-only", reason: "a staff page" }
  const context = await handler.query(new Request(url))
  if (context instanceof Response) {
    const location = context.headers.get("Location")
    if (location && context.status >= 300 && context.status < 400) return { kind: "redirect", status: context.status, location }
    return { kind: "client-only", reason: `the route answered HTTP ${context.status}` }
  }
  if (context.errors) return { kind: "client-only", reason: `a loader failed: ${describeErrors(context)}` }

  const router = createStaticRouter(handler.dataRoutes, context)
  const locale = localeOfPath(url.pathname)
  const head = new HeadCollector()
  const i18n = new RecordingI18n(locale, MESSAGES[locale])
  // The header's language switcher is its own chunk: loaded first, the page's HTML has it, not its placeholder.
  await preloadLanguageSwitcher()
  const html = renderToString(
    <AppProviders head={head} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  )
  // The staff's site theme, in the head so the first paint has its colours and fonts; the browser's
  // applier then keeps that same style sheet and rewrites it only when the theme changes.
  const layout = context.loaderData[SITE_ROUTE_ID] as SiteLayoutData | undefined
  if (layout?.theme) head.setStyle(SITE_THEME_STYLE_ATTRIBUTE, siteThemeStyleSheet(layout.theme))
  const deepest = context.matches.at(-1)?.route
  const handle = deepest?.handle as PageHandle | undefined
  // A listing of articles names its RSS feed (the page applies the same link after a navigation in the browser).
  const feedLink = feedLinkOf(deepest && context.loaderData[deepest.id], origin)
  const payload: HydrationPayload = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    source,
    page: handle,
    locale,
    messages: { ...frameMessages(MESSAGES[locale]), ...i18n.usedOf(MESSAGES[locale]) },
  }
  return {
    kind: "page",
    status:
      deepest?.path === NOT_FOUND_ROUTE_PATH ? 404 : (outcomeHttpStatus(deepest && context.loaderData[deepest.id]) ?? context.statusCode),
    html,
    head: headElementsHtml([
      ...pageHeadElements(head.page ?? pageHead({ title: i18n._("error.document-title") }, "website", { locale }), origin),
      ...(feedLink ? [feedLink] : []),
      ...[...head.structuredData].map(([key, data]) => structuredDataElement(key, data, origin)),
      ...[...head.styles].map(([attribute, css]) => serverStyleElement(attribute, css)),
    ]),
    hydration: `<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${scriptSafeJson(JSON.stringify(payload))}</script>`,
    modulePreloads: (handle && PAGE_CHUNKS[handle.page]) ?? [],
    lang: locale,
  }
}

function describeErrors(context: StaticHandlerContext): string {
  return Object.values(context.errors ?? {})
    .map((error) => (error instanceof Error ? error.message : String(error)))
    .join("; ")
}
