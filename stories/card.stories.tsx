import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { Button } from "../ui/components/button"
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, CARD_VARIANTS } from "../ui/components/card"

const meta = {
  title: "Components/Card",
  component: Card,
  subcomponents: { CardHeader, CardTitle, CardDescription, CardContent, CardFooter },
  args: { className: "max-w-sm" },
  argTypes: { variant: { control: "select", options: CARD_VARIANTS } },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Certified translation</CardTitle>
        <CardDescription>Sworn translators for legal and official documents.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Delivered within three working days, stamped and ready for Skatteverket.</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">Request a quote</Button>
      </CardFooter>
    </Card>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Outline: Story = { args: { variant: "outline" } }
export const Muted: Story = { args: { variant: "muted" } }

export const RendersEveryPartWithItsSlot: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    for (const slot of ["card", "card-header", "card-title", "card-description", "card-content", "card-footer"]) {
      await expect(canvasElement.querySelector(`[data-slot="${slot}"]`)).toBeInTheDocument()
    }
    await expect(canvasElement.querySelector('[data-slot="card"]')).toHaveAttribute("data-variant", "default")
  },
}

export const TitleAsHeading: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Interpreting</h2>
        </CardTitle>
        <CardDescription>On site, by phone or by video.</CardDescription>
      </CardHeader>
    </Card>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 2, name: "Interpreting" })
    await expect(heading).toHaveAttribute("data-slot", "card-title")
  },
}

export const FooterActionIsReachable: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole("button", { name: "Request a quote" })).toHaveFocus()
  },
}
