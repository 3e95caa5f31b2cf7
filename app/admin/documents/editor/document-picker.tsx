/** The page picker: find a document by its title and choose it (for an internal link, stored by its id). */
import { useDeferredValue, useId, useState, type ReactElement } from "react"
import { Input, Popover, PopoverContent, PopoverTrigger } from "@nordika/ui"
import { useAuth } from "../../../auth/auth-provider"
import type { DocumentChoice } from "../../../data/document-editor"
import { useDocumentSearchQuery } from "../../../data/document-editor/document-editor-query"

/** The label of the picker's search box. */
export const PAGE_SEARCH_LABEL = "Search pages by title"

export interface DocumentPickerProps {
  /** The button that opens the picker. */
  trigger: ReactElement
  onPick: (choice: DocumentChoice) => void
  /** A document not to offer (the one being edited). */
  excludeId?: string
}

export function DocumentPicker({ trigger, onPick, excludeId }: DocumentPickerProps) {
  const [open, setOpen] = useState(false)
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="start" className="flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2 p-3">
        <DocumentSearch
          active={open}
          excludeId={excludeId}
          onPick={(choice) => {
            onPick(choice)
            setOpen(false)
          }}
        />
      </PopoverContent>
    </Popover>
  )
}

/** The picker's search box and results, for a popover or a dialog; `active` while it is shown (it searches only then). */
export function DocumentSearch({
  active,
  onPick,
  excludeId,
}: {
  active: boolean
  onPick: (choice: DocumentChoice) => void
  excludeId?: string
}) {
  const { client } = useAuth()
  const [search, setSearch] = useState("")
  const deferred = useDeferredValue(search)
  const results = useDocumentSearchQuery(client, deferred, active)
  const listId = useId()
  const choices = (results.data ?? []).filter((choice) => choice.id !== excludeId)
  return (
    <>
      <Input
        type="search"
        aria-label={PAGE_SEARCH_LABEL}
        aria-controls={listId}
        placeholder="Title…"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ul id={listId} aria-label="Pages" aria-busy={results.isFetching} className="flex max-h-72 flex-col gap-0.5 overflow-y-auto">
        {results.isError ? (
          <li className="p-2 text-sm text-destructive">The pages could not be searched: {results.error.message}</li>
        ) : choices.length === 0 && !results.isPending ? (
          <li className="p-2 text-sm text-muted-foreground">No page has that in its title.</li>
        ) : (
          choices.map((choice) => (
            <li key={choice.id}>
              <button
                type="button"
                className="flex w-full flex-col items-start rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                onClick={() => onPick(choice)}
              >
                <span className="font-medium">{choice.title}</span>
                <span className="text-xs text-muted-foreground">
                  {choice.path}
                  {choice.status === "draft" ? " · not on the site" : ""}
                </span>
              </button>
            </li>
          ))
        )}
      </ul>
    </>
  )
}
