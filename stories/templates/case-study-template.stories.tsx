import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { HeroBreadcrumb } from "../../ui/components/sections/page-hero"
import { CASE_STUDY_HEADINGS, CaseStudyTemplate } from "../../ui/templates/case-study-template"
import { CASE_STUDIES, CASE_STUDIES_CTA } from "../fixtures/templates"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"

const STUDY = CASE_STUDIES[0]

const meta = {
  title: "Templates/CaseStudyTemplate",
  component: CaseStudyTemplate,
  args: { caseStudy: STUDY, cta: CASE_STUDIES_CTA },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof CaseStudyTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Phone: Story = AT_390_PX

export const Desktop: Story = AT_1440_PX

export const WithBreadcrumbAndRelated: Story = {
  args: {
    breadcrumb: (
      <HeroBreadcrumb items={[{ label: "Home", href: "/" }, { label: "Case studies", href: "/case-studies" }, { label: STUDY.client }]} />
    ),
    related: CASE_STUDIES.slice(1, 4),
  },
}

export const WithoutQuote: Story = { args: { caseStudy: { ...STUDY, quote: undefined }, cta: undefined } }

export const ExactlyOneH1: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveTextContent(STUDY.title)
  },
}

export const HeroNamesClientIndustryAndServices: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const hero = within(canvas.getByRole("region", { name: STUDY.title }))
    await expect(hero.getByText(STUDY.client)).toBeVisible()
    const badges = within(hero.getByRole("list", { name: "Industry and services" }))
    await expect(badges.getByText(STUDY.industry)).toBeVisible()
    for (const service of STUDY.services) await expect(badges.getByText(service)).toBeVisible()
  },
}

export const TellsTheStoryInOrderAfterTheResults: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const h2s = canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)
    const order = [CASE_STUDY_HEADINGS.results, CASE_STUDY_HEADINGS.challenge, CASE_STUDY_HEADINGS.solution, CASE_STUDY_HEADINGS.outcome]
    await expect(order.map((name) => h2s.indexOf(name))).toEqual([...order.map((name) => h2s.indexOf(name))].sort((a, b) => a - b))
    for (const name of order) await expect(h2s).toContain(name)
    await expect(canvas.getByText(STUDY.challenge[0])).toBeVisible()
    await expect(canvas.getByText(STUDY.outcome[0])).toBeVisible()
  },
}

export const ShowsResultFiguresInTheHeroAndTheQuote: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const hero = within(canvas.getByRole("region", { name: STUDY.title }))
    const results = within(hero.getByRole("group", { name: CASE_STUDY_HEADINGS.results }))
    for (const stat of STUDY.results) {
      await expect(results.getByText(stat.value)).toBeVisible()
      await expect(results.getByText(stat.label)).toBeVisible()
    }
    await expect(canvas.getByText(STUDY.quote!.text)).toBeVisible()
    await expect(canvas.getByText(STUDY.quote!.author)).toBeVisible()
    await expect(canvas.getByRole("link", { name: CASE_STUDIES_CTA.primary.label })).toHaveAttribute("href", CASE_STUDIES_CTA.primary.href)
  },
}

export const RelatedCaseStudiesLinkToTheirPages: Story = {
  tags: ["interaction"],
  args: { related: CASE_STUDIES.slice(1, 4) },
  play: async ({ canvas }) => {
    const related = within(canvas.getByRole("region", { name: CASE_STUDY_HEADINGS.related }))
    for (const item of CASE_STUDIES.slice(1, 4)) {
      await expect(related.getByRole("link", { name: item.title })).toHaveAttribute("href", item.meta.path)
    }
  },
}
