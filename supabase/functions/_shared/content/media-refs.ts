/**
 * The library images a document's data names: the value of every field drawn by `mediaImageSchema`,
 * found by walking the kind's schema beside the data, so publish-document can check each id is in the
 * library and name the field when one is not.
 */
import type { z } from "zod"
import { mediaImageSchema } from "./fields.ts"
import { walkSchema } from "./schema-walk.ts"

/** An image a document names: the dotted path of its field ("coverImage", "sections.2.image") and the media id. */
export interface MediaReference {
  field: string
  mediaId: string
}

/** Every library image `data` names under `schema`, in the schema's order. */
export function mediaReferences(schema: z.ZodType, data: unknown): MediaReference[] {
  const found: MediaReference[] = []
  walkSchema(schema, data, [], {
    take: (field, value, path) => {
      if (field !== mediaImageSchema) return false
      if (typeof value === "string") found.push({ field: path.join("."), mediaId: value })
      return true
    },
  })
  return found
}
