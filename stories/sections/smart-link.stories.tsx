import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { LinkProvider, PlainInternalLink, SmartLink } from "../../ui/lib/link-context"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/SmartLink",
  component: SmartLink,
  subcomponents: { LinkProvider },
  args: { href: "/services/translation", children: "Translation services" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof SmartLink>

export default meta
type Story = StoryObj<typeof meta>

export const Internal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Translation services" })
    await expect(link).toHaveAttribute("data-router-link")
    await expect(link).toHaveAttribute("href", "/services/translation")
    await expect(link).not.toHaveAttribute("rel")
  },
}

export const External: Story = {
  args: { href: "https://www.iso.org/standard/59149.html", children: "ISO 17100 at iso.org" },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "ISO 17100 at iso.org" })
    await expect(link).not.toHaveAttribute("data-router-link")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")
  },
}

export const DefaultInternalLinkIsAPlainAnchor: Story = {
  tags: ["interaction"],
  render: (args) => (
    <LinkProvider value={PlainInternalLink}>
      <SmartLink {...args} />
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Translation services" })
    await expect(link).toHaveAttribute("href", "/services/translation")
    await expect(link).not.toHaveAttribute("data-router-link")
  },
}
