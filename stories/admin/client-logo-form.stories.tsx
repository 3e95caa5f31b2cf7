import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { ClientLogoForm } from "../../ui/components/admin/client-logo-form"
import { LOGO_SVG } from "./fixtures"

/** Where the mocked upload says the file went (the story has no storage, so the image itself shows the fallback). */
const UPLOADED_URL = "https://assets.nordika.se/storage/v1/object/public/site-assets/client-logos/spotify.svg"

const meta = {
  title: "Admin/ClientLogoForm",
  component: ClientLogoForm,
  args: {
    onSubmit: fn(),
    onCancel: fn(),
    onUploadLogo: fn(async (_file: File, onProgress: (fraction: number) => void) => (onProgress(1), UPLOADED_URL)),
  },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
  tags: ["autodocs"],
} satisfies Meta<typeof ClientLogoForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No logo yet: the home page shows the client's name as a wordmark.")).toBeVisible()
  },
}

export const Editing: Story = {
  args: {
    defaultValues: { name: "Volvo Cars", industry: "Automotive", websiteUrl: "https://www.volvocars.com", logoUrl: LOGO_SVG },
    submitLabel: "Save changes",
  },
}

export const NeedsAName: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save logo" }))
    const name = canvas.getByRole("textbox", { name: "Client name" })
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"))
    await expect(name).toHaveAccessibleDescription("Enter the client's name.")
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const RefusesAWebsiteWithoutHttps: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Client name" }), "IKEA")
    await userEvent.type(canvas.getByRole("textbox", { name: "Website" }), "ikea.com")
    await userEvent.click(canvas.getByRole("button", { name: "Save logo" }))
    await expect(await canvas.findByText("Enter a web address that starts with https://.")).toBeVisible()
  },
}

export const AnUploadFillsTheLogoAddress: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Client name" }), "Spotify")
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(["<svg/>"], "spotify.svg", { type: "image/svg+xml" }),
    )
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Logo address" })).toHaveValue(UPLOADED_URL))
    await userEvent.click(canvas.getByRole("button", { name: "Save logo" }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: "Spotify", industry: "", websiteUrl: "", logoUrl: UPLOADED_URL }),
    )
    // The uploaded address is on a host this machine cannot reach: the preview ends on the default
    // logo once the image fails, however long that takes (a capture before it showed an empty box).
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="brand-logo-mark"]')).not.toBeNull(), { timeout: 15_000 })
  },
}

export const ShowsTheServersRefusal: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn(async () => 'new row violates row-level security policy for table "client_logos"') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Client name" }), "IKEA")
    await userEvent.click(canvas.getByRole("button", { name: "Save logo" }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent("row-level security")
  },
}
