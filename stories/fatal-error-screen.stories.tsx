import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import {
  FatalErrorScreen,
  FATAL_ERROR_DETAILS_LABEL,
  FATAL_ERROR_REFRESH_LABEL,
  FATAL_ERROR_TEXT,
  FATAL_ERROR_TITLE,
} from "../ui/components/fatal-error-screen"

/** A fixed error so the screen looks the same on every run. */
const crash = new TypeError("Cannot read properties of undefined (reading 'title')")
crash.stack = [
  "TypeError: Cannot read properties of undefined (reading 'title')",
  "    at HeroSection (app/pages/home.tsx:42:17)",
  "    at renderWithHooks (react-dom.development.js:15486:18)",
  "    at mountIndeterminateComponent (react-dom.development.js:20098:13)",
].join("\n")

const meta = {
  title: "Components/FatalErrorScreen",
  component: FatalErrorScreen,
  args: { error: crash, onRefresh: fn() },
  parameters: { layout: "fullscreen" },
  tags: ["autodocs"],
} satisfies Meta<typeof FatalErrorScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithoutError: Story = { args: { error: undefined } }

export const ShowsTheSpecTexts: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: FATAL_ERROR_TITLE })).toBeVisible()
    await expect(canvas.getByText(FATAL_ERROR_TEXT)).toBeVisible()
    await expect(canvas.getByRole("button", { name: FATAL_ERROR_REFRESH_LABEL })).toBeVisible()
  },
}

export const ErrorDetailsExpand: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("button", { name: FATAL_ERROR_DETAILS_LABEL })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(canvas.queryByText(/at HeroSection/)).not.toBeInTheDocument()
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    const details = await waitFor(() => {
      const pre = canvas.getByText(/at HeroSection/)
      expect(pre).toBeVisible()
      return pre
    })
    await expect(details.tagName).toBe("PRE")
    await expect(details).toHaveTextContent(crash.message)
    await expect(details).toHaveTextContent("at HeroSection (app/pages/home.tsx:42:17)")
  },
}

export const RefreshCallsOnRefresh: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: FATAL_ERROR_REFRESH_LABEL }))
    await expect(args.onRefresh).toHaveBeenCalledOnce()
  },
}
