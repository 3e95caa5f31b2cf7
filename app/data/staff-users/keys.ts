/** The staff accounts' query keys (the admin-users function and public.mfa_reset_requests). */
export const staffUserKeys = {
  all: () => ["staff-users"] as const,
  list: () => ["staff-users", "list"] as const,
  detail: (userId: string) => ["staff-users", "detail", userId] as const,
  pendingMfaResets: () => ["staff-users", "pending-mfa-resets"] as const,
}
