import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { AuthError, SupabaseClient } from "@supabase/supabase-js"
import { addPasskey, removePasskey } from "../../auth/passkeys"
import type { Database } from "../database.types"
import { securitySettingKeys } from "../security-settings/keys"
import { credentialKeys } from "./keys"

type Client = SupabaseClient<Database>

/** Verifies a new authenticator app with a code from it; resolves with the server's refusal, if any. */
export function useVerifyTotpMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ factorId, code }: { factorId: string; code: string }): Promise<AuthError | null> =>
      (await client.auth.mfa.challengeAndVerify({ factorId, code })).error,
    onSuccess: (refusal) => {
      if (!refusal) void queryClient.invalidateQueries({ queryKey: credentialKeys.mfaFactors() })
    },
  })
}

/** Removes an authenticator app, then takes a fresh token (the session's still says aal2); throws the refusal. */
export function useRemoveMfaFactorMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (factorId: string) => {
      const { error } = await client.auth.mfa.unenroll({ factorId })
      if (error) throw error
      await client.auth.refreshSession()
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: credentialKeys.mfaFactors() }),
  })
}

/**
 * Adds a passkey through the browser's prompt; resolves with a message when it did not happen. Once
 * the passkeys are read again, so is whether the admin still must add one (the rest of the admin
 * opens if that was what they lacked).
 */
export function useAddPasskeyMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => addPasskey(client, name),
    onSuccess: async (problem) => {
      if (problem) return
      void queryClient.invalidateQueries({ queryKey: credentialKeys.passkeys() })
      await queryClient.invalidateQueries({ queryKey: securitySettingKeys.adminFactorRequirement() })
    },
  })
}

/** Renames a passkey; resolves with the server's refusal, if any. */
export function useRenamePasskeyMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ passkeyId, friendlyName }: { passkeyId: string; friendlyName: string }): Promise<AuthError | null> =>
      (await client.auth.passkey.update({ passkeyId, friendlyName })).error,
    onSuccess: (refusal) => {
      if (!refusal) void queryClient.invalidateQueries({ queryKey: credentialKeys.passkeys() })
    },
  })
}

/** Removes a passkey (after the browser's confirmation when the sign-in is old); resolves with a message when it was not removed. */
export function useRemovePasskeyMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (passkeyId: string) => removePasskey(client, passkeyId),
    onSuccess: (problem) => {
      if (!problem) void queryClient.invalidateQueries({ queryKey: credentialKeys.passkeys() })
    },
  })
}
