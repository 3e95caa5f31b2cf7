import { useState } from "react"
import { useNavigate, useParams } from "react-router-dom"
import { Check, ShieldAlert, X } from "lucide-react"
import { Button, Skeleton, toast } from "@nordika/ui"
import {
  ConfirmDialog,
  DeleteUserCard,
  ErrorState,
  RelativeTime,
  SettingsCard,
  SettingsRow,
  StaffAccessCard,
  StaffProfileForm,
  staffAccountStatus,
  type StaffProfileValues,
} from "@nordika/ui/admin"
import { staffProfileSchema, type MfaResetRequest } from "#shared/staff"
import { useAuth } from "../../auth/auth-provider"
import { STAFF_ROLE_LABELS, adminUsers, mailRedirect } from "../../data/staff-users"
import {
  useDecideMfaResetMutation,
  useDeleteStaffUserMutation,
  useResetMfaMutation,
  useUpdateStaffUserMutation,
} from "../../data/staff-users/staff-users-mutations"
import { usePendingMfaResetsQuery, useStaffUserQuery } from "../../data/staff-users/staff-users-query"
import { AdminScreenPage } from "../admin-screen"
import { adminHref } from "../paths"
import {
  ACTION_FAILED,
  APPROVE_RESET_LABEL,
  LAST_ADMIN_REASON,
  BANNED_TOAST,
  MFA_RESET_TOAST,
  OWN_ACCOUNT_BAN_REASON,
  OWN_ACCOUNT_DELETE_REASON,
  OWN_ACCOUNT_MFA_REASON,
  OWN_ACCOUNT_ROLE_REASON,
  PENDING_RESETS_TITLE,
  PROFILE_SAVED,
  RECOVERY_SENT_TOAST,
  REJECT_RESET_LABEL,
  RESET_APPROVED_TOAST,
  RESET_REJECTED_TOAST,
  UNBANNED_TOAST,
  USER_DELETED_TOAST,
  USER_LOAD_FAILED,
} from "../team-copy"

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : ACTION_FAILED)

/** Shows the server's refusal as a toast and passes it on, so a dialog that asked stays open. */
function reportFailure(error: unknown): never {
  toast({ variant: "destructive", title: ACTION_FAILED, description: messageOf(error) })
  throw error
}

/**
 * /admin/users/edit/:id: one staff account. Name and role, ban, a password reset mail, the reset of
 * two-step verification (and a pending request for it, which another admin approves or rejects here),
 * and deletion after typing the address. The server refuses what would leave no active admin (409).
 */
export default function UsersEditScreen() {
  const { id = "" } = useParams()
  const auth = useAuth()
  const navigate = useNavigate()
  const account = useStaffUserQuery(auth.client, id)
  const pending = usePendingMfaResetsQuery(auth.client)
  const updateUser = useUpdateStaffUserMutation(auth.client)
  const resetUserMfa = useResetMfaMutation(auth.client)
  const deleteUser = useDeleteStaffUserMutation(auth.client)
  const decideReset = useDecideMfaResetMutation(auth.client)

  const failure = account.error ?? pending.error
  if (failure) {
    return (
      <AdminScreenPage>
        <ErrorState
          description={USER_LOAD_FAILED}
          error={failure}
          onRetry={() => {
            void account.refetch()
            void pending.refetch()
          }}
        />
      </AdminScreenPage>
    )
  }
  if (!account.data || !pending.data) {
    return (
      <AdminScreenPage>
        <div aria-busy="true" className="flex flex-col gap-6">
          <Skeleton className="h-64 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
      </AdminScreenPage>
    )
  }
  const { user, passkeys, lastAdmin } = account.data
  const requests = pending.data.filter((request) => request.user_id === id)
  const email = user.email ?? user.id
  const own = user.id === auth.user?.id
  // What the server would refuse (cannot_demote_self, last_admin) is not offered: each control says why.
  const lockedReason = (ownReason: string) => (own ? ownReason : lastAdmin ? LAST_ADMIN_REASON : undefined)

  const saveProfile = async (values: StaffProfileValues) => {
    try {
      await updateUser.mutateAsync({ userId: user.id, ...values })
      toast({ title: PROFILE_SAVED })
    } catch (error) {
      return messageOf(error)
    }
  }

  const setBanned = async (banned: boolean) => {
    try {
      await updateUser.mutateAsync({ userId: user.id, banned })
      toast({ title: banned ? BANNED_TOAST : UNBANNED_TOAST, description: email })
    } catch (error) {
      reportFailure(error)
    }
  }

  const sendRecovery = async () => {
    try {
      await adminUsers(auth.client, { action: "send-recovery", userId: user.id, redirectTo: mailRedirect("/emergency-login") })
      toast({ title: RECOVERY_SENT_TOAST, description: email })
    } catch (error) {
      reportFailure(error)
    }
  }

  const resetMfa = async () => {
    try {
      await resetUserMfa.mutateAsync(user.id)
      toast({ title: MFA_RESET_TOAST, description: email })
    } catch (error) {
      reportFailure(error)
    }
  }

  const remove = async () => {
    try {
      await deleteUser.mutateAsync(user.id)
    } catch (error) {
      reportFailure(error)
    }
    toast({ title: USER_DELETED_TOAST, description: email })
    void navigate(adminHref("users"))
  }

  const decide = async (request: MfaResetRequest, approve: boolean) => {
    try {
      await decideReset.mutateAsync({ requestId: request.id, userId: user.id, approve })
      toast({ title: approve ? RESET_APPROVED_TOAST : RESET_REJECTED_TOAST, description: request.email })
    } catch (error) {
      reportFailure(error)
    }
  }

  return (
    <AdminScreenPage title={user.displayName || email}>
      <div className="flex max-w-4xl flex-col gap-6">
        {requests.map((request) => (
          <SettingsCard
            key={request.id}
            title={PENDING_RESETS_TITLE}
            aside={<ShieldAlert aria-hidden="true" className="size-4 text-destructive" />}
            description={
              own
                ? "You asked for this yourself: another admin has to decide it."
                : "They say they lost their authenticator app, security key or passkey and proved their mailbox with an emailed code. Approve only when you have checked it is them (a call, in person)."
            }
            footer={
              <>
                <RejectButton disabled={own} onReject={() => decide(request, false)} />
                <ConfirmDialog
                  variant="destructive"
                  title={`Reset two-step verification for ${request.email}?`}
                  description="Their authenticator apps, security keys and passkeys are removed: they sign in with their password alone and set them up again. They are told by email, and it is recorded in the audit log."
                  confirmLabel={APPROVE_RESET_LABEL}
                  onConfirm={() => decide(request, true)}
                  trigger={
                    <Button size="sm" variant="destructive" disabled={own}>
                      <Check aria-hidden="true" />
                      {APPROVE_RESET_LABEL}
                    </Button>
                  }
                />
              </>
            }
          >
            <SettingsRow
              title={request.reason || "No reason given"}
              description={
                <>
                  Asked <RelativeTime value={request.created_at} /> from {request.requested_ip || "an unknown address"}; it expires{" "}
                  <RelativeTime value={request.expires_at} />.
                </>
              }
            />
          </SettingsCard>
        ))}
        <StaffProfileForm
          schema={staffProfileSchema}
          roles={STAFF_ROLE_LABELS}
          email={email}
          defaultValues={{ displayName: user.displayName ?? "", role: user.role ?? "editor" }}
          roleLockedReason={lockedReason(OWN_ACCOUNT_ROLE_REASON)}
          onSubmit={saveProfile}
        />
        <StaffAccessCard
          email={email}
          banned={staffAccountStatus(user) === "banned"}
          mfaFactors={user.mfaFactors}
          securityKeys={user.securityKeys}
          passkeys={passkeys}
          onBannedChange={setBanned}
          onSendRecovery={sendRecovery}
          onResetMfa={resetMfa}
          banDisabledReason={lockedReason(OWN_ACCOUNT_BAN_REASON)}
          mfaResetDisabledReason={own ? OWN_ACCOUNT_MFA_REASON : undefined}
        />
        <DeleteUserCard email={email} onDelete={remove} disabledReason={lockedReason(OWN_ACCOUNT_DELETE_REASON)} />
      </div>
    </AdminScreenPage>
  )
}

function RejectButton({ disabled, onReject }: { disabled: boolean; onReject: () => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={disabled}
      loading={busy}
      onClick={() => {
        setBusy(true)
        void onReject()
          .catch(() => undefined)
          .finally(() => setBusy(false))
      }}
    >
      <X aria-hidden="true" />
      {REJECT_RESET_LABEL}
    </Button>
  )
}
