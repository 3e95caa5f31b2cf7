import * as React from "react"
import { ShieldCheck } from "lucide-react"
import { SmartLink } from "../../lib/link-context"
import { Badge } from "../badge"
import { Switch } from "../switch"
import { ConfirmDialog } from "./confirm-dialog"
import { SettingsCard, SettingsRow } from "./settings-card"

const ADMIN_FACTOR_POLICY_TITLE = "Sign-in security"
const ADMIN_FACTOR_POLICY_DESCRIPTION = "What staff need to sign in to the admin."
export const ADMIN_FACTOR_SWITCH_LABEL = "Require a passkey or security key for admins"
const ADMIN_FACTOR_ROW_DESCRIPTION =
  "A passkey or security key only works on this website, so a look-alike page cannot phish it. While this is on, an admin without one must add one before anything else in the admin works. Editors and recruiters are not affected."
export const ADMIN_FACTOR_OWN_FACTOR_MISSING_MESSAGE =
  "Add a passkey or security key to your own account first, so that you keep your access once admins need one."
export const ADMIN_FACTOR_ADD_OWN_LABEL = "Add one on your Credentials page"
export const ADMIN_FACTOR_CONFIRM_TITLE = "Require a passkey or security key for every admin?"
const ADMIN_FACTOR_CONFIRM_DESCRIPTION =
  "Admins who have neither are sent to their Credentials page at once and can do nothing else in the admin until they add one. Editors and recruiters sign in as before."
export const ADMIN_FACTOR_CONFIRM_LABEL = "Require it"
const ADMIN_FACTOR_ON_LABEL = "Required"

export interface AdminFactorPolicyCardProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** Whether admins must have a passkey or security key now (the switch is on). */
  required: boolean
  /** Turns the requirement on (after the question) or off. Resolves with a message when it was refused. */
  onRequiredChange: (required: boolean) => Promise<string | void> | string | void
  /**
   * Whether the signed-in admin has a passkey or security key of their own. Without one the switch
   * cannot be turned on (the server refuses it too), and the card says why. @default true
   */
  hasOwnFactor?: boolean
  /** Where the admin adds their own passkey or security key, linked from the reason the switch is off. */
  credentialsHref?: string
}

/** The admin's switch for requiring a phishing-resistant factor of every admin. Turning it on asks first. */
export function AdminFactorPolicyCard({
  required,
  onRequiredChange,
  hasOwnFactor = true,
  credentialsHref,
  ...props
}: AdminFactorPolicyCardProps) {
  const titleId = React.useId()
  const reasonId = React.useId()
  const [asking, setAsking] = React.useState(false)
  const [pending, setPending] = React.useState(false)
  const [problem, setProblem] = React.useState<string | null>(null)
  const cannotTurnOn = !required && !hasOwnFactor

  const change = async (next: boolean) => {
    setPending(true)
    setProblem(null)
    try {
      const message = await onRequiredChange(next)
      if (message) setProblem(message)
    } finally {
      setPending(false)
    }
  }

  return (
    <SettingsCard
      data-slot="admin-factor-policy-card"
      title={ADMIN_FACTOR_POLICY_TITLE}
      description={ADMIN_FACTOR_POLICY_DESCRIPTION}
      aside={
        required ? (
          <Badge variant="success">
            <ShieldCheck aria-hidden="true" />
            {ADMIN_FACTOR_ON_LABEL}
          </Badge>
        ) : undefined
      }
      {...props}
    >
      <SettingsRow
        titleId={titleId}
        title={ADMIN_FACTOR_SWITCH_LABEL}
        description={
          <>
            {ADMIN_FACTOR_ROW_DESCRIPTION}
            {cannotTurnOn && (
              <span id={reasonId} data-slot="admin-factor-policy-reason" className="mt-2 block font-medium text-foreground">
                {ADMIN_FACTOR_OWN_FACTOR_MISSING_MESSAGE}{" "}
                {credentialsHref && (
                  <SmartLink href={credentialsHref} className="text-primary underline underline-offset-4 hover:no-underline">
                    {ADMIN_FACTOR_ADD_OWN_LABEL}
                  </SmartLink>
                )}
              </span>
            )}
          </>
        }
        action={
          <Switch
            aria-labelledby={titleId}
            aria-describedby={cannotTurnOn ? reasonId : undefined}
            checked={required}
            disabled={cannotTurnOn || pending}
            onCheckedChange={(next) => (next ? setAsking(true) : void change(false).catch(() => undefined))}
          />
        }
      />
      {problem && (
        <p role="alert" data-slot="admin-factor-policy-problem" className="mt-3 text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={ADMIN_FACTOR_CONFIRM_TITLE}
        description={ADMIN_FACTOR_CONFIRM_DESCRIPTION}
        confirmLabel={ADMIN_FACTOR_CONFIRM_LABEL}
        onConfirm={() => change(true)}
      />
    </SettingsCard>
  )
}
