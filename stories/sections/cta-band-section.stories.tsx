import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { CtaBandSection } from "../../ui/components/sections/cta-band-section"
import { SERVICE_PAGE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/CtaBandSection",
  component: CtaBandSection,
  args: { ...SERVICE_PAGE.cta },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof CtaBandSection>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const band = within(canvas.getByRole("region", { name: SERVICE_PAGE.cta.heading }))
    await expect(band.getByText(SERVICE_PAGE.cta.text)).toBeVisible()
    await expect(band.getAllByRole("link").map((link) => link.textContent)).toEqual([
      SERVICE_PAGE.cta.primary.label,
      SERVICE_PAGE.cta.secondary!.label,
    ])
  },
}

export const PrimaryOnly: Story = {
  args: { secondary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link").map((link) => link.textContent)).toEqual([SERVICE_PAGE.cta.primary.label])
  },
}

export const ButtonsLeadToQuoteAndConsultation: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: SERVICE_PAGE.cta.heading })).toBeVisible()
    await expect(canvas.getByRole("link", { name: SERVICE_PAGE.cta.primary.label })).toHaveAttribute("href", SERVICE_PAGE.cta.primary.href)
    await expect(canvas.getByRole("link", { name: SERVICE_PAGE.cta.secondary!.label })).toHaveAttribute(
      "href",
      SERVICE_PAGE.cta.secondary!.href,
    )
  },
}
