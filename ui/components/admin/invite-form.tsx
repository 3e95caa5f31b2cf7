import * as React from "react"
import { useForm, useWatch } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import type { z } from "zod"
import { Send } from "lucide-react"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "../form"
import { InputField } from "../form-fields"
import { RoleSelect } from "./role-select"
import type { StaffRoleLabels, StaffRoleName } from "./staff-user-table"

export const INVITE_EMAIL_LABEL = "Email"
const INVITE_EMAIL_HINT = "The invitation goes to this address. Its link is valid for one hour."
export const INVITE_NAME_LABEL = "Display name"
const INVITE_NAME_HINT = "Optional. They can be renamed later."
export const INVITE_ROLE_LABEL = "Role"
export const INVITE_SUBMIT_LABEL = "Send invitation"

export interface InviteValues {
  email: string
  displayName: string
  role: StaffRoleName
}

export interface InviteFormProps extends Omit<React.ComponentProps<"form">, "onSubmit"> {
  /** The rules of the fields (the admin-users function checks the same). */
  schema: z.ZodType<InviteValues, InviteValues>
  /** The roles to choose from, with what each may do (the invitation mail says the same). */
  roles: StaffRoleLabels
  /** Sends the invitation. Resolves with a message when it was refused (the form keeps it), or with nothing (the form empties). */
  onInvite: (values: InviteValues) => Promise<string | void> | string | void
  /** The role chosen to start with. @default "editor" */
  defaultRole?: StaffRoleName
}

/** Invites a staff member: address, name and role. */
export function InviteForm({ schema, roles, onInvite, defaultRole = "editor", className, ...props }: InviteFormProps) {
  const empty = { email: "", displayName: "", role: defaultRole }
  const form = useForm<InviteValues>({ resolver: zodResolver(schema), defaultValues: empty })
  const role = useWatch({ control: form.control, name: "role" })

  const submit = form.handleSubmit(async (values) => {
    const problem = await onInvite(values)
    if (problem) form.setError("root.server", { message: problem })
    else form.reset(empty)
  })

  return (
    <Form {...form}>
      <form data-slot="invite-form" noValidate onSubmit={submit} className={cn("grid gap-5 sm:grid-cols-2", className)} {...props}>
        <FormRootMessage className="sm:col-span-2" />
        <InputField
          control={form.control}
          name="email"
          label={INVITE_EMAIL_LABEL}
          description={INVITE_EMAIL_HINT}
          itemClassName="sm:col-span-2"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <InputField control={form.control} name="displayName" label={INVITE_NAME_LABEL} description={INVITE_NAME_HINT} autoComplete="off" />
        <FormField
          control={form.control}
          name="role"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{INVITE_ROLE_LABEL}</FormLabel>
              <FormControl>
                <RoleSelect roles={roles} ref={field.ref} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />
              </FormControl>
              <FormDescription>{roles[role].description}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="sm:col-span-2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Send aria-hidden="true" />
            {INVITE_SUBMIT_LABEL}
          </Button>
        </div>
      </form>
    </Form>
  )
}
