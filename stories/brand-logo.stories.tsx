import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { BrandLogo, COMPANY_NAME } from "../ui/components/brand-logo"
import { HEADER_LOGO_MAX_WIDTH_PX } from "../ui/components/site-header"
import logoUrl from "./fixtures/nordika-logo.svg"

const BROKEN_LOGO_URL = "/__missing__/nordika-logo.svg"

const meta = {
  title: "Components/BrandLogo",
  component: BrandLogo,
  args: { onLoadError: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof BrandLogo>

export default meta
type Story = StoryObj<typeof meta>

// The uploaded logos are light, for the always-dark header and footer.
const onHeader: NonNullable<Story["decorators"]> = [
  (Story) => (
    <div className="inline-flex rounded-lg bg-header p-6">
      <Story />
    </div>
  ),
]

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(COMPANY_NAME)).toBeVisible()
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('[data-slot="brand-logo-mark"] [data-slot="icon"]')).toBeInTheDocument()
  },
}

export const Large: Story = { args: { size: "lg" } }
export const OnHeader: Story = { args: { variant: "header" }, decorators: onHeader }
export const OnHeaderLarge: Story = { args: { variant: "header", size: "lg" }, decorators: onHeader }
export const EmptyLogoUrl: Story = {
  args: { variant: "header", logoUrl: "" },
  decorators: onHeader,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(COMPANY_NAME)).toBeVisible()
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument()
  },
}

export const WithLogo: Story = {
  args: { variant: "header", logoUrl, maxWidthPx: HEADER_LOGO_MAX_WIDTH_PX },
  decorators: onHeader,
  play: async ({ canvas }) => {
    const image = canvas.getByRole("img", { name: COMPANY_NAME })
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true))
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(HEADER_LOGO_MAX_WIDTH_PX)
    await expect(canvas.queryByText(COMPANY_NAME)).not.toBeInTheDocument()
  },
}

export const BrokenLogoFallsBack: Story = {
  tags: ["interaction"],
  args: { variant: "header", logoUrl: BROKEN_LOGO_URL },
  decorators: onHeader,
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(COMPANY_NAME)).toBeVisible()
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument()
    await expect(args.onLoadError).toHaveBeenCalledWith(BROKEN_LOGO_URL)
  },
}

export const CustomName: Story = {
  args: { name: "Nordika Labs" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nordika Labs")).toBeVisible()
  },
}
