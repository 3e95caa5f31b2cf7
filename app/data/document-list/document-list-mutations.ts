import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { createDocument, duplicateDocument, restoreDocument, trashDocument, unpublishDocument } from "../document-list"
import { documentListKeys } from "./keys"

type Client = SupabaseClient<Database>

/** A list action: every list (collections, pages, trash) reads again once it succeeded. */
function useListAction<Variables, Result>(action: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentListKeys.lists() }),
  })
}

export const useCreateDocumentMutation = (client: Client) =>
  useListAction((values: { kind: string; title: string; path: string }) => createDocument(client, values))
export const useDuplicateDocumentMutation = (client: Client) => useListAction((id: string) => duplicateDocument(client, id))
export const useUnpublishDocumentMutation = (client: Client) =>
  useListAction(({ id, force }: { id: string; force?: boolean }) => unpublishDocument(client, id, force))
export const useTrashDocumentMutation = (client: Client) =>
  useListAction(({ id, force }: { id: string; force?: boolean }) => trashDocument(client, id, force))
export const useRestoreDocumentMutation = (client: Client) => useListAction((id: string) => restoreDocument(client, id))
