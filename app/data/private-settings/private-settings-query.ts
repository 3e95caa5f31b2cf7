import { queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { FORM_DATA } from "../query-client"
import { loadLeadRecipients } from "../private-settings"
import { privateSettingKeys } from "./keys"

type Client = SupabaseClient<Database>

/** The addresses mailed for each new lead. */
const leadRecipientsQueryOptions = (client: Client) =>
  queryOptions({ ...FORM_DATA, queryKey: privateSettingKeys.leadRecipients(), queryFn: () => loadLeadRecipients(client) })

export const useLeadRecipientsQuery = (client: Client) => useQuery(leadRecipientsQueryOptions(client))
