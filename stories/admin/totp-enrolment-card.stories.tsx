import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { ENROL_CANCEL_LABEL, ENROL_SUBMIT_LABEL, QR_CODE_ALT, TotpEnrolmentCard } from "../../ui/components/admin/totp-enrolment-card"
import { ON_A_PHONE } from "./fixtures"
import { QR_CODE_SVG, TOTP_SECRET } from "./staff-fixtures"

const WRONG_CODE = "That code is not valid. Enter the code your authenticator app shows now."
const boxes = (canvas: { getAllByRole: (role: string) => HTMLElement[] }) =>
  canvas.getAllByRole("textbox").filter((box) => box.dataset.slot === "code-input-digit")

const meta = {
  title: "Admin/TotpEnrolmentCard",
  component: TotpEnrolmentCard,
  args: { qrCode: QR_CODE_SVG, secret: TOTP_SECRET, onVerify: fn(), onCancel: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof TotpEnrolmentCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const OnAPhone: Story = { ...ON_A_PHONE }

export const ShowsTheQrCodeAndTheKeyInGroups: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const image = canvas.getByRole("img", { name: QR_CODE_ALT })
    await expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/)
    await expect(canvas.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeVisible()
  },
}

export const NoQrCodeForAnythingButSvg: Story = {
  tags: ["interaction"],
  args: { qrCode: "javascript:alert(1)" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("img", { name: QR_CODE_ALT })).not.toBeInTheDocument()
    await expect(canvas.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeVisible()
  },
}

export const VerifiesTheFirstCode: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(boxes(canvas)[0])
    await userEvent.keyboard("428913")
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith("428913"))
  },
}

export const ARefusedCodeClearsTheBoxes: Story = {
  tags: ["interaction"],
  args: { onVerify: fn(async () => WRONG_CODE) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(boxes(canvas)[0])
    await userEvent.paste("000000")
    await expect(await canvas.findByText(WRONG_CODE)).toBeVisible()
    await waitFor(() =>
      expect(
        boxes(canvas)
          .map((box) => (box as HTMLInputElement).value)
          .join(""),
      ).toBe(""),
    )
  },
}

export const CancelsWithoutVerifying: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: ENROL_CANCEL_LABEL }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await expect(args.onVerify).not.toHaveBeenCalled()
    await expect(canvas.getByRole("button", { name: ENROL_SUBMIT_LABEL })).toBeVisible()
  },
}
