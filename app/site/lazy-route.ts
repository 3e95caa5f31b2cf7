import type { ComponentType } from "react"
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from "react-router-dom"

/** What a lazily loaded route module exports: its component, and optionally a loader for its data and when to run it again. */
export interface RouteModule {
  default: ComponentType
  loader?: LoaderFunction
  shouldRevalidate?: ShouldRevalidateFunction
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
