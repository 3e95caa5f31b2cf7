import * as React from "react"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { z } from "zod"
import { Mail } from "lucide-react"
import { Button } from "../button"
import { Form, FormRootMessage } from "../form"
import { InputField, NewPasswordFields, type NewPasswordValues } from "../form-fields"
import { SettingsCard } from "./settings-card"

const PASSWORD_CARD_TITLE = "Password"
const PASSWORD_CARD_DESCRIPTION = "To change it, confirm it is you with a code we email to your address."
export const PASSWORD_SEND_CODE_LABEL = "Email me a code"
export const PASSWORD_CODE_LABEL = "Code from the email"
const PASSWORD_CODE_HINT = "Sent to your address; valid for one hour."
export const PASSWORD_CODE_MISSING_MESSAGE = "Enter the code from the email."
export const PASSWORD_SUBMIT_LABEL = "Change password"
const PASSWORD_CANCEL_LABEL = "Cancel"
export const PASSWORD_CHANGED_LABEL = "Password changed. Your other sessions were signed out."

export interface PasswordChangeValues extends NewPasswordValues {
  code: string
}

export interface PasswordChangeCardProps extends Omit<React.ComponentProps<"section">, "onSubmit" | "title"> {
  /** The rules of a new password (typed twice), shared with the server. */
  schema: z.ZodType<NewPasswordValues, NewPasswordValues>
  /** Emails the confirmation code. Resolves with a message when it failed, or with nothing (the fields show). */
  onRequestCode: () => Promise<string | void> | string | void
  /** Changes the password with the code. Resolves with a message when refused, or with nothing. */
  onSubmit: (values: { code: string; password: string }) => Promise<string | void> | string | void
}

/** The signed-in user's password change: a code by email first (reauthentication), then the new password twice. */
export function PasswordChangeCard({ schema, onRequestCode, onSubmit, ...props }: PasswordChangeCardProps) {
  const formId = React.useId()
  const [step, setStep] = React.useState<"idle" | "sending" | "code" | "done">("idle")
  const [requestProblem, setRequestProblem] = React.useState<string | null>(null)
  const withCode = React.useMemo(
    () => z.object({ code: z.string().trim().min(1, PASSWORD_CODE_MISSING_MESSAGE) }).and(schema),
    [schema],
  ) as z.ZodType<PasswordChangeValues, PasswordChangeValues>
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(withCode),
    defaultValues: { code: "", password: "", confirmPassword: "" },
  })

  const requestCode = async () => {
    setStep("sending")
    setRequestProblem(null)
    const problem = await onRequestCode()
    if (problem) {
      setRequestProblem(problem)
      setStep("idle")
    } else {
      setStep("code")
    }
  }

  const submit = form.handleSubmit(async ({ code, password }) => {
    const problem = await onSubmit({ code: code.trim(), password })
    if (problem) return form.setError("root.server", { message: problem })
    form.reset()
    setStep("done")
  })

  const cancel = () => {
    form.reset()
    setStep("idle")
  }

  return (
    <SettingsCard
      data-slot="password-change-card"
      title={PASSWORD_CARD_TITLE}
      description={PASSWORD_CARD_DESCRIPTION}
      footer={
        step === "code" ? (
          <>
            <Button type="button" variant="ghost" size="sm" onClick={cancel}>
              {PASSWORD_CANCEL_LABEL}
            </Button>
            <Button type="submit" form={formId} size="sm" loading={form.formState.isSubmitting}>
              {PASSWORD_SUBMIT_LABEL}
            </Button>
          </>
        ) : undefined
      }
      {...props}
    >
      {step === "code" ? (
        <Form {...form}>
          <form id={formId} noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
            <FormRootMessage className="sm:col-span-2" />
            <InputField
              control={form.control}
              name="code"
              label={PASSWORD_CODE_LABEL}
              description={PASSWORD_CODE_HINT}
              itemClassName="sm:col-span-2 sm:max-w-56"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              className="font-mono tracking-widest"
            />
            <NewPasswordFields control={form.control} />
          </form>
        </Form>
      ) : (
        <div className="flex flex-col items-start gap-3">
          {requestProblem && (
            <p role="alert" className="text-sm text-destructive">
              {requestProblem}
            </p>
          )}
          {step === "done" && (
            <p role="status" className="text-sm text-muted-foreground">
              {PASSWORD_CHANGED_LABEL}
            </p>
          )}
          <Button variant="outline" size="sm" loading={step === "sending"} onClick={() => void requestCode()}>
            <Mail aria-hidden="true" />
            {PASSWORD_SEND_CODE_LABEL}
          </Button>
        </div>
      )}
    </SettingsCard>
  )
}
