import { useEffect, useState } from "react"
import { useNavigate } from "react-router-dom"
import { Button, FullScreenSpinner, toast } from "@nordika/ui"
import {
  AuthLayout,
  AuthLink,
  MfaResetRequestCard,
  MfaResetRequestedCard,
  NewPasswordCard,
  PASSKEY_LOST_LABEL,
  RecoveryCodeCard,
  RecoveryEmailCard,
  TotpCard,
} from "@nordika/ui/admin"
import { MFA_RESET_REQUEST_VALID_HOURS, mfaResetRequestSchema, newPasswordSchema } from "#shared/staff"
import { useAuth } from "../auth/auth-provider"
import { RATE_LIMITED_MESSAGE, SOMETHING_WENT_WRONG } from "../auth/copy"
import { LOGIN_PATH } from "../auth/next-path"
import { serverMessage, verifyTotpCode } from "../auth/sign-in"
import { ownPasskeyCount, requestMfaReset } from "../data/staff-users"
import { ADMIN_HOME_PATH } from "../admin/paths"
import { useDocumentMeta } from "../site/document-meta"
import { STANDALONE_PAGES } from "../site/standalone-pages"

const copy = STANDALONE_PAGES["/emergency-login"]

const PASSWORD_SAVED_TOAST = "New password saved"
const CODE_REFUSED_MESSAGE = "That code is not valid or has expired. Check the latest email, or send a new code."

const CANCEL_AND_SIGN_OUT_LABEL = "Cancel and sign out"
const NEW_PASSWORD_INSTEAD_LABEL = "Choose a new password instead"

/**
 * /emergency-login: access recovery for staff. A one-time code (or link) by email proves the mailbox
 * (GoTrue's recovery flow); then a new password, behind the authenticator code when the account has
 * one. Without the app, or with a security key as its only second step (which this page cannot ask
 * for), the same emailed session files a request that another admin decides; two-step verification
 * is never skipped here. A passkey signs in on its own, beside the password: an account whose passkey
 * was on a lost device chooses a new password, or asks an admin to remove its passkeys.
 */
export default function EmergencyLoginPage() {
  const auth = useAuth()
  const navigate = useNavigate()
  const [email, setEmail] = useState<string | null>(null)
  const [lostApp, setLostApp] = useState(false)
  const [requested, setRequested] = useState(false)
  const [lostPasskey, setLostPasskey] = useState(false)
  // The passkeys of the account choosing a new password, counted for that account's id.
  const [passkeyCount, setPasskeyCount] = useState<{ userId: string; count: number } | null>(null)
  useDocumentMeta({ title: copy.title, description: copy.description })

  const choosingPassword = auth.recovering && auth.status === "signed-in"
  const userId = auth.user?.id
  useEffect(() => {
    if (!choosingPassword || !userId) return
    let current = true
    void ownPasskeyCount(auth.client).then((count) => current && setPasskeyCount({ userId, count }))
    return () => {
      current = false
    }
  }, [choosingPassword, auth.client, userId])
  const passkeys = choosingPassword && passkeyCount && passkeyCount.userId === userId ? passkeyCount.count : 0

  if (auth.status === "loading") return <FullScreenSpinner />

  const sendCode = async (address: string) => {
    const { error } = await auth.client.auth.resetPasswordForEmail(address, { redirectTo: `${window.location.origin}/emergency-login` })
    if (error) return error.status === 429 ? RATE_LIMITED_MESSAGE : serverMessage(error)
    setEmail(address)
  }

  const verifyCode = async (code: string) => {
    if (!email) return
    const { error } = await auth.client.auth.verifyOtp({ email, token: code, type: "recovery" })
    if (error) return error.status === 429 ? RATE_LIMITED_MESSAGE : CODE_REFUSED_MESSAGE
  }

  const savePassword = async (password: string) => {
    const { error } = await auth.client.auth.updateUser({ password })
    if (error) return serverMessage(error)
    toast({ title: PASSWORD_SAVED_TOAST, description: "You are signed in with it." })
    void navigate(ADMIN_HOME_PATH, { replace: true })
  }

  const fileRequest = async (reason: string) => {
    try {
      await requestMfaReset(auth.client, reason)
      setRequested(true)
    } catch (error) {
      return error instanceof Error ? error.message : SOMETHING_WENT_WRONG
    }
  }

  const leave = () => {
    setEmail(null)
    setLostApp(false)
    setLostPasskey(false)
    setRequested(false)
    void auth.signOut()
  }

  const factor = auth.user?.factors?.find((candidate) => candidate.factor_type === "totp" && candidate.status === "verified")
  const cancel = (
    <Button type="button" variant="link" size="sm" onClick={leave} className="h-auto p-0 text-muted-foreground">
      {CANCEL_AND_SIGN_OUT_LABEL}
    </Button>
  )
  const back = (
    <AuthLink href="/" variant="muted">
      {copy.backLabel}
    </AuthLink>
  )

  let card
  if (auth.recovering && requested) {
    card = <MfaResetRequestedCard validHours={MFA_RESET_REQUEST_VALID_HOURS} onDone={leave} />
  } else if (auth.recovering && auth.status === "needs-mfa" && !factor) {
    // A security key is the only second step: this page cannot ask for it, so it files the request.
    card = (
      <MfaResetRequestCard
        schema={mfaResetRequestSchema}
        lost="security-key"
        account={auth.user?.email}
        onSubmit={fileRequest}
        footer={cancel}
      />
    )
  } else if (auth.recovering && auth.status === "needs-mfa" && factor) {
    card = lostApp ? (
      <MfaResetRequestCard
        schema={mfaResetRequestSchema}
        account={auth.user?.email}
        onSubmit={fileRequest}
        onUseApp={() => setLostApp(false)}
      />
    ) : (
      <TotpCard
        title="Confirm with your authenticator app"
        account={auth.user?.email}
        onSubmit={(code) => verifyTotpCode(auth.client, factor.id, code)}
        onHelp={() => setLostApp(true)}
        onCancel={leave}
      />
    )
  } else if (choosingPassword && lostPasskey) {
    card = (
      <MfaResetRequestCard
        schema={mfaResetRequestSchema}
        lost="passkey"
        account={auth.user?.email}
        onSubmit={fileRequest}
        footer={
          <Button type="button" variant="link" size="sm" onClick={() => setLostPasskey(false)} className="h-auto p-0">
            {NEW_PASSWORD_INSTEAD_LABEL}
          </Button>
        }
      />
    )
  } else if (choosingPassword) {
    card = (
      <NewPasswordCard
        schema={newPasswordSchema}
        account={auth.user?.email}
        onSubmit={savePassword}
        footer={
          <>
            {passkeys > 0 && (
              <Button type="button" variant="link" size="sm" onClick={() => setLostPasskey(true)} className="h-auto p-0">
                {PASSKEY_LOST_LABEL}
              </Button>
            )}
            {cancel}
          </>
        }
      />
    )
  } else if (email) {
    card = <RecoveryCodeCard email={email} onSubmit={verifyCode} onResend={() => sendCode(email)} onChangeEmail={() => setEmail(null)} />
  } else {
    card = <RecoveryEmailCard title={copy.heading} defaultEmail={auth.user?.email ?? ""} onSubmit={sendCode} signInHref={LOGIN_PATH} />
  }

  return <AuthLayout footer={back}>{card}</AuthLayout>
}
