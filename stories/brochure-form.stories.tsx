import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { BrochureForm, type BrochureValues } from "../ui/components/brochure-form"
import { leadDraftKey, type SubmitLead } from "../ui/components/lead-form"
import { Toaster } from "../ui/components/toaster"
import { brochureSchema } from "#shared/lead-schemas"
import { BROCHURE_DOWNLOAD, BROCHURES, LEAD_FORM_COPY, REFERENCE } from "./fixtures/lead-forms"
import { expectMessages, findDestructiveToast } from "./support/lead-form-helpers"

const meta = {
  title: "Forms/BrochureForm",
  component: BrochureForm,
  args: {
    schema: brochureSchema,
    copy: LEAD_FORM_COPY,
    brochures: BROCHURES,
    onSubmit: fn<SubmitLead<BrochureValues>>(async () => ({ reference: REFERENCE })),
    formId: "brochure-story",
  },
  beforeEach: () => sessionStorage.clear(),
  render: (args) => (
    <div className="max-w-2xl">
      <BrochureForm {...args} />
      <Toaster />
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof BrochureForm>

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
      "Please enter your company or organisation.",
      "Please accept the privacy policy so we can answer you.",
    ])
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

async function fill({ canvas, userEvent }: Pick<PlayContext, "canvas" | "userEvent">) {
  await userEvent.type(canvas.getByRole("textbox", { name: "Full name" }), "Nils Ek")
  await userEvent.type(canvas.getByRole("textbox", { name: "Work email" }), "nils@example.com")
  await userEvent.type(canvas.getByRole("textbox", { name: "Company or organisation" }), "Ek AB")
  await userEvent.click(canvas.getByRole("checkbox", { name: /I agree/ }))
}

export const ValidFillSubmits: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await fill({ canvas, userEvent })
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expect(await canvas.findByText(REFERENCE)).toBeVisible()
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await expect(sessionStorage.getItem(leadDraftKey("brochure-story"))).toBeNull()
  },
}

export const ConfirmationOffersTheDownload: Story = {
  tags: ["interaction"],
  args: { download: BROCHURE_DOWNLOAD },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole("link", { name: /Download the brochure/ })).not.toBeInTheDocument()
    await fill({ canvas, userEvent })
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    const link = await canvas.findByRole("link", { name: "Download the brochure (PDF, 45 KB)" })
    await expect(link).toHaveAttribute("href", BROCHURE_DOWNLOAD.href)
    await expect(link).toHaveAttribute("download")
    await expect(canvas.getByText(REFERENCE)).toBeVisible()
  },
}

export const BackendFailureKeepsTheDraft: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn<SubmitLead<BrochureValues>>(async () => Promise.reject(new Error("The server is not answering."))) },
  play: async ({ canvas, userEvent }) => {
    await fill({ canvas, userEvent })
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await findDestructiveToast("Your request could not be sent")
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toHaveValue("Nils Ek")
  },
}
