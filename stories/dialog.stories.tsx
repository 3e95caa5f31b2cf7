import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor } from "storybook/test"
import { Button } from "../ui/components/button"
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  DialogPortal,
  DialogOverlay,
} from "../ui/components/dialog"
import { Input } from "../ui/components/input"
import { Label } from "../ui/components/label"

const onConfirm = fn()

const meta = {
  title: "Components/Dialog",
  component: Dialog,
  subcomponents: {
    DialogTrigger,
    DialogPortal,
    DialogOverlay,
    DialogContent,
    DialogHeader,
    DialogTitle,
    DialogDescription,
    DialogFooter,
    DialogClose,
  },
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Rename project</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename project</DialogTitle>
          <DialogDescription>The new name is shown to everyone on the project.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="project-name">Project name</Label>
          <Input id="project-name" defaultValue="Annual report 2025" />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={onConfirm}>Save</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  beforeEach: () => {
    onConfirm.mockClear()
  },
  tags: ["autodocs"],
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Open: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Rename project" })
    await waitFor(() => expect(dialog).toBeVisible())
    await expect(dialog).toHaveAccessibleDescription("The new name is shown to everyone on the project.")
  },
}

export const OpensAndFocusesTheFirstField: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Rename project" }))
    const dialog = await screen.findByRole("dialog", { name: "Rename project" })
    await waitFor(() => expect(dialog).toBeVisible())
    await expect(screen.getByRole("textbox", { name: "Project name" })).toHaveFocus()
    await expect(args.onOpenChange).toHaveBeenCalledWith(true)
    await userEvent.keyboard("{Escape}")
  },
}

export const ClosesOnEscape: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Rename project" }))
    await screen.findByRole("dialog", { name: "Rename project" })
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    await expect(canvas.getByRole("button", { name: "Rename project" })).toHaveFocus()
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

export const CloseButtonCloses: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Rename project" }))
    await userEvent.click(await screen.findByRole("button", { name: "Close" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
  },
}

export const SaveRunsItsActionAndCloses: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Rename project" }))
    await userEvent.click(await screen.findByRole("button", { name: "Save" }))
    await expect(onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
  },
}

export const TrapsFocusInside: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Rename project" }))
    const dialog = await screen.findByRole("dialog", { name: "Rename project" })
    for (let i = 0; i < 6; i++) {
      await userEvent.tab()
      await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await userEvent.keyboard("{Escape}")
  },
}
