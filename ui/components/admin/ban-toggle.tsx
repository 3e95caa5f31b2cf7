import * as React from "react"
import { Switch } from "../switch"
import { ConfirmDialog } from "./confirm-dialog"
import { SettingsRow } from "./settings-card"

const BAN_TITLE = "Banned"
const BAN_DESCRIPTION = "A banned account is signed out everywhere and cannot sign in until the ban is lifted."
export const BAN_SWITCH_LABEL = "Ban this account"
export const BAN_CONFIRM_LABEL = "Ban account"

export interface BanToggleProps extends Omit<React.ComponentProps<"div">, "title"> {
  /** The account's address, named in the question before a ban. */
  email: string
  /** Whether the account is banned now (the switch is on). */
  banned: boolean
  /** Bans (true) or lifts the ban (false). A rejection leaves the switch as it was. */
  onBannedChange: (banned: boolean) => Promise<unknown> | unknown
  /** Why the account cannot be banned here (it is the admin's own, or the last admin's); the switch is then disabled. */
  disabledReason?: string
}

/** A row with the ban switch. Banning asks first; lifting a ban does not. */
export function BanToggle({ email, banned, onBannedChange, disabledReason, ...props }: BanToggleProps) {
  const titleId = React.useId()
  const [asking, setAsking] = React.useState(false)
  const [pending, setPending] = React.useState(false)

  const change = async (next: boolean) => {
    setPending(true)
    try {
      await onBannedChange(next)
    } finally {
      setPending(false)
    }
  }

  return (
    <SettingsRow
      data-slot="ban-toggle"
      titleId={titleId}
      title={BAN_TITLE}
      description={disabledReason ?? BAN_DESCRIPTION}
      action={
        <>
          <Switch
            aria-label={BAN_SWITCH_LABEL}
            aria-describedby={titleId}
            checked={banned}
            disabled={!!disabledReason || pending}
            onCheckedChange={(next) => (next ? setAsking(true) : void change(false).catch(() => undefined))}
          />
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            variant="destructive"
            title={`Ban ${email}?`}
            description="They are signed out at once and cannot sign in until you lift the ban. Nothing of theirs is deleted."
            confirmLabel={BAN_CONFIRM_LABEL}
            onConfirm={() => change(true)}
          />
        </>
      }
      {...props}
    />
  )
}
