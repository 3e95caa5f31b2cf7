import * as React from "react"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { z } from "zod"
import { KeyRound } from "lucide-react"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { Form, FormRootMessage, FormMessageTexts, type FormMessageLabels } from "../form"
import { AccountEmailField, InputField } from "../form-fields"
import { AuthCardHeader, AuthLink } from "./auth-layout"

const LOGIN_TITLE = "Staff sign-in"
const LOGIN_DESCRIPTION = "Sign in to manage the Nordika website."
/** The message when the email or the password is left empty (the wording of supabase-js). */
export const MISSING_CREDENTIALS_MESSAGE = "You must provide either an email or phone number and a password"
export const LOGIN_EMAIL_LABEL = "Email"
export const LOGIN_PASSWORD_LABEL = "Password"
export const LOGIN_SUBMIT_LABEL = "Sign in"
export const LOGIN_HELP_LABEL = "Can't sign in?"
export const LOGIN_PASSKEY_LABEL = "Sign in with a passkey"
const LOGIN_OR_LABEL = "or"

/** The sign-in card's own words (the page's language comes from the app). */
export interface LoginCardLabels extends FormMessageLabels {
  title: string
  description: string
  email: string
  password: string
  submit: string
  /** The passkey button. */
  passkey: string
  /** Between the form and the passkey button. */
  or: string
  /** The link to access recovery. */
  help: string
}

const ENGLISH_LOGIN_CARD_LABELS: LoginCardLabels = {
  title: LOGIN_TITLE,
  description: LOGIN_DESCRIPTION,
  email: LOGIN_EMAIL_LABEL,
  password: LOGIN_PASSWORD_LABEL,
  submit: LOGIN_SUBMIT_LABEL,
  passkey: LOGIN_PASSKEY_LABEL,
  or: LOGIN_OR_LABEL,
  help: LOGIN_HELP_LABEL,
}

const loginSchema = z
  .object({ email: z.string().trim(), password: z.string() })
  .refine(({ email, password }) => email !== "" && password !== "", { message: MISSING_CREDENTIALS_MESSAGE, path: ["root"] })

export type LoginValues = z.infer<typeof loginSchema>

export interface LoginCardProps extends Omit<React.ComponentProps<"section">, "onSubmit" | "title"> {
  /**
   * Signs in. Resolves with a message to show in the form when the attempt failed in a way the form
   * should keep saying (too many attempts, say), or with nothing.
   */
  onSubmit: (values: LoginValues) => Promise<string | void> | string | void
  /** The access-recovery page. @default "/emergency-login" */
  helpHref?: string
  /** The card's words. @default English (ENGLISH_LOGIN_CARD_LABELS) */
  labels?: LoginCardLabels
  /** The card's heading. @default labels.title */
  title?: string
  /** A sentence under the heading. @default labels.description */
  description?: React.ReactNode
  /** The address to start with (remembered from the last sign-in, say). */
  defaultEmail?: string
  /**
   * Signs in with a passkey (the browser asks which one). Resolves with a message when it did not
   * happen. Without it, no passkey button shows.
   */
  onPasskeySignIn?: () => Promise<string | void> | string | void
}

/** The sign-in step: email and password, the spec's message when one is missing, and the way to access recovery. */
export function LoginCard({
  onSubmit,
  helpHref = "/emergency-login",
  labels = ENGLISH_LOGIN_CARD_LABELS,
  title = labels.title,
  description = labels.description,
  defaultEmail = "",
  onPasskeySignIn,
  className,
  ...props
}: LoginCardProps) {
  const titleId = React.useId()
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: defaultEmail, password: "" } })

  const submit = form.handleSubmit(
    async (values) => {
      const problem = await onSubmit(values)
      if (problem) form.setError("root.server", { message: problem })
    },
    () => {
      const { email, password } = form.getValues()
      form.setFocus(email.trim() === "" ? "email" : password === "" ? "password" : "email")
    },
  )

  const [passkeyBusy, setPasskeyBusy] = React.useState(false)
  const signInWithPasskey = async () => {
    if (!onPasskeySignIn) return
    setPasskeyBusy(true)
    form.clearErrors("root.server")
    try {
      const problem = await onPasskeySignIn()
      if (problem) form.setError("root.server", { message: problem })
    } finally {
      setPasskeyBusy(false)
    }
  }

  return (
    <section data-slot="login-card" aria-labelledby={titleId} className={cn("flex flex-col", className)} {...props}>
      <AuthCardHeader title={title} description={description} titleId={titleId} />
      <FormMessageTexts message={labels.message}>
        <Form {...form}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby={titleId}>
            <FormRootMessage />
            <AccountEmailField control={form.control} name="email" label={labels.email} autoFocus />
            <InputField control={form.control} name="password" label={labels.password} type="password" autoComplete="current-password" />
            <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
              {labels.submit}
            </Button>
          </form>
        </Form>
      </FormMessageTexts>
      {onPasskeySignIn && (
        <div data-slot="login-passkey" className="mt-5 flex flex-col gap-5">
          <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
            <span className="h-px flex-1 bg-border" />
            {labels.or}
            <span className="h-px flex-1 bg-border" />
          </div>
          <Button type="button" variant="outline" className="w-full" loading={passkeyBusy} onClick={() => void signInWithPasskey()}>
            <KeyRound aria-hidden="true" />
            {labels.passkey}
          </Button>
        </div>
      )}
      <p className="mt-5 text-center text-sm">
        <AuthLink href={helpHref}>{labels.help}</AuthLink>
      </p>
    </section>
  )
}
