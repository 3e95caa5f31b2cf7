import * as React from "react"
import { cn } from "../../lib/utils"
import type { SectionField } from "./section-form"

/** What an empty field reads as, so a reader tells "left empty" from "still loading". */
export const EMPTY_VALUE_TEXT = "Not filled in"

export interface SectionFieldValuesProps extends Omit<React.ComponentProps<"dl">, "children"> {
  /** The fields as the schema describes them: the same descriptors the form draws. */
  fields: readonly SectionField[]
  /** The values, shaped as the form holds them (each field under its name). */
  values: Readonly<Record<string, unknown>>
  /** Draws a `custom` field's value (rich text, a link to a page, a library image); without it the value is shown as text. */
  renderCustomValue?: (field: Extract<SectionField, { kind: "custom" }>, value: unknown) => React.ReactNode
}

type RenderCustom = SectionFieldValuesProps["renderCustomValue"]

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

function Empty() {
  return <span className="text-muted-foreground italic">{EMPTY_VALUE_TEXT}</span>
}

/** A value with no control of its own: a string, a number, yes or no. */
function plainValue(value: unknown): React.ReactNode {
  if (value === undefined || value === null || value === "") return <Empty />
  if (typeof value === "boolean") return value ? "Yes" : "No"
  if (typeof value === "string" || typeof value === "number") return String(value)
  return JSON.stringify(value)
}

function FieldValue({
  field,
  value,
  parent,
  renderCustom,
}: {
  field: SectionField
  value: unknown
  parent: Record<string, unknown>
  renderCustom: RenderCustom
}) {
  switch (field.kind) {
    case "text":
      return typeof value === "string" && value !== "" ? (
        <span className={field.multiline ? "whitespace-pre-line" : undefined}>{value}</span>
      ) : (
        <Empty />
      )
    case "choice":
      return plainValue(value)
    case "image": {
      const alt = typeof parent[field.altName] === "string" ? (parent[field.altName] as string) : ""
      if (typeof value !== "string" || value === "") return <Empty />
      return (
        <figure className="flex flex-col gap-1.5">
          <img src={value} alt={alt} className="max-h-48 w-auto self-start rounded-md border border-border object-contain" />
          <figcaption className="text-xs text-muted-foreground">{alt ? `Alt text: ${alt}` : "No alt text"}</figcaption>
        </figure>
      )
    }
    case "group":
      return <ValueList fields={field.fields} values={isRecord(value) ? value : {}} renderCustom={renderCustom} nested />
    case "list": {
      const items = Array.isArray(value) ? value : []
      if (items.length === 0) return <Empty />
      return (
        <ol data-slot="section-values-list" className="flex flex-col gap-3">
          {items.map((item, index) => (
            <li key={index} className="flex flex-col gap-1">
              <span className="text-xs font-medium text-muted-foreground">
                {field.itemNoun.charAt(0).toUpperCase() + field.itemNoun.slice(1)} {index + 1}
              </span>
              {field.item.kind === "group" ? (
                <ValueList fields={field.item.fields} values={isRecord(item) ? item : {}} renderCustom={renderCustom} nested />
              ) : (
                <div>
                  <FieldValue field={field.item} value={item} parent={{}} renderCustom={renderCustom} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )
    }
    case "variants": {
      const values = isRecord(value) ? value : {}
      const variant = field.options.find((option) => option.value === values[field.discriminator])
      if (!variant) return <Empty />
      return (
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">{variant.label}</span>
          <ValueList fields={variant.fields} values={values} renderCustom={renderCustom} nested />
        </div>
      )
    }
    case "custom": {
      const drawn = renderCustom?.(field, value)
      return drawn === undefined ? plainValue(value) : drawn
    }
  }
}

function ValueList({
  fields,
  values,
  renderCustom,
  nested,
  className,
  ...props
}: { fields: readonly SectionField[]; values: Record<string, unknown>; renderCustom: RenderCustom; nested?: boolean } & Omit<
  React.ComponentProps<"dl">,
  "children"
>) {
  return (
    <dl
      data-slot="section-values"
      className={cn("flex min-w-0 flex-col gap-4", nested && "border-l-2 border-border pl-4", className)}
      {...props}
    >
      {fields.map((field) => (
        <div key={field.name} data-slot="section-value" className="flex min-w-0 flex-col gap-1">
          <dt className="text-sm font-semibold text-foreground">{field.label}</dt>
          <dd className="min-w-0 text-sm break-words text-foreground">
            <FieldValue field={field} value={values[field.name]} parent={values} renderCustom={renderCustom} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * A section's or document's values for a reader who may not change them: each field's label and its
 * value as text (lists numbered, groups indented, images with their alt text), with no control to
 * type into. The fields are the form's own descriptors, so what is read is what the form would edit.
 */
export function SectionFieldValues({ fields, values, renderCustomValue, ...props }: SectionFieldValuesProps) {
  return <ValueList fields={fields} values={values as Record<string, unknown>} renderCustom={renderCustomValue} {...props} />
}
