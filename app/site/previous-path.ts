import * as React from "react"

let shown: string | null = null
let before: string | null = null

/** Notes each page the site shows (in the layout), so that a page can name the one the visitor came from. */
export function useNotePath(pathname: string) {
  React.useEffect(() => {
    if (pathname === shown) return
    before = shown
    shown = pathname
  }, [pathname])
}

/**
 * The path of the page of this site the visitor came from: the one shown before (a navigation inside
 * the app leaves document.referrer as it was), or the referrer on arrival from another page load.
 */
export function previousPath(): string {
  if (before) return before
  try {
    const referrer = new URL(document.referrer)
    return referrer.origin === window.location.origin && referrer.pathname !== window.location.pathname ? referrer.pathname : ""
  } catch {
    return ""
  }
}
