import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { Card, CardDescription, CardHeader, CardTitle } from "../../ui/components/card"
import { formatResultCount, ListingTemplate, type ListingFilter, type ListingTemplateProps } from "../../ui/templates/listing-template"
import { CASE_STUDIES_CTA } from "../fixtures/templates"
import { withPage } from "../support/page-story"

interface Office {
  city: string
  region: string
  languages: string
}

const OFFICES: Office[] = [
  { city: "Stockholm", region: "Europe", languages: "Swedish, English, Finnish" },
  { city: "Berlin", region: "Europe", languages: "German, Polish" },
  { city: "Singapore", region: "Asia", languages: "Mandarin, Malay, Tamil" },
  { city: "Toronto", region: "Americas", languages: "English, French" },
  { city: "São Paulo", region: "Americas", languages: "Portuguese, Spanish" },
]

const NOUN = { singular: "office", plural: "offices" }

const FILTERS: ListingFilter<Office>[] = [
  {
    id: "region",
    label: "Region",
    allLabel: "All regions",
    options: ["Americas", "Asia", "Europe"],
    matches: (office, region) => office.region === region,
  },
]

function OfficeCard({ office }: { office: Office }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{office.city}</CardTitle>
        <CardDescription>{office.languages}</CardDescription>
      </CardHeader>
    </Card>
  )
}

const args: ListingTemplateProps<Office> = {
  hero: { eyebrow: "Offices", heading: "Where our linguists work", intro: "Five offices, one project team per client." },
  items: OFFICES,
  getKey: (office) => office.city,
  renderItem: (office) => <OfficeCard office={office} />,
  filters: FILTERS,
  noun: NOUN,
  cta: CASE_STUDIES_CTA,
  onValueChange: fn(),
}

const meta = {
  title: "Templates/ListingTemplate",
  component: ListingTemplate<Office>,
  args,
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof ListingTemplate<Office>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const List: Story = { args: { layout: "list" } }

export const Filtered: Story = { args: { defaultValue: { region: "Americas" } } }

export const Empty: Story = { args: { items: [] } }

export const Phone: Story = { globals: { viewport: { value: "phone" } } }

export const Desktop: Story = { globals: { viewport: { value: "desktop" } } }

export const CountsTheResults: Story = {
  tags: ["interaction"],
  args: { defaultValue: { region: "Europe" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(formatResultCount(2, NOUN))
    await expect(canvas.getByText("Stockholm")).toBeVisible()
    await expect(canvas.queryByText("Singapore")).toBeNull()
  },
}

/**
 * The filters' Select (Radix, with its popper) loads after the first paint: until then each filter shows
 * an inert lookalike of its trigger with the chosen option, and the same box then holds the real one.
 */
export const FilterSelectsArriveAfterTheFirstPaint: Story = {
  tags: ["interaction"],
  args: { defaultValue: { region: "Asia" } },
  play: async ({ canvas, canvasElement }) => {
    const trigger = await canvas.findByRole("combobox", { name: "Region" })
    await expect(trigger).toHaveTextContent("Asia")
    await expect(canvasElement.querySelector('[data-slot="listing-filter-placeholder"]')).toBeNull()
  },
}
