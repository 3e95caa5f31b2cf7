import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import { Combobox, type ComboboxProps } from "../ui/components/combobox"
import { ALL_LANGUAGES, LANGUAGES } from "./fixtures/lead-forms"

/** The combobox is controlled: this keeps its value in state, as a form would, and reports each change. */
function StatefulCombobox({ value: initial, onValueChange, ...props }: ComboboxProps) {
  const [value, setValue] = React.useState(initial)
  const change = (next: string | string[]) => {
    setValue(next)
    ;(onValueChange as (next: string | string[]) => void)(next)
  }
  // The union of the single and the multiple props cannot be rebuilt from its parts without a cast.
  const combobox = { ...props, value, onValueChange: change } as ComboboxProps
  return (
    <div className="max-w-sm">
      <Combobox {...combobox} />
    </div>
  )
}

const meta = {
  title: "Components/Combobox",
  component: Combobox,
  args: {
    "aria-label": "Source language",
    options: LANGUAGES,
    placeholder: "Choose a language",
    searchLabel: "Search languages",
    emptyText: "No match.",
    value: "",
    onValueChange: fn(),
  },
  render: (args) => <StatefulCombobox {...args} />,
  tags: ["autodocs"],
} satisfies Meta<typeof Combobox>

export default meta
type Story = StoryObj<typeof meta>

export const Placeholder: Story = {}

export const Chosen: Story = { args: { value: "sv" } }

export const SeveralChosen: Story = {
  args: { "aria-label": "Target languages", multiple: true, value: ["de", "fi"], placeholder: "Choose languages" },
}

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Source language" }))
    await expect(await screen.findByRole("combobox", { name: "Search languages" })).toHaveFocus()
    await expect(screen.getAllByRole("option")).toHaveLength(LANGUAGES.length)
  },
}

export const FiltersAsYouType: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Source language" }))
    await userEvent.type(await screen.findByRole("combobox", { name: "Search languages" }), "fin")
    await waitFor(() => expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Finnishfi"]))
  },
}

export const SaysWhenNothingMatches: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Source language" }))
    await userEvent.type(await screen.findByRole("combobox", { name: "Search languages" }), "Klingon")
    await expect(await screen.findByText("No match.")).toBeVisible()
    await expect(screen.queryAllByRole("option")).toHaveLength(0)
  },
}

export const PickingOneClosesTheList: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole("combobox", { name: "Source language" })
    await userEvent.click(trigger)
    await userEvent.click(await screen.findByRole("option", { name: /^German/ }))
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "false"))
    await expect(trigger).toHaveTextContent("German")
    await expect(args.onValueChange).toHaveBeenLastCalledWith("de")
  },
}

export const SeveralStayOpenAndShowAsChips: Story = {
  tags: ["interaction"],
  args: { "aria-label": "Target languages", multiple: true, value: [], placeholder: "Choose languages" },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole("combobox", { name: "Target languages" })
    await userEvent.click(trigger)
    await userEvent.click(await screen.findByRole("option", { name: /^German/ }))
    await userEvent.click(screen.getByRole("option", { name: /^French/ }))
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    await expect(trigger).toHaveTextContent("2 chosen")
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["de", "fr"])
    await userEvent.keyboard("{Escape}")
    const chips = within(canvas.getByRole("list"))
    await userEvent.click(chips.getByRole("button", { name: "Remove German" }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["fr"])
    await expect(chips.queryByText("German")).not.toBeInTheDocument()
  },
}

export const StartsWithTheMostRequestedLanguages: Story = {
  tags: ["interaction"],
  args: { options: ALL_LANGUAGES },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Source language" }))
    const [mostRequested, others] = await screen.findAllByRole("group")
    await expect(mostRequested).toHaveAccessibleName("Most requested")
    await expect(
      within(mostRequested)
        .getAllByRole("option")
        .map((option) => option.querySelector("span")?.textContent),
    ).toEqual(["Swedish", "English", "German", "Norwegian", "Danish", "Finnish", "French", "Spanish"])
    await expect(others).toHaveAccessibleName("Other languages")
    await expect(within(others).getAllByRole("option")[0]).toHaveTextContent(/^Abkhaz/)
    await expect(screen.getAllByRole("option")).toHaveLength(183)
  },
}

export const SearchingHidesAGroupWithoutMatches: Story = {
  tags: ["interaction"],
  args: { options: ALL_LANGUAGES },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Source language" }))
    await userEvent.type(await screen.findByRole("combobox", { name: "Search languages" }), "swed")
    await waitFor(() => expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Swedishsv"]))
    const groups = screen.getAllByRole("group")
    await expect(groups).toHaveLength(1)
    await expect(groups[0]).toHaveAccessibleName("Most requested")
  },
}
