import * as React from "react"

/** The custom property on <html> that holds the height of a page's sticky toolbar (read by ui/styles.css). */
const STICKY_TOOLBAR_HEIGHT_PROPERTY = "--sticky-toolbar-height"

/** The custom property on <html> that holds the height of a bar stuck to the bottom of the screen (read by ui/styles.css). */
const STICKY_BOTTOM_BAR_HEIGHT_PROPERTY = "--sticky-bottom-bar-height"

/**
 * Keeps the element's height in STICKY_TOOLBAR_HEIGHT_PROPERTY (or, for a bar stuck to the bottom of
 * the screen, STICKY_BOTTOM_BAR_HEIGHT_PROPERTY) while it is mounted: the page's scroll padding then
 * keeps what the browser scrolls to (the element keyboard focus moves to, an anchor) clear of the
 * bar as well as of the fixed header (WCAG 2.4.11). The height changes with the width.
 */
export function useStickyToolbarHeight(ref: React.RefObject<HTMLElement | null>, { edge = "top" }: { edge?: "top" | "bottom" } = {}) {
  React.useEffect(() => {
    const toolbar = ref.current
    if (!toolbar) return
    const root = document.documentElement
    const property = edge === "top" ? STICKY_TOOLBAR_HEIGHT_PROPERTY : STICKY_BOTTOM_BAR_HEIGHT_PROPERTY
    const update = () => root.style.setProperty(property, `${toolbar.offsetHeight}px`)
    update()
    const observer = new ResizeObserver(update)
    observer.observe(toolbar)
    return () => {
      observer.disconnect()
      root.style.removeProperty(property)
    }
  }, [ref, edge])
}
