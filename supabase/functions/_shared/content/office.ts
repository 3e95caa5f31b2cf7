import { z } from "zod"
import { listOrder, requiredText, textList } from "./fields.ts"
import { seoSchema } from "./seo.ts"

/**
 * A phone number ("+46 31 760 42 00"), or {phone}: the head office's number from the site settings,
 * filled in as the page renders (app/content/contact-details.ts).
 */
const phoneSchema = z
  .string({ message: "Give the office's phone number." })
  .trim()
  .regex(/^(\{phone\}|\+[0-9][0-9 ()-]{5,24})$/, { message: "Write the number in international form, such as +46 8 120 345 00." })

/** An email address, or {mailbox:<name>}: that mailbox at the domain of the site settings' general address. */
const emailSchema = z
  .string({ message: "Give the office's email address." })
  .trim()
  .max(120)
  .refine((value) => /^\{mailbox:[a-z0-9-]+\}$/.test(value) || z.email().safeParse(value).success, {
    message: "Give an email address, such as stockholm@nordika.com.",
  })

/** An office's data, as /contact/global-offices lists it (the headquarters first). */
export const officeSchema = z.object({
  seo: seoSchema.optional(),
  city: requiredText("Name the city.", 80),
  country: requiredText("Name the country.", 80),
  role: requiredText("Say what the office does.", 300),
  address: textList({
    itemMessage: "Write the address line or remove it.",
    itemMax: 120,
    min: 2,
    max: 6,
    minMessage: "Give the postal address.",
  }),
  phone: phoneSchema,
  email: emailSchema,
  hours: requiredText("Give the opening hours.", 120),
  timezone: requiredText("Give the time zone.", 120),
  headquarters: z.boolean().optional(),
  order: listOrder,
})

export type Office = z.infer<typeof officeSchema>
