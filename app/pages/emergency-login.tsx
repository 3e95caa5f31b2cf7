import { useEffect, useState } from "react"
import { useNavigate } from "react-router-dom"
import { Button, FullScreenSpinner, toast } from "@nordika/ui"
import {
  AuthLayout,
  MfaResetRequestCard,
  MfaResetRequestedCard,
  NewPasswordCard,
  RecoveryCodeCard,
  RecoveryEmailCard,
  TotpCard,
} from "@nordika/ui/admin"
import { MFA_RESET_REQUEST_VALID_HOURS, mfaResetRequestSchema, newPasswordSchema } from "#shared/staff"
import { useAuth } from "../auth/auth-provider"
import { loginPathIn } from "../auth/next-path"
import { verifyTotpCode } from "../auth/sign-in"
import { SignInFooter, useSignInWords } from "../auth/sign-in-words"
import { ownPasskeyCount, requestMfaReset } from "../data/staff-users"
import { ADMIN_HOME_PATH } from "../admin/paths"
import { useDocumentMeta } from "../site/document-meta"
import { defaultLocalizedPath } from "#shared/locales"

/**
 * /emergency-login: access recovery for staff. A one-time code (or link) by email proves the mailbox
 * (GoTrue's recovery flow); then a new password, behind the authenticator code when the account has
 * one. Without the app, or with a security key as its only second step (which this page cannot ask
 * for), the same emailed session files a request that another admin decides; two-step verification
 * is never skipped here. A passkey signs in on its own, beside the password: an account whose passkey
 * was on a lost device chooses a new password, or asks an admin to remove its passkeys.
 * /sv/emergency-login and /de/emergency-login are the same page in Swedish and German; the email's
 * link leads back to the page in the language it was asked for in.
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
  const words = useSignInWords()
  const copy = words.pages.emergency
  const { messages } = words
  useDocumentMeta({ title: copy.title, description: copy.description, noindex: true })

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

  if (auth.status === "loading") return <FullScreenSpinner label={words.loading} />

  const sendCode = async (address: string) => {
    const redirectTo = `${window.location.origin}${defaultLocalizedPath("/emergency-login", words.locale)}`
    const { error } = await auth.client.auth.resetPasswordForEmail(address, { redirectTo })
    if (error) return error.status === 429 ? messages.rateLimited : messages.server(error)
    setEmail(address)
  }

  const verifyCode = async (code: string) => {
    if (!email) return
    const { error } = await auth.client.auth.verifyOtp({ email, token: code, type: "recovery" })
    if (error) return error.status === 429 ? messages.rateLimited : words.recovery.codeRefused
  }

  const savePassword = async (password: string) => {
    const { error } = await auth.client.auth.updateUser({ password })
    if (error) return messages.server(error)
    toast({ title: words.recovery.passwordSaved, description: words.recovery.passwordSavedText })
    void navigate(ADMIN_HOME_PATH, { replace: true })
  }

  const fileRequest = async (reason: string) => {
    try {
      await requestMfaReset(auth.client, reason)
      setRequested(true)
    } catch (error) {
      return error instanceof Error ? words.problem(error.message) : messages.somethingWentWrong
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
      {words.recovery.cancelAndSignOut}
    </Button>
  )
  const signInHref = loginPathIn(words.locale)
  const back = <SignInFooter backLabel={copy.backLabel} />

  let card
  if (auth.recovering && requested) {
    card = <MfaResetRequestedCard labels={words.mfaResetRequested} validHours={MFA_RESET_REQUEST_VALID_HOURS} onDone={leave} />
  } else if (auth.recovering && auth.status === "needs-mfa" && !factor) {
    // A security key is the only second step: this page cannot ask for it, so it files the request.
    card = (
      <MfaResetRequestCard
        schema={mfaResetRequestSchema}
        lost="security-key"
        labels={words.mfaResetRequest}
        account={auth.user?.email}
        onSubmit={fileRequest}
        footer={cancel}
      />
    )
  } else if (auth.recovering && auth.status === "needs-mfa" && factor) {
    card = lostApp ? (
      <MfaResetRequestCard
        schema={mfaResetRequestSchema}
        labels={words.mfaResetRequest}
        account={auth.user?.email}
        onSubmit={fileRequest}
        onUseApp={() => setLostApp(false)}
      />
    ) : (
      <TotpCard
        labels={words.totp}
        title={words.recovery.totpTitle}
        account={auth.user?.email}
        onSubmit={(code) => verifyTotpCode(auth.client, factor.id, code, messages)}
        onHelp={() => setLostApp(true)}
        onCancel={leave}
      />
    )
  } else if (choosingPassword && lostPasskey) {
    card = (
      <MfaResetRequestCard
        schema={mfaResetRequestSchema}
        lost="passkey"
        labels={words.mfaResetRequest}
        account={auth.user?.email}
        onSubmit={fileRequest}
        footer={
          <Button type="button" variant="link" size="sm" onClick={() => setLostPasskey(false)} className="h-auto p-0">
            {words.recovery.newPasswordInstead}
          </Button>
        }
      />
    )
  } else if (choosingPassword) {
    card = (
      <NewPasswordCard
        schema={newPasswordSchema}
        labels={words.newPassword}
        account={auth.user?.email}
        onSubmit={savePassword}
        footer={
          <>
            {passkeys > 0 && (
              <Button type="button" variant="link" size="sm" onClick={() => setLostPasskey(true)} className="h-auto p-0">
                {words.recovery.lostPasskey}
              </Button>
            )}
            {cancel}
          </>
        }
      />
    )
  } else if (email) {
    card = (
      <RecoveryCodeCard
        labels={words.recoveryCode}
        email={email}
        onSubmit={verifyCode}
        onResend={() => sendCode(email)}
        onChangeEmail={() => setEmail(null)}
      />
    )
  } else {
    card = (
      <RecoveryEmailCard labels={words.recoveryEmail} defaultEmail={auth.user?.email ?? ""} onSubmit={sendCode} signInHref={signInHref} />
    )
  }

  return (
    <AuthLayout labels={words.layout} homeHref={defaultLocalizedPath("/", words.locale)} footer={back}>
      {card}
    </AuthLayout>
  )
}
