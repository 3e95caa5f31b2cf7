import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { ContrastWarning } from "../../ui/components/admin/contrast-warning"

const meta = {
  title: "Admin/ContrastWarning",
  component: ContrastWarning,
  args: {
    pairs: [
      { label: "Text on the page", foreground: "#0b1b2b", background: "#ffffff" },
      { label: "Primary buttons", foreground: "#ffffff", background: "#1554c0" },
    ],
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  tags: ["autodocs"],
} satisfies Meta<typeof ContrastWarning>

export default meta
type Story = StoryObj<typeof meta>

export const Passing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Every text colour meets WCAG AA contrast (4.5:1)")
  },
}

export const BelowAA: Story = {
  args: {
    pairs: [
      { label: "Text on the page", foreground: "#0b1b2b", background: "#ffffff" },
      { label: "Primary buttons", foreground: "#ffffff", background: "#7fb0ff" },
      { label: "Secondary text on the page", foreground: "#777777", background: "#ffffff" },
    ],
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status")
    await expect(status).toHaveTextContent("2 text colours are hard to read: below WCAG AA (4.5:1).")
    await expect(status).toHaveTextContent("Primary buttons#ffffff on #7fb0ff: 2.19:1")
    await expect(status).toHaveTextContent("#777777 on #ffffff: 4.47:1")
    await expect(status).not.toHaveTextContent("Text on the page")
  },
}
