import { queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { loadAdminFactorRequirement } from "../security-settings"
import { securitySettingKeys } from "./keys"

type Client = SupabaseClient<Database>

/** Whether admins must have a passkey or security key, and what that means for the signed-in staff member. */
const adminFactorRequirementQueryOptions = (client: Client) =>
  queryOptions({ queryKey: securitySettingKeys.adminFactorRequirement(), queryFn: () => loadAdminFactorRequirement(client) })

export const useAdminFactorRequirementQuery = (client: Client, options: { enabled?: boolean } = {}) =>
  useQuery({ ...adminFactorRequirementQueryOptions(client), enabled: options.enabled ?? true })
