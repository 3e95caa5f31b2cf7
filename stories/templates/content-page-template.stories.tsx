import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { SECTION_KINDS } from "../../ui/components/sections/section-renderer"
import { ContentPageTemplate } from "../../ui/templates/content-page-template"
import { quoteSchema } from "#shared/lead-schemas"
import { QuoteForm } from "../../ui/components/quote-form"
import { LeenPlatformIllustration } from "../../ui/components/sections/leen-platform-illustration"
import { EVERY_KIND_PAGE, HISTORY_PAGE, LEEN_PAGE, LEEN_PLATFORM_PICTURE, REQUEST_QUOTE_PAGE } from "../fixtures/pages"
import { BUDGETS, LANGUAGES, LEAD_FORM_COPY, QUOTE_FILES, REFERENCE, SERVICES, SUBJECT_FIELDS, fakeUpload } from "../fixtures/lead-forms"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"

const meta = {
  title: "Templates/ContentPageTemplate",
  component: ContentPageTemplate,
  args: { page: HISTORY_PAGE },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof ContentPageTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const AboutHistory: Story = {}

export const Phone: Story = AT_390_PX

export const Desktop: Story = AT_1440_PX
export const TechnologyLeen: Story = {
  args: { page: LEEN_PAGE, heroAside: <LeenPlatformIllustration title={LEEN_PLATFORM_PICTURE} />, heroAsideLayout: "media" },
}

const quoteForm = (
  <QuoteForm
    copy={LEAD_FORM_COPY}
    services={SERVICES}
    subjectFields={SUBJECT_FIELDS}
    budgets={BUDGETS}
    languages={LANGUAGES}
    upload={fakeUpload()}
    schema={quoteSchema}
    files={QUOTE_FILES}
    onSubmit={fn(async () => ({ reference: REFERENCE }))}
    formId="content-page-quote-story"
  />
)

export const TheQuoteFormInTheHero: Story = {
  args: { page: REQUEST_QUOTE_PAGE, form: quoteForm, formPlacement: "hero" },
  play: async ({ canvas, canvasElement }) => {
    const hero = canvas.getByRole("region", { name: REQUEST_QUOTE_PAGE.hero.heading })
    await expect(hero.querySelector('[data-slot="page-hero-aside"] [data-slot="lead-form"]')).not.toBeNull()
    await expect(hero.querySelector('[data-slot="page-hero-aside"]')).toHaveAttribute("data-layout", "form")
    await expect(canvasElement.querySelector('[data-slot="content-page-form"]')).toBeNull()
    // What happens after sending sits beside the form, under the introduction.
    const panel = REQUEST_QUOTE_PAGE.hero.panel!
    await expect(hero.querySelector('[data-slot="page-hero-content"] [data-slot="hero-panel"]')).toHaveTextContent(
      panel.kind === "steps" ? panel.items[0].title : "",
    )
  },
}

export const TheFormBelowTheHero: Story = {
  args: { page: REQUEST_QUOTE_PAGE, form: quoteForm },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="content-page-form"] [data-slot="lead-form"]')).not.toBeNull()
  },
}

export const QuoteFormInTheHeroOnDesktop: Story = {
  ...TheQuoteFormInTheHero,
  globals: { viewport: { value: "desktop" } },
}
export const EveryKind: Story = { args: { page: EVERY_KIND_PAGE } }

export const ExactlyOneH1: Story = {
  tags: ["interaction"],
  args: { page: EVERY_KIND_PAGE },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveTextContent(EVERY_KIND_PAGE.hero.heading)
  },
}

export const SectionRendererRendersEveryKind: Story = {
  tags: ["interaction"],
  args: { page: EVERY_KIND_PAGE },
  play: async ({ canvas, canvasElement }) => {
    for (const kind of SECTION_KINDS) {
      await expect(canvasElement.querySelector(`[data-section-kind="${kind}"]`)).toBeVisible()
    }
    for (const section of EVERY_KIND_PAGE.sections) {
      if (section.kind === "quote") await expect(canvas.getByText(section.quote)).toBeVisible()
      else await expect(canvas.getByRole("heading", { level: 2, name: section.heading })).toBeVisible()
    }
  },
}

export const SectionsCanBeLinkedById: Story = {
  tags: ["interaction"],
  args: { page: EVERY_KIND_PAGE },
  play: async ({ canvasElement }) => {
    for (const section of EVERY_KIND_PAGE.sections) {
      await expect(canvasElement.querySelector(`#${section.id}`)).toHaveAttribute("data-section-kind", section.kind)
    }
  },
}

export const HistoryStepsAreATimeline: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="steps-list-items"]')).toHaveAttribute("data-layout", "timeline")
  },
}
