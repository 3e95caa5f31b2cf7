import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { HeroBreadcrumb } from "../../ui/components/sections/page-hero"
import type { RichTextBlock } from "../../ui/components/rich-text"
import { CASE_STUDY_HEADINGS, CaseStudyTemplate } from "../../ui/templates/case-study-template"
import { CASE_STUDIES, CASE_STUDIES_CTA } from "../fixtures/templates"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"

const STUDY = CASE_STUDIES[0]

/** The words of the first paragraph of a part of the story, which the fixtures write as plain text. */
const firstWordsOf = (blocks: RichTextBlock[]) =>
  blocks[0]?.type === "paragraph" ? blocks[0].children.map((inline) => (inline.type === "text" ? inline.text : "")).join("") : ""

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
    await expect(canvas.getByText(firstWordsOf(STUDY.challenge))).toBeVisible()
    await expect(canvas.getByText(firstWordsOf(STUDY.outcome))).toBeVisible()
  },
}

const SERVICE_PAGE_ID = "5b0c3f0e-0000-4000-8000-000000000003"

export const StoryLinksGoToLivePages: Story = {
  tags: ["interaction"],
  args: {
    caseStudy: {
      ...STUDY,
      solution: [
        {
          type: "paragraph",
          children: [
            { type: "text", text: "We ran the voice cast through " },
            { type: "internal-link", documentId: SERVICE_PAGE_ID, label: "our localization testing" },
            { type: "text", text: " before launch." },
          ],
        },
        { type: "heading", level: 2, children: [{ type: "text", text: "Casting in nine languages" }] },
      ],
    },
    richTextLinks: { [SERVICE_PAGE_ID]: { href: "/services/localization-testing", title: "Localization testing" } },
  },
  play: async ({ canvas }) => {
    const solution = within(canvas.getByRole("region", { name: CASE_STUDY_HEADINGS.solution }))
    await expect(solution.getByRole("link", { name: "our localization testing" })).toHaveAttribute("href", "/services/localization-testing")
    // The story's own headings sit under its part's h2.
    await expect(solution.getByRole("heading", { level: 3, name: "Casting in nine languages" })).toBeVisible()
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
