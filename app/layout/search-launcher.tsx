/**
 * Takes the header's search links over for the instant search (issue 41). Loaded once the visitor starts
 * using the page (deferredComponent), never with it: until then, and for a click that opens a new tab or
 * window, the links lead to the search page, which works without JavaScript. A plain click opens the
 * dialog, whose own code (cmdk, the search's reads, the language's messages) loads on that first opening.
 */
import { lazy, Suspense, useEffect, useState } from "react"
import type { SiteLocale } from "#shared/locales"

const SiteSearch = lazy(() => import("./site-search"))

/** The header's search link and the mobile menu's (ui/components/site-header.tsx). */
const SEARCH_LINKS = 'a[data-slot="site-header-search"], a[data-slot="site-header-mobile-search"]'

/** Set on <html> once a click on the search links opens the instant search. */
const SEARCH_READY_ATTRIBUTE = "data-search-ready"

export function SearchLauncher({ locale }: { locale: SiteLocale }) {
  // Undefined until the search is first opened (nothing of it loads before); then whether it is open.
  const [open, setOpen] = useState<boolean>()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
      if (!plain || event.defaultPrevented || !(event.target instanceof Element) || !event.target.closest(SEARCH_LINKS)) return
      event.preventDefault()
      setOpen(true)
    }
    document.addEventListener("click", onClick)
    document.documentElement.setAttribute(SEARCH_READY_ATTRIBUTE, "")
    return () => {
      document.removeEventListener("click", onClick)
      document.documentElement.removeAttribute(SEARCH_READY_ATTRIBUTE)
    }
  }, [])
  if (open === undefined) return null
  return (
    <Suspense>
      <SiteSearch open={open} onOpenChange={setOpen} locale={locale} />
    </Suspense>
  )
}
