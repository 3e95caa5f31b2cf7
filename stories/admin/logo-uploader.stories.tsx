import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { LOGO_SVG } from "./fixtures"
import { LOGO_MAX_BYTES, LogoUploader, type LogoUploaderProps } from "../../ui/components/admin/logo-uploader"

const svgFile = (name = "nordika.svg") => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type: "image/svg+xml" })

/** Holds the logo as the screen does: an upload sets it, Remove clears it. */
function StatefulLogoUploader(props: LogoUploaderProps) {
  const [value, setValue] = React.useState(props.value)
  return (
    <LogoUploader
      {...props}
      value={value}
      onUpload={async (file, onProgress) => {
        await props.onUpload(file, onProgress)
        setValue(LOGO_SVG)
      }}
      onRemove={async () => {
        await props.onRemove?.()
        setValue(null)
      }}
    />
  )
}

/** An upload that reports half its bytes, then waits for `release`. */
function heldUpload() {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const onUpload = fn(async (_file: File, onProgress: (fraction: number) => void) => {
    onProgress(0.5)
    await held
    onProgress(1)
  })
  return { onUpload, release: () => release() }
}

const meta = {
  title: "Admin/LogoUploader",
  component: LogoUploader,
  render: (args) => <StatefulLogoUploader {...args} />,
  args: {
    label: "Header logo",
    description: "On the dark header of every page.",
    value: null,
    onUpload: fn(async () => {}),
    onRemove: fn(),
  },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
  tags: ["autodocs"],
} satisfies Meta<typeof LogoUploader>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nordika")).toBeVisible()
    await expect(canvas.queryByRole("button", { name: "Remove header logo" })).not.toBeInTheDocument()
  },
}

export const WithALogo: Story = { args: { value: LOGO_SVG } }

export const OnALightPage: Story = { args: { value: null, surface: "light", label: "Logo" } }

const upload = heldUpload()
export const ShowsTheUploadsProgress: Story = {
  tags: ["interaction"],
  args: { onUpload: upload.onUpload },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, svgFile())
    const progress = await canvas.findByRole("progressbar", { name: "Uploading nordika.svg" })
    await expect(progress).toHaveAttribute("aria-valuenow", "50")
    await expect(canvas.getByText("Uploading nordika.svg: 50%")).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Upload header logo" })).toBeDisabled()
    upload.release()
    await waitFor(() => expect(canvas.queryByRole("progressbar")).not.toBeInTheDocument())
    await expect(canvas.getByRole("img", { name: "Nordika" })).toBeVisible()
    await expect(args.onUpload).toHaveBeenCalledTimes(1)
  },
}

export const RefusesAFileOfAnotherType: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    // The file dialog filters by type, so the wrong file arrives by drag and drop.
    const files = new DataTransfer()
    files.items.add(new File(["GIF89a"], "logo.gif", { type: "image/gif" }))
    canvasElement
      .querySelector('[data-slot="logo-uploader-preview"]')!
      .dispatchEvent(new DragEvent("drop", { dataTransfer: files, bubbles: true, cancelable: true }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent("“logo.gif” is not an SVG, PNG or WebP file.")
    await expect(args.onUpload).not.toHaveBeenCalled()
  },
}

export const RefusesATooLargeFile: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, new File([new Uint8Array(LOGO_MAX_BYTES + 1024 * 1024)], "huge.png", { type: "image/png" }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent("“huge.png” is 3 MB; a logo may be at most 2 MB.")
    await expect(args.onUpload).not.toHaveBeenCalled()
  },
}

export const ShowsAFailedUpload: Story = {
  tags: ["interaction"],
  args: { onUpload: fn(async () => Promise.reject(new Error("The object exceeded the maximum allowed size"))) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, svgFile())
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The object exceeded the maximum allowed size")
  },
}

export const RemovesBackToTheDefault: Story = {
  tags: ["interaction"],
  args: { value: LOGO_SVG },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Remove header logo" }))
    await expect(args.onRemove).toHaveBeenCalled()
    await expect(await canvas.findByText("Nordika")).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Upload header logo" })).toBeVisible()
  },
}
