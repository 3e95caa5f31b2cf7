import * as React from "react"
import { cn } from "../lib/utils"
import { SmartLink } from "../lib/link-context"
import type { Cta } from "../templates/types"
import { Button } from "./button"

export interface PagePlaceholderProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** Rendered as the page's h1. */
  title: string
  /** A sentence under the heading. */
  text?: string
  /** Ways on, as buttons under the text: the first is the primary one. */
  actions?: Cta[]
}

/** A page that has no content (yet): a title, a line of text and optional ways on. */
export function PagePlaceholder({ title, text, actions = [], className, children, ...props }: PagePlaceholderProps) {
  const titleId = React.useId()
  return (
    <section
      data-slot="page-placeholder"
      aria-labelledby={titleId}
      className={cn("mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 px-4 py-16 text-center", className)}
      {...props}
    >
      <h1
        id={titleId}
        data-slot="page-placeholder-title"
        className="font-heading text-3xl font-bold tracking-tight text-foreground sm:text-4xl"
      >
        {title}
      </h1>
      {text && (
        <p data-slot="page-placeholder-text" className="text-lg text-muted-foreground">
          {text}
        </p>
      )}
      {actions.length > 0 && (
        <ul data-slot="page-placeholder-actions" className="mt-2 flex flex-wrap justify-center gap-3">
          {actions.map((action, index) => (
            <li key={action.href}>
              <Button asChild variant={index === 0 ? "default" : "outline"}>
                <SmartLink data-slot="page-placeholder-action" href={action.href}>
                  {action.label}
                </SmartLink>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  )
}
