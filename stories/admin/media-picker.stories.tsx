import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen } from "storybook/test"
import { MEDIA_ITEMS } from "./media-fixtures"
import { MediaPickerDialog } from "../../ui/components/admin/media-picker"

const meta = {
  title: "Admin/MediaPickerDialog",
  component: MediaPickerDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    items: MEDIA_ITEMS,
    selectedId: "m2",
    onChoose: fn(),
    uploads: [],
    onFiles: fn(),
    onDescribe: fn(),
    onDismiss: fn(),
  },
  parameters: { layout: "fullscreen" },
  // Every story shows the dialog open, which would cover its docs page.
  tags: ["!autodocs"],
} satisfies Meta<typeof MediaPickerDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { items: null } }

export const HandsOverFilesToUpload: Story = {
  tags: ["interaction"],
  args: { items: [] },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole("dialog", { name: "Choose an image" })
    const file = new File(["a"], "harbour.png", { type: "image/png" })
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file)
    await expect(args.onFiles).toHaveBeenCalledWith([file])
  },
}
