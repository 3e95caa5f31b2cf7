import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { SortableList, SORTABLE_LIST_INSTRUCTIONS } from "../../ui/components/admin/sortable-list"

interface Client {
  id: string
  name: string
}

const CLIENTS: Client[] = [
  { id: "volvo", name: "Volvo Cars" },
  { id: "ikea", name: "IKEA" },
  { id: "spotify", name: "Spotify" },
]

function ClientList({ onReorder, disabled }: { onReorder: (items: Client[]) => void; disabled?: boolean }) {
  const [items, setItems] = React.useState(CLIENTS)
  return (
    <SortableList
      aria-label="Client logos"
      items={items}
      getId={(client) => client.id}
      getLabel={(client) => client.name}
      disabled={disabled}
      renderItem={(client) => <span className="text-sm font-medium text-foreground">{client.name}</span>}
      onReorder={(next) => {
        setItems(next)
        onReorder(next)
      }}
    />
  )
}

const meta = {
  title: "Admin/SortableList",
  component: ClientList,
  subcomponents: { SortableList },
  args: { onReorder: fn() },
  decorators: [(Story) => <div className="max-w-sm rounded-lg border border-border">{Story()}</div>],
  tags: ["autodocs"],
} satisfies Meta<typeof ClientList>

export default meta
type Story = StoryObj<typeof meta>

/** What dnd-kit's live regions (portalled to the body) say now. */
const announced = () => [...document.querySelectorAll("[aria-live]")].map((region) => region.textContent)

const names = (list: HTMLElement) => [...list.querySelectorAll("li")].map((item) => item.textContent)

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Move IKEA" })).toHaveAccessibleDescription(SORTABLE_LIST_INSTRUCTIONS)
  },
}

export const ReordersFromTheKeyboard: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole("button", { name: "Move Volvo Cars" }).focus()
    await userEvent.keyboard(" ")
    await waitFor(() => expect(announced()).toContain("Picked up Volvo Cars, position 1 of 3."))
    await userEvent.keyboard("{ArrowDown}")
    await waitFor(() => expect(announced()).toContain("Volvo Cars moved to position 2 of 3."))
    await userEvent.keyboard(" ")
    await waitFor(() => expect(announced()).toContain("Volvo Cars dropped at position 2 of 3."))
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1))
    await expect(args.onReorder.mock.calls[0][0].map((client: Client) => client.name)).toEqual(["IKEA", "Volvo Cars", "Spotify"])
    await waitFor(() => expect(names(canvas.getByRole("list", { name: "Client logos" }))).toEqual(["IKEA", "Volvo Cars", "Spotify"]))
  },
}

export const EscapeCancelsAMove: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole("button", { name: "Move Spotify" }).focus()
    await userEvent.keyboard(" ")
    await userEvent.keyboard("{ArrowUp}")
    await userEvent.keyboard("{Escape}")
    await expect(args.onReorder).not.toHaveBeenCalled()
    await expect(names(canvas.getByRole("list", { name: "Client logos" }))).toEqual(["Volvo Cars", "IKEA", "Spotify"])
  },
}

/** WCAG 2.5.7: a click alone reorders, without dragging; the pressed button keeps focus as its row moves. */
export const ReordersWithTheMoveButtons: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("button", { name: "Move Volvo Cars up" })).toBeDisabled()
    await expect(canvas.getByRole("button", { name: "Move Spotify down" })).toBeDisabled()
    await userEvent.click(canvas.getByRole("button", { name: "Move Volvo Cars down" }))
    await expect(args.onReorder.mock.calls[0][0].map((client: Client) => client.name)).toEqual(["IKEA", "Volvo Cars", "Spotify"])
    await waitFor(() => expect(names(canvas.getByRole("list", { name: "Client logos" }))).toEqual(["IKEA", "Volvo Cars", "Spotify"]))
    await expect(canvas.getByRole("button", { name: "Move Volvo Cars down" })).toHaveFocus()
    await expect(canvas.getAllByRole("status").map((region) => region.textContent)).toContain("Volvo Cars moved to position 2 of 3.")
    await userEvent.click(canvas.getByRole("button", { name: "Move Volvo Cars down" }))
    await waitFor(() => expect(names(canvas.getByRole("list", { name: "Client logos" }))).toEqual(["IKEA", "Spotify", "Volvo Cars"]))
    // At the end of the list "down" is disabled, and focus goes to "up" rather than to the page.
    await expect(canvas.getByRole("button", { name: "Move Volvo Cars up" })).toHaveFocus()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Move IKEA" })).toHaveAttribute("aria-disabled", "true")
    await expect(canvas.getByRole("button", { name: "Move IKEA up" })).toBeDisabled()
    await expect(canvas.getByRole("button", { name: "Move IKEA down" })).toBeDisabled()
  },
}
