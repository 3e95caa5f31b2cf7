import { queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { loadClientErrors } from "../client-errors"
import { clientErrorKeys } from "./keys"

type Client = SupabaseClient<Database>

/** The errors browsers reported in the last 90 days, grouped. */
const clientErrorsQueryOptions = (client: Client) =>
  queryOptions({ queryKey: clientErrorKeys.list(), queryFn: () => loadClientErrors(client) })

export const useClientErrorsQuery = (client: Client) => useQuery(clientErrorsQueryOptions(client))
