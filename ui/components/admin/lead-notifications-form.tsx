import * as React from "react"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { z } from "zod"
import { Button } from "../button"
import { Form, FormRootMessage } from "../form"
import { TextareaField } from "../form-fields"
import { SettingsCard } from "./settings-card"

/** Most addresses a lead notification goes to (the database allows no more). */
export const LEAD_RECIPIENTS_MAX = 20

export const LEAD_NOTIFICATIONS_TITLE = "Lead notifications"
const LEAD_NOTIFICATIONS_DESCRIPTION = "Who gets an email for each lead visitors send. Staff only: never shown on the website."
export const LEAD_RECIPIENTS_LABEL = "Notify these addresses of new leads"
const LEAD_RECIPIENTS_HINT = `One email address per line, up to ${LEAD_RECIPIENTS_MAX}. Left empty, the server's default address is notified.`
export const LEAD_RECIPIENTS_SAVE_LABEL = "Save recipients"
export const LEAD_RECIPIENTS_SAVED_LABEL = "Recipients saved"
/** What staff who may not see the list read in its place. */
export const LEAD_NOTIFICATIONS_ADMINS_ONLY = "Only administrators see and change who is notified of new leads."

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

/** The addresses in a list typed one per line (or separated by commas). */
function splitAddressList(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean)
}

const leadNotificationsSchema = z.object({
  recipients: z
    .string()
    .refine((text) => splitAddressList(text).every((address) => EMAIL.test(address)), "Each line must be one email address.")
    .refine((text) => splitAddressList(text).length <= LEAD_RECIPIENTS_MAX, `At most ${LEAD_RECIPIENTS_MAX} addresses.`),
})
type LeadNotificationsValues = z.infer<typeof leadNotificationsSchema>

export interface LeadNotificationsFormProps extends Omit<React.ComponentProps<"section">, "onSubmit" | "title"> {
  /** The addresses notified now. */
  defaultRecipients: readonly string[]
  /** Saves the addresses, one each. Resolves with a message when the server refused (shown above the field), or with nothing. */
  onSubmit: (recipients: string[]) => Promise<string | void> | string | void
}

/** The addresses that receive an email for every new lead, one per line, saved on their own. */
export function LeadNotificationsForm({ defaultRecipients, onSubmit, ...props }: LeadNotificationsFormProps) {
  const formId = React.useId()
  const form = useForm<LeadNotificationsValues>({
    resolver: zodResolver(leadNotificationsSchema),
    defaultValues: { recipients: defaultRecipients.join("\n") },
  })
  const [saved, setSaved] = React.useState(false)

  const submit = form.handleSubmit(async ({ recipients }) => {
    setSaved(false)
    const addresses = splitAddressList(recipients)
    const problem = await onSubmit(addresses)
    if (problem) return form.setError("root.server", { message: problem })
    form.reset({ recipients: addresses.join("\n") })
    setSaved(true)
  })

  return (
    <SettingsCard
      title={LEAD_NOTIFICATIONS_TITLE}
      description={LEAD_NOTIFICATIONS_DESCRIPTION}
      footer={
        <>
          <span aria-live="polite">{saved && !form.formState.isDirty ? LEAD_RECIPIENTS_SAVED_LABEL : ""}</span>
          <Button type="submit" form={formId} size="sm" disabled={!form.formState.isDirty} loading={form.formState.isSubmitting}>
            {LEAD_RECIPIENTS_SAVE_LABEL}
          </Button>
        </>
      }
      {...props}
    >
      <Form {...form}>
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormRootMessage />
          <TextareaField
            control={form.control}
            name="recipients"
            label={LEAD_RECIPIENTS_LABEL}
            description={LEAD_RECIPIENTS_HINT}
            rows={4}
            spellCheck={false}
            placeholder="name@nordika.se"
          />
        </form>
      </Form>
    </SettingsCard>
  )
}

/** In place of the form, for staff who may not see the list: what it is, and who keeps it. */
export function LeadNotificationsNotice(props: Omit<React.ComponentProps<"section">, "title">) {
  return <SettingsCard title={LEAD_NOTIFICATIONS_TITLE} description={LEAD_NOTIFICATIONS_ADMINS_ONLY} {...props} />
}
