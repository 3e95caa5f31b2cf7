import { useMatches } from "react-router-dom"

/** What every page route carries in its `handle`: the manifest path it was created for. */
export interface PageHandle {
  /** The route's path in the manifest (an alias keeps its own path, e.g. /technology/ai-solutions). */
  path: string
  /** The module under app/pages/ that renders it ("service"), whose code the server render preloads. */
  page: string
}

/** The manifest path of the page being rendered (not the raw URL, which may carry a trailing slash). */
export function useRoutePath(): string {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index].handle as PageHandle | undefined
    if (handle?.path) return handle.path
  }
  return matches.at(-1)?.pathname ?? "/"
}
