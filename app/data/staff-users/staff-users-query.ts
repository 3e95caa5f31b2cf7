import { queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { FORM_DATA } from "../query-client"
import { getStaffUser, listPendingMfaResets, listStaffUsers } from "../staff-users"
import { staffUserKeys } from "./keys"

type Client = SupabaseClient<Database>

const staffUsersQueryOptions = (client: Client) => queryOptions({ queryKey: staffUserKeys.list(), queryFn: () => listStaffUsers(client) })

/** One account (its page's profile form starts from it), whether it is the last active admin, and how many passkeys it has. */
const staffUserQueryOptions = (client: Client, userId: string) =>
  queryOptions({ ...FORM_DATA, queryKey: staffUserKeys.detail(userId), queryFn: () => getStaffUser(client, userId) })

/** The pending requests to reset two-step verification, oldest first. */
const pendingMfaResetsQueryOptions = (client: Client) =>
  queryOptions({ queryKey: staffUserKeys.pendingMfaResets(), queryFn: () => listPendingMfaResets(client) })

export const useStaffUsersQuery = (client: Client) => useQuery(staffUsersQueryOptions(client))
export const useStaffUserQuery = (client: Client, userId: string) => useQuery(staffUserQueryOptions(client, userId))
export const usePendingMfaResetsQuery = (client: Client) => useQuery(pendingMfaResetsQueryOptions(client))
