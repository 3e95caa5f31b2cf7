import * as React from "react"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { z } from "zod"
import { formatDateTime } from "../../lib/format-date"
import { Button } from "../button"
import { Form, FormRootMessage } from "../form"
import { InputField } from "../form-fields"
import { SettingsCard, SettingsRow } from "./settings-card"

export const DEPLOY_HOOK_TITLE = "Deploy hook"
const DEPLOY_HOOK_DESCRIPTION =
  "For a static copy of the site on Netlify or Cloudflare Pages: the host's build hook, called a few seconds after staff publish, so one batch of changes is one build. Leave it empty when the site is served by the Node server."
export const DEPLOY_HOOK_URL_LABEL = "Deploy hook URL"
const DEPLOY_HOOK_URL_HINT = "The https address the host gives for the hook. It is a secret: anyone who has it can start a build."
export const DEPLOY_HOOK_SAVE_LABEL = "Save hook"
export const DEPLOY_HOOK_TEST_LABEL = "Test hook"
export const DEPLOY_HOOK_LAST_CALL_LABEL = "Last call"
const DEPLOY_HOOK_NEVER_CALLED = "Not called yet."
const URL_MAX_LENGTH = 2048

const deployHookSchema = z.object({
  url: z
    .string()
    .trim()
    .max(URL_MAX_LENGTH, `At most ${URL_MAX_LENGTH} characters.`)
    .refine(
      (value) => value === "" || (URL.canParse(value) && new URL(value).protocol === "https:" && !/\s/.test(value)),
      "Paste the https address the host gave for the hook.",
    ),
})
type DeployHookValues = z.infer<typeof deployHookSchema>

/** The hook's last call: when, the host's HTTP status (null when it could not be reached), and what went wrong. */
export interface DeployHookCall {
  /** When the host answered (ISO). */
  at: string
  status: number | null
  error: string | null
}

export interface DeployHookCardProps extends Omit<React.ComponentProps<"section">, "onSubmit" | "title"> {
  /** The hook's address now ("" when none is set). */
  defaultUrl: string
  /** The last call, or null when the hook was never called. */
  lastCall: DeployHookCall | null
  /** Saves the address ("" removes the hook). Resolves with a message when the server refused (shown above the field), or with nothing. */
  onSubmit: (url: string) => Promise<string | void> | string | void
  /** Calls the saved hook now; its outcome comes back through `lastCall`. */
  onTest: () => Promise<void> | void
  /** While the test call is under way. */
  testing?: boolean
}

/** What the last call says, in a sentence. */
function lastCallText(call: DeployHookCall | null): string {
  if (!call) return DEPLOY_HOOK_NEVER_CALLED
  const when = formatDateTime(call.at)
  if (call.status !== null && call.status >= 200 && call.status < 300) return `${when}: the host answered HTTP ${call.status}.`
  return `${when}: failed. ${call.error ?? `The host answered HTTP ${call.status}.`}`
}

/** The static site's build hook: its address, saved on its own, a test call, and the last call's outcome. */
export function DeployHookCard({ defaultUrl, lastCall, onSubmit, onTest, testing = false, ...props }: DeployHookCardProps) {
  const formId = React.useId()
  const form = useForm<DeployHookValues>({ resolver: zodResolver(deployHookSchema), defaultValues: { url: defaultUrl } })
  const submit = form.handleSubmit(async ({ url }) => {
    const problem = await onSubmit(url)
    if (problem) return form.setError("root.server", { message: problem })
    form.reset({ url })
  })
  const failed = lastCall !== null && !(lastCall.status !== null && lastCall.status >= 200 && lastCall.status < 300)

  return (
    <SettingsCard
      title={DEPLOY_HOOK_TITLE}
      description={DEPLOY_HOOK_DESCRIPTION}
      footer={
        <>
          <Button
            variant="outline"
            size="sm"
            disabled={!defaultUrl || form.formState.isDirty}
            loading={testing}
            onClick={() => void onTest()}
          >
            {DEPLOY_HOOK_TEST_LABEL}
          </Button>
          <Button type="submit" form={formId} size="sm" disabled={!form.formState.isDirty} loading={form.formState.isSubmitting}>
            {DEPLOY_HOOK_SAVE_LABEL}
          </Button>
        </>
      }
      {...props}
    >
      <Form {...form}>
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4 pb-4">
          <FormRootMessage />
          <InputField
            control={form.control}
            name="url"
            label={DEPLOY_HOOK_URL_LABEL}
            description={DEPLOY_HOOK_URL_HINT}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://api.netlify.com/build_hooks/…"
          />
        </form>
      </Form>
      <SettingsRow title={DEPLOY_HOOK_LAST_CALL_LABEL} className="border-t">
        <p aria-live="polite" className={failed ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
          {lastCallText(lastCall)}
        </p>
      </SettingsRow>
    </SettingsCard>
  )
}
