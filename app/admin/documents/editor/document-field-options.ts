/** The schema walker's options for every kind's data: rich text, links to pages and library images are the document editor's own controls. */
import { mediaImageSchema } from "#shared/content/fields"
import { internalLinkSchema, richTextSchema } from "#shared/content/rich-text"
import type { FieldOptions } from "../../content/schema-fields"

export const RICH_TEXT_CONTROL = "rich-text"
export const INTERNAL_LINK_CONTROL = "internal-link"
export const MEDIA_IMAGE_CONTROL = "media-image"

export const DOCUMENT_FIELD_OPTIONS: FieldOptions = {
  labels: {
    meta: "Search results",
    body: "Body",
    seo: "SEO",
    ogImage: "Social card image",
    canonical: "Canonical address",
    noindex: "Hide from search engines",
  },
  customControl: (schema) =>
    schema === richTextSchema
      ? RICH_TEXT_CONTROL
      : schema === internalLinkSchema
        ? INTERNAL_LINK_CONTROL
        : schema === mediaImageSchema
          ? MEDIA_IMAGE_CONTROL
          : undefined,
}
