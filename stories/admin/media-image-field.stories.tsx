import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { ON_A_PHONE } from "./fixtures"
import { MEDIA_ITEMS } from "./media-fixtures"
import { MediaImageField } from "../../ui/components/admin/media-picker"

const meta = {
  title: "Admin/MediaImageField",
  component: MediaImageField,
  args: { image: MEDIA_ITEMS[0], onChoose: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  tags: ["autodocs"],
} satisfies Meta<typeof MediaImageField>

export default meta
type Story = StoryObj<typeof meta>

export const Chosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MEDIA_ITEMS[0].altText!)).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Change image" })).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Remove" })).toBeVisible()
  },
}

export const ChosenOnAPhone: Story = { ...ON_A_PHONE }

export const Decorative: Story = { args: { image: MEDIA_ITEMS[2] } }

export const NoneChosen: Story = { args: { image: null } }

export const Required: Story = { args: { image: null, onRemove: undefined } }

export const Loading: Story = { args: { image: null, status: "loading" } }

export const NoLongerInTheLibrary: Story = { args: { image: null, status: "missing" } }

export const ChoosesAndRemoves: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Change image" }))
    await expect(args.onChoose).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole("button", { name: "Remove" }))
    await expect(args.onRemove).toHaveBeenCalledTimes(1)
  },
}
