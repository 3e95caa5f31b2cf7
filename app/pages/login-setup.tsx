import { useState } from "react"
import { Navigate, useNavigate, useSearchParams } from "react-router-dom"
import { FullScreenSpinner, toast } from "@nordika/ui"
import { AuthCardHeader, AuthLayout, FirstAdminCard, NewPasswordCard, type FirstAdminValues } from "@nordika/ui/admin"
import { firstAdminSchema, newPasswordSchema } from "#shared/staff"
import { useAuth } from "../auth/auth-provider"
import { LOGIN_PATH } from "../auth/next-path"
import { INVITE_SESSION_MAX_AGE_SECONDS, INVITED_PARAM, signedInWith } from "../auth/session-methods"
import { SignInFooter, useSignInWords } from "../auth/sign-in-words"
import { ADMIN_HOME_PATH, adminHref } from "../admin/paths"
import { setUpFirstAdmin } from "../data/staff-users"
import { useDocumentMeta } from "../site/document-meta"
import { defaultLocalizedPath } from "#shared/locales"

/** The setup token the server printed, from the link's fragment (which browsers never send to a server). */
function setupToken(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get("token")
}

/**
 * /login/setup: where an invitation's link lands (the new staff member chooses a password; a refusal
 * is the 'Sign up Failed' toast), and where the first admin of a new installation is created with the
 * token the server printed in its log. /sv/login/setup and /de/login/setup are the same page in
 * Swedish and German.
 */
export default function LoginSetupPage() {
  const auth = useAuth()
  const navigate = useNavigate()
  const [token] = useState(setupToken)
  const [params] = useSearchParams()
  const words = useSignInWords()
  const copy = words.pages.setup
  const { messages } = words
  useDocumentMeta({ title: copy.title, description: copy.description, noindex: true })

  if (auth.status === "loading") return <FullScreenSpinner label={words.loading} />

  const createFirstAdmin = async ({ email, displayName, password }: FirstAdminValues) => {
    try {
      await setUpFirstAdmin(auth.client, { token: token ?? "", email, displayName, password })
    } catch (error) {
      return error instanceof Error ? words.problem(error.message) : messages.somethingWentWrong
    }
    window.history.replaceState(null, "", window.location.pathname)
    const { error } = await auth.client.auth.signInWithPassword({ email, password })
    if (error) return messages.server(error)
    toast({ title: words.setup.ready, description: words.setup.readyFirstAdmin })
    void navigate(adminHref("users/credentials"), { replace: true })
  }

  const choosePassword = async (password: string) => {
    const { error } = await auth.client.auth.updateUser({ password })
    if (error) {
      const message = messages.server(error)
      toast({ variant: "destructive", title: words.setup.signUpFailed, description: message })
      return message
    }
    toast({ title: words.setup.ready, description: words.setup.readyInvited })
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
      labels={words.layout}
      homeHref={defaultLocalizedPath("/", words.locale)}
      footer={<SignInFooter backLabel={copy.backLabel} back={LOGIN_PATH} />}
    >
      {token && !invited ? (
        <FirstAdminCard labels={words.firstAdmin} schema={firstAdminSchema} onSubmit={createFirstAdmin} />
      ) : invited ? (
        <NewPasswordCard
          labels={words.newPassword}
          title={copy.heading}
          description={words.setup.welcome(<span className="font-medium break-all text-foreground">{auth.user?.email}</span>)}
          schema={newPasswordSchema}
          account={auth.user?.email}
          submitLabel={words.setup.save}
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
