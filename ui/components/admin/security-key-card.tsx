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

/** The security-key step's own words (the page's language comes from the app). */
export interface SecurityKeyCardLabels {
  title: string
  description: string
  /** After the description when the account is known: "Signed in as <account>." */
  signedInAs: (account: React.ReactNode) => React.ReactNode
  hint: string
  verify: string
  useCode: string
  cancel: string
  help: string
}

const ENGLISH_SECURITY_KEY_CARD_LABELS: SecurityKeyCardLabels = {
  title: SECURITY_KEY_TITLE,
  description: SECURITY_KEY_DESCRIPTION,
  signedInAs: (account) => <>Signed in as {account}.</>,
  hint: SECURITY_KEY_HINT,
  verify: SECURITY_KEY_VERIFY_LABEL,
  useCode: SECURITY_KEY_USE_CODE_LABEL,
  cancel: SECURITY_KEY_CANCEL_LABEL,
  help: SECURITY_KEY_HELP_LABEL,
}

export interface SecurityKeyCardProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** Runs the browser's security-key prompt and its verification. Resolves with a message when it did not succeed, or with nothing. */
  onVerify: () => Promise<string | void> | string | void
  /** Switches to the authenticator app's code, for an account that has one too. Without it, no such button shows. */
  onUseCode?: () => void
  /** Leaves this step (signs out), for someone who signed in with the wrong account. */
  onCancel?: () => void
  /** The card's words. @default English (ENGLISH_SECURITY_KEY_CARD_LABELS) */
  labels?: SecurityKeyCardLabels
  /** The leave button's label. @default labels.cancel */
  cancelLabel?: string
  /** The access-recovery page. @default "/emergency-login" */
  helpHref?: string
  /** The signed-in address, shown so the reader knows whose key is asked for. */
  account?: string
  /** The card's heading. @default labels.title */
  title?: string
  /** Why the key is asked for, before the account. @default labels.description */
  description?: string
  /** The button that starts the prompt. @default labels.verify */
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
  labels = ENGLISH_SECURITY_KEY_CARD_LABELS,
  cancelLabel = labels.cancel,
  helpHref = "/emergency-login",
  account,
  title = labels.title,
  description = labels.description,
  verifyLabel = labels.verify,
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
              {description} {labels.signedInAs(<span className="font-medium break-all text-foreground">{account}</span>)}
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
          {labels.hint}
        </p>
        {onUseCode && (
          <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={onUseCode}>
            {labels.useCode}
          </Button>
        )}
      </div>
      <div className="mt-5 flex flex-col items-center gap-2 text-sm">
        <AuthLink href={helpHref}>{labels.help}</AuthLink>
        {onCancel && (
          <Button type="button" variant="link" size="sm" onClick={onCancel} className="h-auto p-0 font-medium text-muted-foreground">
            {cancelLabel}
          </Button>
        )}
      </div>
    </section>
  )
}
