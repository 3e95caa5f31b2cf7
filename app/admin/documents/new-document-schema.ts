/** The rules of a new document's title and path: the database's own checks (documents_path_format, documents_title_present). */
import { z } from "zod"
import type { CreateDocumentValues } from "@nordika/ui/admin"

/** A path as documents_path_format allows it: "/", or lower-case words joined by hyphens under slashes. */
const DOCUMENT_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/
const DOCUMENT_PATH_MAX = 200
const DOCUMENT_TITLE_MAX = 200

export const PATH_SHAPE_MESSAGE =
  "Use lower-case letters, digits and single hyphens, in segments after slashes, such as /resources/blog/plain-language."

export const newDocumentSchema: z.ZodType<CreateDocumentValues, CreateDocumentValues> = z.object({
  kind: z.string().min(1, "Choose a kind."),
  title: z.string().trim().min(1, "Give it a title.").max(DOCUMENT_TITLE_MAX, `At most ${DOCUMENT_TITLE_MAX} characters.`),
  path: z.string().trim().max(DOCUMENT_PATH_MAX, `At most ${DOCUMENT_PATH_MAX} characters.`).regex(DOCUMENT_PATH, PATH_SHAPE_MESSAGE),
})
