/**
 * Turns a section's or a document's zod schema (app/data/content-schemas.ts, supabase/functions/_shared/content/)
 * into the descriptors the admin's forms render, so the form's fields and rules never drift from what the
 * site accepts.
 */
import { z } from "zod"
import type { SectionField, SectionVariant } from "@nordika/ui/admin"

/** Labels of field names, wherever they occur; an unlisted name is spelled out from its camelCase. */
export const CONTENT_FIELD_LABELS: Readonly<Record<string, string>> = {
  eyebrow: "Eyebrow",
  heading: "Heading",
  intro: "Introduction",
  primaryCta: "Primary button",
  secondaryCta: "Secondary button",
  primary: "Primary button",
  secondary: "Secondary button",
  cta: "Call to action",
  label: "Label",
  href: "Link",
  badges: "Badges",
  imageUrl: "Image",
  items: "Items",
  figures: "Key figures",
  stories: "Stories",
  paragraphs: "Paragraphs",
  stats: "Figures",
  results: "Results",
  result: "Result",
  meta: "Page details",
  path: "Address",
  hero: "Page top",
  sections: "Page sections",
  text: "Text",
  id: "Anchor id",
  kind: "Kind of section",
  case: "Case",
}

/** What one entry of each list is called ("Add badge"). */
const CONTENT_ITEM_NOUNS: Readonly<Record<string, string>> = {
  badges: "Badge",
  figures: "Figure",
  stories: "Story",
  paragraphs: "Paragraph",
  stats: "Figure",
  results: "Result",
  sections: "Section",
  items: "Item",
}

/** What each kind of page section is called. */
const CONTENT_VARIANT_LABELS: Readonly<Record<string, string>> = {
  text: "Text",
  features: "Features",
  stats: "Figures",
  steps: "Steps",
  faq: "Questions and answers",
  links: "Links",
  quote: "Quote",
  checklist: "Checklist",
  proof: "Client proof",
}

/** Fields written as paragraphs rather than one line. */
const MULTILINE = new Set(["intro", "description", "summary", "quote", "answer", "text", "paragraphs"])
/** An image is `<name>Url` with its alt text in `<name>Alt`. */
const IMAGE_URL = /^(.*)Url$/

type Def = Omit<z.core.$ZodTypeDef, "checks"> & {
  innerType?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  entries?: Record<string, string>
  options?: z.ZodType[]
  discriminator?: string
  values?: unknown[]
  checks?: { _zod: { def: { check: string; minimum?: number } } }[]
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

export const humanize = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const labelOf = (name: string, overrides: Readonly<Record<string, string>>) =>
  overrides[name] ?? CONTENT_FIELD_LABELS[name] ?? humanize(name)

function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean } {
  const def = defOf(schema)
  if (def.type === "optional" || def.type === "nullable" || def.type === "default")
    return { inner: unwrap(def.innerType!).inner, required: false }
  return { inner: schema, required: true }
}

function minItemsOf(def: Def) {
  return def.checks?.find((check) => check._zod.def.check === "min_length")?._zod.def.minimum ?? 0
}

/** The empty value a new field of `schema` starts with. */
function emptyValue(schema: z.ZodType): unknown {
  const { inner, required } = unwrap(schema)
  const def = defOf(inner)
  switch (def.type) {
    case "string":
      return ""
    case "enum":
      return required ? Object.values(def.entries!)[0] : ""
    case "literal":
      return def.values![0]
    case "array":
      return Array.from({ length: minItemsOf(def) }, () => emptyValue(def.element!))
    case "object":
      return Object.fromEntries(Object.entries(def.shape!).map(([key, child]) => [key, emptyValue(child)]))
    case "union":
      // An optional union (a hero's side column) starts as none: its first kind would be a half-filled one.
      return required ? emptyValue(def.options![0]) : undefined
    case "number":
      return 0
    case "boolean":
      return required ? false : undefined
    default:
      return ""
  }
}

export interface FieldOptions {
  /** Label overrides for this section (e.g. its "items" are "Services"). */
  labels?: Readonly<Record<string, string>>
  /** Item noun overrides for this section ("Service"). */
  itemNouns?: Readonly<Record<string, string>>
  /**
   * The custom control a schema is drawn with ("rich-text"), asked before the walker looks into it: its
   * value is then the form's as stored, untouched by toFormValues and fromFormValues.
   */
  customControl?: (schema: z.ZodType) => string | undefined
}

/** The custom controls every form draws itself (app/admin/content/custom-fields.tsx): numbers and yes/no. */
export const NUMBER_CONTROL = "number"
export const BOOLEAN_CONTROL = "boolean"

/** The values of a union of plain choices (an enum or literals), or null when an option is anything else. */
function choicesOf(options: readonly z.ZodType[]): string[] | null {
  const values: string[] = []
  for (const option of options) {
    const def = defOf(unwrap(option).inner)
    if (def.type === "enum") values.push(...Object.values(def.entries!))
    else if (def.type === "literal") values.push(...def.values!.map(String))
    else return null
  }
  return values
}

function fieldOf(name: string, schema: z.ZodType, options: FieldOptions, siblings: readonly string[]): SectionField | null {
  const labels = options.labels ?? {}
  const { inner, required } = unwrap(schema)
  const def = defOf(inner)
  const label = labelOf(name, labels)
  const control = options.customControl?.(inner)
  if (control) return { kind: "custom", name, label, required, control }
  const image = IMAGE_URL.exec(name)
  if (image && siblings.includes(`${image[1]}Alt`)) return { kind: "image", name, label, required, altName: `${image[1]}Alt` }
  if (/Alt$/.test(name) && siblings.includes(name.replace(/Alt$/, "Url"))) return null
  switch (def.type) {
    case "string":
      return { kind: "text", name, label, required, multiline: MULTILINE.has(name) }
    case "enum":
      return { kind: "choice", name, label, required, options: Object.values(def.entries!) }
    case "number":
      return { kind: "custom", name, label, required, control: NUMBER_CONTROL }
    case "boolean":
      return { kind: "custom", name, label, required, control: BOOLEAN_CONTROL }
    case "literal":
      return null
    case "object":
      return { kind: "group", name, label, required, fields: fieldsOf(def.shape!, options) }
    case "array": {
      const element = fieldOf("", def.element!, options, [])
      if (!element) return null
      // A list of texts takes its kind of text from the list: paragraphs are written as paragraphs.
      const item = element.kind === "text" ? { ...element, multiline: MULTILINE.has(name) } : element
      const itemNoun = options.itemNouns?.[name] ?? CONTENT_ITEM_NOUNS[name] ?? label
      return { kind: "list", name, label, required, item, itemNoun, minItems: minItemsOf(def), newItem: () => emptyValue(def.element!) }
    }
    case "union": {
      if (!def.discriminator) {
        const choices = choicesOf(def.options!)
        return choices ? { kind: "choice", name, label, required, options: choices } : null
      }
      const variants: SectionVariant[] = def.options!.map((option) => {
        const shape = defOf(option).shape!
        const value = String(defOf(shape[def.discriminator!]).values![0])
        return {
          value,
          label: CONTENT_VARIANT_LABELS[value] ?? humanize(value),
          fields: fieldsOf(shape, options),
          empty: () => emptyValue(option),
        }
      })
      return {
        kind: "variants",
        name,
        label: labelOf(def.discriminator, labels),
        required,
        discriminator: def.discriminator,
        options: variants,
      }
    }
    default:
      return null
  }
}

function fieldsOf(shape: Record<string, z.ZodType>, options: FieldOptions): SectionField[] {
  const names = Object.keys(shape)
  return names.flatMap((name) => fieldOf(name, shape[name], options, names) ?? [])
}

/** The form fields of an object schema, in the schema's order. */
export function sectionFields(schema: z.ZodType, options: FieldOptions = {}): SectionField[] {
  const def = defOf(schema)
  if (def.type !== "object") throw new Error(`a section schema is an object, not ${def.type}`)
  return fieldsOf(def.shape!, options)
}

/** The form's values for a stored value: every field present, optional text as "". */
export function toFormValues(schema: z.ZodType, value: unknown, options: FieldOptions = {}): unknown {
  const { inner } = unwrap(schema)
  if (options.customControl?.(inner)) return value
  const def = defOf(inner)
  if (def.type === "object" && value && typeof value === "object") {
    const record = value as Record<string, unknown>
    return Object.fromEntries(
      Object.entries(def.shape!).map(([key, child]) => [
        key,
        key in record && record[key] !== undefined ? toFormValues(child, record[key], options) : emptyValue(child),
      ]),
    )
  }
  if (def.type === "array" && Array.isArray(value)) return value.map((item) => toFormValues(def.element!, item, options))
  if (def.type === "union" && value && typeof value === "object" && def.discriminator) {
    const kind = (value as Record<string, unknown>)[def.discriminator]
    const option = def.options!.find((candidate) => defOf(defOf(candidate).shape![def.discriminator!]).values![0] === kind)
    return option ? toFormValues(option, value, options) : value
  }
  return value
}

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === "" ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.every(isBlank)) ||
  (value !== null && typeof value === "object" && !Array.isArray(value) && Object.values(value).every(isBlank))

/** Blank but for the literals its shape fixes (an unchosen internal link's "type"), which nobody wrote. */
function isBlankIn(schema: z.ZodType, value: unknown): boolean {
  const def = defOf(unwrap(schema).inner)
  if (def.type === "array" && Array.isArray(value)) return value.every((item) => isBlankIn(def.element!, item))
  if (def.type !== "object" || !value || typeof value !== "object" || Array.isArray(value)) return isBlank(value)
  return Object.entries(value).every(([key, child]) => {
    const field = def.shape![key]
    if (!field) return isBlank(child)
    return defOf(unwrap(field).inner).type === "literal" || isBlankIn(field, child)
  })
}

/** The form's values as the schema expects them: blank optional fields (and blank optional groups) left out. */
export function fromFormValues(schema: z.ZodType, value: unknown, options: FieldOptions = {}): unknown {
  const { inner, required } = unwrap(schema)
  if (options.customControl?.(inner)) return value
  const def = defOf(inner)
  // A cleared number is no number: left out where it may be, refused by the schema where it is required.
  if (def.type === "number" && typeof value === "number" && Number.isNaN(value)) return required ? value : undefined
  if (def.type === "object" && value && typeof value === "object") {
    const record = value as Record<string, unknown>
    const entries = Object.entries(def.shape!).flatMap(([key, child]) => {
      const cleaned = fromFormValues(child, record[key], options)
      return !unwrap(child).required && isBlankIn(child, cleaned) ? [] : [[key, cleaned] as const]
    })
    return Object.fromEntries(entries)
  }
  if (def.type === "array" && Array.isArray(value)) return value.map((item) => fromFormValues(def.element!, item, options))
  if (def.type === "union" && value && typeof value === "object" && def.discriminator) {
    const kind = (value as Record<string, unknown>)[def.discriminator]
    const option = def.options!.find((candidate) => defOf(defOf(candidate).shape![def.discriminator!]).values![0] === kind)
    return option ? fromFormValues(option, value, options) : value
  }
  return value
}

/** Alt text is required wherever an image is set. */
export const ALT_TEXT_REQUIRED_MESSAGE = "Describe the image for readers who cannot see it."

function checkAltText(value: unknown, path: (string | number)[], ctx: z.core.$RefinementCtx) {
  if (Array.isArray(value)) return value.forEach((item, index) => checkAltText(item, [...path, index], ctx))
  if (!value || typeof value !== "object") return
  const record = value as Record<string, unknown>
  for (const [key, child] of Object.entries(record)) {
    const image = IMAGE_URL.exec(key)
    if (image && typeof child === "string" && child.trim() && !String(record[`${image[1]}Alt`] ?? "").trim()) {
      ctx.addIssue({ code: "custom", path: [...path, `${image[1]}Alt`], message: ALT_TEXT_REQUIRED_MESSAGE })
    }
    checkAltText(child, [...path, key], ctx)
  }
}

/** The section's schema as the form validates it: the site's rules, plus alt text for every image. */
export function sectionFormSchema<T extends z.ZodType>(schema: T) {
  return schema.superRefine((value, ctx) => checkAltText(value, [], ctx))
}

/**
 * The dotted path of the form field that shows a problem at `path` of the value: the path itself, or
 * the custom control that holds it (a problem deep inside a rich text is the rich text field's).
 */
export function fieldPathOf(schema: z.ZodType, path: readonly (string | number)[], options: FieldOptions = {}): string {
  let current: z.ZodType | undefined = schema
  for (let at = 0; at < path.length && current; at++) {
    const { inner } = unwrap(current)
    if (options.customControl?.(inner)) return path.slice(0, at).join(".")
    const def = defOf(inner)
    const part = String(path[at])
    if (def.type === "object") current = def.shape![part]
    else if (def.type === "array") current = def.element
    else if (def.type === "union") current = def.options!.map((option) => defOf(unwrap(option).inner).shape?.[part]).find(Boolean)
    else current = undefined
  }
  return path.join(".")
}
