import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { ContactTemplate } from "../../ui/templates/contact-template"
import { CONTACT_CTA, CONTACT_HERO, CONTACT_OPTIONS, OFFICES } from "../fixtures/templates"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"

const meta = {
  title: "Templates/ContactTemplate",
  component: ContactTemplate,
  args: { hero: CONTACT_HERO, options: CONTACT_OPTIONS, offices: OFFICES.slice(0, 3), cta: CONTACT_CTA },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof ContactTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Phone: Story = AT_390_PX

export const Desktop: Story = AT_1440_PX

export const OptionsOnly: Story = { args: { offices: [], cta: undefined } }

export const ExactlyOneH1: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveTextContent(CONTACT_HERO.heading)
  },
}

export const ContactOptionsAreCardsThatLinkOn: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const options = within(canvas.getByRole("region", { name: "How can we help?" }))
    for (const option of CONTACT_OPTIONS) {
      await expect(options.getByRole("link", { name: new RegExp(option.title) })).toHaveAttribute("href", option.href)
    }
  },
}

export const ShowsOfficesBelowTheOptions: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const offices = within(canvas.getByRole("region", { name: "Our offices" }))
    for (const office of OFFICES.slice(0, 3)) await expect(offices.getByRole("heading", { level: 3, name: office.city })).toBeVisible()
  },
}
