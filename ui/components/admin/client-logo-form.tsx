import * as React from "react"
import { useForm, useWatch } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { z } from "zod"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { Form, FormRootMessage } from "../form"
import { InputField } from "../form-fields"
import { LogoUploader } from "./logo-uploader"

const optionalText = (max: number, message: string) => z.string().trim().max(max, message)

const clientLogoSchema = z.object({
  name: z.string().trim().min(1, "Enter the client's name.").max(120, "Keep the name under 120 characters."),
  industry: optionalText(80, "Keep the industry under 80 characters."),
  websiteUrl: z
    .string()
    .trim()
    .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), "Enter a web address that starts with https://."),
  logoUrl: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || /^(https?:\/\/|\/)\S+$/i.test(value),
      "Enter an image address that starts with https://, or upload a file.",
    ),
})
export type ClientLogoValues = z.infer<typeof clientLogoSchema>

const EMPTY_CLIENT_LOGO: ClientLogoValues = { name: "", industry: "", websiteUrl: "", logoUrl: "" }

export interface ClientLogoFormProps extends Omit<React.ComponentProps<"form">, "onSubmit"> {
  /** The logo being edited; empty for a new one. */
  defaultValues?: ClientLogoValues
  /** Saves the logo; resolves with a message when the server refused it (shown above the fields). */
  onSubmit: (values: ClientLogoValues) => Promise<string | void> | string | void
  /** Stores an uploaded file and resolves with its public URL (see LogoUploader's onUpload). */
  onUploadLogo: (file: File, onProgress: (fraction: number) => void) => Promise<string>
  /** Shows a "Cancel" button that calls it (back to the list). */
  onCancel?: () => void
  /** Text of the save button. @default "Save logo" */
  submitLabel?: string
}

/** A client logo's name, industry, website and image (uploaded, or an address). */
export function ClientLogoForm({
  defaultValues = EMPTY_CLIENT_LOGO,
  onSubmit,
  onUploadLogo,
  onCancel,
  submitLabel = "Save logo",
  className,
  ...props
}: ClientLogoFormProps) {
  const form = useForm<ClientLogoValues>({ resolver: zodResolver(clientLogoSchema), defaultValues })
  const submit = form.handleSubmit(async (values) => {
    const problem = await onSubmit(values)
    if (problem) form.setError("root.server", { message: problem })
  })
  const logoUrl = useWatch({ control: form.control, name: "logoUrl" })
  const name = useWatch({ control: form.control, name: "name" })
  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} data-slot="client-logo-form" className={cn("flex flex-col gap-5", className)} {...props}>
        <FormRootMessage />
        <InputField control={form.control} name="name" label="Client name" autoComplete="off" />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField control={form.control} name="industry" label="Industry" autoComplete="off" placeholder="e.g. Automotive" />
          <InputField control={form.control} name="websiteUrl" label="Website" type="url" inputMode="url" placeholder="https://" />
        </div>
        <LogoUploader
          label="Logo"
          description="Shown in the logo wall on the home page."
          surface="light"
          companyName={name || undefined}
          emptyPreview={
            <span data-slot="client-logo-form-no-logo" className="text-center text-sm text-muted-foreground">
              No logo yet: the home page shows {name ? `“${name}”` : "the client's name"} as a wordmark.
            </span>
          }
          value={logoUrl || null}
          onUpload={async (file, onProgress) => {
            const url = await onUploadLogo(file, onProgress)
            form.setValue("logoUrl", url, { shouldDirty: true, shouldValidate: true })
          }}
          onRemove={() => form.setValue("logoUrl", "", { shouldDirty: true })}
        />
        <InputField
          control={form.control}
          name="logoUrl"
          label="Logo address"
          description="Filled in by an upload, or paste the address of an image."
          type="url"
          inputMode="url"
          placeholder="https://"
        />
        <div className="flex flex-wrap justify-end gap-2">
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Form>
  )
}
