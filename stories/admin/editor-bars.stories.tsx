import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { Button } from "../../ui/components/button"
import { ChangedElsewhereBanner, EditorActionBar } from "../../ui/components/admin/editor-bars"

const meta = {
  title: "Admin/ChangedElsewhereBanner",
  component: ChangedElsewhereBanner,
  subcomponents: { EditorActionBar },
  args: {
    message: "Someone else published a change to this section while you were editing.",
    actionLabel: "Reload section",
    onAction: fn(),
  },
  tags: ["autodocs"],
} satisfies Meta<typeof ChangedElsewhereBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const IsAnnouncedAndReloads: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(args.message)
    await userEvent.click(canvas.getByRole("button", { name: "Reload section" }))
    await expect(args.onAction).toHaveBeenCalledOnce()
  },
}

export const ActionBar: StoryObj<typeof EditorActionBar> = {
  render: () => (
    <div className="px-4">
      <EditorActionBar status="Unsaved changes">
        <Button variant="outline">Save draft</Button>
        <Button>Publish</Button>
      </EditorActionBar>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Unsaved changes")
    await expect(canvas.getByRole("button", { name: "Publish" })).toBeVisible()
  },
}
