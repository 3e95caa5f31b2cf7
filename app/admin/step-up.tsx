import { useQueryClient } from "@tanstack/react-query"
import { AuthLayout, SecurityKeyCard } from "@nordika/ui/admin"
import { useAuth } from "../auth/auth-provider"
import { STEP_UP_DESCRIPTION, STEP_UP_PASSKEY_LABEL, STEP_UP_PASSKEY_TITLE, STEP_UP_SIGN_OUT_LABEL, STEP_UP_TITLE } from "../auth/copy"
import { securityKeyFactorOf, verifySecurityKey } from "../auth/security-keys"
import { securitySettingKeys } from "../data/security-settings/keys"
import { useAdminDocumentTitle } from "./admin-screen"

/**
 * What an admin sees, whatever they open, while admins must use a passkey or security key and this
 * session was signed in without one: their security key verifies this very session (a WebAuthn
 * challenge, amr mfa/webauthn); an admin whose key is a passkey signs in with it again (amr passkey).
 * The database refuses them everything meanwhile; once the key is used, the admin opens.
 */
export function StepUpScreen({ onSignOut }: { onSignOut: () => void }) {
  const auth = useAuth()
  const queryClient = useQueryClient()
  const securityKey = securityKeyFactorOf(auth.user)
  const title = securityKey ? STEP_UP_TITLE : STEP_UP_PASSKEY_TITLE
  useAdminDocumentTitle(title)

  const verify = async () => {
    const problem = securityKey
      ? await verifySecurityKey(auth.client, securityKey.id)
      : await import("../auth/passkeys").then(({ signInWithPasskey }) => signInWithPasskey(auth.client))
    if (!problem) await queryClient.invalidateQueries({ queryKey: securitySettingKeys.adminFactorRequirement() })
    return problem
  }

  return (
    <AuthLayout>
      <SecurityKeyCard
        title={title}
        description={STEP_UP_DESCRIPTION}
        account={auth.user?.email}
        verifyLabel={securityKey ? undefined : STEP_UP_PASSKEY_LABEL}
        onVerify={verify}
        onCancel={onSignOut}
        cancelLabel={STEP_UP_SIGN_OUT_LABEL}
      />
    </AuthLayout>
  )
}
