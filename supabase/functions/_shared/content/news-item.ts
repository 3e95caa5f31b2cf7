import { z } from "zod"
import { articleSchema } from "./article.ts"

/** A news item's data, as /resources/news/<slug> and the news listing show it. */
export const newsItemSchema = articleSchema("news item")

export type NewsItem = z.infer<typeof newsItemSchema>
