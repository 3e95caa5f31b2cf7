/**
 * The page kinds' schemas (public.document_kinds, page:…): what publish-document checks a page's
 * data with. Kinds whose pages share a shape share its schema; the page's path and document title
 * are the document's own columns, not part of the data.
 */
import type { z } from "zod"
import { contentPageSchema } from "./content.ts"
import { faqPageSchema } from "./faq.ts"
import { homePageSchema } from "./home.ts"
import { industryPageSchema } from "./industry.ts"
import { legalPageSchema } from "./legal.ts"
import { listingPageSchema } from "./listing.ts"
import { servicePageSchema } from "./service.ts"

export type { ContentPageDocument, ContentSection } from "./content.ts"
export type { FaqPageDocument } from "./faq.ts"
export type { HomePageDocument } from "./home.ts"
export type { IndustryPageDocument } from "./industry.ts"
export type { LegalPageDocument } from "./legal.ts"
export type { ListingPageDocument } from "./listing.ts"
export type { ServicePageDocument } from "./service.ts"

export const PAGE_SCHEMAS = {
  "page:home": homePageSchema,
  "page:service": servicePageSchema,
  "page:industry": industryPageSchema,
  "page:legal": legalPageSchema,
  "page:listing": listingPageSchema,
  "page:faq": faqPageSchema,
  "page:content": contentPageSchema,
  "page:about": contentPageSchema,
  "page:careers": contentPageSchema,
  "page:contact": contentPageSchema,
  "page:landing": contentPageSchema,
  "page:language": contentPageSchema,
} as const satisfies Record<`page:${string}`, z.ZodType>

export type PageKind = keyof typeof PAGE_SCHEMAS
