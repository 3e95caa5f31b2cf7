import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor } from "storybook/test"
import { ON_A_PHONE } from "./fixtures"
import { landscape } from "./media-fixtures"
import { MEDIA_ALT_TEXT_REQUIRED_MESSAGE, MediaDetailsSheet } from "../../ui/components/admin/media-details-sheet"

const IMAGE = { src: landscape("#9fd3f0", "#4f8a5b"), fileName: "stockholm-office.jpg", width: 1600, height: 1067, sizeBytes: 412_000 }

const meta = {
  title: "Admin/MediaDetailsSheet",
  component: MediaDetailsSheet,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: "edit",
    image: IMAGE,
    onSave: fn(async (): Promise<string | void> => {}),
    usedBy: [],
    onDelete: fn(async (): Promise<string | void> => {}),
  },
  parameters: { layout: "fullscreen" },
  // Every story shows the sheet open, which would cover its docs page: they stay off it (tags "!autodocs").
  tags: ["autodocs"],
} satisfies Meta<typeof MediaDetailsSheet>

export default meta
type Story = StoryObj<typeof meta>

export const AddingAnUpload: Story = { tags: ["!autodocs"], args: { mode: "add", usedBy: undefined, onDelete: undefined } }

export const Editing: Story = {
  tags: ["!autodocs"],
  args: { defaultValues: { altText: "The Stockholm office's open-plan floor", focalPoint: { x: 0.3, y: 0.6 } } },
  play: async () => {
    const sheet = await screen.findByRole("dialog", { name: "stockholm-office.jpg" })
    await expect(sheet).toHaveAccessibleDescription("1600 × 1067 px · 402 KB")
    await expect(screen.getByText("No document uses it.")).toBeVisible()
  },
}

export const EditingOnAPhone: Story = { ...ON_A_PHONE, tags: ["!autodocs"], args: { defaultValues: { altText: "The Stockholm office" } } }

export const Decorative: Story = { tags: ["!autodocs"], args: { defaultValues: { decorative: true } } }

export const LookingForUses: Story = { tags: ["!autodocs"], args: { usedBy: null } }

export const UsedByDocuments: Story = {
  tags: ["!autodocs"],
  args: {
    defaultValues: { altText: "The Stockholm office" },
    usedBy: [
      { id: "d1", title: "Plain language travels better", path: "/resources/blog/plain-language" },
      { id: "d2", title: "About us", path: "/about" },
    ],
  },
  play: async () => {
    await expect(await screen.findByRole("button", { name: "Delete" })).toBeDisabled()
    await expect(screen.getByText("Plain language travels better")).toBeVisible()
    await expect(screen.getByText(/cannot be deleted while documents use it/)).toBeVisible()
  },
}

export const RequiresAltTextUnlessDecorative: Story = {
  tags: ["interaction"],
  args: { mode: "add", usedBy: undefined, onDelete: undefined },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Add to library" }))
    const alt = screen.getByLabelText("Alt text")
    await expect(alt).toHaveAttribute("aria-invalid", "true")
    await expect(alt).toHaveAccessibleDescription(expect.stringContaining(MEDIA_ALT_TEXT_REQUIRED_MESSAGE))
    await expect(alt).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole("checkbox", { name: /Decorative/ }))
    await expect(alt).toBeDisabled()
    await userEvent.click(screen.getByRole("button", { name: "Add to library" }))
    await expect(args.onSave).toHaveBeenCalledWith({ altText: "", decorative: true, focalPoint: { x: 0.5, y: 0.5 } })
  },
}

export const SavesAltTextAndFocalPoint: Story = {
  tags: ["interaction"],
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByLabelText("Alt text"), "  Translators at their desks  ")
    const picker = screen.getByRole("slider", { name: "Focal point" })
    picker.focus()
    await userEvent.keyboard("{Shift>}{ArrowLeft}{ArrowLeft}{ArrowDown}{/Shift}")
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      altText: "Translators at their desks",
      decorative: false,
      focalPoint: { x: 0.3, y: 0.6 },
    })
  },
}

export const KeepsWhatWasTypedWhenSavingFails: Story = {
  tags: ["interaction"],
  args: { onSave: fn(async () => "The database refused the change: try again.") },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByLabelText("Alt text"), "Helsinki harbour")
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }))
    await expect(await screen.findByRole("alert")).toHaveTextContent("The database refused the change: try again.")
    await expect(screen.getByLabelText("Alt text")).toHaveValue("Helsinki harbour")
  },
}

export const DeletesAfterAsking: Story = {
  tags: ["interaction"],
  args: { defaultValues: { altText: "The Stockholm office" } },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }))
    await expect(await screen.findByRole("alertdialog", { name: "Delete stockholm-office.jpg?" })).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Delete image" }))
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1))
  },
}
