import { cva, type VariantProps } from "class-variance-authority"
import { Quote } from "lucide-react"
import { cn } from "../../lib/utils"
import type { Testimonial, TestimonialsContent } from "../../templates/home-types"
import { gridColumnsFor, PageSection, type PageSectionProps } from "./section"

const testimonialCardVariants = cva("flex h-full flex-col justify-between gap-8 rounded-2xl border p-6 sm:p-8", {
  variants: {
    variant: {
      default: "border-border bg-card text-card-foreground",
      featured: "border-transparent bg-header text-header-foreground lg:p-12",
    },
  },
  defaultVariants: { variant: "default" },
})

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("")
}

export interface TestimonialCardProps extends VariantProps<typeof testimonialCardVariants> {
  /** `default` a card among others, `featured` the one large navy card that leads the section. @default "default" */
  variant?: VariantProps<typeof testimonialCardVariants>["variant"]
  /** The quote, who said it, their role and company. */
  testimonial: Testimonial
  /** Classes for the card. */
  className?: string
}

export function TestimonialCard({ testimonial, variant, className }: TestimonialCardProps) {
  const featured = variant === "featured"
  return (
    <figure data-slot="testimonial" data-variant={variant ?? "default"} className={cn(testimonialCardVariants({ variant }), className)}>
      <div className="flex flex-col gap-5">
        <Quote aria-hidden="true" className={cn("size-8", featured ? "text-header-muted" : "text-primary")} />
        <blockquote
          className={cn(
            "leading-relaxed text-pretty",
            featured ? "font-heading text-xl font-medium sm:text-2xl lg:text-3xl lg:leading-snug" : "text-base sm:text-lg",
          )}
        >
          <p>{testimonial.quote}</p>
        </blockquote>
      </div>
      <figcaption className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className={cn(
            "grid size-11 shrink-0 place-items-center rounded-full font-heading text-sm font-semibold",
            featured ? "bg-header-foreground/10 text-header-foreground" : "bg-accent text-accent-foreground",
          )}
        >
          {initials(testimonial.name)}
        </span>
        <span className="flex flex-col">
          <span className="font-semibold">{testimonial.name}</span>
          <span className={cn("text-sm", featured ? "text-header-muted" : "text-muted-foreground")}>
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}

export interface TestimonialsSectionProps extends Omit<PageSectionProps, "children" | "heading" | "intro">, TestimonialsContent {}

/** Client quotes as a grid (no carousel: every quote is visible and reachable), the first one featured. */
export function TestimonialsSection({ heading, intro, items, variant = "muted", ...props }: TestimonialsSectionProps) {
  return (
    <PageSection data-slot="testimonials" heading={heading} intro={intro} variant={variant} {...props}>
      <ul data-slot="testimonials-list" className={cn("grid gap-6", gridColumnsFor(items.length))}>
        {items.map((testimonial, index) => (
          <li key={testimonial.id} className={cn(index === 0 && "md:col-span-2")}>
            <TestimonialCard testimonial={testimonial} variant={index === 0 ? "featured" : "default"} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
