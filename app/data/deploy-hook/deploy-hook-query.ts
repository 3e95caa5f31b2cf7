import { queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { FORM_DATA } from "../query-client"
import { loadDeployHook } from "../deploy-hook"
import { deployHookKeys } from "./keys"

type Client = SupabaseClient<Database>

/** The deploy hook's URL and last call. */
const deployHookQueryOptions = (client: Client) =>
  queryOptions({ ...FORM_DATA, queryKey: deployHookKeys.all(), queryFn: () => loadDeployHook(client) })

export const useDeployHookQuery = (client: Client) => useQuery(deployHookQueryOptions(client))
