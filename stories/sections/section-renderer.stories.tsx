import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { SECTION_KINDS, SectionRenderer, type SectionKind } from "../../ui/components/sections/section-renderer"
import type { Section } from "../../ui/templates/types"
import { EVERY_KIND_PAGE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const byKind = Object.fromEntries(EVERY_KIND_PAGE.sections.map((section) => [section.kind, section]))

const meta = {
  title: "Sections/SectionRenderer",
  component: SectionRenderer,
  args: { section: byKind.text },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof SectionRenderer>

export default meta
type Story = StoryObj<typeof meta>

/** The one section drawn, checked to be of `kind`: the fixture section, its element and queries inside it. */
async function drawnSection<Kind extends SectionKind>(canvasElement: HTMLElement, kind: Kind) {
  const drawn = [...canvasElement.querySelectorAll<HTMLElement>("[data-section-kind]")]
  await expect(drawn.map((element) => element.dataset.sectionKind)).toEqual([kind])
  return { section: byKind[kind] as Extract<Section, { kind: Kind }>, element: drawn[0], within: within(drawn[0]) }
}
const textsOf = (elements: HTMLElement[]) => elements.map((element) => element.textContent)

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const { section, ...drawn } = await drawnSection(canvasElement, "text")
    await expect(drawn.element).toHaveAttribute("data-variant", "default")
    await expect(drawn.within.getByRole("heading", { level: 2 })).toHaveTextContent(section.heading)
    if (!("paragraphs" in section)) throw new Error("The text fixture is paragraphs")
    for (const paragraph of section.paragraphs) await expect(drawn.within.getByText(paragraph)).toBeVisible()
  },
}

const GLOSSARY_ID = "4f0c6a52-1d3e-3b7a-9c1e-2a6f1e9b7c10"

/** A stored text section: its body is rich text, drawn under the section's h2 with its internal links resolved. */
export const RichTextBody: Story = {
  args: {
    section: {
      kind: "text",
      heading: "How we choose linguists",
      body: [
        {
          type: "paragraph",
          children: [
            { type: "text", text: "Every linguist is a native speaker, qualified as our " },
            { type: "internal-link", documentId: GLOSSARY_ID, label: "glossary" },
            { type: "text", text: " says." },
          ],
        },
        { type: "heading", level: 2, children: [{ type: "text", text: "Tests and reviews" }] },
        { type: "paragraph", children: [{ type: "text", text: "A paid test first, then reviews on every project." }] },
      ],
    },
    richTextLinks: { [GLOSSARY_ID]: { href: "/resources/glossary", title: "Glossary" } },
  },
  play: async ({ canvasElement }) => {
    const { element, within: inside } = await drawnSection(canvasElement, "text")
    await expect(element).toHaveAttribute("data-variant", "default")
    await expect(inside.getByRole("heading", { level: 2 })).toHaveTextContent("How we choose linguists")
    await expect(inside.getByRole("heading", { level: 3 })).toHaveTextContent("Tests and reviews")
    await expect(inside.getByRole("link", { name: "glossary" })).toHaveAttribute("href", "/resources/glossary")
    await expect(inside.getByText("A paid test first, then reviews on every project.")).toBeVisible()
  },
}

export const Features: Story = {
  args: { section: byKind.features },
  play: async ({ canvasElement }) => {
    const { section, ...drawn } = await drawnSection(canvasElement, "features")
    await expect(textsOf(drawn.within.getAllByRole("heading", { level: 3 }))).toEqual(section.items.map((item) => item.title))
  },
}

export const Stats: Story = {
  args: { section: byKind.stats },
  play: async ({ canvasElement }) => {
    const { section, ...drawn } = await drawnSection(canvasElement, "stats")
    // Key figures always sit on the dark band.
    await expect(drawn.element).toHaveAttribute("data-variant", "inverse")
    await expect(textsOf(drawn.within.getAllByRole("term"))).toEqual(section.items.map((stat) => stat.label))
  },
}

export const Steps: Story = {
  args: { section: byKind.steps },
  play: async ({ canvasElement }) => {
    const { section, ...drawn } = await drawnSection(canvasElement, "steps")
    await expect(drawn.within.getByRole("list")).toHaveAttribute("data-layout", "numbered")
    await expect(textsOf(drawn.within.getAllByRole("heading", { level: 3 }))).toEqual(section.items.map((step) => step.title))
  },
}

export const Faq: Story = {
  args: { section: byKind.faq },
  play: async ({ canvasElement }) => {
    const { section, ...drawn } = await drawnSection(canvasElement, "faq")
    await expect(textsOf(drawn.within.getAllByRole("button"))).toEqual(section.items.map((faq) => faq.question))
  },
}

export const Links: Story = {
  args: { section: byKind.links, variant: "muted" },
  play: async ({ canvasElement }) => {
    const { section, ...drawn } = await drawnSection(canvasElement, "links")
    await expect(drawn.element).toHaveAttribute("data-variant", "muted")
    await expect(drawn.within.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(section.items.map((card) => card.href))
  },
}

export const Quote: Story = {
  args: { section: byKind.quote },
  play: async ({ canvasElement }) => {
    const { section, ...drawn } = await drawnSection(canvasElement, "quote")
    await expect(drawn.within.getByRole("figure")).toHaveTextContent(section.quote)
    await expect(drawn.within.getByText(section.author)).toBeVisible()
  },
}

export const Checklist: Story = {
  args: { section: byKind.checklist, variant: "muted" },
  play: async ({ canvasElement }) => {
    const { section, ...drawn } = await drawnSection(canvasElement, "checklist")
    await expect(drawn.element).toHaveAttribute("data-variant", "muted")
    await expect(textsOf(drawn.within.getAllByRole("listitem"))).toEqual(section.items)
  },
}

export const Proof: Story = {
  args: { section: byKind.proof },
  play: async ({ canvasElement }) => {
    const { section, ...drawn } = await drawnSection(canvasElement, "proof")
    await expect(drawn.within.getByRole("heading", { level: 2 })).toHaveTextContent(section.heading)
    await expect(drawn.within.getByRole("link", { name: new RegExp(section.case.client) })).toHaveAttribute("href", section.case.href)
  },
}

export const SectionRendererRendersEveryKind: Story = {
  tags: ["interaction"],
  render: () => (
    <>
      {EVERY_KIND_PAGE.sections.map((section) => (
        <SectionRenderer key={section.kind} section={section} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(EVERY_KIND_PAGE.sections.map((section) => section.kind).sort()).toEqual([...SECTION_KINDS].sort())
    for (const kind of SECTION_KINDS) {
      const element = canvasElement.querySelector(`[data-section-kind="${kind}"]`)
      await expect(element).toBeVisible()
      await expect(element).toHaveAttribute("id", kind)
    }
  },
}
