import { useState } from "react"
import { Navigate, useSearchParams } from "react-router-dom"
import { FullScreenSpinner } from "@nordika/ui"
import { AuthLayout, LoginCard, SecurityKeyCard, TotpCard } from "@nordika/ui/admin"
import { useAuth } from "../auth/auth-provider"
import { NEXT_PARAM, safeNextPath } from "../auth/next-path"
import { SECURITY_KEY_PROBLEM_IDS, securityKeyFactorOf, verifySecurityKey } from "../auth/security-keys"
import { signInWithPassword, verifyTotpCode } from "../auth/sign-in"
import { SignInFooter, useSignInWords } from "../auth/sign-in-words"
import { useDocumentMeta } from "../site/document-meta"
import { defaultLocalizedPath } from "#shared/locales"

/** The passkey button's handler where the browser speaks WebAuthn; the ceremony's code loads on the click. */
function passkeySignIn(
  client: ReturnType<typeof useAuth>["client"],
  inPageLanguage: (problem: string, ids: ReadonlyMap<string, string>) => string,
) {
  if (typeof window === "undefined" || !window.PublicKeyCredential) return undefined
  return async () => {
    const { PASSKEY_SIGN_IN_PROBLEM_IDS, signInWithPasskey } = await import("../auth/passkeys")
    const problem = await signInWithPasskey(client)
    return problem && inPageLanguage(problem, PASSKEY_SIGN_IN_PROBLEM_IDS)
  }
}

/**
 * /login: the password step (or a passkey, which is both steps in one), then the second step for a
 * user with a verified factor (their security key first, the authenticator code as the alternative
 * when they have both), then back to `next` (a path of this site) or the dashboard. What shows
 * follows the session alone, so a sign-in in another tab moves this one on too. /sv/login and
 * /de/login are the same page in Swedish and German (the admin after it stays English).
 */
export default function LoginPage() {
  const auth = useAuth()
  const [params] = useSearchParams()
  const [codeChosen, setCodeChosen] = useState(false)
  const next = safeNextPath(params.get(NEXT_PARAM))
  const words = useSignInWords()
  const copy = words.pages.login
  const helpHref = defaultLocalizedPath("/emergency-login", words.locale)
  useDocumentMeta({ title: copy.title, description: copy.description, noindex: true })

  if (auth.status === "loading") return <FullScreenSpinner label={words.loading} />
  if (auth.status === "signed-in") return <Navigate to={next} replace />

  const totpFactor = auth.user?.factors?.find((candidate) => candidate.factor_type === "totp" && candidate.status === "verified")
  const securityKey = securityKeyFactorOf(auth.user)
  const askSecurityKey = auth.status === "needs-mfa" && securityKey !== undefined && !(codeChosen && totpFactor)
  const askCode = auth.status === "needs-mfa" && !askSecurityKey && totpFactor !== undefined
  const signOut = () => {
    setCodeChosen(false)
    void auth.signOut()
  }
  return (
    <AuthLayout
      labels={words.layout}
      homeHref={defaultLocalizedPath("/", words.locale)}
      footer={<SignInFooter backLabel={copy.backLabel} />}
    >
      {askSecurityKey ? (
        <SecurityKeyCard
          account={auth.user?.email}
          labels={words.securityKey}
          helpHref={helpHref}
          onVerify={async () => {
            const problem = await verifySecurityKey(auth.client, securityKey!.id)
            return problem && words.problem(problem, SECURITY_KEY_PROBLEM_IDS)
          }}
          onUseCode={totpFactor ? () => setCodeChosen(true) : undefined}
          onCancel={signOut}
        />
      ) : askCode ? (
        <TotpCard
          account={auth.user?.email}
          labels={words.totp}
          helpHref={helpHref}
          onSubmit={(code) => verifyTotpCode(auth.client, totpFactor!.id, code, words.messages)}
          onUseSecurityKey={securityKey ? () => setCodeChosen(false) : undefined}
          onCancel={signOut}
        />
      ) : (
        <LoginCard
          labels={words.login}
          helpHref={helpHref}
          onSubmit={(values) => signInWithPassword(auth.client, values, words.messages)}
          onPasskeySignIn={passkeySignIn(auth.client, words.problem)}
        />
      )}
    </AuthLayout>
  )
}
