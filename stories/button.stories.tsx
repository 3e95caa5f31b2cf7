import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { Mail } from "lucide-react"
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from "../ui/components/button"

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Request a quote", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: BUTTON_VARIANTS },
    size: { control: "select", options: BUTTON_SIZES },
  },
  tags: ["autodocs"],
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Destructive: Story = { args: { variant: "destructive", children: "Delete user" } }
export const Outline: Story = { args: { variant: "outline" } }
export const Secondary: Story = { args: { variant: "secondary" } }
export const Ghost: Story = { args: { variant: "ghost" } }
export const Link: Story = { args: { variant: "link", children: "Read the case study" } }
export const Success: Story = { args: { variant: "success", children: "Publish" } }
export const Small: Story = { args: { size: "sm" } }
export const Large: Story = { args: { size: "lg" } }
export const Icon: Story = { args: { size: "icon", "aria-label": "Email us", children: <Mail /> } }
export const Disabled: Story = { args: { disabled: true } }
export const Loading: Story = { args: { loading: true, children: "Sending…" } }

export const AsChildRendersALink: Story = {
  tags: ["interaction"],
  args: { asChild: true, children: <a href="#quote">Free Quote</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Free Quote" })
    await expect(link).toHaveAttribute("data-slot", "button")
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument()
  },
}

export const ClickCallsOnClick: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Request a quote" }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const DisabledIgnoresClicks: Story = {
  tags: ["interaction"],
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Request a quote" })
    await expect(button).toBeDisabled()
    button.click()
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const LoadingIsBusyAndDisabled: Story = {
  tags: ["interaction"],
  args: { loading: true, children: "Sending…" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Sending…" })
    await expect(button).toHaveAttribute("aria-busy", "true")
    await expect(button).toBeDisabled()
  },
}
