import * as React from "react"
import { cva } from "class-variance-authority"
import { cn } from "../lib/utils"
import { Button } from "./button"

/** Placeholder shown for any unknown path (spec §2, §8). */
export const PAGE_NOT_FOUND_TITLE = "Page Not Found"
export const PAGE_NOT_FOUND_TEXT = "The page you are looking for does not exist."
/** Title of the /faq placeholder page. */
export const FAQ_PAGE_TITLE = "Frequently Asked Questions"

export const pagePlaceholderVariants = cva(
  "mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 px-4 py-16 text-center",
)
export const pagePlaceholderTitleVariants = cva("font-heading text-3xl font-bold tracking-tight text-foreground sm:text-4xl")
export const pagePlaceholderTextVariants = cva("text-lg text-muted-foreground")

export interface PagePlaceholderProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** Rendered as the page's h1. */
  title: string
  text?: string
  /** Label of an optional link below the text (for example "Back to home"); shown with `actionHref`. */
  actionLabel?: string
  actionHref?: string
}

/** A page that has no content (yet): a title, a line of text and an optional way on. */
export function PagePlaceholder({ title, text, actionLabel, actionHref, className, children, ...props }: PagePlaceholderProps) {
  const titleId = React.useId()
  return (
    <section data-slot="page-placeholder" aria-labelledby={titleId} className={cn(pagePlaceholderVariants(), className)} {...props}>
      <h1 id={titleId} data-slot="page-placeholder-title" className={pagePlaceholderTitleVariants()}>
        {title}
      </h1>
      {text && (
        <p data-slot="page-placeholder-text" className={pagePlaceholderTextVariants()}>
          {text}
        </p>
      )}
      {actionLabel && actionHref && (
        <Button asChild className="mt-2">
          <a data-slot="page-placeholder-action" href={actionHref}>
            {actionLabel}
          </a>
        </Button>
      )}
      {children}
    </section>
  )
}
