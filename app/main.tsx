// First: configures zod before any schema is built (see the module).
import "./site/zod-without-eval"
import { startTransition, useEffect, type ReactNode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { RouterProvider } from "react-router-dom"
import { cn, prepareClassMerge, yieldToBrowser } from "@nordika/ui"
import "./app.css"
import { createAppRouter, routesForArrival } from "./routes"
import { AppProviders } from "./site/app-providers"
import { readHydrationPayload, type HydrationPayload } from "./site/hydration"
import { resolveLazyMatches } from "./site/lazy-route"
import { refreshAfterLoad } from "./site/refresh"
import { reloadOnceOnStaleChunks } from "./site/stale-chunks"

reloadOnceOnStaleChunks()

const container = document.getElementById("root")!

/**
 * Marks the document once React has taken the server's page over, for tools and tests that should act
 * on the app rather than on the HTML it arrived as (it renders nothing, so the markup still matches).
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
  }, [])
  return children
}

/** A public page the server (or the build) rendered: the same app takes over its HTML, with no spinner. */
async function hydrate(payload: HydrationPayload) {
  // Each step in a task of its own, after this module's evaluation: together they would be one long task.
  await yieldToBrowser()
  const routes = routesForArrival(window.location.pathname)
  await resolveLazyMatches(routes, window.location)
  await yieldToBrowser()
  const router = createAppRouter(routes, payload.router)
  await yieldToBrowser()
  // The class merger builds its configuration, then its tables on its first call: each in a task of its
  // own, not inside a slice of hydration.
  prepareClassMerge()
  await yieldToBrowser()
  cn("p-0", "p-1")
  await yieldToBrowser()
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a click meanwhile hydrates its part of the page first).
  startTransition(() => {
    hydrateRoot(
      container,
      <MarkHydrated>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </MarkHydrated>,
    )
  })
  if (payload.source === "prerender") refreshAfterLoad(router)
}

/** The client-only shell (admin, sign-in, SPA mode): the router renders from scratch, spinner first. */
function render() {
  createRoot(container).render(
    <AppProviders>
      <RouterProvider router={createAppRouter(routesForArrival(window.location.pathname))} />
    </AppProviders>,
  )
}

const payload = readHydrationPayload()
if (payload) {
  hydrate(payload).catch((error: unknown) => {
    console.warn("[nordika] Could not take over the server's page; rendering it in the browser.", error)
    render()
  })
} else {
  render()
}
