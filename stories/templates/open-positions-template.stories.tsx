import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import { LISTING_CLEAR_FILTERS_LABEL, formatResultCount } from "../../ui/templates/listing-template"
import { OpenPositionsTemplate, POSITION_APPLY_LABEL, POSITION_NOUN } from "../../ui/templates/open-positions-template"
import { APPLY_HREF, OPEN_POSITIONS, POSITIONS_CTA, POSITIONS_HERO } from "../fixtures/templates"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"

const count = (n: number) => formatResultCount(n, POSITION_NOUN)
const POSITION = OPEN_POSITIONS[0]
const IN_STOCKHOLM = OPEN_POSITIONS.filter((item) => item.location === "Stockholm")

const meta = {
  title: "Templates/OpenPositionsTemplate",
  component: OpenPositionsTemplate,
  args: { hero: POSITIONS_HERO, positions: OPEN_POSITIONS, applyHref: APPLY_HREF, cta: POSITIONS_CTA },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof OpenPositionsTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Phone: Story = AT_390_PX

export const Desktop: Story = AT_1440_PX

export const FilteredByLocation: Story = { args: { defaultValue: { location: "Stockholm" } } }

export const NoResults: Story = { args: { defaultValue: { department: "People", location: "Singapore" } } }

export const ExactlyOneH1: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveTextContent(POSITIONS_HERO.heading)
  },
}

export const PositionExpandsToDetailsAndApplyLink: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(count(OPEN_POSITIONS.length))
    const trigger = canvas.getByRole("button", { name: new RegExp(POSITION.title) })
    await expect(trigger).toHaveAttribute("aria-expanded", "false")
    await expect(trigger).toHaveTextContent(POSITION.department)
    await expect(trigger).toHaveTextContent(POSITION.location)
    await userEvent.click(trigger)
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    const panel = within(canvas.getByRole("region", { name: new RegExp(POSITION.title) }))
    await waitFor(() => expect(panel.getByRole("heading", { name: "Responsibilities" })).toBeVisible())
    await expect(panel.getByText(POSITION.responsibilities[0])).toBeVisible()
    await expect(panel.getByRole("heading", { name: "Requirements" })).toBeVisible()
    await expect(panel.getByText(POSITION.requirements[0])).toBeVisible()
    await expect(panel.getByRole("link", { name: `${POSITION_APPLY_LABEL}: ${POSITION.title}` })).toHaveAttribute(
      "href",
      `${APPLY_HREF}?position=${encodeURIComponent(POSITION.title)}`,
    )
  },
}

export const FilterByLocationNarrowsPositions: Story = {
  tags: ["interaction"],
  args: { onValueChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("combobox", { name: "Location" }))
    await userEvent.click(await screen.findByRole("option", { name: "Stockholm" }))
    await expect(args.onValueChange).toHaveBeenCalledWith({ location: "Stockholm" })
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(count(IN_STOCKHOLM.length)))
    for (const item of IN_STOCKHOLM) await expect(canvas.getByRole("button", { name: new RegExp(item.title) })).toBeVisible()
  },
}

export const EmptyStateClearsFilters: Story = {
  tags: ["interaction"],
  args: { defaultValue: { department: "People", location: "Singapore" } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(count(0))
    const empty = within(canvasElement.querySelector<HTMLElement>("[data-slot=listing-empty]")!)
    await expect(empty.getByText("No open positions match these filters")).toBeVisible()
    await userEvent.click(empty.getByRole("button", { name: LISTING_CLEAR_FILTERS_LABEL }))
    await expect(canvas.getByRole("status")).toHaveTextContent(count(OPEN_POSITIONS.length))
  },
}
