/**
 * The pieces every kind's schema shares: internal links by document id, and rich text as
 * structured JSON (an array of blocks). The rich-text shape is a placeholder until the editor
 * (slice D) settles it; it is already JSON, never markup, so the site renders it safely.
 */
import { z } from "zod"

/** A link to another document by its id: the database derives "who links here" from these. */
export const internalLinkSchema = z.object({
  type: z.literal("internal-link"),
  documentId: z.uuid({ message: "Choose the page to link to." }),
  label: z.string().trim().max(200).optional(),
})

const textSchema = z.object({
  type: z.literal("text"),
  text: z.string().max(10_000),
  marks: z.array(z.enum(["bold", "italic"])).optional(),
})
/** A link to another site: marked as such where it renders (ui/components/rich-text.tsx). */
export const externalLinkSchema = z.object({
  type: z.literal("external-link"),
  href: z
    .string()
    .trim()
    .max(300, { message: "Keep the link to 300 characters or fewer." })
    .regex(/^(https:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+)$/, { message: "Enter an https://, mailto: or tel: address." }),
  text: z.string().trim().min(1, { message: "Write the link's text." }).max(200),
})
const inlineSchema = z.discriminatedUnion("type", [textSchema, internalLinkSchema, externalLinkSchema])

const blockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraph"), children: z.array(inlineSchema) }),
  z.object({ type: z.literal("heading"), level: z.union([z.literal(2), z.literal(3)]), children: z.array(inlineSchema) }),
  z.object({ type: z.literal("list"), ordered: z.boolean(), items: z.array(z.array(inlineSchema)) }),
])

/** Rich text: at least one block. */
export const richTextSchema = z.array(blockSchema).min(1, { message: "Write at least one paragraph." })

export type RichText = z.infer<typeof richTextSchema>
