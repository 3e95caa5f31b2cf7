import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor } from "storybook/test"
import { BACK_TO_TOP_AFTER_VIEWPORTS, BACK_TO_TOP_LABEL, BackToTop } from "../ui/components/back-to-top"

const meta = {
  title: "Layout/BackToTop",
  component: BackToTop,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <main className="bg-background text-foreground">
        <div style={{ height: `${(BACK_TO_TOP_AFTER_VIEWPORTS + 2) * 100}vh` }} className="p-6">
          A long page
        </div>
        <Story />
      </main>
    ),
  ],
  afterEach: () => window.scrollTo(0, 0),
  tags: ["autodocs"],
} satisfies Meta<typeof BackToTop>

export default meta
type Story = StoryObj<typeof meta>

export const HiddenAtTheTop: Story = {
  play: async ({ canvas }) => {
    window.scrollTo(0, 0)
    await expect(canvas.queryByRole("button", { name: BACK_TO_TOP_LABEL })).not.toBeInTheDocument()
  },
}

export const ScrollsBackToTheTop: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    window.scrollTo(0, window.innerHeight * (BACK_TO_TOP_AFTER_VIEWPORTS + 0.5))
    const button = await canvas.findByRole("button", { name: BACK_TO_TOP_LABEL })
    await expect(button).toBeVisible()
    await userEvent.click(button)
    await waitFor(() => expect(window.scrollY).toBe(0))
    await waitFor(() => expect(canvas.queryByRole("button", { name: BACK_TO_TOP_LABEL })).not.toBeInTheDocument())
  },
}
