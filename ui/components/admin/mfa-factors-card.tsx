import * as React from "react"
import { Smartphone } from "lucide-react"
import { Button } from "../button"
import { ConfirmDialog } from "./confirm-dialog"
import { SettingsCard, SettingsRow } from "./settings-card"
import { MfaStatusBadge, RelativeTime } from "./staff-user-table"

const MFA_CARD_TITLE = "Two-step verification"
export const MFA_CARD_OFF_DESCRIPTION =
  "Sign in with a code from an authenticator app as well as your password, so a stolen password alone gets nobody in."
const MFA_CARD_ON_DESCRIPTION = "You sign in with your password and a code from this app."
export const MFA_ENROL_LABEL = "Set up authenticator app"
export const MFA_REMOVE_LABEL = "Remove"
export const MFA_DEFAULT_FACTOR_NAME = "Authenticator app"

export interface MfaFactorSummary {
  id: string
  friendlyName?: string | null
  createdAt: string
}

export interface MfaFactorsCardProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** The account's verified authenticator apps. */
  factors: MfaFactorSummary[]
  /** Starts an enrolment (the screen then shows the QR code). */
  onEnrol: () => Promise<unknown> | unknown
  /** Removes a factor. A rejection keeps the question open. */
  onRemove: (factorId: string) => Promise<unknown> | unknown
  /** The moment relative times ("5 minutes ago") count from; the current time when absent, so stories can fix it. */
  now?: Date
}

/** The signed-in user's two-step verification: on or off, their apps, and the way to add or remove one. */
export function MfaFactorsCard({ factors, onEnrol, onRemove, now, ...props }: MfaFactorsCardProps) {
  const [starting, setStarting] = React.useState(false)
  const enrol = async () => {
    setStarting(true)
    try {
      await onEnrol()
    } catch {
      // The caller said what went wrong.
    } finally {
      setStarting(false)
    }
  }
  return (
    <SettingsCard
      title={MFA_CARD_TITLE}
      aside={<MfaStatusBadge factors={factors.length} />}
      description={factors.length ? MFA_CARD_ON_DESCRIPTION : MFA_CARD_OFF_DESCRIPTION}
      {...props}
    >
      {factors.length === 0 ? (
        <div>
          <Button loading={starting} onClick={() => void enrol()}>
            <Smartphone aria-hidden="true" />
            {MFA_ENROL_LABEL}
          </Button>
        </div>
      ) : (
        factors.map((factor) => {
          const name = factor.friendlyName || MFA_DEFAULT_FACTOR_NAME
          return (
            <SettingsRow
              key={factor.id}
              data-slot="mfa-factor"
              title={
                <span className="flex items-center gap-2">
                  <Smartphone aria-hidden="true" className="size-4 text-muted-foreground" />
                  {name}
                </span>
              }
              description={
                <>
                  Added <RelativeTime value={factor.createdAt} now={now} />
                </>
              }
              action={
                <ConfirmDialog
                  variant="destructive"
                  title={`Remove ${name}?`}
                  description="You will sign in with your password alone until you set up an authenticator app again."
                  confirmLabel={MFA_REMOVE_LABEL}
                  onConfirm={() => onRemove(factor.id)}
                  trigger={
                    <Button variant="outline" size="sm" aria-label={`${MFA_REMOVE_LABEL} ${name}`}>
                      {MFA_REMOVE_LABEL}
                    </Button>
                  }
                />
              }
            />
          )
        })
      )}
    </SettingsCard>
  )
}
