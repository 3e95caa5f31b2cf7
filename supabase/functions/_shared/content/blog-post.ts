import { z } from "zod"
import { articleSchema } from "./article.ts"

/** A blog post's data, as /resources/blog/<slug> and the blog's listing show it. */
export const blogPostSchema = articleSchema("post")

export type BlogPost = z.infer<typeof blogPostSchema>
