import type { Meta, StoryObj } from "@storybook/react-vite"
import { readTokens } from "./tokens"

/** The spacing steps the components use (Tailwind's 4 px scale). */
const SPACING_STEPS = [1, 2, 3, 4, 6, 8, 12, 16, 20, 24] as const
const RADII = [
  { name: "sm", className: "rounded-sm", value: "radius − 4px" },
  { name: "md", className: "rounded-md", value: "radius − 2px" },
  { name: "lg", className: "rounded-lg", value: "radius" },
  { name: "xl", className: "rounded-xl", value: "radius + 4px" },
  { name: "full", className: "rounded-full", value: "pill" },
] as const

const meta = {
  title: "Foundations/Spacing and radius",
  parameters: { layout: "padded" },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Spacing: Story = {
  render: () => (
    <ul className="grid max-w-3xl gap-3">
      {SPACING_STEPS.map((step) => (
        <li key={step} className="grid grid-cols-[6rem_5rem_1fr] items-center gap-4 text-sm">
          <code>{`p-${step}`}</code>
          <span className="text-muted-foreground">{step * 4} px</span>
          <span aria-hidden className="h-4 rounded-sm bg-primary" style={{ width: `${step * 4}px` }} />
        </li>
      ))}
    </ul>
  ),
}

export const Radius: Story = {
  render: () => (
    <div className="grid max-w-3xl gap-4">
      <p className="text-sm text-muted-foreground">
        <code>--radius</code> is {readTokens().radius}; staff may set it between 0 and 2 rem in the site theme.
      </p>
      <ul className="flex flex-wrap gap-6">
        {RADII.map((radius) => (
          <li key={radius.name} className="grid justify-items-center gap-2 text-sm">
            <span aria-hidden className={`size-20 border-2 border-primary bg-accent ${radius.className}`} />
            <code>{radius.className}</code>
            <span className="text-muted-foreground">{radius.value}</span>
          </li>
        ))}
      </ul>
    </div>
  ),
}
