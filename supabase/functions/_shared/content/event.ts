import { z } from "zod"
import { isoDate, requiredText } from "./fields.ts"
import { seoSchema } from "./seo.ts"

/**
 * A freelancer event, as /freelancers/apply-join-events lists it and the event registration form
 * offers it ("21 January 2027, 15:00 CET: Post-editing with quality estimation"), in date order.
 */
export const eventSchema = z.object({
  seo: seoSchema.optional(),
  name: requiredText("Name the event.", 120),
  startsOn: isoDate,
  /** The time as the listing says it, with its zone: "15:00 CET", "13:00–18:00 CET". */
  time: z
    .string({ message: "Give the time, such as 15:00 CET." })
    .trim()
    .regex(/^[0-2][0-9]:[0-5][0-9](–[0-2][0-9]:[0-5][0-9])? [A-Z]{2,5}$/, {
      message: "Give the time, such as 15:00 CET or 13:00–18:00 CET.",
    }),
  description: requiredText("Say what the event is about.", 600),
})

export type FreelancerEvent = z.infer<typeof eventSchema>
