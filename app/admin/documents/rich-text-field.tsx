/**
 * A rich text field of a document's form. Until the rich text editor of ui/ lands, it is a clearly
 * labelled stand-in: Markdown in a text area, converted to and from the stored rich text JSON
 * (editor/rich-text-markdown.ts). Swapping it is the one line that names `RichTextInput`.
 */
import { useMemo, useRef, useState } from "react"
import { useFormContext } from "react-hook-form"
import { Link2 } from "lucide-react"
import { Button, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, Textarea } from "@nordika/ui"
import type { RichText } from "#shared/content/rich-text"
import { useAuth } from "../../auth/auth-provider"
import { useDocumentChoicesQuery } from "../../data/document-editor/document-editor-query"
import { CustomFieldLabel, type CustomField } from "../content/custom-fields"
import { DocumentPicker } from "./editor/document-picker"
import { INTERNAL_LINK_SCHEME, markdownToRichText, richTextToMarkdown } from "./editor/rich-text-markdown"

/** Names the stand-in for what it is, under its label. */
export const MARKDOWN_STAND_IN_TEXT =
  "Plain-text stand-in for the rich text editor: write Markdown. ## and ### start headings, - and 1. list items; **bold**, *italic*, [text](https://…) links to another site."
export const LINK_TO_PAGE_LABEL = "Link to a page"

interface RichTextInputProps {
  id?: string
  value: RichText | undefined
  onChange: (value: RichText) => void
  onBlur?: () => void
  /** The document being edited, which the page picker leaves out. */
  documentId?: string
  "aria-invalid"?: boolean
  "aria-describedby"?: string
}

/** The stand-in: Markdown in a text area, with a button that links a page of this site by its document. */
function MarkdownRichTextInput({ value, onChange, onBlur, documentId, ...props }: RichTextInputProps) {
  const area = useRef<HTMLTextAreaElement>(null)
  // What this field last wrote: a value from elsewhere (a reload, a restore) is shown afresh.
  const [own, setOwn] = useState<{ value: RichText | undefined; markdown: string }>(() => ({ value, markdown: richTextToMarkdown(value) }))
  // The form hands back a copy of what was written, so compare contents, not identity.
  const markdown = JSON.stringify(own.value) === JSON.stringify(value) ? own.markdown : richTextToMarkdown(value)
  const write = (next: string) => {
    const parsed = markdownToRichText(next)
    setOwn({ value: parsed, markdown: next })
    onChange(parsed)
  }
  const linkedIds = useMemo(() => [...markdown.matchAll(/\]\(doc:([0-9a-f-]{36})\)/gi)].map((match) => match[1]), [markdown])
  return (
    <div className="flex flex-col gap-2">
      <Textarea
        ref={area}
        rows={8}
        className="font-mono text-sm"
        value={markdown}
        onChange={(event) => write(event.target.value)}
        onBlur={onBlur}
        {...props}
      />
      <div className="flex flex-wrap items-start gap-3">
        <DocumentPicker
          excludeId={documentId}
          trigger={
            <Button type="button" variant="outline" size="sm">
              <Link2 aria-hidden />
              {LINK_TO_PAGE_LABEL}
            </Button>
          }
          onPick={(choice) => {
            const start = area.current?.selectionStart ?? markdown.length
            const end = area.current?.selectionEnd ?? start
            const label = markdown.slice(start, end) || choice.title
            write(`${markdown.slice(0, start)}[${label}](${INTERNAL_LINK_SCHEME}${choice.id})${markdown.slice(end)}`)
          }}
        />
        <LinkedPages ids={linkedIds} />
      </div>
    </div>
  )
}

/** Where the text's links to pages go, by title and path (the Markdown shows only their ids). */
function LinkedPages({ ids }: { ids: string[] }) {
  const { client } = useAuth()
  const choices = useDocumentChoicesQuery(client, ids)
  if (!ids.length) return null
  return (
    <p className="text-xs text-muted-foreground">
      Links to:{" "}
      {[...new Set(ids)]
        .map((id) => {
          const choice = choices.data?.[id]
          return choice ? `${choice.title} (${choice.path})` : choices.isPending ? "…" : "a page that no longer exists"
        })
        .join("; ")}
    </p>
  )
}

/** The rich text input: the stand-in until ui's rich text editor lands. */
const RichTextInput = MarkdownRichTextInput

/** A rich text field: its label, the input, the stand-in's note, and the first problem anywhere in the text. */
export function RichTextField({ field, path, documentId }: { field: CustomField; path: string; documentId?: string }) {
  const { control } = useFormContext()
  return (
    <FormField
      control={control}
      name={path}
      render={({ field: input }) => (
        <FormItem data-wide>
          <FormLabel>
            <CustomFieldLabel field={field} />
          </FormLabel>
          <FormDescription>{MARKDOWN_STAND_IN_TEXT}</FormDescription>
          <FormControl>
            <RichTextInput
              value={input.value as RichText | undefined}
              onChange={input.onChange}
              onBlur={input.onBlur}
              documentId={documentId}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
