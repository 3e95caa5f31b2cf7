/**
 * The library images a document's data names: the value of every field drawn by `mediaImageSchema`,
 * found by walking the kind's schema beside the data, so publish-document can check each id is in the
 * library and name the field when one is not.
 */
import { z } from "zod"
import { mediaImageSchema } from "./fields.ts"

export type Def = {
  type: string
  innerType?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  options?: z.ZodType[]
  discriminator?: string
}
export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** An image a document names: the dotted path of its field ("coverImage", "sections.2.image") and the media id. */
export interface MediaReference {
  field: string
  mediaId: string
}

/** The option of a union the value is: by its discriminator, else the first option that accepts it. */
export function unionOption(def: Def, value: unknown): z.ZodType | undefined {
  if (def.discriminator && value && typeof value === "object") {
    const kind = (value as Record<string, unknown>)[def.discriminator]
    return def.options?.find((option) => {
      const discriminator = defOf(option).shape?.[def.discriminator!]
      return discriminator !== undefined && defOf(discriminator).type === "literal" && discriminator.safeParse(kind).success
    })
  }
  return def.options?.find((option) => option.safeParse(value).success)
}

function collect(schema: z.ZodType, value: unknown, path: string[], found: MediaReference[]) {
  if (value === undefined || value === null) return
  if (schema === mediaImageSchema) {
    if (typeof value === "string") found.push({ field: path.join("."), mediaId: value })
    return
  }
  const def = defOf(schema)
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
      return collect(def.innerType!, value, path, found)
    case "object":
      if (typeof value !== "object") return
      for (const [key, child] of Object.entries(def.shape!)) collect(child, (value as Record<string, unknown>)[key], [...path, key], found)
      return
    case "array":
      if (Array.isArray(value)) value.forEach((item, index) => collect(def.element!, item, [...path, String(index)], found))
      return
    case "union": {
      const option = unionOption(def, value)
      if (option) collect(option, value, path, found)
      return
    }
    default:
      return
  }
}

/** Every library image `data` names under `schema`, in the schema's order. */
export function mediaReferences(schema: z.ZodType, data: unknown): MediaReference[] {
  const found: MediaReference[] = []
  collect(schema, data, [], found)
  return found
}
