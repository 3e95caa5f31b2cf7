import * as React from "react"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { Check, Copy } from "lucide-react"
import { groupSecret, qrCodeImageSource } from "../../lib/qr-code"
import { Button } from "../button"
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "../form"
import { CodeInput } from "./code-input"
import { SettingsCard } from "./settings-card"
import { totpSchema, type TotpValues } from "./totp-card"

const ENROL_TITLE = "Set up your authenticator app"
const ENROL_DESCRIPTION = "Use any authenticator app: 1Password, Google Authenticator, Microsoft Authenticator, Authy."
const ENROL_SCAN_STEP = "Scan the QR code with the app"
const ENROL_KEY_STEP = "Or type this key into the app"
const ENROL_CODE_LABEL = "Code from the app"
const ENROL_CODE_HINT = "Enter the six-digit code the app now shows for Nordika."
export const ENROL_SUBMIT_LABEL = "Verify and turn on"
export const ENROL_CANCEL_LABEL = "Cancel"
export const QR_CODE_ALT = "QR code to scan with your authenticator app"
const COPY_KEY_LABEL = "Copy the key"
const KEY_COPIED_LABEL = "Key copied"
const KEY_NOT_COPIED_LABEL = "Select the key and copy it by hand"

export interface TotpEnrolmentCardProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** The QR code GoTrue made (SVG, as supabase-js's mfa.enroll gives it); drawn only when it is SVG. */
  qrCode: string
  /** The shared secret, for typing in by hand. */
  secret: string
  /** Checks the first code. Resolves with a message when it is refused (the boxes are then cleared), or with nothing. */
  onVerify: (code: string) => Promise<string | void> | string | void
  /** Gives up the enrolment ("Cancel"); the unverified app is removed. */
  onCancel: () => void
}

/** Enrolment of a TOTP authenticator: the QR code, the key with a copy button, and the first code to prove it works. */
export function TotpEnrolmentCard({ qrCode, secret, onVerify, onCancel, ...props }: TotpEnrolmentCardProps) {
  const source = qrCodeImageSource(qrCode)
  const [copied, setCopied] = React.useState<"yes" | "no" | null>(null)
  const form = useForm<TotpValues>({ resolver: zodResolver(totpSchema), defaultValues: { code: "" } })

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied("yes")
    } catch {
      setCopied("no")
    }
  }

  const submit = form.handleSubmit(async ({ code }) => {
    const problem = await onVerify(code)
    if (!problem) return
    form.setValue("code", "")
    form.setError("code", { message: problem })
    form.setFocus("code")
  })

  return (
    <SettingsCard data-slot="totp-enrolment-card" title={ENROL_TITLE} description={ENROL_DESCRIPTION} {...props}>
      <ol className="grid gap-6 md:grid-cols-[auto_1fr]">
        <li className="flex flex-col gap-3">
          <p className="text-sm font-medium">1. {ENROL_SCAN_STEP}</p>
          {source && (
            // White around the code whatever the theme: scanners need the light quiet zone.
            <img src={source} alt={QR_CODE_ALT} width={176} height={176} className="size-44 rounded-lg border border-border bg-white p-2" />
          )}
        </li>
        <li className="flex min-w-0 flex-col gap-3">
          <p className="text-sm font-medium">2. {ENROL_KEY_STEP}</p>
          <div className="flex items-center gap-2">
            <code
              data-slot="totp-secret"
              className="min-w-0 flex-1 rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm tracking-wider break-words text-foreground select-all"
            >
              {groupSecret(secret)}
            </code>
            <Button type="button" variant="outline" size="icon" aria-label={COPY_KEY_LABEL} onClick={() => void copy()}>
              {copied === "yes" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            </Button>
          </div>
          <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
            {copied === "yes" ? KEY_COPIED_LABEL : copied === "no" ? KEY_NOT_COPIED_LABEL : ""}
          </p>
          <p className="text-sm font-medium">3. {ENROL_CODE_LABEL}</p>
          <Form {...form}>
            <form noValidate onSubmit={submit} className="flex flex-col gap-4">
              <FormField
                control={form.control}
                name="code"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel className="sr-only">{ENROL_CODE_LABEL}</FormLabel>
                    <FormControl>
                      <CodeInput size="sm" {...field} onComplete={() => queueMicrotask(() => void submit())} />
                    </FormControl>
                    <FormDescription>{ENROL_CODE_HINT}</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {ENROL_SUBMIT_LABEL}
                </Button>
                <Button type="button" variant="ghost" onClick={onCancel}>
                  {ENROL_CANCEL_LABEL}
                </Button>
              </div>
            </form>
          </Form>
        </li>
      </ol>
    </SettingsCard>
  )
}
