import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"
import { SearchPassage, SearchResults } from "../ui/components/search-results"
import { SEARCH_GROUPS } from "./fixtures/search-results"
import { withStoryLinks } from "./support/page-story"

const meta = {
  title: "Components/SearchResults",
  component: SearchResults,
  subcomponents: { SearchPassage },
  args: { groups: SEARCH_GROUPS, onOpenResult: fn() },
  parameters: { layout: "padded" },
  decorators: [withStoryLinks],
  tags: ["autodocs"],
} satisfies Meta<typeof SearchResults>

export default meta
type Story = StoryObj<typeof meta>

export const GroupedBySection: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Services", "Industries"])
    await expect(canvas.getByRole("link", { name: "Translation Services" })).toHaveAttribute("href", "/services/translation")
    await expect(canvas.getAllByText("contracts", { selector: "mark" })).toHaveLength(2)
  },
}

export const MarkupInAPassageIsText: Story = {
  tags: ["interaction"],
  args: {
    groups: [
      {
        id: "help",
        title: "Help",
        results: [
          {
            id: "/faq",
            href: "/faq",
            title: "Frequently asked questions",
            breadcrumb: ["Help", "Frequently asked questions"],
            passage: [
              { text: "What does <b>", mark: false },
              { text: "<img src=x>", mark: true },
              { text: "</b> mean?", mark: false },
            ],
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector("img, b")).toBeNull()
    await expect(canvas.getByText("<img src=x>", { selector: "mark" })).toBeVisible()
  },
}

export const OpeningAResultIsReported: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole("link", { name: "Legal Translation" })
    link.addEventListener("click", (event) => event.preventDefault(), { once: true })
    await userEvent.click(link)
    await expect(args.onOpenResult).toHaveBeenCalledWith(expect.objectContaining({ href: "/industries/legal" }))
  },
}
