import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor } from "storybook/test"
import { SkipLink } from "../ui/components/skip-link"

const meta = {
  title: "Layout/SkipLink",
  component: SkipLink,
  args: { href: "#main-content", children: "Skip to main content" },
  parameters: { layout: "fullscreen" },
  decorators: [
    // As in the site layout: the skip link first, then the fixed dark header it appears over.
    (Story) => (
      <div className="min-h-60 bg-background">
        <Story />
        <header className="fixed inset-x-0 top-0 h-16 bg-header text-header-foreground">
          <span className="flex h-full items-center px-4 font-heading text-lg font-semibold">Nordika</span>
        </header>
        <main id="main-content" tabIndex={-1} className="px-6 pt-24 text-foreground outline-none">
          Page content
        </main>
      </div>
    ),
  ],
  tags: ["autodocs"],
} satisfies Meta<typeof SkipLink>

export default meta
type Story = StoryObj<typeof meta>

const inView = (element: HTMLElement) => element.getBoundingClientRect().bottom > 0

export const HiddenUntilFocused: Story = {
  play: async ({ canvas }) => {
    await expect(inView(canvas.getByRole("link", { name: "Skip to main content" }))).toBe(false)
  },
}

export const ShowsAsAButtonOverTheHeaderWhenFocused: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Skip to main content" })
    await userEvent.tab()
    await expect(link).toHaveFocus()
    await waitFor(() => expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0))
    const style = getComputedStyle(link)
    const probe = document.createElement("span")
    probe.className = "bg-primary text-primary-foreground"
    document.body.append(probe)
    const primary = getComputedStyle(probe)
    await expect(style.backgroundColor).toBe(primary.backgroundColor)
    await expect(style.color).toBe(primary.color)
    probe.remove()
  },
}
