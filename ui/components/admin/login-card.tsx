import * as React from "react"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { z } from "zod"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { Form, FormControl, FormField, FormItem, FormLabel, FormRootMessage } from "../form"
import { Input } from "../input"
import { AuthCardHeader, AuthLink } from "./auth-layout"

export const LOGIN_TITLE = "Staff sign-in"
export const LOGIN_DESCRIPTION = "Sign in to manage the Nordika website."
/** The message when the email or the password is left empty (the wording of supabase-js). */
export const MISSING_CREDENTIALS_MESSAGE = "You must provide either an email or phone number and a password"
export const LOGIN_EMAIL_LABEL = "Email"
export const LOGIN_PASSWORD_LABEL = "Password"
export const LOGIN_SUBMIT_LABEL = "Sign in"
export const LOGIN_HELP_LABEL = "Can't sign in?"

export const loginSchema = z
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
  /** The card's heading. @default "Staff sign-in" */
  title?: string
  /** A sentence under the heading. */
  description?: React.ReactNode
  /** The address to start with (remembered from the last sign-in, say). */
  defaultEmail?: string
}

/** The sign-in step: email and password, the spec's message when one is missing, and the way to access recovery. */
export function LoginCard({
  onSubmit,
  helpHref = "/emergency-login",
  title = LOGIN_TITLE,
  description = LOGIN_DESCRIPTION,
  defaultEmail = "",
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

  return (
    <section data-slot="login-card" aria-labelledby={titleId} className={cn("flex flex-col", className)} {...props}>
      <AuthCardHeader title={title} description={description} titleId={titleId} />
      <Form {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby={titleId}>
          <FormRootMessage />
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{LOGIN_EMAIL_LABEL}</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="username" autoCapitalize="none" spellCheck={false} autoFocus {...field} />
                </FormControl>
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{LOGIN_PASSWORD_LABEL}</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="current-password" {...field} />
                </FormControl>
              </FormItem>
            )}
          />
          <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
            {LOGIN_SUBMIT_LABEL}
          </Button>
        </form>
      </Form>
      <p className="mt-5 text-center text-sm">
        <AuthLink href={helpHref}>{LOGIN_HELP_LABEL}</AuthLink>
      </p>
    </section>
  )
}
