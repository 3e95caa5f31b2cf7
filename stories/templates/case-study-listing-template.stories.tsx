import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import { HeroBreadcrumb } from "../../ui/components/sections/page-hero"
import { CASE_STUDY_NOUN, CaseStudyListingTemplate } from "../../ui/templates/case-study-listing-template"
import { formatResultCount, LISTING_CLEAR_FILTERS_LABEL } from "../../ui/templates/listing-template"
import { CASE_STUDIES, CASE_STUDIES_CTA, CASE_STUDIES_HERO } from "../fixtures/templates"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"
import { CaseStudyCard } from "../../ui/templates/case-study-template"

const count = (n: number) => formatResultCount(n, CASE_STUDY_NOUN)
const GAMING = CASE_STUDIES.filter((item) => item.industry === "Gaming")
const TRANSLATION = CASE_STUDIES.filter((item) => item.services.includes("Translation"))

const meta = {
  title: "Templates/CaseStudyListingTemplate",
  component: CaseStudyListingTemplate,
  subcomponents: { CaseStudyCard },
  args: { hero: CASE_STUDIES_HERO, caseStudies: CASE_STUDIES, cta: CASE_STUDIES_CTA },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof CaseStudyListingTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Phone: Story = AT_390_PX

export const Desktop: Story = AT_1440_PX

export const WithBreadcrumb: Story = {
  args: { breadcrumb: <HeroBreadcrumb items={[{ label: "Home", href: "/" }, { label: "Case studies" }]} /> },
}

export const FilteredByIndustry: Story = { args: { defaultValue: { industry: "Gaming" } } }

export const NoResults: Story = { args: { defaultValue: { industry: "Gaming", service: "Interpretation" } } }

export const ExactlyOneH1: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveTextContent(CASE_STUDIES_HERO.heading)
  },
}

/** The listed case studies (the hero also features the latest one). */
const resultsOf = (canvasElement: HTMLElement) => within(canvasElement.querySelector<HTMLElement>('[data-slot="listing-results"]')!)

export const ShowsEveryCaseStudyWithCount: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(count(CASE_STUDIES.length))
    for (const item of CASE_STUDIES) {
      await expect(resultsOf(canvasElement).getByRole("link", { name: item.title })).toHaveAttribute("href", item.meta.path)
    }
  },
}

export const FilterByIndustryNarrowsResults: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("combobox", { name: "Industry" }))
    await userEvent.click(await screen.findByRole("option", { name: "Gaming" }))
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(count(GAMING.length)))
    await expect(canvas.getAllByRole("article")).toHaveLength(GAMING.length)
    await expect(await canvas.findByRole("combobox", { name: "Industry" })).toHaveTextContent("Gaming")
  },
}

export const FilterByServiceNarrowsResults: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole("combobox", { name: "Service" }))
    await userEvent.click(await screen.findByRole("option", { name: "Translation" }))
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(count(TRANSLATION.length)))
    for (const item of TRANSLATION) await expect(resultsOf(canvasElement).getByRole("link", { name: item.title })).toBeVisible()
  },
}

export const EmptyStateClearsFilters: Story = {
  tags: ["interaction"],
  args: { defaultValue: { industry: "Gaming", service: "Interpretation" } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(count(0))
    const empty = within(canvasElement.querySelector<HTMLElement>("[data-slot=listing-empty]")!)
    await expect(empty.getByText("No case studies match these filters")).toBeVisible()
    await userEvent.click(empty.getByRole("button", { name: LISTING_CLEAR_FILTERS_LABEL }))
    await expect(canvas.getByRole("status")).toHaveTextContent(count(CASE_STUDIES.length))
    await expect(await canvas.findByRole("combobox", { name: "Industry" })).toHaveTextContent("All industries")
  },
}

export const ControlledByValue: Story = {
  args: { value: { service: "Translation" }, onValueChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(count(TRANSLATION.length))
    await userEvent.click(await canvas.findByRole("combobox", { name: "Industry" }))
    await userEvent.click(await screen.findByRole("option", { name: "Gaming" }))
    await expect(args.onValueChange).toHaveBeenCalledWith({ service: "Translation", industry: "Gaming" })
    // The owner has not passed the new value back, so the list still shows what `value` says.
    await expect(canvas.getByRole("status")).toHaveTextContent(count(TRANSLATION.length))
  },
}
