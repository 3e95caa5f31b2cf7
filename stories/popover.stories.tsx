import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor } from "storybook/test"
import { Button } from "../ui/components/button"
import { Popover, PopoverContent, PopoverTrigger } from "../ui/components/popover"

const meta = {
  title: "Components/Popover",
  component: Popover,
  subcomponents: { PopoverTrigger, PopoverContent },
  args: { onOpenChange: fn() },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">Opening hours</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Opening hours" className="grid gap-1 p-4 text-sm">
        <p className="font-medium">Stockholm office</p>
        <p className="text-muted-foreground">Monday to Friday, 08:00–17:00 (CET)</p>
      </PopoverContent>
    </Popover>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof Popover>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const Open: Story = { args: { defaultOpen: true } }

export const OpensBelowItsTrigger: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Opening hours" })
    await userEvent.click(trigger)
    const panel = await screen.findByRole("dialog", { name: "Opening hours" })
    await expect(panel).toHaveAttribute("data-side", "bottom")
    await expect(panel.getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().bottom)
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
  },
}

export const ClosesOnEscape: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Opening hours" })
    await userEvent.click(trigger)
    await screen.findByRole("dialog", { name: "Opening hours" })
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}
