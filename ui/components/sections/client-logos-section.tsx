import * as React from "react"
import { cva } from "class-variance-authority"
import { cn } from "../../lib/utils"
import type { ClientLogo, ClientLogosSection as ClientLogosContent } from "../../templates/home-types"
import { LazyImage } from "../lazy-image"
import { Container, pageSectionVariants } from "./section"

/** Typographic treatments for text wordmarks, so a row of names reads like a row of logos. */
export const wordmarkVariants = cva("font-heading text-muted-foreground transition-colors group-hover:text-foreground", {
  variants: {
    variant: {
      bold: "text-lg font-bold tracking-tight",
      caps: "text-sm font-semibold tracking-[0.22em] uppercase",
      light: "text-xl font-light tracking-wide",
      italic: "text-lg font-semibold italic",
    },
  },
  defaultVariants: { variant: "bold" },
})

const WORDMARK_STYLES = ["bold", "caps", "light", "italic"] as const

/** Names longer than this are never set in spaced capitals, which would wrap them onto three lines. */
export const WORDMARK_CAPS_MAX_CHARS = 16

/** A stable wordmark style for a client, derived from its id (long names avoid spaced capitals). */
export function wordmarkStyleFor(client: Pick<ClientLogo, "id" | "name">): (typeof WORDMARK_STYLES)[number] {
  let hash = 0
  for (const char of client.id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const style = WORDMARK_STYLES[hash % WORDMARK_STYLES.length]
  return style === "caps" && client.name.length > WORDMARK_CAPS_MAX_CHARS ? "bold" : style
}

export function ClientWordmark({ client }: { client: ClientLogo }) {
  if (client.logoUrl) {
    return (
      <LazyImage data-slot="client-logo-image" src={client.logoUrl} alt={client.name} className="h-10 w-32" imgClassName="object-contain" />
    )
  }
  return (
    <span data-slot="client-wordmark" className={cn("text-center", wordmarkVariants({ variant: wordmarkStyleFor(client) }))}>
      {client.name}
    </span>
  )
}

export interface ClientLogosSectionProps extends Omit<React.ComponentProps<"section">, "title">, ClientLogosContent {}

/** Client names as a muted grid of wordmarks (or their logos, when there is a logoUrl). */
export function ClientLogosSection({ heading, items, className, ...props }: ClientLogosSectionProps) {
  const headingId = React.useId()
  return (
    <section
      data-slot="client-logos"
      aria-labelledby={headingId}
      className={cn(pageSectionVariants({ variant: "muted", size: "sm" }), className)}
      {...props}
    >
      <Container>
        <h2
          id={headingId}
          className="mx-auto max-w-2xl text-center text-sm font-semibold tracking-[0.14em] text-muted-foreground uppercase"
        >
          {heading}
        </h2>
        <ul
          data-slot="client-logos-list"
          className="mt-8 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-border bg-border sm:grid-cols-3 lg:grid-cols-6"
        >
          {items.map((client) => (
            <li
              key={client.id}
              data-slot="client-logo"
              className="group flex min-h-20 items-center justify-center bg-background px-4 py-5 sm:min-h-24"
            >
              <ClientWordmark client={client} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
