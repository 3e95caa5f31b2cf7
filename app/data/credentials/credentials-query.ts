import { queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { MfaFactorSummary } from "@nordika/ui/admin"
import { listPasskeys } from "../../auth/passkeys"
import type { Database } from "../database.types"
import { credentialKeys } from "./keys"

type Client = SupabaseClient<Database>

/** The signed-in user's authenticator apps (verified TOTP factors). */
const mfaFactorsQueryOptions = (client: Client) =>
  queryOptions({
    queryKey: credentialKeys.mfaFactors(),
    queryFn: async (): Promise<MfaFactorSummary[]> => {
      const { data, error } = await client.auth.mfa.listFactors()
      if (error) throw error
      return data.totp.map((factor) => ({ id: factor.id, friendlyName: factor.friendly_name, createdAt: factor.created_at }))
    },
  })

/** The signed-in user's passkeys and security keys, oldest first. */
const passkeysQueryOptions = (client: Client) => queryOptions({ queryKey: credentialKeys.passkeys(), queryFn: () => listPasskeys(client) })

export const useMfaFactorsQuery = (client: Client) => useQuery(mfaFactorsQueryOptions(client))
export const usePasskeysQuery = (client: Client) => useQuery(passkeysQueryOptions(client))
