import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { PROOF_CASE_LABELS, ProofCaseCard, ProofSection } from "../../ui/components/sections/proof-case-card"
import { INDUSTRY_PAGE_WITH_SUB_PAGES, SERVICE_PAGE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const withLink = { ...SERVICE_PAGE.proof, href: "/case-studies/norrvik-industrial" }

const meta = {
  title: "Sections/ProofCaseCard",
  component: ProofCaseCard,
  subcomponents: { ProofSection },
  args: { proof: withLink },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof ProofCaseCard>

export default meta
type Story = StoryObj<typeof meta>

export const WithLink: Story = {
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole("article"))
    await expect(card.getByRole("heading", { level: 3, name: withLink.client })).toBeVisible()
    await expect(card.getByText(withLink.summary)).toBeVisible()
    await expect(card.getByRole("link", { name: `${PROOF_CASE_LABELS.link}: ${withLink.client}` })).toHaveAttribute("href", withLink.href)
    await expect(canvas.getByRole("article")).toHaveAttribute("data-size", "default")
  },
}

/** A client programme without a case study of its own (the fixture page's proof, without its link). */
const withoutCaseStudy = { ...INDUSTRY_PAGE_WITH_SUB_PAGES.proof, href: undefined }

export const WithoutLink: Story = {
  args: { proof: withoutCaseStudy },
  play: async ({ canvas }) => {
    const proof = INDUSTRY_PAGE_WITH_SUB_PAGES.proof
    await expect(canvas.getByRole("heading", { level: 3, name: proof.client })).toBeVisible()
    for (const result of proof.results) await expect(canvas.getByText(result.value)).toBeVisible()
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument()
  },
}

export const Small: Story = {
  args: { size: "sm" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article")).toHaveAttribute("data-size", "sm")
    await expect(canvas.getByRole("heading", { level: 3, name: withLink.client })).toBeVisible()
  },
}

export const ShowsClientResultsAndLink: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: withLink.client })).toBeVisible()
    for (const result of withLink.results) await expect(canvas.getByText(result.value)).toBeVisible()
    const link = canvas.getByRole("link", { name: new RegExp(PROOF_CASE_LABELS.link) })
    await expect(link).toHaveAttribute("href", withLink.href)
    await expect(link).toHaveAccessibleName(`${PROOF_CASE_LABELS.link}: ${withLink.client}`)
  },
}

export const NoLinkWithoutHref: Story = {
  tags: ["interaction"],
  args: { proof: withoutCaseStudy },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument()
  },
}
