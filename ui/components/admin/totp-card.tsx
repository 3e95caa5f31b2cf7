import * as React from "react"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { z } from "zod"
import { ShieldCheck } from "lucide-react"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "../form"
import { AuthCardHeader, AuthLink } from "./auth-layout"
import { CodeInput, TOTP_CODE_LENGTH } from "./code-input"

export const TOTP_TITLE = "Two-step verification"
const TOTP_DESCRIPTION = "Your account is protected with an authenticator app."
const TOTP_CODE_LABEL = "Authentication code"
export const TOTP_CODE_HINT = "Enter the six-digit code your authenticator app shows for Nordika."
export const TOTP_INCOMPLETE_MESSAGE = "Enter all six digits of the code."
export const TOTP_SUBMIT_LABEL = "Verify"
export const TOTP_CANCEL_LABEL = "Sign in as someone else"
export const TOTP_HELP_LABEL = "Lost your authenticator app?"
export const TOTP_USE_SECURITY_KEY_LABEL = "Use your security key instead"

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
  /** The card's heading. @default "Two-step verification" */
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
  title = TOTP_TITLE,
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
              {TOTP_DESCRIPTION} Signed in as <span className="font-medium text-foreground">{account}</span>.
            </>
          ) : (
            TOTP_DESCRIPTION
          )
        }
      />
      <Form {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby={titleId}>
          <FormField
            control={form.control}
            name="code"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{TOTP_CODE_LABEL}</FormLabel>
                <FormControl>
                  <CodeInput
                    autoFocus
                    {...field}
                    onComplete={() => {
                      // The value reaches the form first, then the complete code is sent.
                      queueMicrotask(() => void submit())
                    }}
                  />
                </FormControl>
                <FormDescription>{TOTP_CODE_HINT}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
            {TOTP_SUBMIT_LABEL}
          </Button>
          {onUseSecurityKey && (
            <Button type="button" variant="outline" className="w-full" onClick={onUseSecurityKey}>
              {TOTP_USE_SECURITY_KEY_LABEL}
            </Button>
          )}
        </form>
      </Form>
      <div className="mt-5 flex flex-col items-center gap-2 text-sm">
        {onHelp ? (
          <Button type="button" variant="link" size="sm" onClick={onHelp} className="h-auto p-0 font-medium">
            {TOTP_HELP_LABEL}
          </Button>
        ) : (
          <AuthLink href={helpHref}>{TOTP_HELP_LABEL}</AuthLink>
        )}
        {onCancel && (
          <Button type="button" variant="link" size="sm" onClick={onCancel} className="h-auto p-0 font-medium text-muted-foreground">
            {TOTP_CANCEL_LABEL}
          </Button>
        )}
      </div>
    </section>
  )
}
