// First: configures zod before any schema is built (see the module).
import "./site/zod-without-eval"
import { startTransition } from "react"
// React DOM initialised in its chunk's own task, before this module evaluates (see the module).
import { createRoot, hydrateRoot } from "./site/react-dom-first"
import { RouterProvider } from "react-router-dom"
import { whenIdle, yieldToBrowser } from "@nordika/ui"
import "./app.css"
import { createAppRouter, prefetchRouteTable, routesForArrival, routesForPath } from "./routes"
import { AppProviders } from "./site/app-providers"
import { loadMessages } from "./i18n/catalogs"
import { createI18n } from "./i18n/i18n"
import { shareWithNavigations } from "./i18n/all-messages"
import { localeOfPath } from "#shared/locales"
import { readHydrationPayload, type HydrationPayload } from "./site/hydration"
import { refreshAfterLoad } from "./site/refresh"
import { reloadOnceOnStaleChunks } from "./site/stale-chunks"

reloadOnceOnStaleChunks()

const container = document.getElementById("root")!

/** A public page the server (or the build) rendered: the same app takes over its HTML, with no spinner. */
async function hydrate(payload: HydrationPayload) {
  // Each step in a task of its own, after this module's evaluation: together they would be one long task.
  await yieldToBrowser()
  // The page's own code is not awaited: it loads while React takes the frame over (see pageModuleRoute).
  const router = createAppRouter(routesForArrival(payload.page), payload.router)
  const i18n = createI18n(payload.locale, payload.messages)
  shareWithNavigations(i18n)
  await yieldToBrowser()
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a click meanwhile hydrates its part of the page first).
  startTransition(() => {
    hydrateRoot(
      container,
      <AppProviders i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>,
    )
  })
  if (payload.source === "prerender") refreshAfterLoad(router)
  whenIdle(prefetchRouteTable)
}

/** The client-only shell (admin, sign-in, SPA mode): the router renders from scratch, spinner first. */
async function render() {
  const locale = localeOfPath(window.location.pathname)
  const [routes, messages] = await Promise.all([routesForPath(window.location.pathname), loadMessages(locale)])
  const router = createAppRouter(routes)
  const i18n = createI18n(locale, messages)
  shareWithNavigations(i18n)
  createRoot(container).render(
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

const payload = readHydrationPayload()
if (payload) {
  hydrate(payload).catch((error: unknown) => {
    console.warn("[nordika] Could not take over the server's page; rendering it in the browser.", error)
    void render()
  })
} else {
  void render()
}
