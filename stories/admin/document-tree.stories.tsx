import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { DocumentTree } from "../../ui/components/admin/document-tree"
import { withStoryLinks } from "../support/page-story"
import { PAGE_SECTIONS } from "./document-fixtures"
import { ON_A_PHONE } from "./fixtures"
import { STORY_NOW } from "./staff-fixtures"

const meta = {
  title: "Admin/DocumentTree",
  component: DocumentTree,
  decorators: [withStoryLinks],
  args: {
    sections: PAGE_SECTIONS,
    editHref: (id: string) => `/admin/documents${id}`,
    onCreateIn: fn(),
    now: STORY_NOW,
  },
  tags: ["autodocs"],
} satisfies Meta<typeof DocumentTree>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const services = canvas.getByRole("list", { name: "Pages in Services" })
    await expect(services.querySelector('[data-depth="2"]')).toHaveTextContent("Legal translation")
  },
}

export const OnAPhone: Story = { ...ON_A_PHONE }

/** A page with a pending publish shows it beside its status. */
export const Scheduled: Story = {
  args: {
    sections: PAGE_SECTIONS.map((section, index) =>
      index === 0
        ? {
            ...section,
            pages: section.pages.map((page, at) =>
              at === 0 ? { ...page, scheduledLabel: "Scheduled · 3 Dec 2026, 09:00 Stockholm" } : page,
            ),
          }
        : section,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Scheduled · 3 Dec 2026, 09:00 Stockholm")).toBeVisible()
  },
}
