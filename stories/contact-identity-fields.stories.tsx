import type { Meta, StoryObj } from "@storybook/react-vite"
import { z } from "zod"
import { expect, fn, waitFor } from "storybook/test"
import {
  COMPANY_LABEL,
  ContactIdentityFields,
  EMAIL_LABEL,
  FULL_NAME_LABEL,
  InputField,
  WORK_EMAIL_LABEL,
  type ContactIdentityFieldsProps,
} from "../ui/components/form-fields"
import { FieldStoryForm } from "./support/field-story"

interface Enquiry {
  name: string
  email: string
  company?: string
  phone?: string
}

const NAME_MESSAGE = "Please enter your name."
const EMAIL_MESSAGE = "Please enter your email address."
const COMPANY_MESSAGE = "Please enter your company or organisation."

const schemaFor = (company: ContactIdentityFieldsProps<Enquiry>["company"]) =>
  z.object({
    name: z.string().min(1, NAME_MESSAGE),
    email: z.email(EMAIL_MESSAGE),
    company: company === "required" ? z.string().min(1, COMPANY_MESSAGE) : z.string().optional(),
    phone: z.string().optional(),
  })

interface EnquiryFieldsProps extends Omit<ContactIdentityFieldsProps<Enquiry>, "control" | "besideCompany"> {
  /** Puts a phone number beside the company, as the quote form does. */
  withPhone?: boolean
  onValid: (values: Enquiry) => void
}

/** ContactIdentityFields at the top of the smallest form, as the lead forms start. */
function EnquiryFields({ withPhone, onValid, ...identity }: EnquiryFieldsProps) {
  return (
    <FieldStoryForm<Enquiry>
      schema={schemaFor(identity.company)}
      defaultValues={{ name: "", email: "", company: "", phone: "" }}
      onValid={onValid}
    >
      {(control) => (
        <ContactIdentityFields
          control={control}
          {...identity}
          besideCompany={
            withPhone ? (
              <InputField control={control} name="phone" label="Phone number" type="tel" autoComplete="tel" optional />
            ) : undefined
          }
        />
      )}
    </FieldStoryForm>
  )
}

const meta = {
  title: "Forms/ContactIdentityFields",
  component: EnquiryFields,
  subcomponents: { ContactIdentityFields },
  args: { onValid: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof EnquiryFields>

export default meta
type Story = StoryObj<typeof meta>

/** A name and an email, as the freelancer, job and accessibility forms ask. */
export const NameAndEmail: Story = {}

/** A business enquiry: the work email, the company required and a field beside it (the quote form). */
export const WorkEmailAndCompany: Story = { args: { workEmail: true, company: "required", withPhone: true } }

/** The company alone on its row, optional and under its own label (the event registration). */
export const OptionalCompanyOnItsOwnRow: Story = { args: { company: "optional", companyLabel: "Company or agency" } }

export const Invalid: Story = {
  args: { workEmail: true, company: "required", withPhone: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    for (const message of [NAME_MESSAGE, EMAIL_MESSAGE, COMPANY_MESSAGE]) await expect(await canvas.findByText(message)).toBeVisible()
    await expect(canvas.getByRole("textbox", { name: FULL_NAME_LABEL })).toHaveFocus()
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

/** Each field carries the browser's autofill name, so a returning visitor fills all three in one go. */
export const AutofillKnowsEachField: Story = {
  tags: ["interaction"],
  args: { company: "required" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: FULL_NAME_LABEL })).toHaveAttribute("autocomplete", "name")
    const email = canvas.getByRole("textbox", { name: EMAIL_LABEL })
    await expect(email).toHaveAttribute("type", "email")
    await expect(email).toHaveAttribute("autocomplete", "email")
    await expect(canvas.getByRole("textbox", { name: COMPANY_LABEL })).toHaveAttribute("autocomplete", "organization")
  },
}

/** Without `company` the form asks none; `workEmail` and `optional` show in the labels. */
export const AsksOnlyWhatTheFormNeeds: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("textbox")).toHaveLength(2)
    await expect(canvas.queryByRole("textbox", { name: new RegExp(COMPANY_LABEL) })).not.toBeInTheDocument()
  },
}

export const LabelsSayWorkEmailAndOptional: Story = {
  tags: ["interaction"],
  args: { workEmail: true, company: "optional" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: WORK_EMAIL_LABEL })).toBeVisible()
    await expect(canvas.getByRole("textbox", { name: `${COMPANY_LABEL} (optional)` })).toBeVisible()
  },
}

/** The name and the email share a row from the small breakpoint up, and the company shares the next with the field beside it. */
export const TwoFieldsARowOnAWideScreen: Story = {
  tags: ["interaction"],
  args: { workEmail: true, company: "required", withPhone: true },
  play: async ({ canvas }) => {
    const top = (name: string) => canvas.getByRole("textbox", { name }).getBoundingClientRect().top
    await expect(top(WORK_EMAIL_LABEL)).toBe(top(FULL_NAME_LABEL))
    await expect(top("Phone number (optional)")).toBe(top(COMPANY_LABEL))
    await expect(top(COMPANY_LABEL)).toBeGreaterThan(top(FULL_NAME_LABEL))
  },
}

export const HandsTheFormWhoIsWriting: Story = {
  tags: ["interaction"],
  args: { workEmail: true, company: "required" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: FULL_NAME_LABEL }), "Astrid Lindqvist")
    await userEvent.type(canvas.getByRole("textbox", { name: WORK_EMAIL_LABEL }), "astrid.lindqvist@nordika.se")
    await userEvent.type(canvas.getByRole("textbox", { name: COMPANY_LABEL }), "Lindqvist Medical AB")
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith(
        { name: "Astrid Lindqvist", email: "astrid.lindqvist@nordika.se", company: "Lindqvist Medical AB", phone: "" },
        expect.anything(),
      ),
    )
  },
}
