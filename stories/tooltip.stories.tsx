import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor } from "storybook/test"
import { Info } from "lucide-react"
import { Button } from "../ui/components/button"
import { Tooltip, TooltipContent, TooltipTrigger, TOOLTIP_OPEN_DELAY_MS, TooltipProvider } from "../ui/components/tooltip"

const meta = {
  title: "Components/Tooltip",
  component: Tooltip,
  subcomponents: { TooltipProvider, TooltipTrigger, TooltipContent },
  args: { onOpenChange: fn() },
  render: (args) => (
    <div className="p-12">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="About certified translation">
            <Info aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Stamped by a sworn translator</TooltipContent>
      </Tooltip>
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Stamped by a sworn translator")
  },
}

export const ShowsOnKeyboardFocus: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "About certified translation" })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Stamped by a sworn translator")
    await expect(trigger).toHaveAccessibleDescription("Stamped by a sworn translator")
  },
}

export const ShowsOnHoverAfterTheDelay: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const startedAt = performance.now()
    await userEvent.hover(canvas.getByRole("button", { name: "About certified translation" }))
    await expect(await screen.findByRole("tooltip")).toBeInTheDocument()
    await expect(performance.now() - startedAt).toBeGreaterThanOrEqual(TOOLTIP_OPEN_DELAY_MS - 50)
    await expect(args.onOpenChange).toHaveBeenCalledWith(true)
    await userEvent.unhover(canvas.getByRole("button", { name: "About certified translation" }))
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument())
  },
}

export const HidesOnEscape: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await screen.findByRole("tooltip")
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument())
    await expect(canvas.getByRole("button", { name: "About certified translation" })).toHaveFocus()
  },
}
