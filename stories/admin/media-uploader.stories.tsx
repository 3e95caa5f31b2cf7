import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { ON_A_PHONE } from "./fixtures"
import { MediaUploader, type MediaUpload } from "../../ui/components/admin/media-library"

const UPLOADS: MediaUpload[] = [
  { key: "a", fileName: "stockholm-office.jpg", state: "uploading", fraction: 0.42 },
  { key: "b", fileName: "harbour-at-dawn.avif", state: "uploaded" },
  {
    key: "c",
    fileName: "logo.svg",
    state: "failed",
    message: "“logo.svg” is not a JPEG, PNG, WebP or AVIF image. Save it in one of those formats.",
  },
]

const meta = {
  title: "Admin/MediaUploader",
  component: MediaUploader,
  args: { uploads: [], onFiles: fn(), onDescribe: fn(), onDismiss: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof MediaUploader>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const WithUploads: Story = {
  args: { uploads: UPLOADS },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Uploading stockholm-office.jpg" })).toHaveAttribute("aria-valuenow", "42")
    await expect(canvas.getByRole("alert")).toHaveTextContent("“logo.svg” is not a JPEG, PNG, WebP or AVIF image.")
    await expect(canvas.getByRole("button", { name: "Describe harbour-at-dawn.avif" })).toBeVisible()
  },
}

export const WithUploadsOnAPhone: Story = { ...ON_A_PHONE, args: { uploads: UPLOADS } }

export const HandsOverPickedFiles: Story = {
  tags: ["interaction"],
  play: async ({ args, canvasElement, userEvent }) => {
    const files = [new File(["a"], "one.png", { type: "image/png" }), new File(["b"], "two.jpg", { type: "image/jpeg" })]
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, files)
    await expect(args.onFiles).toHaveBeenCalledWith(files)
  },
}

export const HandsOverDroppedFiles: Story = {
  tags: ["interaction"],
  play: async ({ args, canvasElement }) => {
    // The file dialog filters by type, so a file the library refuses arrives by drag and drop; the screen says why.
    const files = new DataTransfer()
    files.items.add(new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }))
    canvasElement
      .querySelector('[data-slot="media-uploader-dropzone"]')!
      .dispatchEvent(new DragEvent("drop", { dataTransfer: files, bubbles: true, cancelable: true }))
    await expect(args.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: "logo.svg" })])
  },
}

export const DescribesAndDismisses: Story = {
  tags: ["interaction"],
  args: { uploads: UPLOADS },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Describe harbour-at-dawn.avif" }))
    await expect(args.onDescribe).toHaveBeenCalledWith("b")
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss logo.svg" }))
    await expect(args.onDismiss).toHaveBeenCalledWith("c")
    // A file still uploading cannot be dismissed halfway.
    await expect(canvas.queryByRole("button", { name: "Dismiss stockholm-office.jpg" })).not.toBeInTheDocument()
  },
}
