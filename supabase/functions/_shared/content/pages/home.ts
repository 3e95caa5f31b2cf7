import { z } from "zod"
import { ctaBandSchema, ctaSchema, descriptionSchema, iconSchema, linkCardSchema, list, statSchema, text } from "./fields.ts"
import { seoSchema } from "../seo.ts"

const heading = text("the heading", 100)
const intro = text("the introduction", 300)
const items = <T extends z.ZodType>(item: T, min: number, max: number) => list(item, { min, max })
const iconCard = z.object({ title: text("the title", 60), description: text("the description", 160), icon: iconSchema })

/**
 * The home page's document: its description and the bands no other table holds. The hero, the
 * services overview, who we are, the client success stories and the testimonials are staff-edited
 * content sections (public.content_sections), and the client logos public.client_logos: each word of
 * the page has one place where staff edit it (docs/decisions/0003-content-model.md, "The home page").
 */
export const homePageSchema = z.object({
  seo: seoSchema.optional(),
  description: descriptionSchema,
  clientLogos: z.object({ heading }),
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
