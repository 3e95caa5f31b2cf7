import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { SECTION_KINDS, SectionRenderer } from "../../ui/components/sections/section-renderer"
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

export const Text: Story = {}
export const Features: Story = { args: { section: byKind.features } }
export const Stats: Story = { args: { section: byKind.stats } }
export const Steps: Story = { args: { section: byKind.steps } }
export const Faq: Story = { args: { section: byKind.faq } }
export const Links: Story = { args: { section: byKind.links, variant: "muted" } }
export const Quote: Story = { args: { section: byKind.quote } }
export const Checklist: Story = { args: { section: byKind.checklist, variant: "muted" } }
export const Proof: Story = { args: { section: byKind.proof } }

export const SectionRendererRendersEveryKind: Story = {
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
