import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { saveDeployHookUrl, testDeployHook } from "../deploy-hook"
import { deployHookKeys } from "./keys"

type Client = SupabaseClient<Database>

/** Sets (or, with "", removes) the deploy hook's URL. */
export function useSaveDeployHookMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (url: string) => saveDeployHookUrl(client, url),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deployHookKeys.all() }),
  })
}

/** Calls the saved hook now; the last call is read again whatever it answered. */
export function useTestDeployHookMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => testDeployHook(client),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deployHookKeys.all() }),
  })
}
