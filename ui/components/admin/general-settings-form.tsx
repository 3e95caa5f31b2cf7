import * as React from "react"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { z } from "zod"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { Form, FormRootMessage } from "../form"
import { InputField } from "../form-fields"
import { CONTACT_PURPOSE_FIELDS, CONTACT_PURPOSES, type ContactPurpose } from "../../lib/contact-purposes"
import { SOCIAL_PLATFORM_NAMES } from "../../lib/social-platforms"
import type { SocialPlatform } from "../site-footer"

const PLATFORMS = Object.keys(SOCIAL_PLATFORM_NAMES) as SocialPlatform[]

const required = (what: string, max = 120) => z.string().trim().min(1, `Enter ${what}.`).max(max, `Keep it under ${max} characters.`)

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/
const email = (label: string) =>
  z
    .string()
    .trim()
    .max(254, "Keep it under 254 characters.")
    .regex(EMAIL, `Enter the ${label.toLowerCase()} address, such as hello@nordika.se.`)

const socialUrl = (platform: SocialPlatform) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === "" || /^https:\/\/\S+$/.test(value),
      `Enter the ${SOCIAL_PLATFORM_NAMES[platform]} address, starting with https://.`,
    )

const generalSettingsSchema = z.object({
  companyName: required("the company name"),
  contactPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{4,30}$/, "Enter a phone number of digits, spaces and dashes, such as +46 8 123 456 00."),
  address: z.object({
    name: required("the legal name"),
    street: required("the street address"),
    postalCode: required("the postal code", 20),
    city: required("the city"),
    country: required("the country"),
  }),
  socialLinks: z.object({
    linkedin: socialUrl("linkedin"),
    x: socialUrl("x"),
    youtube: socialUrl("youtube"),
    instagram: socialUrl("instagram"),
  }),
  contactAddresses: z.object(
    Object.fromEntries(CONTACT_PURPOSES.map((purpose) => [purpose, email(CONTACT_PURPOSE_FIELDS[purpose].label)])) as Record<
      ContactPurpose,
      ReturnType<typeof email>
    >,
  ),
})
export type GeneralSettingsValues = z.infer<typeof generalSettingsSchema>

export interface GeneralSettingsFormProps extends Omit<React.ComponentProps<"form">, "onSubmit"> {
  /** The settings as saved: the form starts from them and "Discard" goes back to them. */
  defaultValues: GeneralSettingsValues
  /** Saves; resolves with a message when the server refused (shown above the fields). */
  onSubmit: (values: GeneralSettingsValues) => Promise<string | void> | string | void
}

function FieldSet({ legend, description, children }: { legend: string; description: string; children: React.ReactNode }) {
  return (
    <fieldset
      data-slot="general-settings-section"
      className="grid gap-5 border-t border-border pt-6 first:border-t-0 first:pt-0 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10"
    >
      <div className="flex flex-col gap-1">
        <legend className="text-sm font-semibold text-foreground">{legend}</legend>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="flex flex-col gap-5">{children}</div>
    </fieldset>
  )
}

/** Company name and phone, the contact address of each purpose, postal address and social profiles for the public site. */
export function GeneralSettingsForm({ defaultValues, onSubmit, className, ...props }: GeneralSettingsFormProps) {
  const form = useForm<GeneralSettingsValues>({ resolver: zodResolver(generalSettingsSchema), defaultValues })
  const submit = form.handleSubmit(async (values) => {
    const problem = await onSubmit(values)
    if (problem) form.setError("root.server", { message: problem })
    else form.reset(values)
  })
  const { control } = form
  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} data-slot="general-settings-form" className={cn("flex flex-col gap-6", className)} {...props}>
        <FormRootMessage />
        <FieldSet legend="Company" description="How the website names the company and how visitors reach it.">
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField control={control} name="companyName" label="Company name" autoComplete="organization" />
            <InputField control={control} name="contactPhone" label="Contact phone" type="tel" autoComplete="tel" />
          </div>
        </FieldSet>
        <FieldSet
          legend="Contact addresses"
          description="One address for each purpose; every page and form that shows one takes it from here. The offices' mailboxes share the domain of the general address."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            {CONTACT_PURPOSES.map((purpose) => (
              <InputField
                key={purpose}
                control={control}
                name={`contactAddresses.${purpose}`}
                label={CONTACT_PURPOSE_FIELDS[purpose].label}
                description={CONTACT_PURPOSE_FIELDS[purpose].description}
                type="email"
                spellCheck={false}
              />
            ))}
          </div>
        </FieldSet>
        <FieldSet legend="Postal address" description="The head office, shown in the footer of every page.">
          <InputField control={control} name="address.name" label="Legal name" description="Also the holder of the copyright line." />
          <InputField control={control} name="address.street" label="Street" />
          <div className="grid gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <InputField control={control} name="address.postalCode" label="Postal code" />
            <InputField control={control} name="address.city" label="City" />
          </div>
          <InputField control={control} name="address.country" label="Country" />
        </FieldSet>
        <FieldSet legend="Social profiles" description="Icons in the footer; leave a field empty to hide its icon.">
          <div className="grid gap-5 sm:grid-cols-2">
            {PLATFORMS.map((platform) => (
              <InputField
                key={platform}
                control={control}
                name={`socialLinks.${platform}`}
                label={SOCIAL_PLATFORM_NAMES[platform]}
                type="url"
                placeholder="https://"
              />
            ))}
          </div>
        </FieldSet>
        <div className="flex justify-end gap-2 border-t border-border pt-5">
          <Button
            type="button"
            variant="outline"
            disabled={!form.formState.isDirty || form.formState.isSubmitting}
            onClick={() => form.reset()}
          >
            Discard changes
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save settings
          </Button>
        </div>
      </form>
    </Form>
  )
}
