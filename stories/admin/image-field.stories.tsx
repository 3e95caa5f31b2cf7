import { useState } from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { ImageField } from "../../ui/components/admin/image-field"

/** A tiny square PNG, so the preview has something to show without a network. */
const PIXEL = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="

interface StatefulImageFieldProps {
  url?: string
  alt?: string
  altError?: string
  onUpload: (file: File) => Promise<string>
}

function StatefulImageField({ url: initialUrl = "", alt: initialAlt = "", altError, onUpload }: StatefulImageFieldProps) {
  const [url, setUrl] = useState(initialUrl)
  const [alt, setAlt] = useState(initialAlt)
  return <ImageField label="Image" url={url} alt={alt} onUrlChange={setUrl} onAltChange={setAlt} onUpload={onUpload} altError={altError} />
}

const meta = {
  title: "Admin/ImageField",
  component: StatefulImageField,
  subcomponents: { ImageField },
  args: { onUpload: fn(async () => PIXEL) },
  tags: ["autodocs"],
} satisfies Meta<typeof StatefulImageField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const WithImage: Story = { args: { url: PIXEL, alt: "Translators at work in the Stockholm office" } }

export const AltTextMissing: Story = {
  args: { url: PIXEL, altError: "Describe the image for readers who cannot see it." },
  play: async ({ canvas }) => {
    const alt = canvas.getByLabelText("Alt text")
    await expect(alt).toHaveAttribute("aria-invalid", "true")
    await expect(alt).toHaveAccessibleDescription("Describe the image for readers who cannot see it.")
  },
}

export const UploadsAFile: Story = {
  tags: ["interaction"],
  play: async ({ args, canvasElement, canvas, userEvent }) => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "office.png", { type: "image/png" })
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, file)
    await expect(args.onUpload).toHaveBeenCalledWith(file)
    await waitFor(() => expect(canvas.getByRole("button", { name: "Replace image" })).toBeVisible())
    await expect(canvas.getByRole("button", { name: "Remove" })).toBeVisible()
  },
}

export const ShowsAFailedUpload: Story = {
  tags: ["interaction"],
  args: { onUpload: fn(async () => Promise.reject(new Error("The file is larger than 5 MB."))) },
  play: async ({ canvasElement, canvas, userEvent }) => {
    const file = new File(["x"], "huge.png", { type: "image/png" })
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, file)
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The file is larger than 5 MB.")
  },
}
