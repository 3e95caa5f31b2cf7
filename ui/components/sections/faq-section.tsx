import * as React from "react"
import { cn } from "../../lib/utils"
import type { Faq } from "../../templates/types"
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../accordion"
import { ContactText } from "../contact-text"
import { Highlight } from "../highlight"
import { RichText, type RichTextLinkTarget } from "../rich-text"
import {
  Container,
  pageSectionVariants,
  sectionEyebrowVariants,
  sectionHeadingVariants,
  sectionIntroVariants,
  type AlternatingBand,
} from "./section"

export interface FaqAccordionItemProps extends Omit<React.ComponentProps<typeof AccordionItem>, "children"> {
  /** The question and its answer (plain text; addresses and numbers become links). */
  faq: Faq
  /** Folded search words to mark in the question and the answer. */
  highlight?: readonly string[]
  /** The pages the answer's internal links point at, by document id (an answer with `body`). */
  links?: Readonly<Record<string, RichTextLinkTarget>>
}

/**
 * One question of an FAQ accordion: the answer's rich text when it has one (its links kept), else its
 * plain text; either way its email addresses and phone numbers are links and the search's words marked.
 */
export function FaqAccordionItem({ faq, highlight = [], links, className, ...props }: FaqAccordionItemProps) {
  const marked = (text: string) => <Highlight text={text} words={highlight} />
  const contactText = (text: string) => <ContactText renderText={marked}>{text}</ContactText>
  return (
    <AccordionItem lang={faq.lang} data-slot="faq-item" className={className} {...props}>
      <AccordionTrigger className="py-5 text-base font-semibold hover:no-underline sm:text-lg [&>svg]:mt-1 [&>svg]:size-5">
        {marked(faq.question)}
      </AccordionTrigger>
      <AccordionContent className="max-w-3xl pb-6 text-base leading-relaxed text-muted-foreground">
        {faq.body ? (
          // The answer sits under its question, which is under the topic's h2.
          <RichText blocks={faq.body} headingLevel={3} links={links} textStyle="inherit" renderText={contactText} className="gap-3" />
        ) : (
          contactText(faq.answer)
        )}
      </AccordionContent>
    </AccordionItem>
  )
}

export interface FaqSectionProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** A short word or two above the heading, in capitals. */
  eyebrow?: string
  /** The section's h2. */
  heading: string
  /** A sentence or two under the heading. */
  intro?: string
  /** The questions and answers, in order. */
  items: Faq[]
  /** Band colour. @default "default" */
  variant?: AlternatingBand
}

/** Questions and answers: heading on the left (sticky on wide screens), a Radix accordion on the right. */
export function FaqSection({ eyebrow, heading, intro, items, variant = "default", className, ...props }: FaqSectionProps) {
  const headingId = React.useId()
  return (
    <section
      data-slot="faq-section"
      data-variant={variant}
      aria-labelledby={headingId}
      className={cn(pageSectionVariants({ variant }), className)}
      {...props}
    >
      <Container className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-span-4 lg:self-start">
          {eyebrow && <p className={sectionEyebrowVariants({ variant })}>{eyebrow}</p>}
          <h2 id={headingId} data-slot="faq-heading" className={sectionHeadingVariants()}>
            {heading}
          </h2>
          {intro && <p className={sectionIntroVariants({ variant })}>{intro}</p>}
        </div>
        <Accordion type="single" collapsible data-slot="faq-list" className="border-t border-border lg:col-span-8">
          {items.map((faq, index) => (
            <FaqAccordionItem key={faq.question} faq={faq} value={`faq-${index}`} />
          ))}
        </Accordion>
      </Container>
    </section>
  )
}
