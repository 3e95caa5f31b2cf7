import { z } from "zod"
import { listOrder, mediaImageSchema, requiredText } from "./fields.ts"
import { seoSchema } from "./seo.ts"

/** An icon's name from the design system's set ("Users", "ShieldCheck"); the page checks it against the set. */
const iconName = z.string({ message: "Choose an icon." }).regex(/^[A-Z][A-Za-z0-9]{1,39}$/, { message: "Choose an icon." })

/** A leader's data, as /about/team lists them. */
export const teamMemberSchema = z.object({
  seo: seoSchema.optional(),
  name: requiredText("Give the person's name.", 120),
  role: requiredText("Give the person's role.", 160),
  bio: requiredText("Write a short biography.", 800),
  /** A portrait; the team page shows the icon without one. */
  photo: mediaImageSchema.optional(),
  icon: iconName,
  order: listOrder,
})

export type TeamMember = z.infer<typeof teamMemberSchema>
