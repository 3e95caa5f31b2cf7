import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { cn, variantOptions } from "../../lib/utils"
import type { Feature } from "../../templates/types"
import { ContactText } from "../contact-text"
import type { ContentImage } from "../content-picture"
import { Icon } from "../icon"
import { gridColumnsFor, PageSection, type PageSectionProps } from "./section"

const featureCardVariantMap = {
  variant: {
    card: "rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md lg:p-8",
    plain: "border-t border-border pt-6",
    inverse: "rounded-2xl border border-header-foreground/10 bg-header-accent/60 p-6 text-header-foreground lg:p-8",
  },
}

const featureCardVariants = cva("group relative flex flex-col gap-4", {
  variants: featureCardVariantMap,
  defaultVariants: { variant: "card" },
})

export const FEATURE_CARD_VARIANTS = variantOptions(featureCardVariantMap.variant)

const featureIconVariants = cva("grid size-11 place-items-center rounded-xl [&_svg]:size-5", {
  variants: {
    variant: {
      card: "bg-accent text-accent-foreground",
      plain: "bg-primary text-primary-foreground",
      inverse: "bg-header-foreground/10 text-header-foreground",
    } satisfies Record<(typeof FEATURE_CARD_VARIANTS)[number], string>,
  },
  defaultVariants: { variant: "card" },
})

/** Draws a card's image: the picture, its `sizes` and its classes. */
type DrawFeaturePicture = (picture: { image: ContentImage; sizes: string; className: string }) => React.ReactNode

const FeaturePictureContext = React.createContext<DrawFeaturePicture | undefined>(undefined)

export interface FeaturePicturesProps {
  /** How the cards inside draw their images (ContentPicture, say). */
  draw: DrawFeaturePicture
  /** The grids whose cards may have pictures. */
  children: React.ReactNode
}

/**
 * Lets the FeatureCards inside draw their images (the team's portraits). A provider rather than an import
 * in the card, so that the many pages whose cards have only icons do not load the picture code; outside
 * one, a card draws its icon.
 */
export function FeaturePictures({ draw, children }: FeaturePicturesProps) {
  return <FeaturePictureContext.Provider value={draw}>{children}</FeaturePictureContext.Provider>
}

export interface FeatureCardProps extends React.ComponentProps<"li">, VariantProps<typeof featureCardVariants> {
  /** `card` a raised card, `plain` a rule above the text (a quieter grid), `inverse` on an inverse (navy) band. @default "card" */
  variant?: VariantProps<typeof featureCardVariants>["variant"]
  /** The feature: an icon name or an image, a title and a description. */
  feature: Feature
}

export function FeatureCard({ feature, variant, className, ...props }: FeatureCardProps) {
  const tone = variant ?? "card"
  const drawPicture = React.useContext(FeaturePictureContext)
  return (
    <li
      lang={feature.lang}
      data-slot="feature-card"
      data-variant={tone}
      className={cn(featureCardVariants({ variant }), className)}
      {...props}
    >
      {feature.image && drawPicture
        ? drawPicture({
            image: feature.image,
            sizes: feature.imageSizes ?? "100vw",
            className: "aspect-square h-auto w-full rounded-xl bg-muted",
          })
        : feature.icon && (
            <span data-slot="feature-icon" className={featureIconVariants({ variant })}>
              <Icon name={feature.icon} />
            </span>
          )}
      <h3 data-slot="feature-title" className="font-heading text-lg leading-snug font-semibold">
        {feature.title}
      </h3>
      <p
        data-slot="feature-description"
        className={cn("leading-relaxed", tone === "inverse" ? "text-header-muted" : "text-muted-foreground")}
      >
        <ContactText>{feature.description}</ContactText>
      </p>
    </li>
  )
}

export interface FeatureGridProps extends Omit<PageSectionProps, "children"> {
  /** The features, in order; an odd last one spans the row. */
  items: Feature[]
  /** How each feature card is drawn. @default "card" (or "inverse" on an inverse section) */
  card?: VariantProps<typeof featureCardVariants>["variant"]
}

/** A grid of icon cards: offerings, challenges, solutions, reasons to choose Nordika; or of portraits, the team's. */
export function FeatureGrid({ items, card: cardProp, variant, ...props }: FeatureGridProps) {
  const card = cardProp ?? (variant === "inverse" ? "inverse" : "card")
  return (
    <PageSection data-slot="feature-grid" variant={variant} {...props}>
      <ul data-slot="feature-grid-list" className={cn("grid gap-6 lg:gap-8", gridColumnsFor(items.length))}>
        {items.map((feature) => (
          <FeatureCard key={feature.title} feature={feature} variant={card} />
        ))}
      </ul>
    </PageSection>
  )
}
