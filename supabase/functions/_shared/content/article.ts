import { z } from "zod"
import { isoDate, mediaImageSchema, requiredText, searchAppearanceSchema, textList } from "./fields.ts"
import { richTextSchema } from "./rich-text.ts"
import { seoSchema } from "./seo.ts"

/** An article's data (a blog post or a news item), as its page and the listings show it; its path is the document's. */
export function articleSchema(noun: string) {
  return z.object({
    seo: seoSchema.optional(),
    meta: searchAppearanceSchema,
    title: requiredText(`Give the ${noun} a title.`, 200),
    excerpt: requiredText("Write a summary for listings and search results.", 400),
    /** The picture at the top of the page and on its listing card. */
    coverImage: mediaImageSchema.optional(),
    author: requiredText("Name the author.", 120),
    published: isoDate,
    tags: textList({ itemMessage: "Write the tag or remove it.", itemMax: 40, max: 8 }),
    body: richTextSchema,
  })
}
