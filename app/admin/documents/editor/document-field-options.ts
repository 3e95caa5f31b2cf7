/** The schema walker's options for every kind's data: rich text and links to pages are the document editor's own controls. */
import { internalLinkSchema, richTextSchema } from "#shared/content/rich-text"
import type { FieldOptions } from "../../content/schema-fields"

export const RICH_TEXT_CONTROL = "rich-text"
export const INTERNAL_LINK_CONTROL = "internal-link"

export const DOCUMENT_FIELD_OPTIONS: FieldOptions = {
  labels: { meta: "Search results", body: "Body" },
  customControl: (schema) =>
    schema === richTextSchema ? RICH_TEXT_CONTROL : schema === internalLinkSchema ? INTERNAL_LINK_CONTROL : undefined,
}
