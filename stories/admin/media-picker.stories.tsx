import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor } from "storybook/test"
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

/** Each image is a button named by what a reader sees on it: its alt text (or "Decorative") and its file name. */
export const Default: Story = {
  play: async () => {
    const chosen = await screen.findByRole("button", { pressed: true })
    await expect(chosen).toHaveAccessibleName(/^Four project managers planning a localization release on a whiteboard team-workshop\.webp/)
    await expect(screen.getByRole("button", { name: /^Decorative northern-pattern\.png/ })).toHaveAttribute("aria-pressed", "false")
  },
}

/** A new site: nothing in the library yet, so there is no search, only the upload area and a hint. */
export const EmptyLibrary: Story = {
  args: { items: [], selectedId: undefined },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Choose an image" })
    await expect(dialog).toHaveTextContent("The library has no images yet. Upload one above.")
    await expect(screen.queryByRole("searchbox")).not.toBeInTheDocument()
  },
}

export const SearchFindsNothing: Story = {
  tags: ["interaction"],
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole("searchbox", { name: "Search images by file name or alt text" }), "reindeer")
    await expect(await screen.findByText("Nothing in the library has “reindeer” in its file name or alt text.")).toBeVisible()
    await expect(screen.getByText("0 images of 4")).toBeVisible()
    await expect(screen.queryByRole("list", { name: "Images" })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  args: { items: null },
  play: async () => {
    await expect(await screen.findByRole("status", { name: "Loading the media library" })).toHaveAttribute("aria-busy", "true")
  },
}

export const ErrorWithRetry: Story = {
  tags: ["interaction"],
  args: { items: null, error: "The media library could not be loaded. Check your connection and try again.", onRetry: fn() },
  play: async ({ args, userEvent }) => {
    const alert = await screen.findByRole("alert")
    await expect(alert).toHaveTextContent("The media library could not be loaded.")
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1))
  },
}

/** A file on its way up beside the library, its progress read out; one that arrived asks to be described. */
export const Uploading: Story = {
  args: {
    uploads: [
      { key: "u1", fileName: "helsinki-harbour-at-dawn.jpg", state: "uploading", fraction: 0.64 },
      { key: "u2", fileName: "stockholm-reception.webp", state: "uploaded" },
    ],
  },
  play: async () => {
    const progress = await screen.findByRole("progressbar", { name: "Uploading helsinki-harbour-at-dawn.jpg" })
    await expect(progress).toHaveAttribute("aria-valuenow", "64")
    await waitFor(() => expect(screen.getByText("64%")).toBeVisible())
    await expect(screen.getByRole("button", { name: "Describe stockholm-reception.webp" })).toBeVisible()
  },
}

/** At 390 px the grid has two columns and the dialog scrolls inside the screen, its title and close button in view. */
export const OnAPhone: Story = {
  ...ON_A_PHONE,
  args: { uploads: [{ key: "u1", fileName: "helsinki-harbour-at-dawn.jpg", state: "uploading", fraction: 0.3 }] },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Choose an image" })
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(390)
    await waitFor(() => expect(screen.getByRole("button", { name: "Close" })).toBeVisible())
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
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
