import * as React from "react"
import { cva } from "class-variance-authority"
import { cn, variantOptions } from "../../lib/utils"
import type { ClientLogo, ClientLogosContent } from "../../templates/home-types"
import { LazyImage } from "../lazy-image"
import { Container, pageSectionVariants } from "./section"

/** Typographic treatments for text wordmarks, so a row of names reads like a row of logos. */
const wordmarkVariantMap = {
  lettering: {
    bold: "text-lg font-bold tracking-tight",
    caps: "text-sm font-semibold tracking-[0.22em] uppercase",
    light: "text-xl font-light tracking-wide",
    italic: "text-lg font-semibold italic",
  },
}

export const wordmarkVariants = cva("font-heading text-muted-foreground transition-colors group-hover:text-foreground", {
  variants: wordmarkVariantMap,
  defaultVariants: { lettering: "bold" },
})

const WORDMARK_LETTERINGS = variantOptions(wordmarkVariantMap.lettering)

/** Names longer than this are never set in spaced capitals, which would wrap them onto three lines. */
export const WORDMARK_CAPS_MAX_CHARS = 16

/** A stable wordmark lettering for a client, derived from its id (long names avoid spaced capitals). */
export function wordmarkLetteringFor(client: Pick<ClientLogo, "id" | "name">): (typeof WORDMARK_LETTERINGS)[number] {
  let hash = 0
  for (const char of client.id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const lettering = WORDMARK_LETTERINGS[hash % WORDMARK_LETTERINGS.length]
  return lettering === "caps" && client.name.length > WORDMARK_CAPS_MAX_CHARS ? "bold" : lettering
}

export function ClientWordmark({ client }: { client: ClientLogo }) {
  if (client.logoUrl) {
    return (
      <LazyImage data-slot="client-logo-image" src={client.logoUrl} alt={client.name} className="h-10 w-32" imgClassName="object-contain" />
    )
  }
  return (
    <span data-slot="client-wordmark" className={cn("text-center", wordmarkVariants({ lettering: wordmarkLetteringFor(client) }))}>
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
