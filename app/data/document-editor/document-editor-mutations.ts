import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import {
  publishDocument,
  restoreDocumentVersion,
  saveDocumentDraft,
  unpublishDocument,
  type DocumentBase,
  type DocumentContent,
} from "../document-editor"
import { documentEditorKeys } from "./keys"

type Client = SupabaseClient<Database>
type DocumentChange = { id: string; content: DocumentContent; base: DocumentBase }

/** What lists documents' states (the picker; the lists' own keys are theirs), and the history once a version is added. */
function documentChanged(queryClient: QueryClient, id: string, published: boolean) {
  void queryClient.invalidateQueries({ queryKey: [...documentEditorKeys.all(), "search"] })
  if (published) void queryClient.invalidateQueries({ queryKey: documentEditorKeys.history(id) })
}

/** Saves a draft over `base`; answers the new base, or throws DocumentConflictError. */
export function useSaveDocumentDraftMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, content, base }: DocumentChange) => saveDocumentDraft(client, id, content, base),
    onSuccess: (_, { id }) => documentChanged(queryClient, id, false),
  })
}

/** Publishes over `base` as the next version; throws DocumentConflictError or DocumentFieldError (the field the schema refuses). */
export function usePublishDocumentMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, content, base }: DocumentChange) => publishDocument(client, id, content, base),
    onSuccess: (_, { id }) => documentChanged(queryClient, id, true),
  })
}

/** Publishes an earlier version again. */
export function useRestoreDocumentVersionMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, version, base }: { id: string; version: number; base: DocumentBase }) =>
      restoreDocumentVersion(client, id, version, base),
    onSuccess: (_, { id }) => documentChanged(queryClient, id, true),
  })
}

/** Takes the document off the site; throws DocumentLinkedError while live documents link to it, unless `force`. */
export function useUnpublishDocumentMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, force }: { id: string; force?: boolean }) => unpublishDocument(client, id, force),
    onSuccess: (_, { id }) => documentChanged(queryClient, id, false),
  })
}
