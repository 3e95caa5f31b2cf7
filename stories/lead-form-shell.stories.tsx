import type { Meta, StoryObj } from "@storybook/react-vite"
import { z } from "zod"
import { expect, fn, waitFor } from "storybook/test"
import { InputField } from "../ui/components/form-fields"
import { LeadFormShell, LeadSubmitError, useLeadForm, type LeadFormCopy, type SubmitLead } from "../ui/components/lead-form"
import { Toaster } from "../ui/components/toaster"
import { LEAD_FORM_COPY, REFERENCE } from "./fixtures/lead-forms"
import { findDestructiveToast } from "./support/lead-form-helpers"

const callbackSchema = z.object({
  phone: z.string().min(6, "Please enter a phone number we can call."),
  consent: z.literal(true, { error: "Please accept the privacy policy so we can answer you." }),
})
type Callback = z.infer<typeof callbackSchema>

interface CallbackFormProps {
  copy: LeadFormCopy
  onSubmit: SubmitLead<Callback>
}

/** The smallest lead form: one field inside the shell every lead form shares. */
function CallbackForm({ copy, onSubmit }: CallbackFormProps) {
  const lead = useLeadForm<Callback>({
    formId: "callback-story",
    schema: callbackSchema,
    defaultValues: { phone: "", consent: false } as unknown as Callback,
    onSubmit,
    errorTitle: copy.errorTitle,
  })
  return (
    <div className="max-w-xl">
      <LeadFormShell lead={lead} copy={copy} label="Ask for a call back">
        <InputField control={lead.form.control} name="phone" label="Phone" type="tel" autoComplete="tel" />
      </LeadFormShell>
      <Toaster />
    </div>
  )
}

const WITH_HEADING: LeadFormCopy = {
  ...LEAD_FORM_COPY,
  heading: "Ask for a call back",
  intro: "A project manager calls you within one business day.",
}

const meta = {
  title: "Forms/LeadFormShell",
  component: CallbackForm,
  subcomponents: { LeadFormShell },
  args: { copy: WITH_HEADING, onSubmit: fn<SubmitLead<Callback>>(async () => ({ reference: REFERENCE })) },
  beforeEach: () => sessionStorage.clear(),
  tags: ["autodocs"],
} satisfies Meta<typeof CallbackForm>

export default meta
type Story = StoryObj<typeof meta>

export const WithHeading: Story = {}

export const WithoutHeading: Story = { args: { copy: LEAD_FORM_COPY } }

const fill = async ({ canvas, userEvent }: Parameters<NonNullable<Story["play"]>>[0]) => {
  await userEvent.type(canvas.getByRole("textbox", { name: "Phone" }), "+46 8 123 45 67")
  await userEvent.click(canvas.getByRole("checkbox", { name: /I agree/ }))
  await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
}

export const AsksForConsent: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Phone" }), "+46 8 123 45 67")
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expect(await canvas.findByText("Please accept the privacy policy so we can answer you.")).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Read our privacy policy" })).toHaveAttribute("href", "/privacy-policy")
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const ConfirmsWithTheReference: Story = {
  tags: ["interaction"],
  play: async (context) => {
    await fill(context)
    const heading = await context.canvas.findByRole("heading", { name: LEAD_FORM_COPY.success.heading })
    await expect(heading).toHaveFocus()
    await expect(context.canvas.getByText(REFERENCE)).toBeVisible()
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      { phone: "+46 8 123 45 67", consent: true },
      expect.objectContaining({ website: "" }),
    )
  },
}

export const ServerRefusalMarksTheField: Story = {
  tags: ["interaction"],
  args: {
    onSubmit: fn<SubmitLead<Callback>>(async () => {
      throw new LeadSubmitError("Some answers need another look.", [{ path: "phone", message: "This number cannot be reached." }])
    }),
  },
  play: async (context) => {
    await fill(context)
    await expect(await context.canvas.findByRole("alert")).toHaveTextContent("Some answers need another look.")
    await expect(await context.canvas.findByText("This number cannot be reached.")).toBeVisible()
    await waitFor(() => expect(context.canvas.getByRole("textbox", { name: "Phone" })).toHaveAttribute("aria-invalid", "true"))
    await findDestructiveToast(LEAD_FORM_COPY.errorTitle)
    // Nothing typed is lost.
    await expect(context.canvas.getByRole("textbox", { name: "Phone" })).toHaveValue("+46 8 123 45 67")
  },
}
