import { z } from "zod"
import { richTextSchema } from "../rich-text.ts"
import { ctaBandSchema, ctaSchema, descriptionSchema, hrefSchema, iconSchema, linkCardSchema, list, statSchema, text } from "./fields.ts"

const heading = text("the heading", 100)
const intro = text("the introduction", 300)
const items = <T extends z.ZodType>(item: T, min: number, max: number) => list(item, { min, max })
const iconCard = z.object({ title: text("the title", 60), description: text("the description", 160), icon: iconSchema })

/**
 * The home page. The client logos (public.client_logos) and the testimonials (a collection) are
 * not in it: the page keeps those bands' headings.
 */
export const homePageSchema = z.object({
  description: descriptionSchema,
  hero: z.object({
    eyebrow: text("the eyebrow", 60).optional(),
    heading: text("the heading", 120),
    intro: text("the introduction", 400),
    primaryCta: ctaSchema,
    secondaryCta: ctaSchema,
    /** Short proof points under the actions ("ISO 17100 certified"). */
    badges: items(text("the badge", 40), 0, 6),
  }),
  servicesOverview: z.object({
    heading,
    intro,
    items: items(
      z.object({
        id: text("the card's key", 60),
        title: text("the title", 60),
        description: text("the description", 160),
        href: hrefSchema,
        icon: iconSchema,
      }),
      1,
      12,
    ),
    cta: ctaSchema,
  }),
  whoWeAre: z.object({
    eyebrow: text("the eyebrow", 40).optional(),
    heading,
    body: richTextSchema,
    stats: items(statSchema, 0, 6),
    cta: ctaSchema,
  }),
  clientLogos: z.object({ heading }),
  clientSuccess: z.object({
    heading,
    intro,
    figures: items(statSchema, 0, 6),
    stories: items(
      z.object({
        id: text("the story's key", 60),
        client: text("the client", 60),
        industry: text("the industry", 60),
        title: text("the title", 100),
        summary: text("the summary", 240),
        result: statSchema,
        href: hrefSchema,
      }),
      0,
      6,
    ),
  }),
  testimonials: z.object({ heading, intro }),
  industries: z.object({ heading, intro, items: items(linkCardSchema, 1, 12), cta: ctaSchema }),
  technology: z.object({
    eyebrow: text("the eyebrow", 40).optional(),
    heading,
    intro: text("the introduction", 400),
    points: items(iconCard, 1, 6),
    stats: items(statSchema, 0, 4),
    cta: ctaSchema,
    secondaryCta: ctaSchema.optional(),
  }),
  whyNordika: z.object({ heading, intro, items: items(iconCard, 1, 9) }),
  cta: ctaBandSchema,
})

export type HomePageDocument = z.infer<typeof homePageSchema>
