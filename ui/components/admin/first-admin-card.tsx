import * as React from "react"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import type { z } from "zod"
import { ShieldPlus } from "lucide-react"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { Form, FormRootMessage, FormMessageTexts, type FormMessageLabels } from "../form"
import { AccountEmailField, CONFIRM_PASSWORD_LABEL, InputField, NewPasswordFields } from "../form-fields"
import { AuthCardHeader } from "./auth-layout"

export const FIRST_ADMIN_TITLE = "Create the first admin"
const FIRST_ADMIN_DESCRIPTION =
  "This site has no administrator yet. The account you create here manages everyone else; this link stops working once it exists."
export const FIRST_ADMIN_EMAIL_LABEL = "Email"
export const FIRST_ADMIN_NAME_LABEL = "Display name"
const FIRST_ADMIN_NAME_HINT = "Optional."
export const FIRST_ADMIN_PASSWORD_LABEL = "Password"
const FIRST_ADMIN_PASSWORD_HINT = "A long passphrase you use nowhere else."
export const FIRST_ADMIN_SUBMIT_LABEL = "Create admin and sign in"

/** The first-admin card's own words (the page's language comes from the app). */
export interface FirstAdminCardLabels extends FormMessageLabels {
  title: string
  description: string
  email: string
  name: string
  nameHint: string
  password: string
  passwordHint: string
  confirmPassword: string
  submit: string
}

const ENGLISH_FIRST_ADMIN_CARD_LABELS: FirstAdminCardLabels = {
  title: FIRST_ADMIN_TITLE,
  description: FIRST_ADMIN_DESCRIPTION,
  email: FIRST_ADMIN_EMAIL_LABEL,
  name: FIRST_ADMIN_NAME_LABEL,
  nameHint: FIRST_ADMIN_NAME_HINT,
  password: FIRST_ADMIN_PASSWORD_LABEL,
  passwordHint: FIRST_ADMIN_PASSWORD_HINT,
  confirmPassword: CONFIRM_PASSWORD_LABEL,
  submit: FIRST_ADMIN_SUBMIT_LABEL,
}

export interface FirstAdminValues {
  email: string
  displayName: string
  password: string
  confirmPassword: string
}

export interface FirstAdminCardProps extends Omit<React.ComponentProps<"section">, "onSubmit" | "title"> {
  /** The rules of the fields (the staff-setup function checks the same). */
  schema: z.ZodType<FirstAdminValues, FirstAdminValues>
  /** Creates the admin. Resolves with a message to keep in the form, or with nothing. */
  onSubmit: (values: FirstAdminValues) => Promise<string | void> | string | void
  /** The card's words. @default English (ENGLISH_FIRST_ADMIN_CARD_LABELS) */
  labels?: FirstAdminCardLabels
  /** The card's heading. @default labels.title */
  title?: string
}

/** First-run setup: the first administrator's address, name and password. */
export function FirstAdminCard({
  schema,
  onSubmit,
  labels = ENGLISH_FIRST_ADMIN_CARD_LABELS,
  title = labels.title,
  className,
  ...props
}: FirstAdminCardProps) {
  const titleId = React.useId()
  const form = useForm<FirstAdminValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: "", displayName: "", password: "", confirmPassword: "" },
  })
  const submit = form.handleSubmit(async (values) => {
    const problem = await onSubmit(values)
    if (problem) form.setError("root.server", { message: problem })
  })

  return (
    <section data-slot="first-admin-card" aria-labelledby={titleId} className={cn("flex flex-col", className)} {...props}>
      <AuthCardHeader icon={<ShieldPlus aria-hidden="true" />} title={title} titleId={titleId} description={labels.description} />
      <FormMessageTexts message={labels.message}>
        <Form {...form}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby={titleId}>
            <FormRootMessage />
            <AccountEmailField control={form.control} name="email" label={labels.email} autoFocus />
            <InputField control={form.control} name="displayName" label={labels.name} description={labels.nameHint} autoComplete="name" />
            <NewPasswordFields
              control={form.control}
              label={labels.password}
              description={labels.passwordHint}
              confirmLabel={labels.confirmPassword}
            />
            <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
              {labels.submit}
            </Button>
          </form>
        </Form>
      </FormMessageTexts>
    </section>
  )
}
