import * as React from "react"
import { cn } from "../lib/utils"
import { SmartLink } from "../lib/link-context"
import { ChevronDownIcon } from "./frame-icons"

/** A language the page can be read in, as the switcher offers it. */
export interface LanguageSwitcherOption {
  /** The language's code ("sv"): the link's hreflang, and the lang of its name. */
  locale: string
  /** The language's name in itself ("Svenska"). */
  name: string
  /** Its short form in the header ("SV"). */
  code: string
  /** The same page in that language, or (`missing`) that language's home page. */
  href: string
  /** The page has no translation in this language: `note` says so, in that language, and `href` is its home page. */
  missing?: { note: string }
}

export interface LanguageSwitcherProps extends Omit<React.ComponentProps<"div">, "onChange"> {
  /** The code of the page's language. */
  current: string
  /** Every language of the site, the page's own included, in the order the switcher lists them. */
  options: LanguageSwitcherOption[]
  /** The control's name, in the page's language ("Language", "Språk"). */
  label: string
  /** "header": a compact disclosure in the dark header; "list": every language in a row (the mobile menu). @default "header" */
  variant?: "header" | "list"
  /** Called with the chosen language's code before its link is followed (the site remembers the choice). */
  onChoose?: (locale: string) => void
}

const onHeaderFocus = "focus-visible:ring-header-foreground focus-visible:ring-offset-header"

/**
 * The language switcher: the page in the other languages, or, where the page has no translation, a note
 * saying so and a link to that language's home page. Links only (each with hreflang and lang), a native
 * disclosure in the header: no script is needed to use it, and it never redirects on its own.
 */
export function LanguageSwitcher({ current, options, label, variant = "header", onChoose, className, ...props }: LanguageSwitcherProps) {
  const details = React.useRef<HTMLDetailsElement>(null)
  const currentOption = options.find((option) => option.locale === current)
  const choose = (locale: string) => {
    onChoose?.(locale)
    if (details.current) details.current.open = false
  }
  const links = (
    <ul data-slot="language-switcher-list" className={cn(variant === "header" ? "flex flex-col gap-1" : "flex flex-wrap gap-2")}>
      {options.map((option) => {
        const isCurrent = option.locale === current
        return (
          <li key={option.locale}>
            <SmartLink
              data-slot="language-switcher-link"
              href={option.href}
              hrefLang={option.locale}
              lang={option.locale}
              aria-current={isCurrent ? "page" : undefined}
              onClick={() => choose(option.locale)}
              className={cn(
                "block rounded-md px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
                variant === "header" ? "hover:bg-accent hover:text-accent-foreground" : "border border-border hover:bg-accent",
                isCurrent && "font-semibold",
              )}
            >
              <span>{option.name}</span>
              {option.missing && (
                <span data-slot="language-switcher-missing" className="mt-0.5 block text-xs font-normal text-muted-foreground">
                  {option.missing.note}
                </span>
              )}
            </SmartLink>
          </li>
        )
      })}
    </ul>
  )
  if (variant === "list") {
    return (
      <div data-slot="language-switcher" className={className} {...props}>
        <nav aria-label={label}>
          <p className="mb-2 text-sm font-medium text-muted-foreground">{label}</p>
          {links}
        </nav>
      </div>
    )
  }
  return (
    <div data-slot="language-switcher" className={cn("relative", className)} {...props}>
      <details
        ref={details}
        className="group"
        onKeyDown={(event) => {
          if (event.key === "Escape" && details.current?.open) {
            details.current.open = false
            details.current.querySelector("summary")?.focus()
          }
        }}
      >
        <summary
          data-slot="language-switcher-button"
          className={cn(
            "flex h-9 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm font-semibold text-header-foreground outline-none hover:bg-header-accent focus-visible:ring-2 focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden",
            onHeaderFocus,
          )}
        >
          {/* Named "Language: EN (English)": the visible code is part of the name, as speech input needs. */}
          <span className="sr-only">{label}: </span>
          <span>{currentOption?.code ?? current.toUpperCase()}</span>
          <span className="sr-only"> ({currentOption?.name ?? current})</span>
          <ChevronDownIcon aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <nav
          aria-label={label}
          className="absolute right-0 z-50 mt-2 w-64 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {links}
        </nav>
      </details>
    </div>
  )
}
