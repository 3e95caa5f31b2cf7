/**
 * Fields the collections' schemas share: required text with the editor's message and the limit the
 * layout or the database needs, ISO dates, the search-engine title and description of an entry with
 * its own page, the hand-made order of the entries a page lists, and images from the media library.
 */
import { z } from "zod"

/** Text that must be written (blank or spaces only is refused), at most `max` characters. */
export function requiredText(message: string, max: number) {
  return z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(max, { message: `Keep it to ${max} characters or fewer.` })
}

/** Text that may be left out, at most `max` characters when given. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { message: `Keep it to ${max} characters or fewer.` })
    .optional()
}

export const isoDate = z.iso.date({ message: "Enter the date as YYYY-MM-DD." })

/** A list of short labels (tags, services, lines of an address). */
export function textList(options: { itemMessage: string; itemMax: number; max: number; min?: number; minMessage?: string }) {
  return z
    .array(requiredText(options.itemMessage, options.itemMax))
    .min(options.min ?? 0, { message: options.minMessage })
    .max(options.max, { message: `List at most ${options.max}.` })
}

/** What search engines show for an entry with its own page (the document's path is its address). */
export const searchAppearanceSchema = z.object({
  title: requiredText("Write the title search results show.", 80),
  description: requiredText("Write the description search results show.", 200),
})

/** Where the entry stands among the entries its page lists, smallest first. */
export const listOrder = z
  .int({ message: "Give the position in the list as a whole number." })
  .min(0, { message: "Give the position in the list as a whole number." })
  .max(10_000, { message: "Give the position in the list as a whole number." })

/**
 * An image from the media library, named by its row's id (public.media; docs/decisions/0005-media-library.md):
 * never a bare address, and its alt text and focal point come from the row. publish-document refuses an id
 * that is not in the library. The editor draws this schema (by identity) as its image picker.
 */
export const mediaImageSchema = z.uuid({ message: "Choose an image from the media library." })
