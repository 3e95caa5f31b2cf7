import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { PageSection, SectionLink, Container } from "../../ui/components/sections/section"
import { withPage } from "../support/page-story"

const BODY = (
  <p className="max-w-2xl">
    Specialist linguists in 120 languages, one project manager per account and a second linguist who reviews every translation before it
    leaves Stockholm.
  </p>
)

const meta = {
  title: "Sections/PageSection",
  component: PageSection,
  subcomponents: { Container, SectionLink },
  args: {
    eyebrow: "Why Nordika",
    heading: "Quality you can audit",
    intro: "ISO 17100 certified processes, with every step recorded.",
    children: BODY,
  },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof PageSection>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Muted: Story = { args: { variant: "muted" } }

export const Accent: Story = { args: { variant: "accent" } }

export const Inverse: Story = { args: { variant: "inverse" } }

export const Small: Story = { args: { size: "sm" } }

export const Centered: Story = { args: { centered: true } }

export const WithAction: Story = { args: { action: <SectionLink href="/case-studies">All case studies</SectionLink> } }

export const WithoutHeader: Story = {
  args: { eyebrow: undefined, heading: undefined, intro: undefined, "aria-label": "Key figures" },
}

export const LabelledByItsHeading: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Quality you can audit" })).toBeVisible()
    await expect(canvas.getByRole("heading", { level: 2, name: "Quality you can audit" })).toBeVisible()
  },
}
