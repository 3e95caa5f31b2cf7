import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { FullScreenSpinner, FULL_SCREEN_SPINNER_LABEL } from "../ui/components/full-screen-spinner"

const meta = {
  title: "Components/FullScreenSpinner",
  component: FullScreenSpinner,
  parameters: { layout: "fullscreen" },
  tags: ["autodocs"],
} satisfies Meta<typeof FullScreenSpinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const IsANamedStatusInTheCentre: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole("status", { name: FULL_SCREEN_SPINNER_LABEL })
    await expect(status).toBeVisible()
    const indicator = canvasElement.querySelector<HTMLElement>('[data-slot="full-screen-spinner-indicator"]')!
    const box = indicator.getBoundingClientRect()
    const view = document.documentElement
    await expect(box.left + box.width / 2).toBeCloseTo(view.clientWidth / 2, 0)
    await expect(box.top + box.height / 2).toBeCloseTo(view.clientHeight / 2, 0)
  },
}

export const VisibleInBothThemes: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    // The moving arc uses the primary colour and the track the muted one; both differ from the page.
    const screen = canvasElement.querySelector<HTMLElement>('[data-slot="full-screen-spinner"]')!
    const indicator = canvasElement.querySelector<HTMLElement>('[data-slot="full-screen-spinner-indicator"]')!
    const { backgroundColor } = getComputedStyle(screen)
    const { borderTopColor, borderRightColor } = getComputedStyle(indicator)
    await expect(borderTopColor).not.toBe(backgroundColor)
    await expect(borderRightColor).not.toBe(backgroundColor)
    await expect(borderTopColor).not.toBe(borderRightColor)
  },
}
