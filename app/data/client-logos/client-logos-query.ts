import { queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { listClientLogosForStaff } from "../client-logos"
import { clientLogoKeys } from "./keys"

type Client = SupabaseClient<Database>

/** Every logo, published or not, in the home page's order. */
const clientLogosQueryOptions = (client: Client) =>
  queryOptions({ queryKey: clientLogoKeys.list(), queryFn: () => listClientLogosForStaff(client) })

export const useClientLogosQuery = (client: Client) => useQuery(clientLogosQueryOptions(client))
