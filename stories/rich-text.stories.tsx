import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { RICH_TEXT_EXTERNAL_LINK_LABEL, RichText, type RichTextBlock } from "../ui/components/rich-text"
import { SERVICE_PAGE } from "./fixtures/pages"
import { withPage } from "./support/page-story"

const GLOSSARY_ID = "7b0c6a52-4f1e-3c2d-9a8b-1e2f3a4b5c6d"
const UNPUBLISHED_ID = "0d1e2f3a-4b5c-3d6e-8f7a-9b0c1d2e3f4a"

/** Rich text with every kind of node, as the database stores it. */
const EVERY_NODE: RichTextBlock[] = [
  {
    type: "paragraph",
    children: [
      { type: "text", text: "Every project starts with a " },
      { type: "text", text: "termbase", marks: ["bold"] },
      { type: "text", text: " your reviewers " },
      { type: "text", text: "approve", marks: ["italic"] },
      { type: "text", text: "; see the " },
      { type: "internal-link", documentId: GLOSSARY_ID, label: "glossary" },
      { type: "text", text: " and " },
      { type: "external-link", href: "https://www.iso.org/standard/59149.html", text: "ISO 17100" },
      { type: "text", text: "." },
    ],
  },
  { type: "heading", level: 2, children: [{ type: "text", text: "How a review runs" }] },
  {
    type: "list",
    ordered: true,
    items: [[{ type: "text", text: "Translation by a specialist" }], [{ type: "text", text: "Revision by a second linguist" }]],
  },
  { type: "heading", level: 3, children: [{ type: "text", text: "Turnaround" }] },
  {
    type: "list",
    ordered: false,
    items: [
      [{ type: "text", text: "Same day for short texts" }],
      [
        { type: "text", text: "Ask about " },
        { type: "internal-link", documentId: UNPUBLISHED_ID, label: "rush projects" },
      ],
    ],
  },
]

const LINKS = { [GLOSSARY_ID]: { href: "/resources/glossary", title: "Glossary" } }

const meta = {
  title: "Components/RichText",
  component: RichText,
  args: { blocks: EVERY_NODE, links: LINKS },
  decorators: [
    (Story) => (
      <section aria-labelledby="rich-text-story-heading" className="mx-auto flex max-w-3xl flex-col gap-5 p-8">
        <h2 id="rich-text-story-heading" className="font-heading text-3xl font-semibold">
          What the service covers
        </h2>
        <Story />
      </section>
    ),
    withPage,
  ],
  tags: ["autodocs"],
} satisfies Meta<typeof RichText>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** The translation page's overview as the document seed wrote it: paragraphs, the first one larger. */
export const ServiceOverview: Story = {
  args: { blocks: SERVICE_PAGE.overview, lead: true },
}

export const HeadingsSitUnderTheSectionHeading: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "How a review runs" })).toBeVisible()
    await expect(canvas.getByRole("heading", { level: 4, name: "Turnaround" })).toBeVisible()
    await expect(canvas.queryByRole("heading", { level: 1 })).toBeNull()
  },
}

export const UnderAnotherHeadingLevel: Story = {
  tags: ["interaction"],
  args: { headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "How a review runs" })).toBeVisible()
    await expect(canvas.getByRole("heading", { level: 3, name: "Turnaround" })).toBeVisible()
  },
}

export const ExternalLinksAreMarked: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: `ISO 17100 ${RICH_TEXT_EXTERNAL_LINK_LABEL}` })
    await expect(link).toHaveAttribute("href", "https://www.iso.org/standard/59149.html")
    await expect(link.getAttribute("rel")?.split(" ").sort()).toEqual(["external", "noopener", "noreferrer"])
    await expect(link).not.toHaveAttribute("data-router-link")
  },
}

export const InternalLinksGoThroughTheRouter: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "glossary" })
    await expect(link).toHaveAttribute("href", "/resources/glossary")
    await expect(link).toHaveAttribute("data-router-link")
    await expect(link).not.toHaveAttribute("rel")
  },
}

export const ALinkToAMissingPageKeepsItsWords: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: "rush projects" })).toBeNull()
    await expect(canvas.getByText(/rush projects/)).toBeVisible()
  },
}

export const MarkupInTheTextStaysText: Story = {
  tags: ["interaction"],
  args: {
    blocks: [
      {
        type: "paragraph",
        children: [
          { type: "text", text: '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>' },
          { type: "external-link", href: "javascript:window.__pwned=1", text: "Click" },
        ],
      },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector("[data-slot=rich-text] img, [data-slot=rich-text] script")).toBeNull()
    await expect(canvas.getByText(/<img src=x/)).toBeVisible()
    await expect(canvas.queryByRole("link", { name: /Click/ })).toBeNull()
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  },
}
