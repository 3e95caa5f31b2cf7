import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { StatsBand, StatsList } from "../../ui/components/sections/stats-band"
import { HOME_CONTENT, SERVICE_PAGE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/StatsBand",
  component: StatsBand,
  subcomponents: { StatsList },
  args: { heading: "Nordika in numbers", items: SERVICE_PAGE.highlights },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof StatsBand>

export default meta
type Story = StoryObj<typeof meta>

/** The band's variant and label, and the figures' size and labels, as shown. */
function shownBand(canvasElement: HTMLElement) {
  const band = canvasElement.querySelector<HTMLElement>('[data-slot="stats-band"]')!
  return {
    variant: band.dataset.variant,
    name: within(canvasElement).getByRole("region").getAttribute("aria-label") ?? band.querySelector("h2")?.textContent,
    size: band.querySelector<HTMLElement>('[data-slot="stats-list"]')!.dataset.size,
    labels: within(band)
      .getAllByRole("term")
      .map((term) => term.textContent),
  }
}
const labelsOf = (stats: { label: string }[]) => stats.map((stat) => stat.label)

export const Muted: Story = {
  play: async ({ canvasElement }) => {
    await expect(shownBand(canvasElement)).toEqual({
      variant: "muted",
      name: "Nordika in numbers",
      size: "default",
      labels: labelsOf(SERVICE_PAGE.highlights),
    })
  },
}

export const Inverse: Story = {
  args: { variant: "inverse" },
  play: async ({ canvasElement }) => {
    await expect(shownBand(canvasElement)).toMatchObject({ variant: "inverse", labels: labelsOf(SERVICE_PAGE.highlights) })
  },
}

export const FiveFigures: Story = {
  args: { items: HOME_CONTENT.clientSuccess.figures },
  play: async ({ canvasElement }) => {
    // More than four figures are set smaller, so they fit one row.
    await expect(shownBand(canvasElement)).toMatchObject({ size: "sm", labels: labelsOf(HOME_CONTENT.clientSuccess.figures) })
  },
}

export const WithoutHeading: Story = {
  args: { heading: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("heading")).not.toBeInTheDocument()
    await expect(shownBand(canvasElement)).toMatchObject({ name: "Key figures", labels: labelsOf(SERVICE_PAGE.highlights) })
  },
}

export const ValuesAreDescribedByTheirLabels: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole("term")
    await expect(terms).toHaveLength(SERVICE_PAGE.highlights.length)
    for (const [index, stat] of SERVICE_PAGE.highlights.entries()) {
      await expect(terms[index]).toHaveTextContent(stat.label)
      await expect(canvas.getByText(stat.value)).toBeVisible()
    }
  },
}

/** The figures' rows, as the tops of their boxes: a row per distinct top. */
const rowsOf = (list: HTMLElement) => {
  const rows = new Map<number, number>()
  for (const item of list.children) {
    const top = Math.round(item.getBoundingClientRect().top)
    rows.set(top, (rows.get(top) ?? 0) + 1)
  }
  return [...rows.values()]
}

export const ThreeFiguresFillOneRow: Story = {
  tags: ["interaction"],
  args: { items: SERVICE_PAGE.highlights.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="stats-list"]')!
    await expect(rowsOf(list)).toEqual([3])
    const last = list.lastElementChild!.getBoundingClientRect()
    await expect(Math.abs(last.right - list.getBoundingClientRect().right)).toBeLessThan(2)
  },
}
