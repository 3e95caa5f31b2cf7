import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { ContactText } from "../ui/components/contact-text"

const meta = {
  title: "Components/ContactText",
  component: ContactText,
  args: { children: "hello@nordika.com, or +46 8 120 345 00 (Monday–Friday, 08:00–17:00 CET)." },
  decorators: [
    (Story) => (
      <p className="max-w-md text-muted-foreground">
        <Story />
      </p>
    ),
  ],
  tags: ["autodocs"],
} satisfies Meta<typeof ContactText>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "hello@nordika.com" })).toHaveAttribute("href", "mailto:hello@nordika.com")
    await expect(canvas.getByRole("link", { name: "+46 8 120 345 00" })).toHaveAttribute("href", "tel:+46812034500")
    await expect(canvas.getByText(/Monday–Friday/)).toBeVisible()
  },
}

export const TwoAddressesInASentence: Story = {
  args: { children: "privacy@nordika.com for data protection requests; security@nordika.com to report a vulnerability." },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "mailto:privacy@nordika.com",
      "mailto:security@nordika.com",
    ])
  },
}

export const PlainTextStaysText: Story = {
  tags: ["interaction"],
  args: { children: "Reply within one business day, 24/5 project management, 310 M words." },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument()
  },
}
