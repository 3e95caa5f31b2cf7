/**
 * Walks a document's data beside its kind's schema, so what a field holds is named by the field's dotted
 * path ("sections.2.image", "body.0.children.2"): how media-refs.ts finds the library images a document
 * names and link-refs.ts its links.
 */
import type { z } from "zod"

type Def = {
  type: string
  innerType?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  options?: z.ZodType[]
  discriminator?: string
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The option of a union the value is: by its discriminator, else the first option that accepts it. */
function unionOption(def: Def, value: unknown): z.ZodType | undefined {
  if (def.discriminator && value && typeof value === "object") {
    const kind = (value as Record<string, unknown>)[def.discriminator]
    return def.options?.find((option) => {
      const discriminator = defOf(option).shape?.[def.discriminator!]
      return discriminator !== undefined && defOf(discriminator).type === "literal" && discriminator.safeParse(kind).success
    })
  }
  return def.options?.find((option) => option.safeParse(value).success)
}

export interface SchemaVisitor {
  /** Offered every field with a value first; when it takes the field (answers true) the walk goes no deeper there. */
  take: (schema: z.ZodType, value: unknown, path: string[]) => boolean
  /** A record's value (a schema that names no fields), which the walk cannot follow by the schema. */
  record?: (value: unknown, path: string[]) => void
}

/**
 * Walks `value` beside `schema` from `path`: optional, nullable and defaulted fields are looked through,
 * objects followed by their shape, arrays item by item, unions by the option the value is.
 */
export function walkSchema(schema: z.ZodType, value: unknown, path: string[], visitor: SchemaVisitor): void {
  if (value === undefined || value === null) return
  if (visitor.take(schema, value, path)) return
  const def = defOf(schema)
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
      return walkSchema(def.innerType!, value, path, visitor)
    case "object":
      if (typeof value !== "object") return
      for (const [key, child] of Object.entries(def.shape!))
        walkSchema(child, (value as Record<string, unknown>)[key], [...path, key], visitor)
      return
    case "array":
      if (Array.isArray(value)) value.forEach((item, index) => walkSchema(def.element!, item, [...path, String(index)], visitor))
      return
    case "union": {
      const option = unionOption(def, value)
      if (option) walkSchema(option, value, path, visitor)
      return
    }
    case "record":
      return visitor.record?.(value, path)
    default:
      return
  }
}
