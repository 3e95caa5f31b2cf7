import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { LeenPlatformIllustration } from "../../ui/components/sections/leen-platform-illustration"
import { PageHero } from "../../ui/components/sections/page-hero"
import { LEEN_PAGE, LEEN_PLATFORM_PICTURE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

/** Leen's product screen, drawn in SVG, as the Leen page's hero shows it. */
const meta = {
  title: "Sections/LeenPlatformIllustration",
  component: LeenPlatformIllustration,
  args: { title: LEEN_PLATFORM_PICTURE },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  render: (args) => <PageHero {...LEEN_PAGE.hero} aside={<LeenPlatformIllustration {...args} />} asideLayout="media" />,
  tags: ["autodocs"],
} satisfies Meta<typeof LeenPlatformIllustration>

export default meta
type Story = StoryObj<typeof meta>

export const InTheLeenHero: Story = {
  play: async ({ canvas, canvasElement }) => {
    const picture = canvas.getByRole("img", { name: LEEN_PLATFORM_PICTURE })
    await expect(picture).toBeVisible()
    // What a buyer should recognise: the project list with memory leverage, MT and post-editing, QA checks.
    for (const text of ["Projects", "TM leverage", "MT", "Post-edit", "QA checks", "Terminology"]) {
      await expect([...picture.querySelectorAll("text")].some((node) => node.textContent === text)).toBe(true)
    }
    await expect(canvasElement.querySelector('[data-slot="page-hero-aside"]')).toHaveAttribute("data-layout", "media")
  },
}

export const UsesTheThemeColours: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const picture = canvas.getByRole("img", { name: LEEN_PLATFORM_PICTURE })
    // Drawn with the theme's tokens: no shape is left with the default (black) fill.
    const painted = [...picture.querySelectorAll("rect, circle, path, text")].filter((node) => !node.closest("clipPath"))
    const unfilled = painted.filter((node) => getComputedStyle(node).fill === "rgb(0, 0, 0)" && node.getAttribute("fill") !== "none")
    await expect(unfilled.map((node) => node.outerHTML.slice(0, 80))).toEqual([])
  },
}

export const Desktop: Story = { globals: { viewport: { value: "desktop" } } }
export const Phone: Story = { globals: { viewport: { value: "phone" } } }
