import { useState } from "react"
import { Navigate, useSearchParams } from "react-router-dom"
import { FullScreenSpinner } from "@nordika/ui"
import { AuthLayout, AuthLink, LoginCard, SecurityKeyCard, TotpCard } from "@nordika/ui/admin"
import { useAuth } from "../auth/auth-provider"
import { NEXT_PARAM, safeNextPath } from "../auth/next-path"
import { securityKeyFactorOf, verifySecurityKey } from "../auth/security-keys"
import { signInWithPassword, verifyTotpCode } from "../auth/sign-in"
import { useDocumentMeta } from "../site/document-meta"
import { STANDALONE_PAGES } from "../site/standalone-pages"

const copy = STANDALONE_PAGES["/login"]

/** The passkey button's handler where the browser speaks WebAuthn; the ceremony's code loads on the click. */
function passkeySignIn(client: ReturnType<typeof useAuth>["client"]) {
  if (typeof window === "undefined" || !window.PublicKeyCredential) return undefined
  return async () => {
    const { signInWithPasskey } = await import("../auth/passkeys")
    return signInWithPasskey(client)
  }
}

/**
 * /login: the password step (or a passkey, which is both steps in one), then the second step for a
 * user with a verified factor (their security key first, the authenticator code as the alternative
 * when they have both), then back to `next` (a path of this site) or the dashboard. What shows
 * follows the session alone, so a sign-in in another tab moves this one on too.
 */
export default function LoginPage() {
  const auth = useAuth()
  const [params] = useSearchParams()
  const [codeChosen, setCodeChosen] = useState(false)
  const next = safeNextPath(params.get(NEXT_PARAM))
  useDocumentMeta({ title: copy.title, description: copy.description })

  if (auth.status === "loading") return <FullScreenSpinner />
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
      footer={
        <AuthLink href="/" variant="muted">
          {copy.backLabel}
        </AuthLink>
      }
    >
      {askSecurityKey ? (
        <SecurityKeyCard
          account={auth.user?.email}
          onVerify={() => verifySecurityKey(auth.client, securityKey!.id)}
          onUseCode={totpFactor ? () => setCodeChosen(true) : undefined}
          onCancel={signOut}
        />
      ) : askCode ? (
        <TotpCard
          account={auth.user?.email}
          onSubmit={(code) => verifyTotpCode(auth.client, totpFactor!.id, code)}
          onUseSecurityKey={securityKey ? () => setCodeChosen(false) : undefined}
          onCancel={signOut}
        />
      ) : (
        <LoginCard
          title={copy.heading}
          onSubmit={(values) => signInWithPassword(auth.client, values)}
          onPasskeySignIn={passkeySignIn(auth.client)}
        />
      )}
    </AuthLayout>
  )
}
