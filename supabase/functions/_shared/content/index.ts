/**
 * The registry of document schemas by kind (public.document_kinds): what publish-document checks
 * a document's data with before it may be published, and what the document seed is checked with.
 * A kind without a schema yet gets the minimal shape, any JSON object.
 */
import { z } from "zod"
import { blogPostSchema } from "./blog-post.ts"
import { caseStudySchema } from "./case-study.ts"
import { eventSchema } from "./event.ts"
import { faqEntrySchema } from "./faq-entry.ts"
import { MENU_SCHEMAS } from "./menus.ts"
import { glossaryTermSchema } from "./glossary-term.ts"
import { newsItemSchema } from "./news-item.ts"
import { officeSchema } from "./office.ts"
import { openPositionSchema } from "./open-position.ts"
import { PAGE_SCHEMAS } from "./pages/index.ts"
import { teamMemberSchema } from "./team-member.ts"
import { testimonialSchema } from "./testimonial.ts"

/** The collections' schemas, by kind. */
export const COLLECTION_SCHEMAS = {
  blog_post: blogPostSchema,
  news_item: newsItemSchema,
  case_study: caseStudySchema,
  open_position: openPositionSchema,
  glossary_term: glossaryTermSchema,
  faq_entry: faqEntrySchema,
  office: officeSchema,
  team_member: teamMemberSchema,
  testimonial: testimonialSchema,
  event: eventSchema,
} as const

export const DOCUMENT_SCHEMAS: Partial<Record<string, z.ZodType>> = {
  ...COLLECTION_SCHEMAS,
  ...PAGE_SCHEMAS,
  ...MENU_SCHEMAS,
}

/** The minimal shape of a kind without its own schema. */
export const minimalDocumentSchema = z.record(z.string(), z.unknown())

export function documentSchemaFor(kind: string): z.ZodType {
  return DOCUMENT_SCHEMAS[kind] ?? minimalDocumentSchema
}

/** public.documents.path: lower-case segments of letters, digits and single hyphens, "/" for the home page. */
export const DOCUMENT_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/
/** public.documents.title and .path allow at most this many characters (their check constraints). */
export const DOCUMENT_TITLE_MAX_LENGTH = 200
export const DOCUMENT_PATH_MAX_LENGTH = 200

/** The first problem of a document's data, with the dotted path of the field it concerns ("body.0.children"), or null. */
export function documentProblem(kind: string, data: unknown): { field: string; message: string } | null {
  const parsed = documentSchemaFor(kind).safeParse(data)
  if (parsed.success) return null
  const issue = parsed.error.issues[0]
  return { field: issue.path.map(String).join("."), message: issue.message }
}
