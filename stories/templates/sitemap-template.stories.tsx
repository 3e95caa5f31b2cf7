import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { formatSitemapSummary, SitemapTemplate } from "../../ui/templates/sitemap-template"
import { SITEMAP_GROUPS, SITEMAP_HERO } from "../fixtures/templates"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"

const meta = {
  title: "Templates/SitemapTemplate",
  component: SitemapTemplate,
  args: { hero: SITEMAP_HERO, groups: SITEMAP_GROUPS },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof SitemapTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Phone: Story = AT_390_PX

export const Desktop: Story = AT_1440_PX

export const FewSections: Story = { args: { groups: SITEMAP_GROUPS.slice(0, 2) } }

export const ExactlyOneH1: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveTextContent(SITEMAP_HERO.heading)
  },
}

export const EveryGroupListsItsPages: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(formatSitemapSummary(SITEMAP_GROUPS))).toBeVisible()
    for (const group of SITEMAP_GROUPS) {
      const section = within(canvas.getByRole("region", { name: group.title }))
      const links = section.getAllByRole("link")
      await expect(links).toHaveLength(group.links.length)
      for (const [index, link] of group.links.entries()) {
        await expect(links[index]).toHaveAccessibleName(link.label)
        await expect(links[index]).toHaveAttribute("href", link.href)
      }
    }
  },
}
