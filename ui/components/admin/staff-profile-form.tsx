import * as React from "react"
import { useForm, useWatch } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import type { z } from "zod"
import { Button } from "../button"
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "../form"
import { InputField } from "../form-fields"
import { RoleSelect } from "./role-select"
import { SettingsCard } from "./settings-card"
import type { StaffRoleLabels, StaffRoleName } from "./staff-user-table"

const STAFF_PROFILE_TITLE = "Profile"
const STAFF_PROFILE_DESCRIPTION = "The name staff see in the admin, and what this account may do."
export const DISPLAY_NAME_LABEL = "Display name"
const DISPLAY_NAME_HINT = "Shown instead of the email address. Leave it empty to show the address."
export const ROLE_LABEL = "Role"
const EMAIL_LABEL = "Email"
export const STAFF_PROFILE_SAVE_LABEL = "Save changes"
export const STAFF_PROFILE_SAVED_LABEL = "All changes saved"

export interface StaffProfileValues {
  displayName: string
  role: StaffRoleName
}

export interface StaffProfileFormProps extends Omit<React.ComponentProps<"section">, "onSubmit" | "title"> {
  /** The rules of the fields (the admin-users function checks the same). */
  schema: z.ZodType<StaffProfileValues, StaffProfileValues>
  /** The roles to choose from, with what each may do (the invitation mail says the same). */
  roles: StaffRoleLabels
  /** The profile as saved: the form starts from it. */
  defaultValues: StaffProfileValues
  /** The account's address, shown read-only. */
  email: string
  /** Saves. Resolves with a message when the server refused, or with nothing. */
  onSubmit: (values: StaffProfileValues) => Promise<string | void> | string | void
  /** Why the role cannot be changed here (the admin's own account, the last admin); the select is then disabled. */
  roleLockedReason?: string
}

/** The display name and role of a staff account, saved together. */
export function StaffProfileForm({ schema, roles, defaultValues, email, onSubmit, roleLockedReason, ...props }: StaffProfileFormProps) {
  const formId = React.useId()
  const form = useForm<StaffProfileValues>({ resolver: zodResolver(schema), defaultValues })
  const role = useWatch({ control: form.control, name: "role" })

  const [saved, setSaved] = React.useState(false)

  const submit = form.handleSubmit(async (values) => {
    setSaved(false)
    const problem = await onSubmit(values)
    if (problem) return form.setError("root.server", { message: problem })
    form.reset(values)
    setSaved(true)
  })

  return (
    <SettingsCard
      title={STAFF_PROFILE_TITLE}
      description={STAFF_PROFILE_DESCRIPTION}
      footer={
        <>
          <span aria-live="polite">{saved && !form.formState.isDirty ? STAFF_PROFILE_SAVED_LABEL : ""}</span>
          <Button type="submit" form={formId} size="sm" loading={form.formState.isSubmitting}>
            {STAFF_PROFILE_SAVE_LABEL}
          </Button>
        </>
      }
      {...props}
    >
      <Form {...form}>
        <form id={formId} noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
          <FormRootMessage className="sm:col-span-2" />
          <div className="grid gap-2 sm:col-span-2">
            <p className="text-sm font-medium">{EMAIL_LABEL}</p>
            <p className="text-sm break-all text-muted-foreground">{email}</p>
          </div>
          <InputField
            control={form.control}
            name="displayName"
            label={DISPLAY_NAME_LABEL}
            description={DISPLAY_NAME_HINT}
            autoComplete="off"
          />
          <FormField
            control={form.control}
            name="role"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{ROLE_LABEL}</FormLabel>
                <FormControl>
                  <RoleSelect
                    roles={roles}
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={!!roleLockedReason}
                  />
                </FormControl>
                <FormDescription>{roleLockedReason ?? roles[role].description}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </form>
      </Form>
    </SettingsCard>
  )
}
