/**
 * A unit of the translation workspace (docs/decisions/0014-translation-workspace.md): a document, by its id,
 * or one of the staff-edited content sections of the home and Leen pages, by its key
 * (20261208200100_section_segments.sql). The same segments, memory, checks and states serve both; only the
 * RPC that reads a unit's segments and the address of its editor name which one it is.
 */
import { z } from "zod"

/** The content sections (public.content_sections' keys). */
export const CONTENT_SECTION_KEYS = ["home_hero", "services_overview", "testimonials", "client_success", "who_we_are", "leen_page"] as const
export type ContentSectionKey = (typeof CONTENT_SECTION_KEYS)[number]

export type TranslationUnit = { documentId: string } | { section: ContentSectionKey }

export const sectionKeySchema = z.enum(CONTENT_SECTION_KEYS, { message: "section must be one of the content sections' keys" })

/** A request's unit: exactly one of documentId and section. */
export const unitSchema = z
  .object({
    documentId: z.uuid({ message: "documentId must be a document's id" }).optional(),
    section: sectionKeySchema.optional(),
  })
  .refine((unit) => (unit.documentId === undefined) !== (unit.section === undefined), {
    message: "Name either a documentId or a section",
  })

/** The unit of a request that unitSchema accepted. */
export const unitOf = (body: { documentId?: string; section?: ContentSectionKey }): TranslationUnit =>
  body.section !== undefined ? { section: body.section } : { documentId: body.documentId! }

const SECTION_ID_PREFIX = "section:"

/** The unit as one string (lists, addresses, an XLIFF file's id): the document's id, or "section:" and the key. */
export const unitId = (unit: TranslationUnit): string => ("section" in unit ? `${SECTION_ID_PREFIX}${unit.section}` : unit.documentId)

/** The unit a unitId() names; null for a section key that is not one. */
export function unitFromId(id: string): TranslationUnit | null {
  if (!id.startsWith(SECTION_ID_PREFIX)) return { documentId: id }
  const key = id.slice(SECTION_ID_PREFIX.length)
  return (CONTENT_SECTION_KEYS as readonly string[]).includes(key) ? { section: key as ContentSectionKey } : null
}

/** The RPC that reads a unit's segments in one language, and its arguments (the same rows for both). */
export function unitSegmentsCall(unit: TranslationUnit, locale: string) {
  return "section" in unit
    ? { fn: "section_segments_for" as const, args: { p_section: unit.section, p_locale: locale } }
    : { fn: "translation_segments_for" as const, args: { p_document: unit.documentId, p_locale: locale } }
}
