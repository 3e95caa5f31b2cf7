import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, type Mock } from "storybook/test"
import { AccessibilityReportForm, type AccessibilityReportValues } from "../ui/components/accessibility-report-form"
import { leadDraftKey, type SubmitLead } from "../ui/components/lead-form"
import { Toaster } from "../ui/components/toaster"
import { accessibilityReportSchema } from "#shared/lead-schemas"
import { LEAD_FORM_COPY, REFERENCE } from "./fixtures/lead-forms"
import { expectMessages, findDestructiveToast } from "./support/lead-form-helpers"

const meta = {
  title: "Forms/AccessibilityReportForm",
  component: AccessibilityReportForm,
  args: {
    schema: accessibilityReportSchema,
    // The toast says what the form sends, as the copy it is given says it.
    copy: { ...LEAD_FORM_COPY, errorTitle: "Your report could not be sent" },
    onSubmit: fn<SubmitLead<AccessibilityReportValues>>(async () => ({ reference: REFERENCE })),
    formId: "accessibility-report-story",
  },
  beforeEach: () => sessionStorage.clear(),
  render: (args) => (
    <div className="max-w-2xl">
      <AccessibilityReportForm {...args} />
      <Toaster />
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof AccessibilityReportForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const EmptySubmitAsksOnlyForWhatItNeeds: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expectMessages(canvas, [
      "Please enter your name.",
      "Please enter your email address.",
      "Please describe the problem you met.",
      "Please accept the privacy policy so we can answer you.",
    ])
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

const fill = async (
  canvas: Parameters<NonNullable<Story["play"]>>[0]["canvas"],
  userEvent: Parameters<NonNullable<Story["play"]>>[0]["userEvent"],
) => {
  await userEvent.type(canvas.getByRole("textbox", { name: "Full name" }), "Maja Berg")
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "maja@example.com")
  await userEvent.type(canvas.getByRole("textbox", { name: "What went wrong?" }), "The language list does not open with Enter.")
  await userEvent.click(canvas.getByRole("checkbox", { name: /I agree/ }))
}

export const ThePageTheVisitorCameFromIsFilledIn: Story = {
  tags: ["interaction"],
  args: { pageAddress: "/contact/request-quote" },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("textbox", { name: "Page address (optional)" })).toHaveValue("/contact/request-quote")
    await fill(canvas, userEvent)
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expect(await canvas.findByText(REFERENCE)).toBeVisible()
    const [values] = (args.onSubmit as Mock<SubmitLead<AccessibilityReportValues>>).mock.calls[0]
    await expect(values).toMatchObject({ name: "Maja Berg", pageAddress: "/contact/request-quote", assistiveTechnology: "" })
    await expect(sessionStorage.getItem(leadDraftKey("accessibility-report-story"))).toBeNull()
  },
}

export const BackendFailureKeepsTheReport: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn<SubmitLead<AccessibilityReportValues>>(async () => Promise.reject(new Error("The server is not answering."))) },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent)
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await findDestructiveToast("Your report could not be sent")
    await expect(canvas.getByRole("textbox", { name: "What went wrong?" })).toHaveValue("The language list does not open with Enter.")
  },
}
