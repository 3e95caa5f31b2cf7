import * as React from "react"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { z } from "zod"
import { ShieldCheck } from "lucide-react"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormMessageTexts,
  type FormMessageLabels,
} from "../form"
import { AuthCardHeader, AuthLink } from "./auth-layout"
import { CODE_INPUT_LABEL, CodeInput, codeInputDigitLabel, TOTP_CODE_LENGTH, type CodeBoxLabels } from "./code-input"

export const TOTP_TITLE = "Two-step verification"
const TOTP_DESCRIPTION = "Your account is protected with an authenticator app."
const TOTP_CODE_LABEL = "Authentication code"
export const TOTP_CODE_HINT = "Enter the six-digit code your authenticator app shows for Nordika."
export const TOTP_INCOMPLETE_MESSAGE = "Enter all six digits of the code."
export const TOTP_SUBMIT_LABEL = "Verify"
export const TOTP_CANCEL_LABEL = "Sign in as someone else"
export const TOTP_HELP_LABEL = "Lost your authenticator app?"
export const TOTP_USE_SECURITY_KEY_LABEL = "Use your security key instead"

/** The code step's own words (the page's language comes from the app). */
export interface TotpCardLabels extends CodeBoxLabels, FormMessageLabels {
  title: string
  description: string
  /** After the description when the account is known: "Signed in as <account>." */
  signedInAs: (account: React.ReactNode) => React.ReactNode
  code: string
  hint: string
  submit: string
  cancel: string
  help: string
  useSecurityKey: string
}

const ENGLISH_TOTP_CARD_LABELS: TotpCardLabels = {
  title: TOTP_TITLE,
  description: TOTP_DESCRIPTION,
  signedInAs: (account) => <>Signed in as {account}.</>,
  code: TOTP_CODE_LABEL,
  codeInput: CODE_INPUT_LABEL,
  digit: codeInputDigitLabel,
  hint: TOTP_CODE_HINT,
  submit: TOTP_SUBMIT_LABEL,
  cancel: TOTP_CANCEL_LABEL,
  help: TOTP_HELP_LABEL,
  useSecurityKey: TOTP_USE_SECURITY_KEY_LABEL,
}

export const totpSchema = z.object({ code: z.string().regex(new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`), TOTP_INCOMPLETE_MESSAGE) })

export type TotpValues = z.infer<typeof totpSchema>

export interface TotpCardProps extends Omit<React.ComponentProps<"section">, "onSubmit" | "title"> {
  /** Verifies the code. Resolves with a message when the code is refused (the boxes are then cleared), or with nothing. */
  onSubmit: (code: string) => Promise<string | void> | string | void
  /** Leaves this step (signs out), for someone who signed in with the wrong account. */
  onCancel?: () => void
  /** Switches back to the security key, for an account that has one too. Without it, no such button shows. */
  onUseSecurityKey?: () => void
  /** The access-recovery page. @default "/emergency-login" */
  helpHref?: string
  /** Replaces the help link with a button (on the access-recovery page itself). */
  onHelp?: () => void
  /** The signed-in address, shown so the reader knows whose code is asked for. */
  account?: string
  /** The card's words. @default English (ENGLISH_TOTP_CARD_LABELS) */
  labels?: TotpCardLabels
  /** The card's heading. @default labels.title */
  title?: string
}

/** The second sign-in step: six boxes for the authenticator's code; a complete code is sent at once. */
export function TotpCard({
  onSubmit,
  onCancel,
  onUseSecurityKey,
  helpHref = "/emergency-login",
  onHelp,
  account,
  labels = ENGLISH_TOTP_CARD_LABELS,
  title = labels.title,
  className,
  ...props
}: TotpCardProps) {
  const titleId = React.useId()
  const form = useForm<TotpValues>({ resolver: zodResolver(totpSchema), defaultValues: { code: "" } })

  const submit = form.handleSubmit(async ({ code }) => {
    const problem = await onSubmit(code)
    if (!problem) return
    form.setValue("code", "")
    form.setError("code", { message: problem })
    form.setFocus("code")
  })

  return (
    <section data-slot="totp-card" aria-labelledby={titleId} className={cn("flex flex-col", className)} {...props}>
      <AuthCardHeader
        icon={<ShieldCheck aria-hidden="true" />}
        title={title}
        titleId={titleId}
        description={
          account ? (
            <>
              {labels.description} {labels.signedInAs(<span className="font-medium text-foreground">{account}</span>)}
            </>
          ) : (
            labels.description
          )
        }
      />
      <FormMessageTexts message={labels.message}>
        <Form {...form}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby={titleId}>
            <FormField
              control={form.control}
              name="code"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{labels.code}</FormLabel>
                  <FormControl>
                    <CodeInput
                      autoFocus
                      aria-label={labels.codeInput}
                      digitLabel={labels.digit}
                      {...field}
                      onComplete={() => {
                        // The value reaches the form first, then the complete code is sent.
                        queueMicrotask(() => void submit())
                      }}
                    />
                  </FormControl>
                  <FormDescription>{labels.hint}</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
              {labels.submit}
            </Button>
            {onUseSecurityKey && (
              <Button type="button" variant="outline" className="w-full" onClick={onUseSecurityKey}>
                {labels.useSecurityKey}
              </Button>
            )}
          </form>
        </Form>
      </FormMessageTexts>
      <div className="mt-5 flex flex-col items-center gap-2 text-sm">
        {onHelp ? (
          <Button type="button" variant="link" size="sm" onClick={onHelp} className="h-auto p-0 font-medium">
            {labels.help}
          </Button>
        ) : (
          <AuthLink href={helpHref}>{labels.help}</AuthLink>
        )}
        {onCancel && (
          <Button type="button" variant="link" size="sm" onClick={onCancel} className="h-auto p-0 font-medium text-muted-foreground">
            {labels.cancel}
          </Button>
        )}
      </div>
    </section>
  )
}
