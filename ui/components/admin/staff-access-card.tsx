import * as React from "react"
import { KeyRound, ShieldOff } from "lucide-react"
import { Button } from "../button"
import { BanToggle } from "./ban-toggle"
import { ConfirmDialog } from "./confirm-dialog"
import { SettingsCard, SettingsRow } from "./settings-card"
import { SecondStepBadges } from "./staff-user-table"

const STAFF_ACCESS_TITLE = "Sign-in and security"
const STAFF_ACCESS_DESCRIPTION = "Help someone back in, or keep them out."
const PASSWORD_RESET_TITLE = "Password reset"
const PASSWORD_RESET_DESCRIPTION = "Emails a link and a one-time code with which they choose a new password."
export const PASSWORD_RESET_SEND_LABEL = "Send reset link"
const MFA_RESET_TITLE = "Two-step verification"
export const MFA_RESET_LABEL = "Reset two-step verification"
export const MFA_RESET_CONFIRM_LABEL = "Reset"
export const MFA_NONE_DESCRIPTION = "No authenticator app, security key or passkey is set up for this account."

export interface StaffAccessCardProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** The account's address, named in the questions before a ban or a reset. */
  email: string
  /** Whether the account is banned now. */
  banned: boolean
  /** Verified MFA factors of the account (authenticator apps and security keys). */
  mfaFactors: number
  /** Of those, the security keys. @default 0 */
  securityKeys?: number
  /** The account's passkeys: an account with only passkeys can be reset too. @default 0 */
  passkeys?: number
  /** Bans (true) or lifts the ban (false). A rejection leaves the switch as it was. */
  onBannedChange: (banned: boolean) => Promise<unknown> | unknown
  /** Sends the password reset mail. */
  onSendRecovery: () => Promise<unknown> | unknown
  /** Removes the account's authenticator apps, security keys and passkeys. A rejection keeps the question open. */
  onResetMfa: () => Promise<unknown> | unknown
  /** Why the account cannot be banned (the admin's own, the last admin). */
  banDisabledReason?: string
  /** Why two-step verification cannot be reset here (the admin's own: that is the Credentials screen). */
  mfaResetDisabledReason?: string
}

/** The ban switch, the password reset mail and the two-step reset of one staff account. */
export function StaffAccessCard({
  email,
  banned,
  mfaFactors,
  securityKeys = 0,
  passkeys = 0,
  onBannedChange,
  onSendRecovery,
  onResetMfa,
  banDisabledReason,
  mfaResetDisabledReason,
  ...props
}: StaffAccessCardProps) {
  const [sending, setSending] = React.useState(false)
  const send = async () => {
    setSending(true)
    try {
      await onSendRecovery()
    } catch {
      // The caller said what went wrong; the button is free to try again.
    } finally {
      setSending(false)
    }
  }

  return (
    <SettingsCard title={STAFF_ACCESS_TITLE} description={STAFF_ACCESS_DESCRIPTION} {...props}>
      <BanToggle email={email} banned={banned} onBannedChange={onBannedChange} disabledReason={banDisabledReason} />
      <SettingsRow
        title={PASSWORD_RESET_TITLE}
        description={PASSWORD_RESET_DESCRIPTION}
        action={
          <Button variant="outline" size="sm" loading={sending} onClick={() => void send()}>
            <KeyRound aria-hidden="true" />
            {PASSWORD_RESET_SEND_LABEL}
          </Button>
        }
      />
      <SettingsRow
        title={
          <span className="flex items-center gap-2">
            {MFA_RESET_TITLE} <SecondStepBadges mfaFactors={mfaFactors} securityKeys={securityKeys} passkeys={passkeys} />
          </span>
        }
        description={
          mfaFactors + passkeys === 0
            ? MFA_NONE_DESCRIPTION
            : (mfaResetDisabledReason ??
              "For someone who lost their authenticator app, security key or passkey: they sign in with the password alone, then set them up again. They are told by email.")
        }
        action={
          <ConfirmDialog
            variant="destructive"
            title={`Reset two-step verification for ${email}?`}
            description="Their authenticator apps, security keys and passkeys stop working for Nordika. They sign in with their password and set them up again; they are told by email. This is recorded in the audit log."
            confirmLabel={MFA_RESET_CONFIRM_LABEL}
            onConfirm={onResetMfa}
            trigger={
              <Button variant="outline" size="sm" disabled={mfaFactors + passkeys === 0 || !!mfaResetDisabledReason}>
                <ShieldOff aria-hidden="true" />
                {MFA_RESET_LABEL}
              </Button>
            }
          />
        }
      />
    </SettingsCard>
  )
}
