import { ShieldAlert, UserPlus } from "lucide-react"
import { Button, Skeleton, SmartLink, toast } from "@nordika/ui"
import { AdminFactorPolicyCard, ErrorState, RelativeTime, SettingsCard, SettingsRow, StaffUserTable } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { useSaveAdminFactorRequirementMutation } from "../../data/security-settings/security-settings-mutations"
import { useAdminFactorRequirementQuery } from "../../data/security-settings/security-settings-query"
import { usePendingMfaResetsQuery, useStaffUsersQuery } from "../../data/staff-users/staff-users-query"
import { STAFF_ROLE_LABELS } from "../../data/staff-users"
import { AdminScreenPage } from "../admin-screen"
import { adminHref } from "../paths"
import {
  FACTOR_REQUIRED_OFF_TOAST,
  FACTOR_REQUIRED_ON_TOAST,
  FACTOR_REQUIRED_ON_TOAST_DESCRIPTION,
  FACTOR_REQUIREMENT_LOAD_FAILED,
  INVITE_STAFF_LABEL,
  PENDING_RESETS_LIST_TITLE,
  REVIEW_REQUEST_LABEL,
  USERS_LOAD_FAILED,
} from "../team-copy"

const editHref = (userId: string) => adminHref(`users/edit/${userId}`)

/** /admin/users: every staff account, searchable and sortable, each leading to its edit screen. */
export default function UsersScreen() {
  const auth = useAuth()
  const users = useStaffUsersQuery(auth.client)
  // A failure here only hides the notice; the table says what matters.
  const requests = usePendingMfaResetsQuery(auth.client).data ?? []

  return (
    <AdminScreenPage
      actions={
        <Button asChild size="sm">
          <SmartLink href={adminHref("users/setup")}>
            <UserPlus aria-hidden="true" />
            {INVITE_STAFF_LABEL}
          </SmartLink>
        </Button>
      }
    >
      {requests.length > 0 && (
        <SettingsCard
          title={PENDING_RESETS_LIST_TITLE}
          aside={<ShieldAlert aria-hidden="true" className="size-4 text-destructive" />}
          description="Staff who lost their authenticator app, security key or passkey and proved their mailbox. Another admin decides each on the account's page."
        >
          {requests.map((request) => (
            <SettingsRow
              key={request.id}
              title={request.email}
              description={
                <>
                  {request.reason ? `“${request.reason}”, asked ` : "Asked "}
                  <RelativeTime value={request.created_at} />
                </>
              }
              action={
                <Button asChild variant="outline" size="sm">
                  <SmartLink href={editHref(request.user_id)} aria-label={`${REVIEW_REQUEST_LABEL}: ${request.email}`}>
                    {REVIEW_REQUEST_LABEL}
                  </SmartLink>
                </Button>
              }
            />
          ))}
        </SettingsCard>
      )}
      <AdminFactorPolicy />
      {users.isError ? (
        <ErrorState description={USERS_LOAD_FAILED} error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <StaffUserTable
          users={users.data ?? []}
          roles={STAFF_ROLE_LABELS}
          loading={users.isPending}
          editHref={editHref}
          currentUserId={auth.user?.id}
        />
      )}
    </AdminScreenPage>
  )
}

/** Whether admins must have a passkey or security key: the switch, off for an admin without one of their own. */
function AdminFactorPolicy() {
  const { client } = useAuth()
  const requirement = useAdminFactorRequirementQuery(client)
  const saveRequirement = useSaveAdminFactorRequirementMutation(client)
  if (requirement.isPending) return <Skeleton aria-busy="true" className="h-40 rounded-xl" />
  if (requirement.isError)
    return <ErrorState description={FACTOR_REQUIREMENT_LOAD_FAILED} error={requirement.error} onRetry={() => void requirement.refetch()} />
  const current = requirement.data
  return (
    <AdminFactorPolicyCard
      required={current.required}
      hasOwnFactor={current.callerHasFactor}
      credentialsHref={adminHref("users/credentials")}
      onRequiredChange={async (required) => {
        const saved = await saveRequirement.mutateAsync(required)
        if ("problem" in saved) return saved.problem
        toast({
          title: saved.required ? FACTOR_REQUIRED_ON_TOAST : FACTOR_REQUIRED_OFF_TOAST,
          description: saved.required ? FACTOR_REQUIRED_ON_TOAST_DESCRIPTION : undefined,
        })
      }}
    />
  )
}
