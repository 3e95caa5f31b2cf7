import * as React from "react"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { z } from "zod"
import { KeyRound, LifeBuoy, MailCheck, ShieldQuestion, Smartphone } from "lucide-react"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  FormMessageTexts,
  type FormMessageLabels,
} from "../form"
import {
  AccountEmailField,
  CONFIRM_PASSWORD_LABEL,
  NEW_PASSWORD_LABEL,
  NewPasswordFields,
  TextareaField,
  type NewPasswordValues,
} from "../form-fields"
import { AuthCardHeader, AuthLink } from "./auth-layout"
import { CODE_INPUT_LABEL, CodeInput, codeInputDigitLabel, TOTP_CODE_LENGTH, type CodeBoxLabels } from "./code-input"

const RECOVERY_TITLE = "Emergency access recovery"
const RECOVERY_INTRO =
  "Lost your password, authenticator app, security key or passkey? We email you a one-time code. It proves the mailbox is yours; nothing else is bypassed."
export const RECOVERY_EMAIL_LABEL = "Work email"
/** The wording of supabase-js when a code is asked for without an address. */
export const RECOVERY_EMAIL_MISSING_MESSAGE = "You must provide either an email or phone number."
export const RECOVERY_SEND_LABEL = "Email me a code"
export const RECOVERY_BACK_LABEL = "Back to sign-in"

export const RECOVERY_CODE_TITLE = "Check your email"
const RECOVERY_CODE_LABEL = "Code from the email"
export const RECOVERY_CODE_INCOMPLETE_MESSAGE = "Enter all six digits of the code."
export const RECOVERY_CODE_SUBMIT_LABEL = "Continue"
export const RECOVERY_RESEND_LABEL = "Send a new code"
const RECOVERY_OTHER_ADDRESS_LABEL = "Use another address"

export const NEW_PASSWORD_TITLE = "Choose a new password"
// The new password's fields are one piece, shared with the first admin and the password change.
export { CONFIRM_PASSWORD_LABEL, NEW_PASSWORD_LABEL, type NewPasswordValues } from "../form-fields"
export const NEW_PASSWORD_SUBMIT_LABEL = "Save password"
const NEW_PASSWORD_DESCRIPTION = "Use a long passphrase you use nowhere else."

/** The second step someone lost: an authenticator app (TOTP), a security key (a WebAuthn factor) or a passkey. */
export type LostSecondStep = "authenticator" | "security-key" | "passkey"

export const MFA_LOST_TITLES = {
  authenticator: "Lost your authenticator app?",
  "security-key": "Lost your security key?",
  passkey: "Lost the device with your passkey?",
} as const satisfies Record<LostSecondStep, string>
const MFA_LOST_DESCRIPTION =
  "Another admin checks it is you and removes your authenticator apps, security keys and passkeys; then you sign in with your password and set up new ones."
export const MFA_LOST_REASON_LABEL = "What happened"
const MFA_LOST_REASON_HINT = "Optional. It helps the admin who decides: a new phone, a lost phone or security key…"
export const MFA_LOST_SUBMIT_LABEL = "Ask an admin to reset it"
export const MFA_LOST_USE_APP_LABEL = "I have my app after all"
/** Under a new password, for an account with passkeys: the way to the request. */
export const PASSKEY_LOST_LABEL = "Lost the device with your passkey?"
const MFA_LOST_CLI_HINT = "Or ask whoever runs the server to run"
const MFA_RESET_CLI_COMMAND = "npm run admin -- reset-mfa"

export const MFA_REQUESTED_TITLE = "Request sent"

const recoveryEmailSchema = z.object({ email: z.string().trim().min(1, RECOVERY_EMAIL_MISSING_MESSAGE) })
export type RecoveryEmailValues = z.infer<typeof recoveryEmailSchema>

const recoveryCodeSchema = z.object({
  code: z.string().regex(new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`), RECOVERY_CODE_INCOMPLETE_MESSAGE),
})

const cardClass = "flex flex-col"

/** The address step's own words (the page's language comes from the app). */
export interface RecoveryEmailCardLabels extends FormMessageLabels {
  title: string
  intro: string
  email: string
  send: string
  back: string
}

const ENGLISH_RECOVERY_EMAIL_CARD_LABELS: RecoveryEmailCardLabels = {
  title: RECOVERY_TITLE,
  intro: RECOVERY_INTRO,
  email: RECOVERY_EMAIL_LABEL,
  send: RECOVERY_SEND_LABEL,
  back: RECOVERY_BACK_LABEL,
}

/** The emailed code's step's own words. */
export interface RecoveryCodeCardLabels extends CodeBoxLabels, FormMessageLabels {
  title: string
  /** Under the heading, with the address the code went to. */
  description: (email: React.ReactNode) => React.ReactNode
  code: string
  submit: string
  resend: string
  otherAddress: string
}

const ENGLISH_RECOVERY_CODE_CARD_LABELS: RecoveryCodeCardLabels = {
  title: RECOVERY_CODE_TITLE,
  description: (email) => <>If {email} belongs to a staff account, a code is on its way. Enter it here, or follow the link in the email.</>,
  code: RECOVERY_CODE_LABEL,
  codeInput: CODE_INPUT_LABEL,
  digit: codeInputDigitLabel,
  submit: RECOVERY_CODE_SUBMIT_LABEL,
  resend: RECOVERY_RESEND_LABEL,
  otherAddress: RECOVERY_OTHER_ADDRESS_LABEL,
}

/** The new password's card's own words. */
export interface NewPasswordCardLabels extends FormMessageLabels {
  title: string
  /** Under the heading without an account. */
  description: string
  /** Under the heading for a known account. */
  forAccount: (account: React.ReactNode) => React.ReactNode
  password: string
  confirmPassword: string
  submit: string
}

const ENGLISH_NEW_PASSWORD_CARD_LABELS: NewPasswordCardLabels = {
  title: NEW_PASSWORD_TITLE,
  description: NEW_PASSWORD_DESCRIPTION,
  forAccount: (account) => (
    <>
      For {account}. {NEW_PASSWORD_DESCRIPTION}
    </>
  ),
  password: NEW_PASSWORD_LABEL,
  confirmPassword: CONFIRM_PASSWORD_LABEL,
  submit: NEW_PASSWORD_SUBMIT_LABEL,
}

/** The reset request's card's own words. */
export interface MfaResetRequestCardLabels extends FormMessageLabels {
  /** The heading, by what was lost. */
  titles: Record<LostSecondStep, string>
  description: string
  /** After the description when the account is known: "Account: <account>." */
  account: (account: React.ReactNode) => React.ReactNode
  reason: string
  reasonHint: string
  submit: string
  useApp: string
  /** Before the command whoever runs the server can run instead. */
  cliHint: string
  /** In the command, for an unknown account. */
  yourEmail: string
}

const ENGLISH_MFA_RESET_REQUEST_CARD_LABELS: MfaResetRequestCardLabels = {
  titles: MFA_LOST_TITLES,
  description: MFA_LOST_DESCRIPTION,
  account: (account) => <>Account: {account}.</>,
  reason: MFA_LOST_REASON_LABEL,
  reasonHint: MFA_LOST_REASON_HINT,
  submit: MFA_LOST_SUBMIT_LABEL,
  useApp: MFA_LOST_USE_APP_LABEL,
  cliHint: MFA_LOST_CLI_HINT,
  yourEmail: "<your email>",
}

/** The filed request's card's own words. */
export interface MfaResetRequestedCardLabels {
  title: string
  /** Who decides within how many hours, and what follows. */
  description: (validHours: number) => string
  back: string
}

const ENGLISH_MFA_RESET_REQUESTED_CARD_LABELS: MfaResetRequestedCardLabels = {
  title: MFA_REQUESTED_TITLE,
  description: (validHours) =>
    `An admin other than you decides within ${validHours} hours; you get an email when your authenticator app, security keys and passkeys have been reset. Then sign in with your password (forgotten it? choose a new one here) and set up new ones under Credentials.`,
  back: RECOVERY_BACK_LABEL,
}

export interface RecoveryEmailCardProps extends Omit<React.ComponentProps<"section">, "onSubmit" | "title"> {
  /** Sends the code. Resolves with a message to keep in the form, or with nothing (the next step shows). */
  onSubmit: (email: string) => Promise<string | void> | string | void
  /** Where "Back to sign-in" leads. @default "/login" */
  signInHref?: string
  /** The card's words. @default English (ENGLISH_RECOVERY_EMAIL_CARD_LABELS) */
  labels?: RecoveryEmailCardLabels
  /** The card's heading. @default labels.title */
  title?: string
  /** The address to start with (the one typed on the sign-in page). */
  defaultEmail?: string
}

/** The first step of access recovery: the address the one-time code goes to. */
export function RecoveryEmailCard({
  onSubmit,
  signInHref = "/login",
  labels = ENGLISH_RECOVERY_EMAIL_CARD_LABELS,
  title = labels.title,
  defaultEmail = "",
  className,
  ...props
}: RecoveryEmailCardProps) {
  const titleId = React.useId()
  const form = useForm<RecoveryEmailValues>({ resolver: zodResolver(recoveryEmailSchema), defaultValues: { email: defaultEmail } })
  const submit = form.handleSubmit(async ({ email }) => {
    const problem = await onSubmit(email)
    if (problem) form.setError("root.server", { message: problem })
  })

  return (
    <section data-slot="recovery-email-card" aria-labelledby={titleId} className={cn(cardClass, className)} {...props}>
      <AuthCardHeader icon={<LifeBuoy aria-hidden="true" />} title={title} titleId={titleId} description={labels.intro} />
      <FormMessageTexts message={labels.message}>
        <Form {...form}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby={titleId}>
            <FormRootMessage />
            <AccountEmailField control={form.control} name="email" label={labels.email} autoFocus />
            <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
              {labels.send}
            </Button>
          </form>
        </Form>
      </FormMessageTexts>
      <p className="mt-5 text-center text-sm">
        <AuthLink href={signInHref}>{labels.back}</AuthLink>
      </p>
    </section>
  )
}

export interface RecoveryCodeCardProps extends Omit<React.ComponentProps<"section">, "onSubmit" | "title"> {
  /** Where the code went. */
  email: string
  /** Checks the code. Resolves with a message when it is refused (the boxes are then cleared), or with nothing. */
  onSubmit: (code: string) => Promise<string | void> | string | void
  /** Sends another code. */
  onResend: () => Promise<unknown> | unknown
  /** Back to the address step. */
  onChangeEmail: () => void
  /** The card's words. @default English (ENGLISH_RECOVERY_CODE_CARD_LABELS) */
  labels?: RecoveryCodeCardLabels
}

/** The second step: the six-digit code from the email (the mail's link works too). */
export function RecoveryCodeCard({
  email,
  onSubmit,
  onResend,
  onChangeEmail,
  labels = ENGLISH_RECOVERY_CODE_CARD_LABELS,
  className,
  ...props
}: RecoveryCodeCardProps) {
  const titleId = React.useId()
  const [resending, setResending] = React.useState(false)
  const form = useForm<{ code: string }>({ resolver: zodResolver(recoveryCodeSchema), defaultValues: { code: "" } })
  const submit = form.handleSubmit(async ({ code }) => {
    const problem = await onSubmit(code)
    if (!problem) return
    form.setValue("code", "")
    form.setError("code", { message: problem })
    form.setFocus("code")
  })
  const resend = async () => {
    setResending(true)
    try {
      await onResend()
    } catch {
      // The caller said what went wrong.
    } finally {
      setResending(false)
    }
  }

  return (
    <section data-slot="recovery-code-card" aria-labelledby={titleId} className={cn(cardClass, className)} {...props}>
      <AuthCardHeader
        icon={<MailCheck aria-hidden="true" />}
        title={labels.title}
        titleId={titleId}
        description={labels.description(<span className="font-medium break-all text-foreground">{email}</span>)}
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
                      onComplete={() => queueMicrotask(() => void submit())}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
              {labels.submit}
            </Button>
          </form>
        </Form>
      </FormMessageTexts>
      <div className="mt-5 flex items-center justify-center gap-4 text-sm">
        <Button type="button" variant="link" size="sm" loading={resending} onClick={() => void resend()} className="h-auto p-0">
          {labels.resend}
        </Button>
        <Button type="button" variant="link" size="sm" onClick={onChangeEmail} className="h-auto p-0 text-muted-foreground">
          {labels.otherAddress}
        </Button>
      </div>
    </section>
  )
}

export interface NewPasswordCardProps extends Omit<React.ComponentProps<"section">, "onSubmit" | "title"> {
  /** The rules of a staff password (length), shared with the server. */
  schema: z.ZodType<NewPasswordValues, NewPasswordValues>
  /** Saves. Resolves with a message to keep in the form, or with nothing. */
  onSubmit: (password: string) => Promise<string | void> | string | void
  /** The account whose password this is, shown for password managers and people. */
  account?: string
  /** The card's words. @default English (ENGLISH_NEW_PASSWORD_CARD_LABELS) */
  labels?: NewPasswordCardLabels
  /** The card's heading. @default labels.title */
  title?: string
  /** Under the heading: why a new password is needed, and its rules. @default labels.description, or labels.forAccount */
  description?: React.ReactNode
  /** Text of the save button. @default labels.submit */
  submitLabel?: string
  /** Under the button: a way out (sign out, back). */
  footer?: React.ReactNode
}

/** A new password, typed twice: the end of a recovery, or the first password of an invited staff member. */
export function NewPasswordCard({
  schema,
  onSubmit,
  account,
  labels = ENGLISH_NEW_PASSWORD_CARD_LABELS,
  title = labels.title,
  description,
  submitLabel = labels.submit,
  footer,
  className,
  ...props
}: NewPasswordCardProps) {
  const titleId = React.useId()
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(schema), defaultValues: { password: "", confirmPassword: "" } })
  const submit = form.handleSubmit(async ({ password }) => {
    const problem = await onSubmit(password)
    if (problem) form.setError("root.server", { message: problem })
  })

  return (
    <section data-slot="new-password-card" aria-labelledby={titleId} className={cn(cardClass, className)} {...props}>
      <AuthCardHeader
        icon={<KeyRound aria-hidden="true" />}
        title={title}
        titleId={titleId}
        description={
          description ??
          (account ? labels.forAccount(<span className="font-medium break-all text-foreground">{account}</span>) : labels.description)
        }
      />
      <FormMessageTexts message={labels.message}>
        <Form {...form}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby={titleId}>
            {/* For password managers: the account the new password belongs to. */}
            {account && <input type="email" name="username" autoComplete="username" value={account} readOnly hidden />}
            <FormRootMessage />
            <NewPasswordFields control={form.control} label={labels.password} confirmLabel={labels.confirmPassword} autoFocus />
            <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
              {submitLabel}
            </Button>
          </form>
        </Form>
      </FormMessageTexts>
      {footer && <div className="mt-5 flex flex-col items-center gap-2 text-sm">{footer}</div>}
    </section>
  )
}

export interface MfaResetRequestCardProps extends Omit<React.ComponentProps<"section">, "onSubmit" | "title"> {
  /** The rule of the reason (its length), shared with the server. */
  schema: z.ZodType<{ reason: string }, { reason: string }>
  /** Files the request. Resolves with a message to keep in the form, or with nothing. */
  onSubmit: (reason: string) => Promise<string | void> | string | void
  /** What the person lost, which the heading names; the reset removes every kind. @default "authenticator" */
  lost?: LostSecondStep
  /** The way back to the authenticator code, for someone who found the app after all. */
  onUseApp?: () => void
  /** The signed-in address, shown so the reader knows which account the request is for. */
  account?: string
  /** Under the form: another way out (a new password instead, sign out). */
  footer?: React.ReactNode
  /** The card's words. @default English (ENGLISH_MFA_RESET_REQUEST_CARD_LABELS) */
  labels?: MfaResetRequestCardLabels
}

/**
 * For a signed-in (by emailed code) staff member without their second step: asks another admin to
 * reset two-step verification (authenticator apps, security keys and passkeys).
 */
export function MfaResetRequestCard({
  schema,
  onSubmit,
  lost = "authenticator",
  onUseApp,
  account,
  footer,
  labels = ENGLISH_MFA_RESET_REQUEST_CARD_LABELS,
  className,
  ...props
}: MfaResetRequestCardProps) {
  const titleId = React.useId()
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: "" } })
  const submit = form.handleSubmit(async ({ reason }) => {
    const problem = await onSubmit(reason)
    if (problem) form.setError("root.server", { message: problem })
  })

  return (
    <section data-slot="mfa-reset-request-card" aria-labelledby={titleId} className={cn(cardClass, className)} {...props}>
      <AuthCardHeader
        icon={<ShieldQuestion aria-hidden="true" />}
        title={labels.titles[lost]}
        titleId={titleId}
        description={
          account ? (
            <>
              {labels.description} {labels.account(<span className="font-medium break-all text-foreground">{account}</span>)}
            </>
          ) : (
            labels.description
          )
        }
      />
      <FormMessageTexts message={labels.message}>
        <Form {...form}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby={titleId}>
            <FormRootMessage />
            <TextareaField control={form.control} name="reason" label={labels.reason} description={labels.reasonHint} rows={3} />
            <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
              {labels.submit}
            </Button>
          </form>
        </Form>
      </FormMessageTexts>
      <div className="mt-5 flex flex-col items-center gap-2 text-center text-sm text-muted-foreground">
        {onUseApp && (
          <Button type="button" variant="link" size="sm" onClick={onUseApp} className="h-auto p-0">
            <Smartphone aria-hidden="true" />
            {labels.useApp}
          </Button>
        )}
        {footer}
        <p>
          {labels.cliHint}{" "}
          <code className="font-mono text-xs text-foreground">
            {MFA_RESET_CLI_COMMAND} {account ?? labels.yourEmail}
          </code>
        </p>
      </div>
    </section>
  )
}

export interface MfaResetRequestedCardProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** Hours the request waits for an admin. */
  validHours: number
  /** Ends the session used for the request. */
  onDone: () => void
  /** The card's words. @default English (ENGLISH_MFA_RESET_REQUESTED_CARD_LABELS) */
  labels?: MfaResetRequestedCardLabels
}

/** What follows a filed request: who decides, and how the requester learns of it. */
export function MfaResetRequestedCard({
  validHours,
  onDone,
  labels = ENGLISH_MFA_RESET_REQUESTED_CARD_LABELS,
  className,
  ...props
}: MfaResetRequestedCardProps) {
  const titleId = React.useId()
  return (
    <section data-slot="mfa-reset-requested-card" aria-labelledby={titleId} className={cn(cardClass, className)} {...props}>
      <AuthCardHeader
        icon={<MailCheck aria-hidden="true" />}
        title={labels.title}
        titleId={titleId}
        description={labels.description(validHours)}
      />
      <Button type="button" variant="outline" className="w-full" onClick={onDone}>
        {labels.back}
      </Button>
    </section>
  )
}
