import { useState } from "react"
import { Navigate, useNavigate, useSearchParams } from "react-router-dom"
import { FullScreenSpinner, toast } from "@nordika/ui"
import { AuthCardHeader, AuthLayout, AuthLink, FirstAdminCard, NewPasswordCard, type FirstAdminValues } from "@nordika/ui/admin"
import { firstAdminSchema, newPasswordSchema } from "#shared/staff"
import { useAuth } from "../auth/auth-provider"
import { SOMETHING_WENT_WRONG } from "../auth/copy"
import { LOGIN_PATH } from "../auth/next-path"
import { INVITE_SESSION_MAX_AGE_SECONDS, INVITED_PARAM, signedInWith } from "../auth/session-methods"
import { serverMessage } from "../auth/sign-in"
import { ADMIN_HOME_PATH, adminHref } from "../admin/paths"
import { SIGN_UP_FAILED } from "../admin/team-copy"
import { setUpFirstAdmin } from "../data/staff-users"
import { useDocumentMeta } from "../site/document-meta"
import { STANDALONE_PAGES } from "../site/standalone-pages"

const copy = STANDALONE_PAGES["/login/setup"]

const WELCOME_TITLE = "Welcome to Nordika"
const ACCOUNT_READY_TOAST = "Your account is ready"

/** The setup token the server printed, from the link's fragment (which browsers never send to a server). */
function setupToken(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get("token")
}

/**
 * /login/setup: where an invitation's link lands (the new staff member chooses a password; a refusal
 * is the 'Sign up Failed' toast), and where the first admin of a new installation is created with the
 * token the server printed in its log.
 */
export default function LoginSetupPage() {
  const auth = useAuth()
  const navigate = useNavigate()
  const [token] = useState(setupToken)
  const [params] = useSearchParams()
  useDocumentMeta({ title: copy.title, description: copy.description })

  if (auth.status === "loading") return <FullScreenSpinner />

  const createFirstAdmin = async ({ email, displayName, password }: FirstAdminValues) => {
    try {
      await setUpFirstAdmin(auth.client, { token: token ?? "", email, displayName, password })
    } catch (error) {
      return error instanceof Error ? error.message : SOMETHING_WENT_WRONG
    }
    window.history.replaceState(null, "", window.location.pathname)
    const { error } = await auth.client.auth.signInWithPassword({ email, password })
    if (error) return serverMessage(error)
    toast({ title: ACCOUNT_READY_TOAST, description: "Next, set up an authenticator app for your account." })
    void navigate(adminHref("users/credentials"), { replace: true })
  }

  const choosePassword = async (password: string) => {
    const { error } = await auth.client.auth.updateUser({ password })
    if (error) {
      const message = serverMessage(error)
      toast({ variant: "destructive", title: SIGN_UP_FAILED, description: message })
      return message
    }
    toast({ title: ACCOUNT_READY_TOAST, description: "From now on, sign in with your email and this password." })
    void navigate(ADMIN_HOME_PATH, { replace: true })
  }

  // GoTrue records an invitation link's sign-in as "otp"; the link's own marker says it was the invitation.
  const invited =
    params.get(INVITED_PARAM) !== null &&
    auth.status === "signed-in" &&
    signedInWith(auth.session, ["otp", "invite"], INVITE_SESSION_MAX_AGE_SECONDS)
  if (!token && !invited && auth.status !== "signed-out") return <Navigate to={ADMIN_HOME_PATH} replace />

  return (
    <AuthLayout
      footer={
        <AuthLink href={LOGIN_PATH} variant="muted">
          {copy.backLabel}
        </AuthLink>
      }
    >
      {token && !invited ? (
        <FirstAdminCard schema={firstAdminSchema} onSubmit={createFirstAdmin} />
      ) : invited ? (
        <NewPasswordCard
          title={copy.heading}
          description={
            <>
              {WELCOME_TITLE}, <span className="font-medium break-all text-foreground">{auth.user?.email}</span>. Choose the password you
              will sign in with: a long passphrase you use nowhere else.
            </>
          }
          schema={newPasswordSchema}
          account={auth.user?.email}
          submitLabel="Save password and continue"
          onSubmit={choosePassword}
        />
      ) : (
        <section className="flex flex-col">
          <AuthCardHeader title={copy.heading} description={copy.text} />
        </section>
      )}
    </AuthLayout>
  )
}
