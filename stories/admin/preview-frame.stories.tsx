import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor } from "storybook/test"
import { PREVIEW_WIDTHS_PX, PreviewFrame } from "../../ui/components/admin/preview-frame"

/** A page that shows its own width and the last message it was sent, and says it is ready. */
const FRAME_PAGE = `<!doctype html><html lang="en"><head><title>Preview page</title></head><body style="font:16px system-ui;margin:24px">
<main><h1 id="width"></h1><p id="message">No message</p></main>
<script>
const show = () => (document.getElementById("width").textContent = innerWidth + " px wide")
addEventListener("resize", show); show()
addEventListener("message", (event) => (document.getElementById("message").textContent = String(event.data)))
parent.postMessage("ready", "*")
</script></body></html>`

const meta = {
  title: "Admin/PreviewFrame",
  component: PreviewFrame,
  args: { title: "Preview of Hero", srcDoc: FRAME_PAGE, message: "Heading: Be understood", targetOrigin: "*" },
  tags: ["autodocs"],
} satisfies Meta<typeof PreviewFrame>

export default meta
type Story = StoryObj<typeof meta>

const frameBody = (canvas: { getByTitle: (title: string) => HTMLElement }) =>
  (canvas.getByTitle("Preview of Hero") as HTMLIFrameElement).contentDocument?.body

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true")
    await waitFor(() => expect(frameBody(canvas)).toHaveTextContent(`${PREVIEW_WIDTHS_PX.desktop} px wide`))
  },
}

export const Phone: Story = { args: { defaultDevice: "phone" } }

export const RendersAtThePhonesRealWidth: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Phone" }))
    await expect(canvas.getByRole("button", { name: "Phone" })).toHaveAttribute("aria-pressed", "true")
    await waitFor(() => expect(frameBody(canvas)).toHaveTextContent(`${PREVIEW_WIDTHS_PX.phone} px wide`))
  },
}

export const SendsTheMessageWhenTheFrameIsReady: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await waitFor(() => expect(frameBody(canvas)).toHaveTextContent("Heading: Be understood"))
  },
}
