import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { ArrowRight, ArrowUpRight } from "lucide-react"
import { cn } from "../../lib/utils"
import { isInternalHref, SmartLink } from "../../lib/link-context"
import type { LinkCard } from "../../templates/types"
import { Icon } from "../icon"
import { gridColumnsFor, PageSection, type PageSectionProps } from "./section"

const linkCardVariantMap = {
  size: {
    // Below sm the icon sits beside the text, so a stack of cards stays short on phones.
    default: "grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-1.5 p-5 sm:flex sm:gap-4 sm:p-6 lg:p-7",
    sm: "gap-2 p-5",
  },
}

const linkCardVariants = cva(
  "group relative flex h-full flex-col rounded-2xl border border-border bg-card text-card-foreground transition-[border-color,box-shadow,transform] outline-none hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background motion-reduce:transition-none motion-reduce:hover:translate-y-0",
  {
    variants: linkCardVariantMap,
    defaultVariants: { size: "default" },
  },
)

export interface LinkCardItemProps extends Omit<React.ComponentProps<"a">, "href">, VariantProps<typeof linkCardVariants> {
  /** `default` with its icon, `sm` without, narrow enough for five in a row (related pages). @default "default" */
  size?: VariantProps<typeof linkCardVariants>["size"]
  /** The card's title, description, address and optional icon. */
  card: LinkCard
  /** Heading level of the title, to fit the page outline. @default "h3" */
  headingLevel?: "h2" | "h3"
}

/** One card that is a link as a whole: icon, title, description and an arrow (`sm`: no icon, narrower). */
export function LinkCardItem({ card, size, headingLevel = "h3", className, ...props }: LinkCardItemProps) {
  const Heading = headingLevel
  const Arrow = isInternalHref(card.href) ? ArrowRight : ArrowUpRight
  const withIcon = Boolean(card.icon) && (size ?? "default") === "default"
  return (
    <SmartLink
      data-slot="link-card"
      data-size={size ?? "default"}
      href={card.href}
      className={cn(linkCardVariants({ size }), !withIcon && "grid-cols-1", className)}
      {...props}
    >
      {withIcon && card.icon && (
        <span
          data-slot="link-card-icon"
          className="row-span-2 grid size-11 place-items-center rounded-xl bg-accent text-accent-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground"
        >
          <Icon name={card.icon} />
        </span>
      )}
      <Heading
        data-slot="link-card-title"
        className="flex items-start justify-between gap-3 font-heading text-lg leading-snug font-semibold"
      >
        {card.title}
        <Arrow
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 text-primary transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
        />
      </Heading>
      {card.description && (
        <p data-slot="link-card-description" className="text-sm leading-relaxed text-muted-foreground sm:text-base">
          {card.description}
        </p>
      )}
    </SmartLink>
  )
}

export interface LinkCardGridProps extends Omit<PageSectionProps, "children"> {
  /** The cards, in order. */
  items: LinkCard[]
  /** Size of each card. @default "default" */
  cardSize?: VariantProps<typeof linkCardVariants>["size"]
}

/** Small cards are narrow enough for five in a row on wide screens. */
function smallCardColumnsFor(count: number): string {
  if (count === 5 || count === 10) return "grid-cols-1 sm:grid-cols-2 lg:grid-cols-5"
  return gridColumnsFor(count)
}

/** A grid of link cards: sub-pages, related pages, hub entries. */
export function LinkCardGrid({ items, cardSize, ...props }: LinkCardGridProps) {
  return (
    <PageSection data-slot="link-card-grid" {...props}>
      <ul
        data-slot="link-card-grid-list"
        className={cn("grid gap-4 lg:gap-6", cardSize === "sm" ? smallCardColumnsFor(items.length) : gridColumnsFor(items.length))}
      >
        {items.map((card) => (
          <li key={card.href} className="min-w-0">
            <LinkCardItem card={card} size={cardSize} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
