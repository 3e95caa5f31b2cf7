import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor } from "storybook/test"
import { ThemeProvider, UI_THEME_STORAGE_KEY, type UiTheme } from "../ui/components/theme-provider"
import { ThemeToggle, THEME_TOGGLE_LABEL } from "../ui/components/theme-toggle"
import { ThemeTogglePlaceholder } from "../ui/components/theme-toggle-placeholder"

const meta = {
  title: "Components/ThemeToggle",
  component: ThemeToggle,
  subcomponents: { ThemeTogglePlaceholder },
  decorators: [
    (Story, { parameters }) => (
      <ThemeProvider defaultTheme={(parameters.uiTheme as UiTheme | undefined) ?? "light"}>
        <Story />
      </ThemeProvider>
    ),
  ],
  beforeEach: () => {
    window.localStorage.removeItem(UI_THEME_STORAGE_KEY)
    return () => window.localStorage.removeItem(UI_THEME_STORAGE_KEY)
  },
  tags: ["autodocs"],
} satisfies Meta<typeof ThemeToggle>

export default meta
type Story = StoryObj<typeof meta>

export const Light: Story = {}
export const Dark: Story = { parameters: { uiTheme: "dark" } }
export const System: Story = { parameters: { uiTheme: "system" } }
export const IconOnly: Story = { args: { size: "icon" } }
/** On the dark header or footer. */
export const OnHeader: Story = {
  args: { variant: "header", size: "icon" },
  decorators: [
    (Story) => (
      <div className="bg-header p-6">
        <Story />
      </div>
    ),
  ],
}

export const IsANamedRadioGroup: Story = {
  tags: ["interaction"],
  args: { size: "icon" },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: THEME_TOGGLE_LABEL })
    await expect(group).toBeVisible()
    for (const name of ["Light", "Dark", "System"]) await expect(canvas.getByRole("radio", { name })).toBeInTheDocument()
  },
}

export const ArrowKeysChangeTheTheme: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole("radio", { name: "Light" })).toHaveFocus()
    // Held down like a real key press: Radix moves focus (and with it the selection) on the next tick.
    await userEvent.keyboard("{ArrowRight>}")
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Dark" })).toBeChecked())
    await userEvent.keyboard("{/ArrowRight}")
    await expect(canvas.getByRole("radio", { name: "Dark" })).toHaveFocus()
    await waitFor(() => expect(document.documentElement).toHaveClass("dark"))
    await expect(window.localStorage.getItem(UI_THEME_STORAGE_KEY)).toBe("dark")
  },
}

/** The site's footer shows this lookalike until the toggle's code has loaded: same size, current theme marked, inert. */
export const PlaceholderTakesTheTogglesPlace: Story = {
  tags: ["interaction"],
  args: { variant: "header", size: "icon" },
  parameters: { uiTheme: "dark" },
  render: (args) => (
    <div className="flex flex-col items-start gap-4 bg-header p-6">
      <ThemeToggle {...args} />
      <ThemeTogglePlaceholder variant={args.variant} size={args.size} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole("radiogroup", { name: THEME_TOGGLE_LABEL })
    const placeholder = canvasElement.querySelector<HTMLElement>('[data-slot="theme-toggle-placeholder"]')!
    const box = (element: HTMLElement) => {
      const { width, height } = element.getBoundingClientRect()
      return { width, height }
    }
    await expect(box(placeholder)).toEqual(box(toggle))
    await expect(placeholder.querySelector('[data-state="checked"]')).toHaveTextContent("Dark")
    await expect(placeholder).toHaveAttribute("inert")
  },
}
