/**
 * The react-hook-form of a schema's value, as the section and document editors use it: fields made
 * from the schema, validation by the schema with messages in words staff use, and the values
 * converted between the form's shape and the stored one.
 */
import { useMemo } from "react"
import { get, set, useForm, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import type { z } from "zod"
import {
  CONTENT_FIELD_LABELS,
  fieldPathOf,
  fromFormValues,
  humanize,
  sectionFields,
  sectionFormSchema,
  toFormValues,
  type FieldOptions,
} from "./schema-fields"

/** Field messages in words staff use, for the rules the site's schemas set. */
const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "too_small" && issue.origin === "string") return "Fill this in."
  if (issue.code === "too_small" && issue.origin === "array")
    return issue.minimum === 1 ? "Add at least one." : `Add at least ${issue.minimum}.`
  if (issue.code === "invalid_value") return "Choose one of the options."
  return undefined
}

/** Names a field from its path for the version diff: ["items", 1, "title"] → "Items › 2 › Title". */
export const fieldPathLabel = (path: (string | number)[]) =>
  path.map((part) => (typeof part === "number" ? String(part + 1) : (CONTENT_FIELD_LABELS[part] ?? humanize(part)))).join(" › ")

/** Every error of the tree with its dotted path. */
function errorLeaves(node: unknown, path: string[] = []): { path: string[]; message: string; type: string }[] {
  if (!node || typeof node !== "object") return []
  const { message, type } = node as { message?: unknown; type?: unknown }
  const own = typeof message === "string" ? [{ path, message, type: String(type ?? "invalid") }] : []
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, child]) =>
      ["message", "type", "ref", "types"].includes(key) ? [] : errorLeaves(child, key === "root" ? path : [...path, key]),
    ),
  ]
}

/** The errors moved to the fields that show them: a custom control's parts' errors become the control's own (the first one). */
function liftErrors(schema: z.ZodType, errors: FieldErrors, options: FieldOptions): FieldErrors {
  if (!options.customControl) return errors
  const lifted: FieldErrors = {}
  for (const leaf of errorLeaves(errors)) {
    const target = fieldPathOf(schema, leaf.path, options)
    const existing = get(lifted, target) as Record<string, unknown> | undefined
    if (!existing?.message) set(lifted, target, { ...existing, message: leaf.message, type: leaf.type })
  }
  return lifted
}

/** A form of `value` checked by `schema`: its fields, the form, and the stored value of what the form holds. */
export function useSchemaForm(schema: z.ZodType, value: unknown, options: FieldOptions = {}) {
  const fields = useMemo(() => sectionFields(schema, options), [schema, options])
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const validate = zodResolver(sectionFormSchema(schema) as z.ZodType<FieldValues, FieldValues>, { error: contentErrorMap })
    return async (values, context, resolverOptions) => {
      const result = await validate(fromFormValues(schema, values, options) as FieldValues, context, resolverOptions)
      return Object.keys(result.errors).length ? { values: {}, errors: liftErrors(schema, result.errors, options) } : result
    }
  }, [schema, options])
  // The form's first values only: a new reading of `value` is a new form (the editors key it).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const defaultValues = useMemo(() => toFormValues(schema, value, options) as FieldValues, [])
  const form = useForm<FieldValues>({ resolver, defaultValues })
  const stored = (values: unknown) => fromFormValues(schema, values, options)
  return { form, fields, stored }
}
