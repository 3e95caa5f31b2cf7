/**
 * Runtime shapes of the staff-editable content stored in the database. Rows are validated with these
 * before use; a row that does not match is ignored and the bundled content shows instead.
 */
import { z } from "zod"
import { ICON_NAMES } from "@nordika/ui"
import {
  type ClientSuccess,
  type ContentPage,
  type HomeHeroContent,
  type ServicesOverviewContent,
  type TestimonialsContent,
  type WhoWeAre,
} from "@nordika/ui/templates"

const text = z.string().trim().min(1)
// An enum (not a custom check) so the admin's form offers the names as choices.
const icon = z.enum(ICON_NAMES, { message: "unknown icon name" })
const cta = z.object({ label: text, href: text })
const stat = z.object({ value: text, label: text })
const feature = z.object({ title: text, description: text, icon: icon.optional() })

export const homeHeroSchema = z.object({
  eyebrow: text.optional(),
  heading: text,
  intro: text,
  primaryCta: cta,
  secondaryCta: cta,
  badges: z.array(text),
  imageUrl: text.optional(),
  imageAlt: z.string().optional(),
}) satisfies z.ZodType<HomeHeroContent>

export const servicesOverviewSchema = z.object({
  heading: text,
  intro: text,
  items: z.array(z.object({ id: text, title: text, description: text, href: text, icon })).min(1),
  cta,
}) satisfies z.ZodType<ServicesOverviewContent>

export const testimonialsSchema = z.object({
  heading: text,
  intro: text,
  items: z.array(z.object({ id: text, quote: text, name: text, role: text, company: text, industry: text })).min(1),
}) satisfies z.ZodType<TestimonialsContent>

export const clientSuccessSchema = z.object({
  heading: text,
  intro: text,
  figures: z.array(stat),
  stories: z.array(z.object({ id: text, client: text, industry: text, title: text, summary: text, result: stat, href: text })),
}) satisfies z.ZodType<ClientSuccess>

export const whoWeAreSchema = z.object({
  eyebrow: text.optional(),
  heading: text,
  paragraphs: z.array(text).min(1),
  stats: z.array(stat),
  cta,
  imageUrl: text.optional(),
  imageAlt: z.string().optional(),
}) satisfies z.ZodType<WhoWeAre>

const id = text.optional()
const sectionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("text"), id, heading: text, paragraphs: z.array(text) }),
  z.object({ kind: z.literal("features"), id, heading: text, intro: text.optional(), items: z.array(feature) }),
  z.object({ kind: z.literal("stats"), id, heading: text.optional(), items: z.array(stat) }),
  z.object({
    kind: z.literal("steps"),
    id,
    heading: text,
    intro: text.optional(),
    items: z.array(z.object({ title: text, description: text })),
  }),
  z.object({ kind: z.literal("faq"), id, heading: text, items: z.array(z.object({ question: text, answer: text })) }),
  z.object({
    kind: z.literal("links"),
    id,
    heading: text,
    intro: text.optional(),
    items: z.array(z.object({ title: text, description: text, href: text, icon: icon.optional() })),
  }),
  z.object({ kind: z.literal("quote"), id, quote: text, author: text, role: text }),
  z.object({ kind: z.literal("checklist"), id, heading: text, intro: text.optional(), items: z.array(text) }),
  z.object({
    kind: z.literal("proof"),
    id,
    heading: text,
    case: z.object({ client: text, summary: text, results: z.array(stat), href: text.optional() }),
  }),
])

export const contentPageSchema = z.object({
  meta: z.object({ path: text, title: text, description: text }),
  hero: z.object({
    eyebrow: text.optional(),
    heading: text,
    intro: text,
    primaryCta: cta.optional(),
    secondaryCta: cta.optional(),
    imageUrl: text.optional(),
    imageAlt: z.string().optional(),
  }),
  sections: z.array(sectionSchema),
  cta: z.object({ heading: text, text, primary: cta, secondary: cta.optional() }),
}) satisfies z.ZodType<ContentPage>

/** A row of public.client_logos as the site reads it. */
export const clientLogoRowSchema = z.object({
  id: text,
  name: text,
  industry: z.string().nullable(),
  logo_url: z.string().nullable(),
})
