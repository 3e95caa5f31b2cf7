import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { loadDocumentKinds, loadDocumentOverview } from "../document-list"
import { documentListKeys, type DocumentListParams } from "./keys"

type Client = SupabaseClient<Database>

/** Which kinds of document there are and who edits each: changes only with a migration. */
const documentKindsQueryOptions = (client: Client) =>
  queryOptions({ queryKey: documentListKeys.kinds(), queryFn: () => loadDocumentKinds(client), staleTime: Infinity })

/** A list of documents; the list shown stays while the next search's answer loads. */
const documentListQueryOptions = (client: Client, params: DocumentListParams) =>
  queryOptions({
    queryKey: documentListKeys.list(params),
    queryFn: () => loadDocumentOverview(client, params),
    placeholderData: keepPreviousData,
  })

export const useDocumentKindsQuery = (client: Client) => useQuery(documentKindsQueryOptions(client))
export const useDocumentListQuery = (client: Client, params: DocumentListParams, enabled = true) =>
  useQuery({ ...documentListQueryOptions(client, params), enabled })
