import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { FORM_DATA } from "../query-client"
import { loadDocumentChoices, loadDocumentHistory, loadDocumentIdAt, loadEditableDocument, searchDocuments } from "../document-editor"
import { documentEditorKeys } from "./keys"

type Client = SupabaseClient<Database>

/**
 * A document as its editor opens it (the draft if there is one). Read afresh each time the editor
 * opens and otherwise only when the editor asks: a read behind an open form would replace what is being typed.
 */
const editableDocumentQueryOptions = (client: Client, id: string) =>
  queryOptions({
    ...FORM_DATA,
    queryKey: documentEditorKeys.document(id),
    queryFn: () => loadEditableDocument(client, id),
    staleTime: Infinity,
  })

export const useEditableDocumentQuery = (client: Client, id: string) => useQuery(editableDocumentQueryOptions(client, id))

/** The id of the document at `path` (a page whose editor opens by its address). */
export const useDocumentIdAtQuery = (client: Client, path: string) =>
  useQuery({ queryKey: documentEditorKeys.idAt(path), queryFn: () => loadDocumentIdAt(client, path) })

/** Every published version, newest first; read only while `enabled` (the history is open, or a publish was noticed). */
export const useDocumentHistoryQuery = (client: Client, id: string, enabled: boolean) =>
  useQuery({ queryKey: documentEditorKeys.history(id), queryFn: () => loadDocumentHistory(client, id), enabled })

/** The page picker's results for `text` (the last results stay while the next load). */
export const useDocumentSearchQuery = (client: Client, text: string, enabled: boolean) =>
  useQuery({
    queryKey: documentEditorKeys.search(text.trim()),
    queryFn: () => searchDocuments(client, text),
    enabled,
    placeholderData: keepPreviousData,
  })

/** The titles and paths of the documents that internal links point at. */
export const useDocumentChoicesQuery = (client: Client, ids: readonly string[]) =>
  useQuery({ queryKey: documentEditorKeys.choices(ids), queryFn: () => loadDocumentChoices(client, ids), enabled: ids.length > 0 })
