import { ShieldAlert, UserPlus } from "lucide-react"
import {
  AdminFactorPolicyCard,
  Button,
  ErrorState,
  RelativeTime,
  SettingsCard,
  SettingsRow,
  Skeleton,
  SmartLink,
  StaffUserTable,
  toast,
} from "@nordika/ui"
import { useAuth } from "../../auth/auth-provider"
import { loadAdminFactorRequirement, saveAdminFactorRequirement } from "../../data/security-settings"
import { listPendingMfaResets, listStaffUsers } from "../../data/staff-users"
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
import { useLoad } from "../use-load"

const editHref = (userId: string) => adminHref(`users/edit/${userId}`)

/** /admin/users: every staff account, searchable and sortable, each leading to its edit screen. */
export default function UsersScreen() {
  const auth = useAuth()
  const { state, reload } = useLoad(() => listStaffUsers(auth.client), "users")
  // A failure here only hides the notice; the table says what matters.
  const pending = useLoad(() => listPendingMfaResets(auth.client).catch(() => []), "pending-mfa-resets")
  const requests = pending.state.status === "ready" ? pending.state.data : []

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
      {state.status === "failed" ? (
        <ErrorState description={USERS_LOAD_FAILED} error={state.error} onRetry={reload} />
      ) : (
        <StaffUserTable
          users={state.status === "ready" ? state.data : []}
          loading={state.status === "loading"}
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
  const requirement = useLoad(() => loadAdminFactorRequirement(client), "admin-factor-requirement")
  if (requirement.state.status === "loading") return <Skeleton aria-busy="true" className="h-40 rounded-xl" />
  if (requirement.state.status === "failed")
    return <ErrorState description={FACTOR_REQUIREMENT_LOAD_FAILED} error={requirement.state.error} onRetry={requirement.reload} />
  const current = requirement.state.data
  return (
    <AdminFactorPolicyCard
      required={current.required}
      hasOwnFactor={current.callerHasFactor}
      credentialsHref={adminHref("users/credentials")}
      onRequiredChange={async (required) => {
        const saved = await saveAdminFactorRequirement(client, required)
        if ("problem" in saved) return saved.problem
        requirement.set({ ...current, required: saved.required })
        toast({
          title: saved.required ? FACTOR_REQUIRED_ON_TOAST : FACTOR_REQUIRED_OFF_TOAST,
          description: saved.required ? FACTOR_REQUIRED_ON_TOAST_DESCRIPTION : undefined,
        })
      }}
    />
  )
}
