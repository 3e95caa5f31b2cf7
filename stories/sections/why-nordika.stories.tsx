import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { WhyNordika } from "../../ui/components/sections/why-nordika"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/WhyNordika",
  component: WhyNordika,
  args: { ...HOME_CONTENT.whyNordika },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof WhyNordika>

export default meta
type Story = StoryObj<typeof meta>

/** The band's variant and each reason's card variant, as shown. */
function shownReasons(canvasElement: HTMLElement) {
  const band = within(canvasElement).getByRole("region", { name: HOME_CONTENT.whyNordika.heading })
  return {
    variant: band.dataset.variant,
    cards: within(band)
      .getAllByRole("listitem")
      .map((card) => card.dataset.variant),
  }
}
const every = (variant: string) => HOME_CONTENT.whyNordika.items.map(() => variant)

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(shownReasons(canvasElement)).toEqual({ variant: "default", cards: every("plain") })
  },
}

export const Cards: Story = {
  args: { card: "card", variant: "muted" },
  play: async ({ canvasElement }) => {
    await expect(shownReasons(canvasElement)).toEqual({ variant: "muted", cards: every("card") })
  },
}

export const EveryReasonIsShown: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    for (const item of HOME_CONTENT.whyNordika.items)
      await expect(canvas.getByRole("heading", { level: 3, name: item.title })).toBeVisible()
  },
}
