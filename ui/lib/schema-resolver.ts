import { zodResolver } from "@hookform/resolvers/zod"
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form"
import type { z } from "zod"

/** A zod schema, or a function that loads one (with zod) when it is first needed. */
export type SchemaOrLoader<Values> = z.ZodType<Values> | (() => Promise<z.ZodType<Values>>)

/**
 * react-hook-form's resolver for a schema that may still have to load: `load` starts loading it (the
 * form calls it when the visitor moves into it), and the resolver waits for it. When it cannot load
 * (the network dropped), the check answers `unavailable` as the form's own error, keeps every value,
 * and the next check tries again.
 */
export function schemaResolver<Values extends FieldValues>(
  schema: SchemaOrLoader<Values>,
  unavailable: string,
): { resolver: Resolver<Values>; load: () => void } {
  let loading: Promise<Resolver<Values>> | undefined
  const loaded = () =>
    (loading ??= (typeof schema === "function" ? schema() : Promise.resolve(schema)).then(
      (rules) => zodResolver(rules as never) as unknown as Resolver<Values>,
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const resolver: Resolver<Values> = async (values, context, options) => {
    let resolve: Resolver<Values>
    try {
      resolve = await loaded()
    } catch {
      const errors: FieldErrors<Values> = {}
      errors.root = { unavailable: { type: "unavailable", message: unavailable } }
      return { values: {}, errors }
    }
    return resolve(values, context, options)
  }
  return { resolver, load: () => void loaded().catch(() => undefined) }
}
