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
    light: "text-xl font-normal tracking-wide",
    italic: "text-lg font-semibold italic",
  },
}

const wordmarkVariants = cva("font-heading text-muted-foreground transition-colors group-hover:text-foreground", {
  variants: wordmarkVariantMap,
  defaultVariants: { lettering: "bold" },
})

const WORDMARK_LETTERINGS = variantOptions(wordmarkVariantMap.lettering)

/** Names longer than this are never set in spaced capitals, which would wrap them onto three lines. */
const WORDMARK_CAPS_MAX_CHARS = 16

/** A stable wordmark lettering for a client, derived from its id (long names avoid spaced capitals). */
function wordmarkLetteringFor(client: Pick<ClientLogo, "id" | "name">): (typeof WORDMARK_LETTERINGS)[number] {
  let hash = 0
  for (const char of client.id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const lettering = WORDMARK_LETTERINGS[hash % WORDMARK_LETTERINGS.length]
  return lettering === "caps" && client.name.length > WORDMARK_CAPS_MAX_CHARS ? "bold" : lettering
}

/**
 * A client's logo as the wall shows it: in greys until pointed at, in its colours then. In the dark theme
 * the image is inverted and turned half the colour wheel, so a logo drawn in dark ink for light pages reads
 * in light ink and keeps its brand hue (bundled or uploaded alike).
 */
const clientLogoImageClass =
  "object-contain opacity-75 grayscale transition-[filter,opacity] duration-300 group-hover:opacity-100 group-hover:grayscale-0 motion-reduce:transition-none dark:hue-rotate-180 dark:invert"

function ClientWordmark({ client }: { client: ClientLogo }) {
  if (client.logoUrl) {
    return (
      <LazyImage
        data-slot="client-logo-image"
        src={client.logoUrl}
        alt={client.name}
        className="h-12 w-full max-w-44"
        imgClassName={clientLogoImageClass}
      />
    )
  }
  return (
    <span data-slot="client-wordmark" className={cn("text-center", wordmarkVariants({ lettering: wordmarkLetteringFor(client) }))}>
      {client.name}
    </span>
  )
}

export interface ClientLogosSectionProps extends Omit<React.ComponentProps<"section">, "title">, ClientLogosContent {}

/** The client logo wall: their logos (or, without one, the name set as a wordmark) in a muted grid. */
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
              className="group flex min-h-20 items-center justify-center bg-background px-5 py-5 sm:min-h-28 sm:px-6"
            >
              <ClientWordmark client={client} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
