import { useState } from "react"
import { LogOut } from "lucide-react"
import { Button, Skeleton, toast } from "@nordika/ui"
import {
  ConfirmDialog,
  ErrorState,
  FactorRequiredBanner,
  MfaFactorsCard,
  PasskeysCard,
  PasswordChangeCard,
  SettingsCard,
  SettingsRow,
  TotpEnrolmentCard,
} from "@nordika/ui/admin"
import { newPasswordSchema } from "#shared/staff"
import { useAuth } from "../../auth/auth-provider"
import { serverMessage } from "../../auth/sign-in"
import { WRONG_CODE_MESSAGE } from "../../auth/copy"
import { passkeysSupported } from "../../auth/passkeys"
import {
  useAddPasskeyMutation,
  useRemoveMfaFactorMutation,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
  useVerifyTotpMutation,
} from "../../data/credentials/credentials-mutations"
import { useMfaFactorsQuery, usePasskeysQuery } from "../../data/credentials/credentials-query"
import { AdminScreenPage } from "../admin-screen"
import { useFactorRequirement } from "../factor-requirement"
import {
  ACTION_FAILED,
  FACTORS_LOAD_FAILED,
  MFA_ON_TOAST,
  MFA_REMOVED_TOAST,
  OTHERS_SIGNED_OUT_TOAST,
  PASSKEY_ADDED_TOAST,
  PASSKEY_REMOVED_TOAST,
  PASSKEY_RENAMED_TOAST,
  PASSKEYS_LOAD_FAILED,
  SESSIONS_TITLE,
  SIGN_OUT_OTHERS_LABEL,
} from "../team-copy"

interface Enrolment {
  factorId: string
  qrCode: string
  secret: string
}

/**
 * /admin/users/credentials: the signed-in user's own password (changed with a code emailed by
 * reauthentication), authenticator app (enrolment with a QR code, removal), passkeys and security keys
 * (added through the browser's WebAuthn prompt, renamed, removed after a passkey confirmation when the
 * sign-in is over five minutes old) and other sessions. While the admin must add a passkey first, a
 * banner on top says so.
 */
export default function UsersCredentialsScreen() {
  const { client } = useAuth()
  const mustAddFactor = useFactorRequirement() === "must-add-factor"
  const factors = useMfaFactorsQuery(client)
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const passkeys = usePasskeysQuery(client)
  const verifyTotp = useVerifyTotpMutation(client)
  const removeMfaFactor = useRemoveMfaFactorMutation(client)
  const addPasskey = useAddPasskeyMutation(client)
  const renamePasskeyMutation = useRenamePasskeyMutation(client)
  const removePasskey = useRemovePasskeyMutation(client)

  const fail = (error: unknown) => {
    toast({ variant: "destructive", title: ACTION_FAILED, description: error instanceof Error ? error.message : ACTION_FAILED })
  }

  const startEnrolment = async () => {
    // A half-finished enrolment from before would block a new one; it was never usable, so it goes.
    const { data: existing } = await client.auth.mfa.listFactors()
    for (const factor of existing?.all ?? []) {
      if (factor.status === "unverified") await client.auth.mfa.unenroll({ factorId: factor.id })
    }
    const { data, error } = await client.auth.mfa.enroll({ factorType: "totp" })
    if (error) {
      fail(error)
      throw error
    }
    setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret })
  }

  const verifyEnrolment = async (code: string) => {
    if (!enrolment) return
    const error = await verifyTotp.mutateAsync({ factorId: enrolment.factorId, code })
    if (error) return error.code === "mfa_verification_failed" ? WRONG_CODE_MESSAGE : serverMessage(error)
    setEnrolment(null)
    toast({ title: MFA_ON_TOAST })
  }

  const cancelEnrolment = () => {
    if (enrolment) void client.auth.mfa.unenroll({ factorId: enrolment.factorId })
    setEnrolment(null)
  }

  const removeFactor = async (factorId: string) => {
    try {
      await removeMfaFactor.mutateAsync(factorId)
    } catch (error) {
      fail(error)
      throw error
    }
    toast({ title: MFA_REMOVED_TOAST })
  }

  const createPasskey = async (name: string) => {
    const problem = await addPasskey.mutateAsync(name)
    if (problem) return problem
    toast({ title: PASSKEY_ADDED_TOAST })
  }

  const renamePasskey = async (passkeyId: string, friendlyName: string) => {
    const error = await renamePasskeyMutation.mutateAsync({ passkeyId, friendlyName })
    if (error) return serverMessage(error)
    toast({ title: PASSKEY_RENAMED_TOAST })
  }

  const deletePasskey = async (passkeyId: string) => {
    const problem = await removePasskey.mutateAsync(passkeyId)
    if (problem) {
      const error = new Error(problem)
      fail(error)
      throw error
    }
    toast({ title: PASSKEY_REMOVED_TOAST })
  }

  const requestCode = async () => {
    const { error } = await client.auth.reauthenticate()
    if (error) return serverMessage(error)
  }

  const changePassword = async ({ code, password }: { code: string; password: string }) => {
    const { error } = await client.auth.updateUser({ password, nonce: code })
    if (error) return serverMessage(error)
  }

  const signOutOthers = async () => {
    const { error } = await client.auth.signOut({ scope: "others" })
    if (error) {
      fail(error)
      throw error
    }
    toast({ title: OTHERS_SIGNED_OUT_TOAST })
  }

  return (
    <AdminScreenPage>
      <div className="flex max-w-4xl flex-col gap-6">
        {mustAddFactor && <FactorRequiredBanner />}
        <PasswordChangeCard schema={newPasswordSchema} onRequestCode={requestCode} onSubmit={changePassword} />
        {enrolment ? (
          <TotpEnrolmentCard qrCode={enrolment.qrCode} secret={enrolment.secret} onVerify={verifyEnrolment} onCancel={cancelEnrolment} />
        ) : factors.isError ? (
          <ErrorState description={FACTORS_LOAD_FAILED} error={factors.error} onRetry={() => void factors.refetch()} />
        ) : factors.isPending ? (
          <Skeleton aria-busy="true" className="h-40 rounded-xl" />
        ) : (
          <MfaFactorsCard factors={factors.data} onEnrol={startEnrolment} onRemove={removeFactor} />
        )}
        {passkeys.isError ? (
          <ErrorState description={PASSKEYS_LOAD_FAILED} error={passkeys.error} onRetry={() => void passkeys.refetch()} />
        ) : passkeys.isPending ? (
          <Skeleton aria-busy="true" className="h-40 rounded-xl" />
        ) : (
          <PasskeysCard
            passkeys={passkeys.data}
            supported={passkeysSupported()}
            onAdd={createPasskey}
            onRename={renamePasskey}
            onRemove={deletePasskey}
          />
        )}
        <SettingsCard title={SESSIONS_TITLE} description="Where you are signed in with this account.">
          <SettingsRow
            title="Other browsers and devices"
            description="Signs out everywhere but here: a shared computer you forgot, a lost phone."
            action={
              <ConfirmDialog
                title="Sign out your other sessions?"
                description="Every other browser and device signed in as you is signed out at once. This one stays signed in."
                confirmLabel={SIGN_OUT_OTHERS_LABEL}
                onConfirm={signOutOthers}
                trigger={
                  <Button variant="outline" size="sm">
                    <LogOut aria-hidden="true" />
                    {SIGN_OUT_OTHERS_LABEL}
                  </Button>
                }
              />
            }
          />
        </SettingsCard>
      </div>
    </AdminScreenPage>
  )
}
