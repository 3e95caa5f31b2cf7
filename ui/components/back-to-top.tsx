import * as React from "react"
import { ArrowUpIcon } from "./frame-icons"
import { cn } from "../lib/utils"

/** Accessible name of the control. */
export const BACK_TO_TOP_LABEL = "Back to top"
/** The control appears once the page has scrolled this many viewport heights. */
export const BACK_TO_TOP_AFTER_VIEWPORTS = 1.5

export interface BackToTopProps extends Omit<React.ComponentProps<"button">, "onClick"> {
  /** Where focus goes after the jump, so keyboard users continue from the top. @default none */
  focusTargetId?: string
}

/** A round button at the bottom corner of long pages that scrolls back to the top. */
export function BackToTop({ focusTargetId, className, ...props }: BackToTopProps) {
  const [visible, setVisible] = React.useState(false)
  React.useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight * BACK_TO_TOP_AFTER_VIEWPORTS)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      data-slot="back-to-top"
      aria-label={BACK_TO_TOP_LABEL}
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" })
        if (focusTargetId) document.getElementById(focusTargetId)?.focus({ preventScroll: true })
      }}
      className={cn(
        "fixed right-4 bottom-4 z-30 grid size-11 place-items-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:right-6 sm:bottom-6 [&_svg]:size-5",
        className,
      )}
      {...props}
    >
      <ArrowUpIcon aria-hidden="true" />
    </button>
  )
}
