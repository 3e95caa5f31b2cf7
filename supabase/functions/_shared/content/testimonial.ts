import { z } from "zod"
import { listOrder, requiredText } from "./fields.ts"
import { seoSchema } from "./seo.ts"

/** A client's testimonial, as the home page shows it (the first in order is featured). */
export const testimonialSchema = z.object({
  seo: seoSchema.optional(),
  quote: requiredText("Write the quote.", 600),
  name: requiredText("Name who said it.", 120),
  role: requiredText("Give their role.", 120),
  company: requiredText("Name their company.", 120),
  industry: requiredText("Give the company's industry.", 80),
  order: listOrder,
})

export type Testimonial = z.infer<typeof testimonialSchema>
