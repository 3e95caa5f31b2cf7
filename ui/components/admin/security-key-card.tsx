import * as React from "react"
import { KeyRound } from "lucide-react"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { AuthCardHeader, AuthLink } from "./auth-layout"

const SECURITY_KEY_TITLE = "Use your security key"
const SECURITY_KEY_DESCRIPTION = "Your account is protected with a security key."
export const SECURITY_KEY_HINT = "When your browser asks, insert or touch your security key, or confirm on the device that holds it."
export const SECURITY_KEY_VERIFY_LABEL = "Use your security key"
export const SECURITY_KEY_USE_CODE_LABEL = "Use your authenticator app instead"
export const SECURITY_KEY_CANCEL_LABEL = "Sign in as someone else"
export const SECURITY_KEY_HELP_LABEL = "Lost your security key?"

export interface SecurityKeyCardProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** Runs the browser's security-key prompt and its verification. Resolves with a message when it did not succeed, or with nothing. */
  onVerify: () => Promise<string | void> | string | void
  /** Switches to the authenticator app's code, for an account that has one too. Without it, no such button shows. */
  onUseCode?: () => void
  /** Leaves this step (signs out), for someone who signed in with the wrong account. */
  onCancel?: () => void
  /** The leave button's label. @default "Sign in as someone else" */
  cancelLabel?: string
  /** The access-recovery page. @default "/emergency-login" */
  helpHref?: string
  /** The signed-in address, shown so the reader knows whose key is asked for. */
  account?: string
  /** The card's heading. @default "Use your security key" */
  title?: string
  /** Why the key is asked for, before the account. @default "Your account is protected with a security key." */
  description?: string
  /** The button that starts the prompt. @default "Use your security key" */
  verifyLabel?: string
}

/**
 * A sign-in step that asks for a security key (or passkey): one button starts the browser's prompt,
 * since browsers show it only after a click; what went wrong is said above it, and the button can be
 * pressed again.
 */
export function SecurityKeyCard({
  onVerify,
  onUseCode,
  onCancel,
  cancelLabel = SECURITY_KEY_CANCEL_LABEL,
  helpHref = "/emergency-login",
  account,
  title = SECURITY_KEY_TITLE,
  description = SECURITY_KEY_DESCRIPTION,
  verifyLabel = SECURITY_KEY_VERIFY_LABEL,
  className,
  ...props
}: SecurityKeyCardProps) {
  const titleId = React.useId()
  const hintId = React.useId()
  const [busy, setBusy] = React.useState(false)
  const [problem, setProblem] = React.useState<string | undefined>()

  const verify = async () => {
    setBusy(true)
    setProblem(undefined)
    try {
      const message = await onVerify()
      if (message) setProblem(message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section data-slot="security-key-card" aria-labelledby={titleId} className={cn("flex flex-col", className)} {...props}>
      <AuthCardHeader
        icon={<KeyRound aria-hidden="true" />}
        title={title}
        titleId={titleId}
        description={
          account ? (
            <>
              {description} Signed in as <span className="font-medium break-all text-foreground">{account}</span>.
            </>
          ) : (
            description
          )
        }
      />
      <div className="flex flex-col gap-4">
        {problem && (
          <p data-slot="security-key-card-problem" role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
        <Button type="button" autoFocus loading={busy} aria-describedby={hintId} className="w-full" onClick={() => void verify()}>
          <KeyRound aria-hidden="true" />
          {verifyLabel}
        </Button>
        <p id={hintId} data-slot="security-key-card-hint" className="text-sm text-muted-foreground">
          {SECURITY_KEY_HINT}
        </p>
        {onUseCode && (
          <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={onUseCode}>
            {SECURITY_KEY_USE_CODE_LABEL}
          </Button>
        )}
      </div>
      <div className="mt-5 flex flex-col items-center gap-2 text-sm">
        <AuthLink href={helpHref}>{SECURITY_KEY_HELP_LABEL}</AuthLink>
        {onCancel && (
          <Button type="button" variant="link" size="sm" onClick={onCancel} className="h-auto p-0 font-medium text-muted-foreground">
            {cancelLabel}
          </Button>
        )}
      </div>
    </section>
  )
}
