/**
 * Whether the signed-in admin must add a passkey or security key before anything else in the admin
 * works (admins must use one, and they have neither), or verify with theirs (this session was signed
 * in with a password and code): read by the admin frame, asked again on each screen change, by the
 * credentials screen once a passkey is added and by the step-up once the key is used.
 */
import { useEffect } from "react"
import { useAuth } from "../auth/auth-provider"
import { useAdminFactorRequirementQuery } from "../data/security-settings/security-settings-query"

/** `unknown` until the first answer (and for anyone but an admin); the frame waits for it rather than showing an admin screen it may not use. */
export type FactorRequirementState = "unknown" | "met" | "must-add-factor" | "must-verify-factor"

/**
 * The signed-in admin's state. A failure counts as met: the database still refuses the admin
 * everything, and the screens say so, rather than the whole admin hanging on this one question.
 */
export function useFactorRequirement(): FactorRequirementState {
  const { client, status, role } = useAuth()
  const isAdmin = status === "signed-in" && role === "admin"
  const requirement = useAdminFactorRequirementQuery(client, { enabled: isAdmin })
  useEffect(() => {
    if (requirement.error) console.warn("[admin] could not ask whether a passkey is required:", requirement.error)
  }, [requirement.error])
  if (!isAdmin) return "unknown"
  if (requirement.data) {
    if (requirement.data.callerMustAddFactor) return "must-add-factor"
    return requirement.data.callerMustVerifyFactor ? "must-verify-factor" : "met"
  }
  return requirement.isError ? "met" : "unknown"
}
