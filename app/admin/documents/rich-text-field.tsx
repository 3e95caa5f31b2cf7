/**
 * A rich text field of a document's form: ui's rich text editor (its value is the stored JSON), with
 * the app's page picker for links to pages of this site (stored by document id).
 */
import { useRef, useState } from "react"
import { useController } from "react-hook-form"
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nordika/ui"
import { RichTextEditor, type RichTextInternalLinkChoice } from "@nordika/ui/admin"
import type { RichText } from "#shared/content/rich-text"
import type { CustomField } from "../content/custom-fields"
import { DocumentSearch } from "./editor/document-picker"

/** The page picker's title: what the toolbar's "Link to a page" opens. */
export const PAGE_PICKER_TITLE = "Link to a page"

type Resolve = (choice: RichTextInternalLinkChoice | undefined) => void

/** The page picker as a promise: the editor asks, staff choose a page or close the dialog. */
function usePagePicker() {
  const [open, setOpen] = useState(false)
  const resolver = useRef<Resolve | undefined>(undefined)
  const settle = (choice: RichTextInternalLinkChoice | undefined) => {
    resolver.current?.(choice)
    resolver.current = undefined
    setOpen(false)
  }
  const pick = () =>
    new Promise<RichTextInternalLinkChoice | undefined>((resolve) => {
      resolver.current?.(undefined)
      resolver.current = resolve
      setOpen(true)
    })
  return { open, pick, settle }
}

/** A rich text field: the editor with its label, and the first problem anywhere in the text under it. */
export function RichTextField({ field, path, documentId }: { field: CustomField; path: string; documentId?: string }) {
  const { field: input, fieldState } = useController({ name: path })
  const picker = usePagePicker()
  const error = fieldState.error
  return (
    <div data-wide>
      <RichTextEditor
        label={field.required ? field.label : `${field.label} (optional)`}
        value={(input.value as RichText | undefined) ?? []}
        onChange={input.onChange}
        // A problem deep inside the text (a link's address) is set on the field itself, or nested under it.
        error={error?.message ?? (error ? "Check this text: part of it is not valid." : undefined)}
        onPickInternalLink={picker.pick}
      />
      <Dialog open={picker.open} onOpenChange={(open) => (open ? undefined : picker.settle(undefined))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{PAGE_PICKER_TITLE}</DialogTitle>
            <DialogDescription>Find the page by its title. The link follows the page if its address changes.</DialogDescription>
          </DialogHeader>
          <DocumentSearch
            active={picker.open}
            excludeId={documentId}
            onPick={(choice) => picker.settle({ documentId: choice.id, label: choice.title })}
          />
        </DialogContent>
      </Dialog>
    </div>
  )
}
