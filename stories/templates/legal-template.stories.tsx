import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"
import { accessibilityReportSchema } from "#shared/lead-schemas"
import { AccessibilityReportForm } from "../../ui/components/accessibility-report-form"
import { HeroBreadcrumb } from "../../ui/components/sections/page-hero"
import { LEGAL_TOC_LABEL, LEGAL_UPDATED_LABEL, LegalTemplate } from "../../ui/templates/legal-template"
import { LEAD_FORM_COPY, REFERENCE } from "../fixtures/lead-forms"
import { LEGAL_CTA, PRIVACY_PAGE } from "../fixtures/templates"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"

const meta = {
  title: "Templates/LegalTemplate",
  component: LegalTemplate,
  args: { page: PRIVACY_PAGE },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof LegalTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Phone: Story = AT_390_PX

/** The German privacy policy: the line under the heading says all three versions bind (other legal pages: the English prevails). */
export const TranslationNotice: Story = {
  args: {
    notice:
      "Diese Datenschutzerklärung liegt auf Englisch, Schwedisch und Deutsch vor. Alle drei Fassungen sind gleichermaßen verbindlich.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("note")).toHaveTextContent(
      "Diese Datenschutzerklärung liegt auf Englisch, Schwedisch und Deutsch vor. Alle drei Fassungen sind gleichermaßen verbindlich.",
    )
  },
}

export const Desktop: Story = AT_1440_PX

export const WithBreadcrumbAndCta: Story = {
  args: {
    breadcrumb: <HeroBreadcrumb variant="light" items={[{ label: "Home", href: "/" }, { label: "Privacy Policy" }]} />,
    cta: LEGAL_CTA,
  },
}

export const ShortDocument: Story = {
  args: { page: { ...PRIVACY_PAGE, heading: "Cookie Policy", sections: PRIVACY_PAGE.sections.slice(0, 2) } },
}

export const WithAFormAfterTheText: Story = {
  args: {
    page: { ...PRIVACY_PAGE, heading: "Accessibility statement", sections: PRIVACY_PAGE.sections.slice(0, 2) },
    form: (
      <AccessibilityReportForm
        copy={LEAD_FORM_COPY}
        schema={accessibilityReportSchema}
        onSubmit={async () => ({ reference: REFERENCE })}
        formId="legal-story"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.querySelector<HTMLElement>("[data-slot=legal-body]")!)
    const lastSection = body.getAllByRole("region").at(-1)!
    const field = body.getByRole("textbox", { name: "What went wrong?" })
    await expect(field).toBeVisible()
    await expect(lastSection.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  },
}

export const ExactlyOneH1AndSectionH2s: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const h1 = canvas.getAllByRole("heading", { level: 1 })
    await expect(h1).toHaveLength(1)
    await expect(h1[0]).toHaveTextContent(PRIVACY_PAGE.heading)
    for (const section of PRIVACY_PAGE.sections) {
      await expect(canvas.getByRole("heading", { level: 2, name: new RegExp(section.heading) })).toBeVisible()
    }
  },
}

export const ShowsLastUpdatedDate: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const updated = canvas.getByText(`${LEGAL_UPDATED_LABEL}:`, { exact: false })
    await expect(updated).toHaveTextContent("3 February 2026")
    await expect(updated.querySelector("time")).toHaveAttribute("datetime", PRIVACY_PAGE.updated)
    await expect(canvas.getByText(PRIVACY_PAGE.intro)).toBeVisible()
  },
}

export const TableOfContentsLinksToEverySection: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement }) => {
    const toc = within(canvas.getByRole("navigation", { name: LEGAL_TOC_LABEL }))
    const links = toc.getAllByRole("link")
    await expect(links).toHaveLength(PRIVACY_PAGE.sections.length)
    for (const [index, section] of PRIVACY_PAGE.sections.entries()) {
      await expect(links[index]).toHaveAccessibleName(section.heading)
      await expect(links[index]).toHaveAttribute("href", `#${section.id}`)
      const target = canvasElement.querySelector(`#${section.id}`) as HTMLElement
      await expect(within(target).getByRole("heading", { level: 2 })).toHaveTextContent(section.heading)
    }
  },
}

export const TableOfContentsMarksTheSectionInView: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement }) => {
    const section = PRIVACY_PAGE.sections[2]
    canvasElement.querySelector(`#${section.id}`)!.scrollIntoView()
    const toc = within(canvas.getByRole("navigation", { name: LEGAL_TOC_LABEL }))
    await waitFor(() => expect(toc.getByRole("link", { name: section.heading })).toHaveAttribute("aria-current", "location"))
    window.scrollTo(0, 0)
  },
}

export const NumbersEachSectionOnce: Story = {
  tags: ["interaction"],
  args: {
    page: {
      ...PRIVACY_PAGE,
      sections: PRIVACY_PAGE.sections.map((section, index) => ({ ...section, heading: `${index + 1}. ${section.heading}` })),
    },
  },
  play: async ({ canvas }) => {
    const doubled = /^\s*\d+\.\s*\d+\./
    const headings = canvas.getAllByRole("heading", { level: 2 })
    await expect(headings.map((heading) => heading.textContent)).toEqual(
      PRIVACY_PAGE.sections.map((section, index) => `${index + 1}.${section.heading}`),
    )
    const toc = within(canvas.getByRole("navigation", { name: LEGAL_TOC_LABEL }))
    for (const link of toc.getAllByRole("link")) await expect(link.textContent).not.toMatch(doubled)
  },
}
