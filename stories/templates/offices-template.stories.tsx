import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { HEADQUARTERS_LABEL, OfficesTemplate, telHref, OfficeCard } from "../../ui/templates/offices-template"
import { OFFICES, OFFICES_CTA, OFFICES_HERO } from "../fixtures/templates"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"

const HQ = OFFICES.find((office) => office.headquarters)!
const BRANCH = OFFICES.find((office) => !office.headquarters)!

const meta = {
  title: "Templates/OfficesTemplate",
  component: OfficesTemplate,
  subcomponents: { OfficeCard },
  args: { hero: OFFICES_HERO, offices: OFFICES, cta: OFFICES_CTA },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof OfficesTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Phone: Story = AT_390_PX

export const Desktop: Story = AT_1440_PX

export const SingleOffice: Story = { args: { offices: [HQ], officesHeading: "Our headquarters", cta: undefined } }

export const ExactlyOneH1: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveTextContent(OFFICES_HERO.heading)
  },
}

export const HeadquartersComesFirstWithABadge: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const cities = within(canvas.getByRole("region", { name: "Our offices" })).getAllByRole("heading", { level: 3 })
    await expect(cities).toHaveLength(OFFICES.length)
    await expect(cities[0]).toHaveTextContent(HQ.city)
    await expect(canvas.getAllByText(HEADQUARTERS_LABEL)).toHaveLength(1)
  },
}

export const OfficeShowsAddressPhoneEmailAndHours: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole("heading", { level: 3, name: BRANCH.city }).closest("article")!)
    const address = card.getByText(BRANCH.address[1]).closest("address")
    await expect(address).not.toBeNull()
    await expect(card.getByRole("link", { name: BRANCH.phone })).toHaveAttribute("href", telHref(BRANCH.phone))
    await expect(card.getByRole("link", { name: BRANCH.email })).toHaveAttribute("href", `mailto:${BRANCH.email}`)
    await expect(card.getByText(BRANCH.hours)).toBeVisible()
    await expect(card.getByText(BRANCH.timezone)).toBeVisible()
    await expect(telHref("+46 8 120 345 00")).toBe("tel:+46812034500")
  },
}
