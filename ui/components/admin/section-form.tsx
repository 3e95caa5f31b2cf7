import * as React from "react"
import { get, useFormContext, useWatch, type FieldValues } from "react-hook-form"
import { cn } from "../../lib/utils"
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "../form"
import { Input } from "../input"
import { Label } from "../label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select"
import { Textarea } from "../textarea"
import { ImageField } from "./image-field"
import { EditableList } from "./editable-list"

interface FieldBase {
  /** The key in its object; empty for the item of a list of texts. */
  name: string
  label: string
  /** Marked "(optional)" when false. */
  required: boolean
}

/** One field of a section's form, as made from its content schema. */
export type SectionField =
  | (FieldBase & { kind: "text"; multiline: boolean })
  | (FieldBase & { kind: "choice"; options: readonly string[] })
  | (FieldBase & { kind: "image"; altName: string })
  | (FieldBase & { kind: "group"; fields: readonly SectionField[] })
  | (FieldBase & { kind: "list"; item: SectionField; itemNoun: string; minItems: number; newItem: () => unknown })
  | (FieldBase & { kind: "variants"; discriminator: string; options: readonly SectionVariant[] })
  /** A field the caller draws itself (`renderCustomField`): rich text, a link to another page… `control` says which. */
  | (FieldBase & { kind: "custom"; control: string })

/** One shape of a list item that comes in kinds (a page section: text, FAQ, steps…). */
export interface SectionVariant {
  value: string
  label: string
  fields: readonly SectionField[]
  /** A new, empty item of this kind (what choosing the kind puts in place). */
  empty: () => unknown
}

export interface SectionFormFieldsProps extends React.ComponentProps<"div"> {
  /** The section's fields as its schema describes them (label, kind, value), in order. */
  fields: readonly SectionField[]
  /** Stores an image and resolves with its public URL. */
  onUploadImage: (file: File) => Promise<string>
  /** Draws a `custom` field at its form path (with its label and message); without it such a field is left out. */
  renderCustomField?: (field: Extract<SectionField, { kind: "custom" }>, path: string) => React.ReactNode
}

const join = (prefix: string, name: string) => [prefix, name].filter(Boolean).join(".")

const UploadContext = React.createContext<(file: File) => Promise<string>>(() => Promise.reject(new Error("No upload")))
const CustomFieldContext = React.createContext<SectionFormFieldsProps["renderCustomField"]>(undefined)

/**
 * The fields of a section form inside a react-hook-form `<Form>`: one control per field descriptor,
 * each with its label and its validation message; lists can be added to, removed from and reordered.
 */
export function SectionFormFields({ fields, onUploadImage, renderCustomField, className, ...props }: SectionFormFieldsProps) {
  return (
    <UploadContext.Provider value={onUploadImage}>
      <CustomFieldContext.Provider value={renderCustomField}>
        <div data-slot="section-form-fields" className={cn("flex flex-col gap-6", className)} {...props}>
          {fields.map((field) => (
            <FieldControl key={field.name} field={field} path={field.name} />
          ))}
        </div>
      </CustomFieldContext.Provider>
    </UploadContext.Provider>
  )
}

function CustomControl({ field, path }: { field: Extract<SectionField, { kind: "custom" }>; path: string }) {
  const render = React.useContext(CustomFieldContext)
  return <>{render?.(field, path) ?? null}</>
}

function FieldLabel({ field }: { field: SectionField }) {
  return (
    <>
      {field.label}
      {field.required ? null : <span className="ml-1 font-normal text-muted-foreground">(optional)</span>}
    </>
  )
}

function FieldControl({ field, path, labelHidden }: { field: SectionField; path: string; labelHidden?: boolean }) {
  switch (field.kind) {
    case "text":
      return <TextControl field={field} path={path} labelHidden={labelHidden} />
    case "choice":
      return <ChoiceControl field={field} path={path} />
    case "image":
      return <ImageControl field={field} path={path} />
    case "group":
      return (
        <fieldset data-slot="section-form-group" className="flex flex-col gap-4 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-semibold">
            <FieldLabel field={field} />
          </legend>
          <div className="grid gap-4 sm:grid-cols-2 [&>[data-wide]]:sm:col-span-2">
            {field.fields.map((child) => (
              <FieldControl key={child.name} field={child} path={join(path, child.name)} />
            ))}
          </div>
        </fieldset>
      )
    case "list":
      return <ListControl field={field} path={path} />
    case "variants":
      return <VariantsControl field={field} path={path} />
    case "custom":
      return <CustomControl field={field} path={path} />
  }
}

function TextControl({
  field,
  path,
  labelHidden,
}: {
  field: Extract<SectionField, { kind: "text" }>
  path: string
  labelHidden?: boolean
}) {
  const { control } = useFormContext()
  return (
    <FormField
      control={control}
      name={path}
      render={({ field: input }) => (
        <FormItem data-wide={field.multiline || undefined}>
          <FormLabel className={labelHidden ? "sr-only" : undefined}>
            <FieldLabel field={field} />
          </FormLabel>
          <FormControl>
            {field.multiline ? <Textarea rows={3} {...input} value={input.value ?? ""} /> : <Input {...input} value={input.value ?? ""} />}
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

function ChoiceControl({ field, path }: { field: Extract<SectionField, { kind: "choice" }>; path: string }) {
  const { control } = useFormContext()
  return (
    <FormField
      control={control}
      name={path}
      render={({ field: input }) => (
        <FormItem>
          <FormLabel>
            <FieldLabel field={field} />
          </FormLabel>
          <Select value={input.value ?? ""} onValueChange={input.onChange}>
            <FormControl>
              <SelectTrigger onBlur={input.onBlur}>
                <SelectValue placeholder="Choose…" />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {field.options.map((option) => (
                <SelectItem key={option} value={option}>
                  {option}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

function ImageControl({ field, path }: { field: Extract<SectionField, { kind: "image" }>; path: string }) {
  const { control, setValue, formState } = useFormContext()
  const altPath = join(path.split(".").slice(0, -1).join("."), field.altName)
  const url = (useWatch({ control, name: path }) as string | undefined) ?? ""
  const alt = (useWatch({ control, name: altPath }) as string | undefined) ?? ""
  const upload = React.useContext(UploadContext)
  const set = (name: string, value: string) => setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted })
  return (
    <ImageField
      data-wide
      label={field.label}
      url={url}
      alt={alt}
      onUrlChange={(value) => set(path, value)}
      onAltChange={(value) => set(altPath, value)}
      onUpload={upload}
      urlError={(get(formState.errors, path) as { message?: string } | undefined)?.message}
      altError={(get(formState.errors, altPath) as { message?: string } | undefined)?.message}
    />
  )
}

let nextId = 0
const newId = () => `item-${++nextId}`

/** Stable ids for the items of an array value, kept in step when the array is replaced (a reset). */
function useItemIds(length: number) {
  const [ids, setIds] = React.useState(() => Array.from({ length }, newId))
  const current = ids.length === length ? ids : Array.from({ length }, (_, index) => ids[index] ?? newId())
  if (current !== ids) setIds(current)
  return [current, setIds] as const
}

function ListControl({ field, path }: { field: Extract<SectionField, { kind: "list" }>; path: string }) {
  const { control, getValues, setValue, formState } = useFormContext<FieldValues>()
  const items = (useWatch({ control, name: path }) as unknown[] | undefined) ?? []
  const [ids, setIds] = useItemIds(items.length)
  const write = (next: unknown[]) => setValue(path, next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
  const current = () => [...((getValues(path) as unknown[] | undefined) ?? [])]
  const noun = field.itemNoun
  const error = get(formState.errors, path) as { message?: string; root?: { message?: string } } | undefined
  return (
    <section data-slot="section-form-list" data-wide className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">
        <FieldLabel field={field} />
      </h3>
      <EditableList
        label={field.label}
        ids={ids}
        itemLabel={(index) => `${noun} ${index + 1}`}
        addLabel={`Add ${noun.toLowerCase()}`}
        minItems={field.minItems}
        error={error?.message ?? error?.root?.message}
        onAdd={() => {
          setIds([...ids, newId()])
          write([...current(), field.newItem()])
        }}
        onRemove={(index) => {
          setIds(ids.filter((_, at) => at !== index))
          write(current().filter((_, at) => at !== index))
        }}
        onMove={(from, to) => {
          const move = <T,>(list: T[]) => {
            const next = [...list]
            next.splice(to, 0, ...next.splice(from, 1))
            return next
          }
          setIds(move(ids))
          write(move(current()))
        }}
        renderItem={(index) => {
          const itemPath = join(path, String(index))
          const item = field.item.kind === "text" ? { ...field.item, label: `${noun} ${index + 1}` } : field.item
          return item.kind === "group" ? (
            <div className="grid gap-4 sm:grid-cols-2 [&>[data-wide]]:sm:col-span-2">
              {item.fields.map((child) => (
                <FieldControl key={child.name} field={child} path={join(itemPath, child.name)} />
              ))}
            </div>
          ) : (
            // The item's name already heads its card.
            <FieldControl field={item} path={itemPath} labelHidden={item.kind === "text"} />
          )
        }}
      />
    </section>
  )
}

function VariantsControl({ field, path }: { field: Extract<SectionField, { kind: "variants" }>; path: string }) {
  const { control, setValue } = useFormContext()
  const kind = useWatch({ control, name: join(path, field.discriminator) }) as string | undefined
  const variant = field.options.find((option) => option.value === kind)
  const kindId = React.useId()
  return (
    <div className="flex flex-col gap-4" data-slot="section-form-variant">
      <div className="flex flex-col gap-2 sm:max-w-xs">
        <Label htmlFor={kindId}>{field.label}</Label>
        <Select
          value={kind ?? ""}
          onValueChange={(value) => setValue(path, field.options.find((option) => option.value === value)?.empty(), { shouldDirty: true })}
        >
          <SelectTrigger id={kindId}>
            {/* An optional group with no kind yet: the trigger says so rather than showing an empty box. */}
            <SelectValue placeholder="None chosen" />
          </SelectTrigger>
          <SelectContent>
            {field.options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 [&>[data-wide]]:sm:col-span-2">
        {variant?.fields.map((child) => (
          <FieldControl key={child.name} field={child} path={join(path, child.name)} />
        ))}
      </div>
    </div>
  )
}
