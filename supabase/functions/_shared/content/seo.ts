/**
 * The search-engine and social-card fields every page and collection entry may set (issue 38):
 * each is optional, and the page works out a default from its content when it is left out
 * (docs/decisions/0008-seo-fields.md). Hard limits here are only what no page should exceed;
 * the editor warns well before them, by the pixel widths search engines cut at.
 */
import { z } from "zod"
import { mediaImageSchema } from "./fields.ts"

/** A path of this site ("/services/translation"), or an absolute https address of another page. */
const CANONICAL =
  /^(\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?|https:\/\/[A-Za-z0-9.-]+\.[A-Za-z]{2,}(:\d{1,5})?(\/[^\s?#]*)?(\?[^\s#]*)?)$/

const trimmedOptional = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `Keep the ${what} to ${max} characters or fewer.` })
    .optional()

export const seoSchema = z.object({
  /** The title search results and social cards show, written whole (no " | Nordika" is added). */
  title: trimmedOptional(120, "search title"),
  /** The description under the title in search results and on social cards. */
  description: trimmedOptional(320, "search description"),
  /** The social card's picture (1.91:1 is drawn uncut), from the media library. */
  ogImage: mediaImageSchema.optional(),
  /** The address search engines should treat as this page's own, when another page says the same. */
  canonical: z
    .string()
    .trim()
    .max(300, { message: "Keep the canonical address to 300 characters or fewer." })
    .regex(CANONICAL, { message: "Enter a path of this site (/services/translation) or an https:// address." })
    .optional(),
  /** Asks search engines to leave the page out; it also leaves the sitemap. */
  noindex: z.boolean().optional(),
})

export type Seo = z.infer<typeof seoSchema>
