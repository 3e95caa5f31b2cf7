import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, within } from "storybook/test"
import {
  EMPTY_LEAD_FILTERS,
  LEAD_EMPTY_MESSAGE,
  LEAD_EXPORT_LABEL,
  LEAD_FILTER_LABELS,
  LEAD_LANGUAGE_LABELS,
  LEAD_SEARCH_LABEL,
  LEAD_STATUS_LABELS,
  LeadInboxFilters,
  LeadInboxTable,
  LeadStatusTabs,
  LeadStatusBadge,
} from "../../ui/components/admin/lead-inbox"
import { withStoryLinks } from "../support/page-story"
import { ON_A_PHONE } from "./fixtures"
import { INBOX_COUNTS, INBOX_ROWS, LEAD_STAFF } from "./lead-fixtures"
import { STORY_NOW } from "./staff-fixtures"

const meta = {
  title: "Admin/LeadInboxTable",
  component: LeadInboxTable,
  subcomponents: { LeadInboxFilters, LeadStatusTabs, LeadStatusBadge },
  decorators: [withStoryLinks],
  args: {
    rows: INBOX_ROWS,
    rowCount: 25,
    pagination: { pageIndex: 0, pageSize: 10 },
    onPaginationChange: fn(),
    leadHref: (id: string) => `/admin/leads/${id}`,
    now: STORY_NOW,
  },
  tags: ["autodocs"],
} satisfies Meta<typeof LeadInboxTable>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Loading: Story = { args: { rows: [], rowCount: 0, loading: true } }

export const Empty: Story = {
  args: { rows: [], rowCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(LEAD_EMPTY_MESSAGE)).toBeVisible()
  },
}

export const OnAPhone: Story = { ...ON_A_PHONE }

export const MarksUnreadLeadsAndLinksToEach: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole("row", { name: /NQ-2026-00042/ })).getByRole("cell", { name: "Swedish" })).toBeVisible()
    await expect(within(canvas.getByRole("row", { name: /NM-2026-00040/ })).getByRole("cell", { name: "German" })).toBeVisible()
    const anna = canvas.getByRole("link", { name: "Anna Svensson (unread)" })
    await expect(anna).toHaveAttribute("href", "/admin/leads/lead-1")
    await expect(canvas.getByRole("link", { name: "Lars Ek" })).toBeVisible()
    const lars = canvas.getByRole("row", { name: /NJ-2026-00041/ })
    await expect(within(lars).getByText("Maja Lind")).toBeVisible()
    await expect(within(lars).getByRole("cell", { name: LEAD_STATUS_LABELS.in_progress })).toBeVisible()
  },
}

export const PagesOnTheServer: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("25 rows")).toBeVisible()
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Next" }))
    await expect(args.onPaginationChange).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 10 })
  },
}

export const FiltersAndCounts: StoryObj<typeof LeadInboxFilters> = {
  tags: ["interaction"],
  render: ({ value, onValueChange, assignees, counts, onExport }) => (
    <div className="flex flex-col gap-4">
      <LeadStatusTabs counts={INBOX_COUNTS} value="all" onValueChange={fn()} />
      <LeadInboxFilters value={value} onValueChange={onValueChange} assignees={assignees} counts={counts} onExport={onExport} />
    </div>
  ),
  args: { value: EMPTY_LEAD_FILTERS, onValueChange: fn(), assignees: LEAD_STAFF, counts: INBOX_COUNTS, onExport: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("button", { name: "New 12" })).toHaveAttribute("aria-pressed", "false")
    await expect(canvas.getByRole("button", { name: "All 25" })).toHaveAttribute("aria-pressed", "true")
    await expect(canvas.getByText("7 unread")).toBeVisible()

    await userEvent.type(canvas.getByRole("searchbox", { name: LEAD_SEARCH_LABEL }), "svensson ab{Enter}")
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ...EMPTY_LEAD_FILTERS, search: "svensson ab" })

    await userEvent.click(canvas.getByRole("combobox", { name: LEAD_FILTER_LABELS.type }))
    await userEvent.click(await screen.findByRole("option", { name: "Quote request (14)" }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ...EMPTY_LEAD_FILTERS, type: "quote" })

    await userEvent.click(canvas.getByRole("combobox", { name: LEAD_FILTER_LABELS.assignee }))
    await userEvent.click(await screen.findByRole("option", { name: "Maja Lind" }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ...EMPTY_LEAD_FILTERS, assignee: "staff-maja" })

    await userEvent.click(canvas.getByRole("combobox", { name: LEAD_FILTER_LABELS.language }))
    await userEvent.click(await screen.findByRole("option", { name: LEAD_LANGUAGE_LABELS.sv }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ...EMPTY_LEAD_FILTERS, language: "sv" })

    await userEvent.click(canvas.getByRole("button", { name: LEAD_EXPORT_LABEL }))
    await expect(args.onExport).toHaveBeenCalledOnce()
  },
}

/** A recruiter's filters: the type filter offers only the applications the role works. */
export const OffersOnlyTheTypesTheReaderWorks: StoryObj<typeof LeadInboxFilters> = {
  tags: ["interaction"],
  render: (args) => <LeadInboxFilters {...args} />,
  args: {
    value: EMPTY_LEAD_FILTERS,
    onValueChange: fn(),
    assignees: LEAD_STAFF,
    types: ["job_application", "freelancer_application"],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: LEAD_FILTER_LABELS.type }))
    const options = await screen.findAllByRole("option")
    await expect(options.map((option) => option.textContent)).toEqual(["All types", "Job application", "Freelancer application"])
    await userEvent.click(screen.getByRole("option", { name: "Freelancer application" }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ...EMPTY_LEAD_FILTERS, type: "freelancer_application" })
  },
}
