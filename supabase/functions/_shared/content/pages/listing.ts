import { z } from "zod"
import { ctaBandSchema, descriptionSchema, heroPanelSchema, heroSchema, listedCollectionSchema, text } from "./fields.ts"
import { seoSchema } from "../seo.ts"

/**
 * A page that lists a collection's entries (the blog, the case studies, the open positions, the
 * offices…) or, for the sitemap, every page: the page's own copy; the entries are read where they live.
 */
export const listingPageSchema = z.object({
  seo: seoSchema.optional(),
  description: descriptionSchema,
  /** What the page lists: a collection, or "pages" for the sitemap. */
  lists: z.union([listedCollectionSchema, z.literal("pages")], { message: "Choose what the page lists." }),
  hero: heroSchema,
  /** The glossary's box of terms to start with, by their names. */
  keyTerms: z
    .object({
      title: text("the box's title", 60),
      terms: z.array(text("the term", 80)).min(1, { message: "Name at least one term." }).max(8, { message: "Name at most eight terms." }),
    })
    .optional(),
  cta: ctaBandSchema,
  /** The side column of each entry's own page when its text has no contents to list (the news items' press contacts). */
  entryPanel: heroPanelSchema.optional(),
})

export type ListingPageDocument = z.infer<typeof listingPageSchema>
