import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { FontPicker, type FontPickerProps } from "../../ui/components/admin/font-picker"
import { SITE_THEME_FONTS } from "../../ui/lib/site-theme"

function ControlledFontPicker(props: FontPickerProps) {
  const [value, setValue] = React.useState(props.value)
  return (
    <FontPicker
      {...props}
      value={value}
      onValueChange={(font) => {
        setValue(font)
        props.onValueChange(font)
      }}
    />
  )
}

const meta = {
  title: "Admin/FontPicker",
  component: FontPicker,
  render: (args) => <ControlledFontPicker {...args} />,
  args: { label: "Heading font", value: "Inter", onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  tags: ["autodocs"],
} satisfies Meta<typeof FontPicker>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const OffersTheSixSiteFonts: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const options = canvas.getAllByRole("radio")
    await expect(options.map((option) => option.textContent?.replace("Clear words, every language", ""))).toEqual([...SITE_THEME_FONTS])
    await expect(canvas.getByRole("radio", { name: /Inter/ })).toBeChecked()
  },
}

export const PicksWithTheKeyboard: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: /Inter/ }))
    await userEvent.keyboard("{ArrowDown}")
    await expect(canvas.getByRole("radio", { name: /Roboto Slab/ })).toHaveFocus()
    await userEvent.keyboard(" ")
    await waitFor(() => expect(canvas.getByRole("radio", { name: /Roboto Slab/ })).toBeChecked())
    await expect(args.onValueChange).toHaveBeenLastCalledWith("Roboto Slab")
  },
}

/** The site's stylesheet holds Inter only; the picker fetches the other five so each option shows its own face. */
export const LoadsEveryFontItShows: Story = {
  tags: ["interaction"],
  play: async () => {
    const loadedFamilies = () =>
      new Set([...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/^["']|["']$/g, "")))
    await waitFor(() => expect([...SITE_THEME_FONTS].filter((font) => !loadedFamilies().has(font))).toEqual([]), { timeout: 10_000 })
  },
}
