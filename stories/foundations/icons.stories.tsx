import type { Meta, StoryObj } from "@storybook/react-vite"
import { Icon, ICON_NAMES } from "../../ui/components/icon"

const meta = {
  title: "Foundations/Icons",
  parameters: { layout: "padded" },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Every icon content and menu data may name (ICON_NAMES), by the name staff type. */
export const Grid: Story = {
  render: () => (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3">
      {ICON_NAMES.map((name) => (
        <li key={name} className="grid justify-items-center gap-2 rounded-md border border-border p-3 text-center text-xs">
          <Icon name={name} className="size-6 text-primary" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
}
