import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { PagePlaceholder } from "../ui/components/page-placeholder"
import { NOT_FOUND_PAGE } from "./fixtures/pages"
import { withStoryLinks } from "./support/page-story"

const meta = {
  title: "Components/PagePlaceholder",
  component: PagePlaceholder,
  args: { title: NOT_FOUND_PAGE.heading, text: NOT_FOUND_PAGE.text, actions: NOT_FOUND_PAGE.links },
  decorators: [withStoryLinks],
  tags: ["autodocs"],
} satisfies Meta<typeof PagePlaceholder>

export default meta
type Story = StoryObj<typeof meta>

export const PageNotFound: Story = {}

export const WithoutActions: Story = { args: { actions: [] } }

export const TitleIsTheHeading: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: NOT_FOUND_PAGE.heading })).toBeVisible()
    await expect(canvas.getByText(NOT_FOUND_PAGE.text)).toBeVisible()
  },
}

export const ActionsAreRouterLinksWithTheFirstPrimary: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole("link")
    await expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      NOT_FOUND_PAGE.links.map((link) => [link.label, link.href]),
    )
    for (const link of links) await expect(link).toHaveAttribute("data-router-link")
    await expect(links.map((link) => link.dataset.variant)).toEqual(["default", ...links.slice(1).map(() => "outline")])
  },
}

export const NoLinkWithoutActions: Story = {
  tags: ["interaction"],
  args: { actions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument()
  },
}
