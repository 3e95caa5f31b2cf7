import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { loadLead, loadLeadAssignees, loadLeadCounts, loadLeadPage, type LeadAssignee } from "../lead-inbox"
import { leadKeys, type LeadPageParams } from "./keys"

type Client = SupabaseClient<Database>

/** The colleagues a lead can be assigned to. A failure lists nobody, with a warning: the screens work without names. */
const leadAssigneesQueryOptions = (client: Client) =>
  queryOptions({
    queryKey: leadKeys.assignees(),
    queryFn: () =>
      loadLeadAssignees(client).catch((error: unknown): LeadAssignee[] => {
        console.warn("[leads] could not list the assignees:", error)
        return []
      }),
  })

/** One page of the inbox, with its assignees' names; the page shown stays while the next one loads. */
export const leadPageQueryOptions = (client: Client, params: LeadPageParams) =>
  queryOptions({
    queryKey: leadKeys.list(params),
    queryFn: async ({ client: cache }) =>
      loadLeadPage(client, params.filters, params, await cache.ensureQueryData(leadAssigneesQueryOptions(client))),
    placeholderData: keepPreviousData,
  })

const leadCountsQueryOptions = (client: Client) => queryOptions({ queryKey: leadKeys.counts(), queryFn: () => loadLeadCounts(client) })

/** One lead with its files, notes and the notes' history; null when there is none the reader may see. */
const leadQueryOptions = (client: Client, id: string) =>
  queryOptions({ queryKey: leadKeys.detail(id), queryFn: () => loadLead(client, id) })

export const useLeadAssigneesQuery = (client: Client) => useQuery(leadAssigneesQueryOptions(client))
export const useLeadPageQuery = (client: Client, params: LeadPageParams) => useQuery(leadPageQueryOptions(client, params))
export const useLeadCountsQuery = (client: Client) => useQuery(leadCountsQueryOptions(client))
export const useLeadQuery = (client: Client, id: string) => useQuery(leadQueryOptions(client, id))
