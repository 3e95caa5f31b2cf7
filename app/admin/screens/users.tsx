import { UserPlus } from "lucide-react"
import { Button, ErrorState, SmartLink, StaffUserTable } from "@nordika/ui"
import { useAuth } from "../../auth/auth-provider"
import { listStaffUsers } from "../../data/staff-users"
import { AdminScreenPage } from "../admin-screen"
import { adminHref } from "../paths"
import { INVITE_STAFF_LABEL, USERS_LOAD_FAILED } from "../team-copy"
import { useLoad } from "../use-load"

const editHref = (userId: string) => adminHref(`users/edit/${userId}`)

/** /admin/users: every staff account, searchable and sortable, each leading to its edit screen. */
export default function UsersScreen() {
  const auth = useAuth()
  const { state, reload } = useLoad(() => listStaffUsers(auth.client), "users")

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
