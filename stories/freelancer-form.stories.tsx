import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, type Mock } from "storybook/test"
import { FreelancerForm, type FreelancerValues } from "../ui/components/freelancer-form"
import { leadDraftKey, type SubmitLead } from "../ui/components/lead-form"
import { Toaster } from "../ui/components/toaster"
import { freelancerSchema } from "#shared/lead-schemas"
import {
  CAT_TOOLS,
  CV_FILES,
  FREELANCER_SERVICES,
  LANGUAGES,
  LEAD_FORM_COPY,
  REFERENCE,
  SPECIALISATIONS,
  fakeUpload,
} from "./fixtures/lead-forms"
import { chooseInCombobox, expectMessages, findDestructiveToast } from "./support/lead-form-helpers"

const meta = {
  title: "Forms/FreelancerForm",
  component: FreelancerForm,
  args: {
    schema: freelancerSchema,
    files: CV_FILES,
    // The toast says what the form sends, as the copy it is given says it.
    copy: { ...LEAD_FORM_COPY, errorTitle: "Your application could not be sent" },
    languages: LANGUAGES,
    services: FREELANCER_SERVICES,
    specialisations: SPECIALISATIONS,
    catTools: CAT_TOOLS,
    upload: fakeUpload(),
    onSubmit: fn<SubmitLead<FreelancerValues>>(async () => ({ reference: REFERENCE })),
    formId: "freelancer-story",
  },
  beforeEach: () => sessionStorage.clear(),
  render: (args) => (
    <div className="max-w-3xl">
      <FreelancerForm {...args} />
      <Toaster />
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof FreelancerForm>

export default meta
type Story = StoryObj<typeof meta>
type PlayContext = Parameters<NonNullable<Story["play"]>>[0]

export const Default: Story = {}

export const EmptySubmitShowsEveryError: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expectMessages(canvas, [
      "Please enter your name.",
      "Please enter your email address.",
      "Please add at least one language pair.",
      "Please choose at least one service.",
      "Please enter your rate per word.",
      "Please enter your years of experience.",
      "Please attach your CV.",
      "Please accept the privacy policy so we can answer you.",
    ])
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

async function fill({ canvas, userEvent }: Pick<PlayContext, "canvas" | "userEvent">) {
  await userEvent.type(canvas.getByRole("textbox", { name: "Full name" }), "Freja Lund")
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "freja@example.com")
  await chooseInCombobox(userEvent, canvas.getByRole("combobox", { name: "From" }), "Swedish")
  await chooseInCombobox(userEvent, canvas.getByRole("combobox", { name: "Into" }), "German")
  await userEvent.click(canvas.getByRole("button", { name: "Add pair" }))
  await expect(canvas.getByRole("button", { name: "Remove Swedish → German" })).toBeVisible()
  await userEvent.click(canvas.getByRole("checkbox", { name: "Translation" }))
  await userEvent.click(canvas.getByRole("checkbox", { name: "memoQ" }))
  await userEvent.type(canvas.getByRole("spinbutton", { name: "Rate per word" }), "0.12")
  await userEvent.type(canvas.getByRole("spinbutton", { name: "Years of experience" }), "8")
  await userEvent.upload(canvas.getByLabelText("CV"), new File(["Freja Lund"], "freja-cv.pdf", { type: "application/pdf" }))
  await expect(await canvas.findByRole("button", { name: "Remove freja-cv.pdf" })).toBeVisible()
  await userEvent.click(canvas.getByRole("checkbox", { name: /I agree/ }))
}

export const ValidFillSubmits: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await fill({ canvas, userEvent })
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expect(await canvas.findByText(REFERENCE)).toBeVisible()
    const [values] = (args.onSubmit as Mock<SubmitLead<FreelancerValues>>).mock.calls[0]
    await expect(values).toMatchObject({
      languagePairs: ["sv → de"],
      services: ["Translation"],
      catTools: ["memoQ"],
      rate: 0.12,
      currency: "EUR",
      yearsExperience: 8,
    })
    await expect(sessionStorage.getItem(leadDraftKey("freelancer-story"))).toBeNull()
  },
}

export const BackendFailureKeepsTheDraft: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn<SubmitLead<FreelancerValues>>(async () => Promise.reject(new Error("The server is not answering."))) },
  play: async ({ canvas, userEvent }) => {
    await fill({ canvas, userEvent })
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await findDestructiveToast("Your application could not be sent")
    await expect(JSON.parse(sessionStorage.getItem(leadDraftKey("freelancer-story")) ?? "{}")).toMatchObject({ languagePairs: ["sv → de"] })
  },
}
