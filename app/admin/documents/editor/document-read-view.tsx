/**
 * A document for staff who may only read it (a recruiter opening a service page): its title, path and
 * every field's value as text, rich text drawn as the site draws it, library images with their alt
 * text, links to pages as links. No control to type into: the editor's form is not drawn at all.
 */
import { useMemo, type ReactNode } from "react"
import { RichText, type RichTextBlock, type RichTextLinkTarget } from "@nordika/ui"
import { EMPTY_VALUE_TEXT, SectionFieldValues, type SectionField } from "@nordika/ui/admin"
import { useAuth } from "../../../auth/auth-provider"
import { useDocumentChoicesQuery } from "../../../data/document-editor/document-editor-query"
import { BOOLEAN_CONTROL } from "../../content/schema-fields"
import { INTERNAL_LINK_CONTROL, MEDIA_IMAGE_CONTROL, RICH_TEXT_CONTROL } from "./document-field-options"
import { usePreviewImages } from "./preview-images"

/** The ids of every page an internal link (in rich text or a link field) points at, anywhere in `value`. */
function linkedIds(value: unknown, ids = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) linkedIds(item, ids)
  else if (value && typeof value === "object") {
    const node = value as Record<string, unknown>
    if (node.type === "internal-link" && typeof node.documentId === "string") ids.add(node.documentId)
    for (const item of Object.values(node)) linkedIds(item, ids)
  }
  return ids
}

export interface DocumentReadViewProps {
  kindLabel: string
  /** The document's own columns (title, path) as fields, drawn side by side above its data. */
  columnFields: readonly SectionField[]
  /** Their values, by name. */
  columns: Readonly<Record<string, unknown>>
  /** The kind's fields, as the form would draw them. */
  fields: readonly SectionField[]
  /** The document's data as the form holds it. */
  values: Readonly<Record<string, unknown>>
}

export function DocumentReadView({ kindLabel, columnFields, columns, fields, values }: DocumentReadViewProps) {
  const { client } = useAuth()
  const images = usePreviewImages(client, values)
  const ids = useMemo(() => [...linkedIds(values)].sort(), [values])
  const choices = useDocumentChoicesQuery(client, ids)
  const links = useMemo<Record<string, RichTextLinkTarget>>(
    () => Object.fromEntries(Object.values(choices.data ?? {}).map((choice) => [choice.id, { href: choice.path, title: choice.title }])),
    [choices.data],
  )

  const renderCustomValue = (field: Extract<SectionField, { kind: "custom" }>, value: unknown): ReactNode => {
    if (field.control === RICH_TEXT_CONTROL)
      return Array.isArray(value) && value.length > 0 ? (
        <RichText blocks={value as RichTextBlock[]} links={links} headingLevel={2} textStyle="inherit" />
      ) : (
        <span className="text-muted-foreground italic">{EMPTY_VALUE_TEXT}</span>
      )
    if (field.control === INTERNAL_LINK_CONTROL) {
      const target = (value as { documentId?: string } | undefined)?.documentId
      if (!target) return <span className="text-muted-foreground italic">{EMPTY_VALUE_TEXT}</span>
      const choice = choices.data?.[target]
      if (!choice) return choices.isPending ? "…" : "A page that no longer exists"
      return (
        <a href={choice.path} className="font-medium text-primary underline underline-offset-4">
          {choice.title}
          <span className="ml-1 text-muted-foreground">{choice.path}</span>
        </a>
      )
    }
    if (field.control === MEDIA_IMAGE_CONTROL) {
      if (typeof value !== "string" || value === "") return <span className="text-muted-foreground italic">{EMPTY_VALUE_TEXT}</span>
      const image = images[value]
      if (!image) return <span className="text-muted-foreground">Loading the image…</span>
      return (
        <figure className="flex flex-col gap-1.5">
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="h-auto max-h-60 w-auto max-w-full self-start rounded-md border border-border object-contain"
          />
          <figcaption className="text-xs text-muted-foreground">{image.alt ? `Alt text: ${image.alt}` : "Decorative image"}</figcaption>
        </figure>
      )
    }
    if (field.control === BOOLEAN_CONTROL) return value ? "Yes" : "No"
    return undefined
  }

  return (
    <section
      aria-label={`${kindLabel} content`}
      data-slot="document-read-view"
      className="flex flex-col gap-6 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-6"
    >
      <SectionFieldValues fields={columnFields} values={columns} className="sm:grid sm:grid-cols-2" />
      <SectionFieldValues fields={fields} values={values} renderCustomValue={renderCustomValue} />
    </section>
  )
}
