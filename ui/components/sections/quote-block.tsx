import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { Quote } from "lucide-react"
import { cn } from "../../lib/utils"
import { Container, pageSectionVariants } from "./section"

const quoteBlockVariants = cva("", {
  variants: {
    size: {
      default: "font-heading text-2xl leading-snug font-medium tracking-tight text-balance sm:text-3xl lg:text-4xl",
      sm: "text-lg leading-relaxed",
    },
  },
  defaultVariants: { size: "default" },
})

export interface QuoteBlockProps extends React.ComponentProps<"figure">, VariantProps<typeof quoteBlockVariants> {
  /** `default` a large pull quote in the heading face, `sm` body-sized, inside a card or a case study. @default "default" */
  size?: VariantProps<typeof quoteBlockVariants>["size"]
  /** The words quoted, without quotation marks. */
  quote: string
  /** Who said them. */
  author: string
  /** Their role and company. */
  role: string
}

/** A pull quote: the words, then who said them. */
export function QuoteBlock({ quote, author, role, size, className, ...props }: QuoteBlockProps) {
  return (
    <figure data-slot="quote-block" data-size={size ?? "default"} className={cn("flex flex-col gap-6", className)} {...props}>
      <Quote aria-hidden="true" className="size-10 text-primary" />
      <blockquote data-slot="quote-text" className={quoteBlockVariants({ size })}>
        <p>{quote}</p>
      </blockquote>
      <figcaption data-slot="quote-author" className="flex flex-col gap-0.5">
        <span className="font-semibold text-foreground">{author}</span>
        <span className="text-sm text-muted-foreground">{role}</span>
      </figcaption>
    </figure>
  )
}

export interface QuoteSectionProps extends React.ComponentProps<"div"> {
  /** The words quoted, without quotation marks. */
  quote: string
  /** Who said them. */
  author: string
  /** Their role and company. */
  role: string
}

/** A tinted band holding one QuoteBlock, centred. */
export function QuoteSection({ quote, author, role, className, ...props }: QuoteSectionProps) {
  return (
    <div data-slot="quote-section" className={cn(pageSectionVariants({ variant: "muted" }), className)} {...props}>
      <Container>
        <QuoteBlock className="mx-auto max-w-4xl" quote={quote} author={author} role={role} />
      </Container>
    </div>
  )
}
