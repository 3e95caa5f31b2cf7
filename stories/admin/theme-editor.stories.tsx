import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor } from "storybook/test"
import { ThemeEditor, type ThemeEditorProps } from "../../ui/components/admin/theme-editor"
import { DEFAULT_RESOLVED_SITE_THEME, SITE_THEME_COLOR_NAMES } from "../../ui/lib/site-theme"

function ControlledThemeEditor(props: ThemeEditorProps) {
  const [value, setValue] = React.useState(props.value)
  return (
    <ThemeEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: "Admin/ThemeEditor",
  component: ThemeEditor,
  render: (args) => <ControlledThemeEditor {...args} />,
  args: { value: DEFAULT_RESOLVED_SITE_THEME, onChange: fn() },
  parameters: { layout: "fullscreen" },
  decorators: [(Story) => <div className="p-4">{Story()}</div>],
  tags: ["autodocs"],
} satisfies Meta<typeof ThemeEditor>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="color-field"]')).toHaveLength(SITE_THEME_COLOR_NAMES.length)
  },
}

export const APrimaryColourChangesThePreviewAndWarnsOfContrast: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const primary = canvas.getByRole("textbox", { name: "Primary" })
    await userEvent.clear(primary)
    await userEvent.type(primary, "#9ec5ff")
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ colors: expect.objectContaining({ primary: "#9ec5ff" }) })),
    )
    const preview = canvasElement.querySelector('[data-slot="theme-preview"][data-mode="light"]')!
    await waitFor(() => expect(getComputedStyle(preview.querySelector('[data-slot="button"]')!).backgroundColor).toBe("rgb(158, 197, 255)"))
    await expect(canvas.getByRole("status")).toHaveTextContent("Primary buttons")
    // Put back an accessible primary so the page itself passes the axe check.
    await userEvent.clear(primary)
    await userEvent.type(primary, "#1554c0")
  },
}

export const PreviewsTheDarkTheme: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Dark" }))
    await expect(await screen.findByRole("group", { name: "Preview in the dark theme" })).toBeVisible()
  },
}

export const PicksAHeadingFont: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const heading = canvas.getByRole("radiogroup", { name: "Heading font" })
    await userEvent.click(heading.querySelector('[value="Montserrat"]')!)
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ headingFont: "Montserrat", bodyFont: "Inter" }))
  },
}
