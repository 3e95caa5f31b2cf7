import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { SearchInsightsReport, SynonymEditor } from "../../ui/components/admin/search-insights"

const LOCALES = [
  { value: "all", label: "Every language" },
  { value: "en", label: "English" },
  { value: "sv", label: "Swedish" },
  { value: "de", label: "German" },
]
const PERIODS = [
  { value: "30", label: "Last 30 days" },
  { value: "90", label: "Last 90 days" },
  { value: "365", label: "Last 12 months" },
]

const meta = {
  title: "Admin/SearchInsightsReport",
  component: SearchInsightsReport,
  subcomponents: { SynonymEditor },
  args: {
    period: "30",
    periods: PERIODS,
    onPeriodChange: fn(),
    locale: "all",
    locales: LOCALES,
    onLocaleChange: fn(),
    totals: { searches: 1284, noResults: 97, opened: 803 },
    top: [
      { query: "certified translation", locale: "en", searches: 212, noResults: 0, opened: 171 },
      { query: "översättning avtal", locale: "sv", searches: 118, noResults: 0, opened: 64 },
      { query: "übersetzung preis", locale: "de", searches: 87, noResults: 4, opened: 40 },
    ],
    noResults: [
      { query: "apostille", locale: "en", searches: 31, noResults: 31, opened: 0 },
      { query: "tolkning på plats", locale: "sv", searches: 12, noResults: 12, opened: 0 },
    ],
  },
  tags: ["autodocs"],
} satisfies Meta<typeof SearchInsightsReport>

export default meta
type Story = StoryObj<typeof meta>

export const Report: Story = {}

export const NoSearchesYet: Story = { args: { totals: { searches: 0, noResults: 0, opened: 0 }, top: [], noResults: [] } }

export const EverySearchFoundSomething: Story = { args: { noResults: [] } }

const GROUPS = [
  { id: "1", locale: "en", terms: ["l10n", "localisation", "localization"] },
  { id: "2", locale: "sv", terms: ["översättning", "översättningar", "översätta"] },
  { id: "3", locale: null, terms: ["mt", "machine translation"] },
]

export const Synonyms: StoryObj<typeof SynonymEditor> = {
  render: (args) => <SynonymEditor {...args} />,
  args: { groups: GROUPS, locales: LOCALES, onSave: fn(async () => null), onDelete: fn(async () => null) },
}

export const NoSynonyms: StoryObj<typeof SynonymEditor> = {
  render: (args) => <SynonymEditor {...args} />,
  args: { groups: [], locales: LOCALES, onSave: fn(async () => null), onDelete: fn(async () => null) },
}

/** A refused group keeps what was typed and says why, beside the field. */
export const RefusedGroup: StoryObj<typeof SynonymEditor> = {
  tags: ["interaction"],
  render: (args) => <SynonymEditor {...args} />,
  args: {
    groups: GROUPS,
    locales: LOCALES,
    onSave: fn(async () => "Write at least two terms, separated by commas"),
    onDelete: fn(async () => null),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByLabelText("Terms, separated by commas")
    await userEvent.type(field, "apostille")
    await userEvent.click(canvas.getByRole("button", { name: "Add group" }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Write at least two terms, separated by commas")
    await expect(field).toHaveValue("apostille")
    await expect(field).toHaveAttribute("aria-invalid", "true")
    await expect(args.onSave).toHaveBeenCalledWith(null, { locale: "all", terms: "apostille" })
  },
}
