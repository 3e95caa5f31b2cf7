import { z } from "zod"
import { richTextSchema } from "./rich-text.ts"

/** A blog post's data, as its page shows it. */
export const blogPostSchema = z.object({
  title: z.string().trim().min(1, { message: "Give the post a title." }).max(200),
  summary: z.string().trim().min(1, { message: "Write a summary for listings and search results." }).max(400),
  body: richTextSchema,
  author: z.string().trim().min(1, { message: "Name the author." }).max(120),
  publishedOn: z.iso.date({ message: "Enter the date as YYYY-MM-DD." }),
})

export type BlogPost = z.infer<typeof blogPostSchema>
