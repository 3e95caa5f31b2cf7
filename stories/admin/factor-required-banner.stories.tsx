import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { FACTOR_REQUIRED_TITLE, FactorRequiredBanner } from "../../ui/components/admin/factor-required-banner"

const meta = {
  title: "Admin/FactorRequiredBanner",
  component: FactorRequiredBanner,
  tags: ["autodocs"],
} satisfies Meta<typeof FactorRequiredBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: FACTOR_REQUIRED_TITLE })).toBeVisible()
    await expect(canvas.getByRole("heading", { level: 2, name: FACTOR_REQUIRED_TITLE })).toBeVisible()
  },
}
