import type { ComponentType } from "react"
import { matchRoutes, type LoaderFunction, type RouteObject } from "react-router-dom"

/** What a lazily loaded route module exports: its component, and optionally a loader for its data. */
export interface RouteModule {
  default: ComponentType
  loader?: LoaderFunction
}

/**
 * route.lazy for a route module. When a chunk is missing after a deploy, the stale-chunk handler cancels
 * Vite's preload error and reloads the page; the import then yields nothing, and the route waits for the
 * reload instead of rendering a broken page.
 */
export function lazyRoute(load: () => Promise<RouteModule>): RouteObject["lazy"] {
  return async () => {
    const module = await load()
    if (!module) return new Promise<never>(() => undefined)
    return { Component: module.default, ...(module.loader ? { loader: module.loader } : {}) }
  }
}

/**
 * Loads the lazy modules of the routes `location` matches and puts their properties on the route
 * objects, before the router is created: hydration must render the page at once, exactly as the server
 * did, not the route's fallback (the spinner) while its module loads.
 */
export async function resolveLazyMatches(routes: RouteObject[], location: Location | string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return
      const properties = await route.lazy()
      Object.assign(route, properties, { lazy: undefined })
    }),
  )
}
