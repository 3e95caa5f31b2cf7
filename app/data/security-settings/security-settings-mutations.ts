import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { saveAdminFactorRequirement, type AdminFactorRequirement } from "../security-settings"
import { securitySettingKeys } from "./keys"

type Client = SupabaseClient<Database>

/** Turns the admins' passkey requirement on or off; answers it as stored, or the sentence saying why not. */
export function useSaveAdminFactorRequirementMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (required: boolean) => saveAdminFactorRequirement(client, required),
    onSuccess: (saved) => {
      if ("problem" in saved) return
      queryClient.setQueryData<AdminFactorRequirement>(
        securitySettingKeys.adminFactorRequirement(),
        (current) => current && { ...current, required: saved.required },
      )
    },
  })
}
