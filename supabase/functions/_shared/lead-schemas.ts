/**
 * One zod schema per lead form, shared by the forms on the site (through app/data/leads.ts) and by
 * the submit-lead edge function, which checks every submission again. The database enforces the
 * same rules with constraints (supabase/migrations/20260401000000_leads.sql, lead_details_valid),
 * and a consultation's slots with a trigger (20261128000100_consultation_office_hours.sql).
 *
 * Each schema is built on its first use (z.lazy), not when the module loads: building all of them
 * costs a phone tens of milliseconds on a page that shows one form and checks it only when sent.
 */
import { z } from "zod"
import { SITE_LOCALES, SOURCE_LOCALE } from "./locales.ts"
import { bookingSlotProblem, isTimeZone } from "./office-hours.ts"
import { LEAD_TYPES, MAX_FILE_BYTES, MAX_FILES_PER_LEAD, MAX_TOTAL_FILE_BYTES, type LeadType } from "./lead-rules.ts"

export * from "./lead-rules.ts"

const required = (message: string, max = 200) => z.string().trim().min(1, message).max(max, `Please keep this under ${max} characters.`)
const optional = (max = 200) => z.string().trim().max(max, `Please keep this under ${max} characters.`).optional().or(z.literal(""))

const name = () => required("Please enter your name.")
const email = () =>
  z
    .string()
    .trim()
    .min(1, "Please enter your email address.")
    .max(320)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Please enter a valid email address, for example name@company.com.")
const company = () => required("Please enter your company or organisation.")
const phone = () =>
  z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ()-]{5,30})?$/, "Please enter a phone number with digits, spaces and an optional leading +.")
    .optional()
const consent = () => z.boolean().refine((value) => value, "Please accept the privacy policy so we can answer you.")

/** A file already in the uploads bucket under pending/<uuid>/. */
export const uploadedFileSchema = z.lazy(() =>
  z.object({
    path: z.string().regex(/^pending\/[0-9a-f-]{36}\/[^/]{1,255}$/),
    name: z.string().min(1).max(255),
    size: z.number().int().min(0).max(MAX_FILE_BYTES),
    wordCount: z.number().int().min(0).optional(),
  }),
)
export type UploadedFile = z.infer<typeof uploadedFileSchema>

const files = () =>
  z
    .array(uploadedFileSchema)
    .max(MAX_FILES_PER_LEAD, `Please attach at most ${MAX_FILES_PER_LEAD} files.`)
    .refine((list) => list.reduce((sum, file) => sum + file.size, 0) <= MAX_TOTAL_FILE_BYTES, "Together the files may be at most 200 MB.")

const isoDate = () =>
  z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Please choose a date.")
    .optional()

export const quoteSchema = z.lazy(() =>
  z.object({
    name: name(),
    email: email(),
    company: company(),
    phone: phone(),
    service: required("Please choose the service closest to what you need.", 100),
    sourceLanguage: required("Please tell us the source language.", 20),
    targetLanguages: z.array(z.string().min(1).max(20)).min(1, "Please choose at least one target language.").max(30),
    subjectField: optional(100),
    files: files(),
    deadline: isoDate(),
    budget: optional(40),
    instructions: required("Please describe your project in a sentence or two.", 5000),
    consent: consent(),
  }),
)

/** A consultation's preferred times: each one a slot a visitor may book now (office-hours.ts). */
export const consultationSlotsSchema = z.lazy(() =>
  z
    .array(z.string().max(40))
    .min(1, "Please suggest at least one time window.")
    .max(5)
    .superRefine((slots, ctx) => {
      // Checked on the checking side's own clock: the browser's as the visitor sends, submit-lead's again.
      const now = Date.now()
      slots.forEach((slot, index) => {
        const problem = bookingSlotProblem(slot, now)
        const choice = slots.length > 1 ? `Choice ${index + 1}: ` : ""
        if (problem) ctx.addIssue({ code: "custom", message: `${choice}${problem.message}` })
        else if (slots.indexOf(slot) < index)
          ctx.addIssue({
            code: "custom",
            message: `${choice}this is the same time as choice ${slots.indexOf(slot) + 1}. Please choose another.`,
          })
      })
    }),
)

export const consultationSchema = z.lazy(() =>
  z.object({
    name: name(),
    email: email(),
    company: company(),
    topic: required("Please choose a topic.", 100),
    slots: consultationSlotsSchema,
    timeZone: required("Please choose your time zone so we can propose suitable times.", 64).refine(
      isTimeZone,
      "Please choose a time zone by its name, such as Europe/Stockholm.",
    ),
    message: optional(5000),
    consent: consent(),
  }),
)

export const contactSchema = z.lazy(() =>
  z.object({
    name: name(),
    email: email(),
    company: optional(),
    subject: optional(200),
    message: required("Please write your message.", 5000),
    consent: consent(),
  }),
)

export const jobApplicationSchema = z.lazy(() =>
  z.object({
    name: name(),
    email: email(),
    phone: phone(),
    position: required("Please choose the position you are applying for.", 200),
    linkedin: z
      .string()
      .trim()
      .regex(/^(https:\/\/([a-z]{2,3}\.)?linkedin\.com\/.+)?$/i, "Please enter a LinkedIn profile address, starting with https://.")
      .max(300)
      .optional(),
    cv: z.array(uploadedFileSchema).length(1, "Please attach your CV."),
    coverLetterFile: z.array(uploadedFileSchema).max(1),
    coverLetter: optional(5000),
    consent: consent(),
  }),
)

export const freelancerSchema = z.lazy(() =>
  z.object({
    name: name(),
    email: email(),
    phone: phone(),
    languagePairs: z.array(z.string().min(1).max(60)).min(1, "Please add at least one language pair.").max(20),
    services: z.array(z.string().min(1).max(100)).min(1, "Please choose at least one service.").max(20),
    specialisations: z.array(z.string().min(1).max(100)).max(20),
    catTools: z.array(z.string().min(1).max(100)).max(20),
    rate: z.number({ message: "Please enter your rate per word." }).min(0, "Please enter a rate of 0 or more.").max(100000),
    currency: z.enum(["EUR", "SEK", "USD", "GBP", "NOK", "DKK"], { message: "Please choose a currency." }),
    yearsExperience: z.number({ message: "Please enter your years of experience." }).int("Please enter whole years.").min(0).max(70),
    vatNumber: optional(40),
    cv: z.array(uploadedFileSchema).length(1, "Please attach your CV."),
    consent: consent(),
  }),
)

export const eventRegistrationSchema = z.lazy(() =>
  z.object({
    name: name(),
    email: email(),
    company: optional(),
    event: required("Please choose an event.", 200),
    message: optional(2000),
    consent: consent(),
  }),
)

export const brochureSchema = z.lazy(() =>
  z.object({
    name: name(),
    email: email(),
    company: company(),
    brochure: required("Please choose a brochure.", 100),
    consent: consent(),
  }),
)

/** A problem with the website's accessibility, reported from /accessibility. */
export const accessibilityReportSchema = z.lazy(() =>
  z.object({
    name: name(),
    email: email(),
    pageAddress: optional(300),
    problem: required("Please describe the problem you met.", 5000),
    assistiveTechnology: optional(200),
    consent: consent(),
  }),
)

export const LEAD_FORM_SCHEMAS = {
  quote: quoteSchema,
  consultation: consultationSchema,
  contact: contactSchema,
  job_application: jobApplicationSchema,
  freelancer_application: freelancerSchema,
  event_registration: eventRegistrationSchema,
  brochure_request: brochureSchema,
  accessibility_report: accessibilityReportSchema,
} as const satisfies Record<LeadType, z.ZodType>

export type QuoteValues = z.infer<typeof quoteSchema>
export type ConsultationValues = z.infer<typeof consultationSchema>
export type ContactValues = z.infer<typeof contactSchema>
export type JobApplicationValues = z.infer<typeof jobApplicationSchema>
export type FreelancerValues = z.infer<typeof freelancerSchema>
export type EventRegistrationValues = z.infer<typeof eventRegistrationSchema>
export type BrochureValues = z.infer<typeof brochureSchema>
export type AccessibilityReportValues = z.infer<typeof accessibilityReportSchema>
export type LeadFormValues<T extends LeadType> = z.infer<(typeof LEAD_FORM_SCHEMAS)[T]>

/** What the site sends to submit-lead. */
export const leadSubmissionSchema = z.lazy(() =>
  z.object({
    type: z.enum(LEAD_TYPES),
    /** The browser's id for this submission; a retry with the same id returns the same lead. */
    submissionId: z.uuid(),
    /**
     * The form's start token (lead-start-token), for the minimum fill time; checked by submit-lead, so a
     * missing or malformed one gets its own answer rather than "not a form submission".
     */
    startToken: z.string().optional(),
    /** The honeypot: a field people never see; anything in it marks a bot. */
    website: z.string().max(500).optional(),
    pagePath: z.string().regex(/^\/[^\s]{0,299}$/),
    /** The language of the page the form was sent from (localeOfPath); the visitor's mails are in it. */
    locale: z.enum(SITE_LOCALES).default(SOURCE_LOCALE),
    fields: z.record(z.string(), z.unknown()),
  }),
)
export type LeadSubmission<T extends LeadType = LeadType> = Omit<z.input<typeof leadSubmissionSchema>, "type" | "fields"> & {
  type: T
  fields: LeadFormValues<T>
}

const CONTACT_COLUMNS = ["name", "email", "company", "phone", "consent"] as const
const FILE_FIELDS = ["files", "cv", "coverLetterFile"] as const

/** A form's values split the way the leads table stores them. */
export interface LeadRecord {
  name: string
  email: string
  company: string | null
  phone: string | null
  details: Record<string, unknown>
  files: UploadedFile[]
}

/** Splits checked form values into the contact columns, the type's details and the files. */
export function toLeadRecord(values: Record<string, unknown>): LeadRecord {
  const details: Record<string, unknown> = {}
  const files: UploadedFile[] = []
  for (const [key, value] of Object.entries(values)) {
    if ((FILE_FIELDS as readonly string[]).includes(key)) files.push(...(value as UploadedFile[]))
    else if (!(CONTACT_COLUMNS as readonly string[]).includes(key) && value !== undefined && value !== "") details[key] = value
  }
  const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null)
  return {
    name: String(values.name).trim(),
    email: String(values.email).trim().toLowerCase(),
    company: text(values.company),
    phone: text(values.phone),
    details,
    files,
  }
}

/** What submit-lead answers. */
export type SubmitLeadResponse = { reference: string; id: string } | { error: { code: SubmitLeadErrorCode; message: string } }
export type SubmitLeadErrorCode =
  | "invalid_request"
  | "invalid_locale"
  | "invalid_fields"
  | "too_fast"
  | "start_token_missing"
  | "start_token_invalid"
  | "start_token_wrong_form"
  | "start_token_expired"
  | "rate_limited"
  | "file_missing"
  | "file_taken"
  | "too_many_files"
  | "files_too_large"
  | "server_error"
