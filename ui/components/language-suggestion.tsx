import * as React from "react"
import { cn } from "../lib/utils"
import { SmartLink } from "../lib/link-context"
import { Button } from "./button"

export interface LanguageSuggestionProps extends React.ComponentProps<"section"> {
  /** The suggested language's code ("de"): the region's `lang` (all its text is in that language) and the link's hreflang. */
  locale: string
  /** The region's accessible name, in the suggested language ("Sprachvorschlag"). */
  label: string
  /** What is offered, in the suggested language ("Diese Seite gibt es auch auf Deutsch."). */
  message: string
  /** The link: the same page in the suggested language, or that language's home page, and its text. */
  link: { href: string; text: string }
  /** The dismiss button's text, in the suggested language ("Nein, danke"). */
  dismissLabel: string
  /** Called when the visitor dismisses the suggestion (the app hides it and remembers that). */
  onDismiss: () => void
  /** Called when the visitor follows the link, before it is followed (the app remembers the choice). */
  onFollow?: () => void
  /** Where focus goes when the suggestion is dismissed while it had focus, so keyboard users are not left on the page's body. @default none */
  focusTargetId?: string
}

/**
 * A suggestion to read the site in the language the visitor's browser prefers: a named region, in that
 * language, with a link and a dismiss button. It floats over the page's bottom corner (fixed, so it
 * moves nothing when it appears) and is meant to appear after the page is taken over, never in the
 * server's HTML: the site never redirects by language, it only offers.
 */
export function LanguageSuggestion({
  locale,
  label,
  message,
  link,
  dismissLabel,
  onDismiss,
  onFollow,
  focusTargetId,
  className,
  ...props
}: LanguageSuggestionProps) {
  const region = React.useRef<HTMLElement>(null)
  const dismiss = () => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false
    onDismiss()
    if (hadFocus && focusTargetId) document.getElementById(focusTargetId)?.focus({ preventScroll: true })
  }
  return (
    <section
      ref={region}
      data-slot="language-suggestion"
      aria-label={label}
      lang={locale}
      onKeyDown={(event) => {
        if (event.key === "Escape") dismiss()
      }}
      className={cn(
        // Beside the back-to-top button on a phone (right-4, 44 px), never over it.
        "fixed bottom-4 left-4 right-20 z-40 rounded-lg border border-border bg-popover p-4 text-popover-foreground shadow-lg sm:right-auto sm:bottom-6 sm:left-6 sm:w-96",
        className,
      )}
      {...props}
    >
      <p data-slot="language-suggestion-message" role="status" className="text-sm">
        {message}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <SmartLink data-slot="language-suggestion-link" href={link.href} hrefLang={locale} onClick={onFollow}>
            {link.text}
          </SmartLink>
        </Button>
        <Button data-slot="language-suggestion-dismiss" type="button" variant="ghost" size="sm" onClick={dismiss}>
          {dismissLabel}
        </Button>
      </div>
    </section>
  )
}
