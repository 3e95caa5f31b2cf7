import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, type Mock } from "storybook/test"
import { JobApplicationForm, type JobApplicationValues } from "../ui/components/job-application-form"
import { leadDraftKey, type SubmitLead } from "../ui/components/lead-form"
import { Toaster } from "../ui/components/toaster"
import { jobApplicationSchema } from "#shared/lead-schemas"
import { CV_FILES, LEAD_FORM_COPY, POSITIONS, REFERENCE, fakeUpload } from "./fixtures/lead-forms"
import { expectMessages, findDestructiveToast } from "./support/lead-form-helpers"

const meta = {
  title: "Forms/JobApplicationForm",
  component: JobApplicationForm,
  args: {
    schema: jobApplicationSchema,
    files: CV_FILES,
    // The toast says what the form sends, as the copy it is given says it.
    copy: { ...LEAD_FORM_COPY, errorTitle: "Your application could not be sent" },
    positions: POSITIONS,
    upload: fakeUpload(),
    onSubmit: fn<SubmitLead<JobApplicationValues>>(async () => ({ reference: REFERENCE })),
    formId: "job-story",
  },
  beforeEach: () => sessionStorage.clear(),
  render: (args) => (
    <div className="max-w-2xl">
      <JobApplicationForm {...args} />
      <Toaster />
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof JobApplicationForm>

export default meta
type Story = StoryObj<typeof meta>
type PlayContext = Parameters<NonNullable<Story["play"]>>[0]

export const Default: Story = {}

export const PositionPreselected: Story = {
  args: { position: POSITIONS[1] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Position" })).toHaveTextContent(POSITIONS[1])
  },
}

export const EmptySubmitShowsEveryError: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expectMessages(canvas, [
      "Please choose the position you are applying for.",
      "Please enter your name.",
      "Please enter your email address.",
      "Please attach your CV.",
      "Please accept the privacy policy so we can answer you.",
    ])
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

async function fill({ canvas, userEvent }: Pick<PlayContext, "canvas" | "userEvent">) {
  await userEvent.type(canvas.getByRole("textbox", { name: "Full name" }), "Lars Ek")
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "lars@example.com")
  await userEvent.upload(canvas.getByLabelText("CV"), new File(["Lars Ek, translator"], "lars-ek-cv.pdf", { type: "application/pdf" }))
  await expect(await canvas.findByRole("button", { name: "Remove lars-ek-cv.pdf" })).toBeVisible()
  await userEvent.click(canvas.getByRole("checkbox", { name: /I agree/ }))
}

export const ValidFillSubmits: Story = {
  tags: ["interaction"],
  args: { position: POSITIONS[0] },
  play: async ({ args, canvas, userEvent }) => {
    await fill({ canvas, userEvent })
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expect(await canvas.findByText(REFERENCE)).toBeVisible()
    const [values] = (args.onSubmit as Mock<SubmitLead<JobApplicationValues>>).mock.calls[0]
    await expect(values).toMatchObject({ position: POSITIONS[0], name: "Lars Ek", cv: [{ name: "lars-ek-cv.pdf" }] })
    await expect(sessionStorage.getItem(leadDraftKey("job-story"))).toBeNull()
  },
}

export const BackendFailureKeepsTheDraft: Story = {
  tags: ["interaction"],
  args: {
    position: POSITIONS[0],
    onSubmit: fn<SubmitLead<JobApplicationValues>>(async () => Promise.reject(new Error("The server is not answering."))),
  },
  play: async ({ canvas, userEvent }) => {
    await fill({ canvas, userEvent })
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await findDestructiveToast("Your application could not be sent")
    await expect(canvas.getByRole("button", { name: "Remove lars-ek-cv.pdf" })).toBeVisible()
    await expect(JSON.parse(sessionStorage.getItem(leadDraftKey("job-story")) ?? "{}")).toMatchObject({ cv: [{ name: "lars-ek-cv.pdf" }] })
  },
}
