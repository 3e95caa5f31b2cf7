import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { AdminUsersRequest } from "#shared/staff"
import type { Database } from "../database.types"
import { adminUsers, type StaffUser } from "../staff-users"
import { staffUserKeys } from "./keys"

type Client = SupabaseClient<Database>
type StaffUserDetail = { user: StaffUser; lastAdmin: boolean; passkeys: number }

/** Invites a staff member; the accounts list reads again. */
export function useInviteStaffMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: Extract<AdminUsersRequest, { action: "invite" }>) =>
      adminUsers<{ user: StaffUser; mailed: boolean }>(client, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.list() }),
  })
}

/** Changes an account's name, role or ban; its page shows the account as stored, the list reads again. */
export function useUpdateStaffUserMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (change: Omit<Extract<AdminUsersRequest, { action: "update" }>, "action">) =>
      (await adminUsers<{ user: StaffUser }>(client, { action: "update", ...change })).user,
    onSuccess: (user) => {
      queryClient.setQueryData<StaffUserDetail>(staffUserKeys.detail(user.id), (detail) => detail && { ...detail, user })
      void queryClient.invalidateQueries({ queryKey: staffUserKeys.list() })
    },
  })
}

/** Removes an account's authenticator apps, security keys and passkeys. */
export function useResetMfaMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: string) => adminUsers(client, { action: "reset-mfa", userId }),
    onSuccess: (_, userId) => {
      queryClient.setQueryData<StaffUserDetail>(
        staffUserKeys.detail(userId),
        (detail) => detail && { ...detail, user: { ...detail.user, mfaFactors: 0, securityKeys: 0, passkeys: 0 }, passkeys: 0 },
      )
      void queryClient.invalidateQueries({ queryKey: staffUserKeys.list() })
    },
  })
}

/** Deletes an account; the list reads again (its page, left right after, goes from the cache once unused). */
export function useDeleteStaffUserMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: string) => adminUsers(client, { action: "delete", userId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffUserKeys.list() }),
  })
}

/** Approves or rejects a pending reset request; the account and the requests read again. */
export function useDecideMfaResetMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ requestId, approve }: { requestId: string; userId: string; approve: boolean }) =>
      adminUsers(client, { action: approve ? "approve-mfa-reset" : "reject-mfa-reset", requestId }),
    onSuccess: (_, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: staffUserKeys.pendingMfaResets() })
      void queryClient.invalidateQueries({ queryKey: staffUserKeys.detail(userId) })
      void queryClient.invalidateQueries({ queryKey: staffUserKeys.list() })
    },
  })
}
