import * as React from "react"

/** The custom property on <html> that holds the height of a page's sticky toolbar (read by ui/styles.css). */
export const STICKY_TOOLBAR_HEIGHT_PROPERTY = "--sticky-toolbar-height"

/**
 * Keeps the element's height in STICKY_TOOLBAR_HEIGHT_PROPERTY while it is mounted: the page's scroll
 * padding then keeps what the browser scrolls to (the element keyboard focus moves to, an anchor)
 * below the toolbar as well as the fixed site header (WCAG 2.4.11). The height changes with the width.
 */
export function useStickyToolbarHeight(ref: React.RefObject<HTMLElement | null>) {
  React.useEffect(() => {
    const toolbar = ref.current
    if (!toolbar) return
    const root = document.documentElement
    const update = () => root.style.setProperty(STICKY_TOOLBAR_HEIGHT_PROPERTY, `${toolbar.offsetHeight}px`)
    update()
    const observer = new ResizeObserver(update)
    observer.observe(toolbar)
    return () => {
      observer.disconnect()
      root.style.removeProperty(STICKY_TOOLBAR_HEIGHT_PROPERTY)
    }
  }, [ref])
}
