import { use, useEffect, type ComponentType } from "react"
import type { LoaderFunction, LoaderFunctionArgs, ShouldRevalidateFunction } from "react-router-dom"
import type { RouteModule } from "./lazy-route"
import { messagesForNavigation } from "../i18n/all-messages"

/** What a page kind's route carries: a loader that brings the page's code with its data, and its component. */
export interface PageModuleRoute {
  loader: LoaderFunction
  Component: ComponentType
  shouldRevalidate: ShouldRevalidateFunction
}

/** Marks the document once React has taken the server's page over, the page's own content included. */
function usePageIsLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
  }, [])
}

/**
 * The route of a page kind whose code is in its own chunk (app/pages/<kind>.tsx), loaded by `load`.
 *
 * A navigation runs the loader, which loads the code before the page renders, as the server render
 * does. On arrival at a server-rendered page the loader does not run (its data came with the HTML):
 * the page's component suspends until its code has come, and the layout's Suspense boundary keeps the
 * server's HTML meanwhile. So the page's code is no part of what the browser needs to take the site's
 * frame (header, footer) over: React hydrates the frame at once and the page's content as soon as its
 * chunk arrives, in tasks of their own (React's selective hydration).
 */
export function pageModuleRoute(load: () => Promise<RouteModule>): PageModuleRoute {
  let loading: Promise<RouteModule> | undefined
  const loadOnce = () => {
    if (!loading) {
      const promise = load().then(
        // A missing chunk after a deploy yields nothing while the stale-chunk handler reloads the page.
        (module) => module ?? new Promise<never>(() => undefined),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      // Marked as React marks the promises it has seen settle, so that `use` returns a loaded module at
      // once (the server render, a navigation after the loader) instead of suspending.
      promise.then(
        (module) => Object.assign(promise, { status: "fulfilled", value: module }),
        () => undefined,
      )
      loading = promise
    }
    return loading
  }

  async function loader(args: LoaderFunctionArgs) {
    const [module] = await Promise.all([loadOnce(), messagesForNavigation(args.request.url)])
    // React Router needs a value from every loader: null for a page without data of its own.
    return module.loader ? await module.loader(args) : null
  }

  function Page() {
    // Called on every render, loaded or not: React replays a component whose `use` suspended, and the
    // replay must make the same calls.
    const { default: Content } = use(loadOnce())
    usePageIsLive()
    return <Content />
  }

  /** The page module's own rule once it has loaded (a listing filters what it loaded in the browser), else React Router's. */
  const shouldRevalidate: ShouldRevalidateFunction = (args) =>
    (loading as { value?: RouteModule } | undefined)?.value?.shouldRevalidate?.(args) ?? args.defaultShouldRevalidate

  return { loader, Component: Page, shouldRevalidate }
}
