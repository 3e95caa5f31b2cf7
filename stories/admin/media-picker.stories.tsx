import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, within } from "storybook/test"
import { ON_A_PHONE } from "./fixtures"
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

export const Library: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Choose an image" })
    await expect(within(dialog).getByRole("button", { name: /Four project managers planning/ })).toHaveAttribute("aria-pressed", "true")
    await expect(within(dialog).getByRole("button", { name: "Decorative (northern-pattern.png)" })).toBeVisible()
  },
}

export const LibraryOnAPhone: Story = { ...ON_A_PHONE }

export const Loading: Story = { args: { items: null } }

/** An upload waits for its alt text: only once described does it join the grid and can be chosen. */
export const UploadWaitingToBeDescribed: Story = {
  args: { items: [], uploads: [{ key: "u1", fileName: "harbour-at-dawn.avif", state: "uploaded" }] },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Choose an image" })
    await expect(within(dialog).getByText("The library has no images yet. Upload one above.")).toBeVisible()
    await expect(within(dialog).queryByRole("list", { name: "Images" })).toBeNull()
  },
}

export const ChoosesByKeyboardAfterSearching: Story = {
  tags: ["interaction"],
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole("dialog", { name: "Choose an image" })
    await userEvent.type(within(dialog).getByRole("searchbox", { name: "Search images by file name or alt text" }), "harbour")
    await expect(within(dialog).getByText("1 image of 4")).toBeVisible()
    await userEvent.clear(within(dialog).getByRole("searchbox"))

    within(dialog)
      .getByRole("button", { name: /The Stockholm office's open-plan floor/ })
      .focus()
    await userEvent.keyboard("{ArrowRight}{ArrowRight}")
    await expect(within(dialog).getByRole("button", { name: "Decorative (northern-pattern.png)" })).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await expect(args.onChoose).toHaveBeenCalledWith(MEDIA_ITEMS[2])
  },
}

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
