import * as React from "react"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import type { z } from "zod"
import { ShieldPlus } from "lucide-react"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { Form, FormRootMessage } from "../form"
import { AccountEmailField, InputField, NewPasswordFields } from "../form-fields"
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
  /** The card's heading. @default "Create the first admin" */
  title?: string
}

/** First-run setup: the first administrator's address, name and password. */
export function FirstAdminCard({ schema, onSubmit, title = FIRST_ADMIN_TITLE, className, ...props }: FirstAdminCardProps) {
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
      <AuthCardHeader icon={<ShieldPlus aria-hidden="true" />} title={title} titleId={titleId} description={FIRST_ADMIN_DESCRIPTION} />
      <Form {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby={titleId}>
          <FormRootMessage />
          <AccountEmailField control={form.control} name="email" label={FIRST_ADMIN_EMAIL_LABEL} autoFocus />
          <InputField
            control={form.control}
            name="displayName"
            label={FIRST_ADMIN_NAME_LABEL}
            description={FIRST_ADMIN_NAME_HINT}
            autoComplete="name"
          />
          <NewPasswordFields control={form.control} label={FIRST_ADMIN_PASSWORD_LABEL} description={FIRST_ADMIN_PASSWORD_HINT} />
          <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
            {FIRST_ADMIN_SUBMIT_LABEL}
          </Button>
        </form>
      </Form>
    </section>
  )
}
