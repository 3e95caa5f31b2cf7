import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"
import { HeroBreadcrumb } from "../../ui/components/sections/page-hero"
import { INDUSTRY_TEMPLATE_LABELS, IndustryTemplate } from "../../ui/templates/industry-template"
import { INDUSTRY_BREADCRUMB, INDUSTRY_PAGE, INDUSTRY_PAGE_WITH_SUB_PAGES, relatedLinksOf } from "../fixtures/pages"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"

const meta = {
  title: "Templates/IndustryTemplate",
  component: IndustryTemplate,
  args: {
    page: INDUSTRY_PAGE_WITH_SUB_PAGES,
    breadcrumb: <HeroBreadcrumb items={INDUSTRY_BREADCRUMB} />,
    relatedLinks: relatedLinksOf(INDUSTRY_PAGE_WITH_SUB_PAGES),
  },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof IndustryTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const LifeSciences: Story = {}

export const Phone: Story = AT_390_PX

export const Desktop: Story = AT_1440_PX

export const WithoutSubPages: Story = {
  args: { page: INDUSTRY_PAGE, breadcrumb: undefined, relatedLinks: relatedLinksOf(INDUSTRY_PAGE) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region", { name: INDUSTRY_TEMPLATE_LABELS.subPages })).not.toBeInTheDocument()
  },
}

export const ExactlyOneH1: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveTextContent(INDUSTRY_PAGE_WITH_SUB_PAGES.hero.heading)
  },
}

export const SubPageGridLinksToEverySubPage: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const grid = within(canvas.getByRole("region", { name: INDUSTRY_TEMPLATE_LABELS.subPages }))
    const subPages = INDUSTRY_PAGE_WITH_SUB_PAGES.subPages ?? []
    await expect(subPages).toHaveLength(8)
    await expect(grid.getAllByRole("link")).toHaveLength(subPages.length)
    for (const subPage of subPages) {
      const link = grid.getByRole("link", { name: new RegExp(subPage.title.replace(/[&]/g, "\\$&")) })
      await expect(link).toHaveAttribute("href", subPage.href)
      await expect(link).toHaveAttribute("data-router-link")
    }
  },
}

export const BreadcrumbMarksTheCurrentPage: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const trail = within(canvas.getByRole("navigation", { name: "Breadcrumb" }))
    await expect(trail.getByRole("link", { name: "Industries" })).toHaveAttribute("href", "/industries")
    await expect(trail.getByText("Life sciences")).toHaveAttribute("aria-current", "page")
  },
}

export const FaqExpandsOnClick: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const faq = INDUSTRY_PAGE_WITH_SUB_PAGES.faqs[0]
    await userEvent.click(canvas.getByRole("button", { name: faq.question }))
    await expect(canvas.getByRole("button", { name: faq.question })).toHaveAttribute("aria-expanded", "true")
    await waitFor(() => expect(canvas.getByText(faq.answer)).toBeVisible(), { timeout: 5000 })
  },
}
