import { ShieldAlert, UserPlus } from "lucide-react"
import { Button, ErrorState, RelativeTime, SettingsCard, SettingsRow, SmartLink, StaffUserTable } from "@nordika/ui"
import { useAuth } from "../../auth/auth-provider"
import { listPendingMfaResets, listStaffUsers } from "../../data/staff-users"
import { AdminScreenPage } from "../admin-screen"
import { adminHref } from "../paths"
import { INVITE_STAFF_LABEL, PENDING_RESETS_LIST_TITLE, REVIEW_REQUEST_LABEL, USERS_LOAD_FAILED } from "../team-copy"
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
          description="Staff who lost their authenticator app and proved their mailbox. Another admin decides each on the account's page."
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
