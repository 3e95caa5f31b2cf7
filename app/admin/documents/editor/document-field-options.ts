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
    // The menus (supabase/functions/_shared/content/menus.ts).
    entries: "Top-level entries",
    sectionPaths: "Sections it stands for",
    groups: "Groups",
    featured: "Featured block",
    page: "Page",
    url: "Address of another site",
    art: "Illustration",
    tone: "Colour",
    imagePosition: "Picture",
    imageDescription: "What the picture shows",
    buttonText: "Button label",
    columns: "Columns",
    legalLinks: "Legal links",
  },
  itemNouns: {
    entries: "Entry",
    sectionPaths: "Section",
    groups: "Group",
    links: "Link",
    columns: "Column",
    legalLinks: "Legal link",
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
