import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { saveLeadRecipients } from "../private-settings"
import { privateSettingKeys } from "./keys"

type Client = SupabaseClient<Database>

/** Sets the lead notification addresses; the cache holds them as the database stored them. */
export function useSaveLeadRecipientsMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (recipients: readonly string[]) => saveLeadRecipients(client, recipients),
    onSuccess: (saved) => queryClient.setQueryData(privateSettingKeys.leadRecipients(), saved),
  })
}
