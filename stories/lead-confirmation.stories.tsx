import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { BrochureDownloadLink } from "../ui/components/brochure-form"
import { LeadConfirmation } from "../ui/components/lead-form"
import { BROCHURE_DOWNLOAD, LEAD_FORM_COPY, REFERENCE } from "./fixtures/lead-forms"

const meta = {
  title: "Forms/LeadConfirmation",
  component: LeadConfirmation,
  subcomponents: { BrochureDownloadLink },
  args: { ...LEAD_FORM_COPY.success, reference: REFERENCE, nextSteps: LEAD_FORM_COPY.nextSteps, className: "max-w-xl" },
  tags: ["autodocs"],
} satisfies Meta<typeof LeadConfirmation>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithADownload: Story = {
  args: { children: <BrochureDownloadLink {...BROCHURE_DOWNLOAD} /> },
}

export const FocusesItsHeading: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: LEAD_FORM_COPY.success.heading })).toHaveFocus()
    await expect(canvas.getByRole("region", { name: LEAD_FORM_COPY.success.heading })).toBeVisible()
  },
}

export const NumbersTheNextSteps: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole("listitem")
    await expect(steps).toHaveLength(LEAD_FORM_COPY.nextSteps.length)
    await expect(steps[0]).toHaveTextContent(`1${LEAD_FORM_COPY.nextSteps[0].title}`)
  },
}
