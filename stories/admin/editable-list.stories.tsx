import { useState, type ReactNode } from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor, within } from "storybook/test"
import { EditableList } from "../../ui/components/admin/editable-list"
import { Input } from "../../ui/components/input"

const BADGES = ["ISO 17100 certified", "ISO 27001 certified", "GDPR-first"]

interface BadgeListProps {
  initial: string[]
  minItems?: number
  error?: string
  onChange?: (badges: string[]) => void
}

/** A list of badges kept in state, as a form keeps it. */
function BadgeList({ initial, minItems, error, onChange = () => undefined }: BadgeListProps) {
  const [items, setItems] = useState(() => initial.map((text, index) => ({ id: `badge-${index}`, text })))
  const update = (next: typeof items) => {
    setItems(next)
    onChange(next.map((item) => item.text))
  }
  return (
    <EditableList
      label="Badges"
      ids={items.map((item) => item.id)}
      itemLabel={(index) => `Badge ${index + 1}`}
      addLabel="Add badge"
      minItems={minItems}
      error={error}
      onAdd={() => update([...items, { id: `badge-${items.length}-${Date.now()}`, text: "" }])}
      onRemove={(index) => update(items.filter((_, at) => at !== index))}
      onMove={(from, to) => {
        const next = [...items]
        next.splice(to, 0, ...next.splice(from, 1))
        update(next)
      }}
      renderItem={(index) => (
        <Input
          aria-label={`Badge ${index + 1} text`}
          value={items[index].text}
          onChange={(event) => update(items.map((item, at) => (at === index ? { ...item, text: event.target.value } : item)))}
        />
      )}
    />
  )
}

const meta = {
  title: "Admin/EditableList",
  component: BadgeList,
  subcomponents: { EditableList },
  args: { initial: BADGES, onChange: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof BadgeList>

export default meta
type Story = StoryObj<typeof meta>

const texts = (canvas: { getAllByRole: (role: string) => HTMLElement[] }) =>
  canvas.getAllByRole("textbox").map((input) => (input as HTMLInputElement).value)

export const Default: Story = {}

export const Empty: Story = { args: { initial: [] } }

export const WithAListError: Story = { args: { initial: [], minItems: 1, error: "Add at least one." } }

export const ReordersWithTheKeyboard: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole("button", { name: "Reorder Badge 1" }).focus()
    await userEvent.keyboard(" ")
    await userEvent.keyboard("{ArrowDown}")
    await userEvent.keyboard(" ")
    await waitFor(() => expect(texts(canvas)).toEqual([BADGES[1], BADGES[0], BADGES[2]]))
    await expect(args.onChange).toHaveBeenLastCalledWith([BADGES[1], BADGES[0], BADGES[2]])
  },
}

export const AddsAndRemoves: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add badge" }))
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4)
    await userEvent.click(canvas.getByRole("button", { name: "Remove Badge 2" }))
    await expect(texts(canvas)).toEqual([BADGES[0], BADGES[2], ""])
  },
}

export const KeepsItsMinimum: Story = {
  tags: ["interaction"],
  args: { initial: ["Only one"], minItems: 1 },
  play: async ({ canvas }) => {
    const item = canvas.getByRole("listitem", { name: "Badge 1" })
    await expect(within(item).getByRole("button", { name: "Remove Badge 1" })).toBeDisabled()
  },
}

/** WCAG 2.5.7: a click alone reorders, without dragging; the pressed button keeps focus as its item moves. */
export const ReordersWithTheMoveButtons: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("button", { name: "Move Badge 1 up" })).toBeDisabled()
    await expect(canvas.getByRole("button", { name: "Move Badge 3 down" })).toBeDisabled()
    await userEvent.click(canvas.getByRole("button", { name: "Move Badge 1 down" }))
    await waitFor(() => expect(texts(canvas)).toEqual([BADGES[1], BADGES[0], BADGES[2]]))
    await expect(args.onChange).toHaveBeenLastCalledWith([BADGES[1], BADGES[0], BADGES[2]])
    await expect(canvas.getByRole("button", { name: "Move Badge 2 down" })).toHaveFocus()
    await expect(canvas.getAllByRole("status").map((region) => region.textContent)).toContain("Badge 1 moved to position 2 of 3.")
    await userEvent.click(canvas.getByRole("button", { name: "Move Badge 2 down" }))
    await waitFor(() => expect(texts(canvas)).toEqual([BADGES[1], BADGES[2], BADGES[0]]))
    // At the end of the list "down" is disabled, and focus goes to "up" rather than to the page.
    await expect(canvas.getByRole("button", { name: "Move Badge 3 up" })).toHaveFocus()
  },
}

/** Entries, each with a list of groups, each with a list of links: three levels, as the menu editor nests them. */
function NestedLists() {
  const level = (name: string, depth: number, prefix: string): ReactNode => (
    <EditableList
      label={`${prefix} ${name}s`}
      ids={["a", "b"]}
      itemLabel={(index) => `${prefix} ${name} ${index + 1}`}
      addLabel={`Add ${name}`}
      onAdd={() => undefined}
      onRemove={() => undefined}
      onMove={() => undefined}
      renderItem={(index) =>
        depth === 3 ? (
          <Input aria-label={`${prefix} ${name} ${index + 1} text`} defaultValue="Who we are" />
        ) : (
          level(["Group", "Link"][depth - 1], depth + 1, `${prefix} ${name} ${index + 1} ›`)
        )
      }
    />
  )
  return <div className="p-4">{level("Entry", 1, "")}</div>
}

/**
 * At 390 px the handle and buttons of a narrow item sit above its fields, so a field three lists deep keeps
 * most of the phone's width (beside them, each level took two columns and the innermost field was a sliver).
 */
export const NestedOnAPhone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  render: () => <NestedLists />,
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.clientWidth).toBe(390)
    await expect(page.scrollWidth).toBe(page.clientWidth)
    const innermost = within(canvasElement).getAllByRole("textbox")
    await expect(innermost.length).toBe(8)
    for (const field of innermost) await expect(field.getBoundingClientRect().width).toBeGreaterThanOrEqual(240)
  },
}
