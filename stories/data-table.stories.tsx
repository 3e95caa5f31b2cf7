import type { Meta, StoryObj } from "@storybook/react-vite"
import type { ColumnDef } from "@tanstack/react-table"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import { Badge } from "../ui/components/badge"
import { DataTable, DATA_TABLE_DEFAULT_PAGE_SIZE, DATA_TABLE_LOADING_ROW_COUNT } from "../ui/components/data-table"
import { formatSek, leads, manyLeads, type Lead, type LeadStatus } from "./fixtures/leads"

const STATUS_BADGE = {
  new: "secondary",
  contacted: "outline",
  qualified: "default",
  won: "success",
  lost: "destructive",
} as const satisfies Record<LeadStatus, "default" | "secondary" | "outline" | "destructive" | "success">

const columns: ColumnDef<Lead>[] = [
  { accessorKey: "name", header: "Name", cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
  { accessorKey: "company", header: "Company" },
  { accessorKey: "languagePair", header: "Languages" },
  {
    accessorKey: "status",
    header: "Status",
    cell: ({ row }) => <Badge variant={STATUS_BADGE[row.original.status]}>{row.original.status}</Badge>,
  },
  { accessorKey: "valueSek", header: "Value", cell: ({ row }) => formatSek(row.original.valueSek) },
  { accessorKey: "createdAt", header: "Created" },
]
const VALUE_COLUMN = columns.findIndex((column) => column.header === "Value")

/** Body rows of the table (the header row excluded). */
function bodyRows(canvasElement: HTMLElement) {
  return within(canvasElement).getAllByRole("row").slice(1)
}

function cellText(row: HTMLElement, column: number) {
  return within(row).getAllByRole("cell")[column].textContent
}

const meta = {
  title: "Admin/DataTable",
  component: DataTable<Lead>,
  args: {
    columns,
    data: leads,
    caption: "Leads",
    filterLabel: "Search leads",
    getRowId: (lead: Lead) => lead.id,
    getRowLabel: (lead: Lead) => lead.name,
    onSelectionChange: fn(),
  },
  tags: ["autodocs"],
} satisfies Meta<typeof DataTable<Lead>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("table", { name: "Leads" })).toBeVisible()
    await expect(bodyRows(canvasElement)).toHaveLength(DATA_TABLE_DEFAULT_PAGE_SIZE)
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible()
  },
}

export const Empty: Story = {
  args: { data: [], emptyMessage: "No leads yet." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No leads yet.")).toBeVisible()
    await expect(canvas.getByText("Page 1 of 1")).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled()
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled()
  },
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("table", { name: "Leads" })).toHaveAttribute("aria-busy", "true")
    await expect(canvasElement.querySelectorAll('[data-slot="data-table-loading-row"]')).toHaveLength(DATA_TABLE_LOADING_ROW_COUNT)
    await expect(canvas.queryByText(leads[0].name)).not.toBeInTheDocument()
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled()
  },
}

export const Sorting: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const values = leads.map((lead) => lead.valueSek)
    const valueHeader = canvas.getByRole("columnheader", { name: "Value" })
    await expect(valueHeader).toHaveAttribute("aria-sort", "none")

    await userEvent.click(within(valueHeader).getByRole("button", { name: "Value" }))
    await expect(valueHeader).toHaveAttribute("aria-sort", "ascending")
    await expect(cellText(bodyRows(canvasElement)[0], VALUE_COLUMN)).toBe(formatSek(Math.min(...values)))

    await userEvent.click(within(valueHeader).getByRole("button", { name: "Value" }))
    await expect(valueHeader).toHaveAttribute("aria-sort", "descending")
    await expect(cellText(bodyRows(canvasElement)[0], VALUE_COLUMN)).toBe(formatSek(Math.max(...values)))

    await userEvent.click(canvas.getByRole("button", { name: "Name" }))
    await expect(canvas.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending")
    await expect(valueHeader).toHaveAttribute("aria-sort", "none")
    const names = bodyRows(canvasElement).map((row) => cellText(row, 0) ?? "")
    await expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  },
}

export const Filtering: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const filter = canvas.getByRole("searchbox", { name: "Search leads" })
    const term = "finnish"
    const expected = leads.filter((lead) => lead.languagePair.toLowerCase().includes(term))

    await userEvent.type(filter, term)
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(Math.min(expected.length, DATA_TABLE_DEFAULT_PAGE_SIZE)))
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent(/Finnish/)

    await userEvent.clear(filter)
    await userEvent.type(filter, "no such lead")
    await expect(await canvas.findByText("No results.")).toBeVisible()

    await userEvent.clear(filter)
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(DATA_TABLE_DEFAULT_PAGE_SIZE))
  },
}

export const Pagination: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const previous = canvas.getByRole("button", { name: "Previous" })
    const next = canvas.getByRole("button", { name: "Next" })
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible()
    await expect(previous).toBeDisabled()

    await userEvent.click(next)
    await expect(canvas.getByText("Page 2 of 3")).toBeVisible()
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent(leads[10].name)
    await userEvent.click(next)
    await expect(canvas.getByText("Page 3 of 3")).toBeVisible()
    await expect(bodyRows(canvasElement)).toHaveLength(leads.length - 20)
    await expect(next).toBeDisabled()
    await userEvent.click(previous)
    await expect(canvas.getByText("Page 2 of 3")).toBeVisible()

    await userEvent.click(canvas.getByRole("combobox", { name: "Rows per page" }))
    await userEvent.click(await screen.findByRole("option", { name: "50" }))
    await waitFor(() => expect(canvas.getByText("Page 1 of 1")).toBeVisible())
    await expect(bodyRows(canvasElement)).toHaveLength(leads.length)
  },
}

export const RowSelection: Story = {
  args: { enableRowSelection: true },
  play: async ({ args, canvas, userEvent }) => {
    const selectAll = canvas.getByRole("checkbox", { name: "Select all rows on this page" })
    await userEvent.click(selectAll)
    await expect(selectAll).toBeChecked()
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(leads.slice(0, 10))
    await expect(canvas.getByText(`10 of ${leads.length} rows selected.`)).toBeVisible()

    await userEvent.click(canvas.getByRole("checkbox", { name: `Select ${leads[3].name}` }))
    await expect(selectAll).toBePartiallyChecked()
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(leads.slice(0, 10).filter((_, index) => index !== 3))

    // Selection is kept across pages; "select all" covers only the visible page.
    await userEvent.click(canvas.getByRole("button", { name: "Next" }))
    await expect(canvas.getByRole("checkbox", { name: "Select all rows on this page" })).not.toBeChecked()
    await userEvent.click(canvas.getByRole("checkbox", { name: `Select ${leads[12].name}` }))
    await expect(canvas.getByText(`10 of ${leads.length} rows selected.`)).toBeVisible()
    const row = canvas.getByRole("checkbox", { name: `Select ${leads[12].name}` }).closest("tr")
    await expect(row).toHaveAttribute("data-state", "selected")
  },
}

export const FiveHundredLeadsSortFilterAndPage: Story = {
  tags: ["interaction"],
  args: { data: manyLeads },
  play: async ({ canvas, canvasElement, step, userEvent }) => {
    await step("starts on the first of 50 pages", async () => {
      await expect(canvas.getByText("Page 1 of 50")).toBeVisible()
      await expect(bodyRows(canvasElement)).toHaveLength(DATA_TABLE_DEFAULT_PAGE_SIZE)
    })

    await step("sorts by value, highest first", async () => {
      const button = canvas.getByRole("button", { name: "Value" })
      await userEvent.click(button)
      await userEvent.click(button)
      await expect(canvas.getByRole("columnheader", { name: "Value" })).toHaveAttribute("aria-sort", "descending")
      const top = [...manyLeads].map((lead) => lead.valueSek).sort((a, b) => b - a)
      const shown = bodyRows(canvasElement).map((row) => cellText(row, VALUE_COLUMN))
      await expect(shown).toEqual(top.slice(0, DATA_TABLE_DEFAULT_PAGE_SIZE).map(formatSek))
    })

    const term = "polish"
    const matches = manyLeads.filter((lead) => lead.languagePair.toLowerCase().includes(term))
    const pages = Math.ceil(matches.length / DATA_TABLE_DEFAULT_PAGE_SIZE)

    await step("filters to one language and returns to page 1", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Next" }))
      await expect(canvas.getByText("Page 2 of 50")).toBeVisible()
      await userEvent.type(canvas.getByRole("searchbox", { name: "Search leads" }), term)
      await waitFor(() => expect(canvas.getByText(`Page 1 of ${pages}`)).toBeVisible())
      await expect(canvas.getByText(`${matches.length} rows`)).toBeVisible()
    })

    await step("pages to the end of the filtered, sorted rows", async () => {
      for (let page = 2; page <= pages; page++) {
        await userEvent.click(canvas.getByRole("button", { name: "Next" }))
        await expect(canvas.getByText(`Page ${page} of ${pages}`)).toBeVisible()
      }
      await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled()
      const lastPage = matches.length - (pages - 1) * DATA_TABLE_DEFAULT_PAGE_SIZE
      const rows = bodyRows(canvasElement)
      await expect(rows).toHaveLength(lastPage)
      const lowest = Math.min(...matches.map((lead) => lead.valueSek))
      await expect(cellText(rows[rows.length - 1], VALUE_COLUMN)).toBe(formatSek(lowest))
      for (const row of rows) await expect(row).toHaveTextContent(/Polish/)
    })
  },
}

export const PagesOnTheServer: Story = {
  tags: ["interaction"],
  args: {
    data: manyLeads.slice(0, DATA_TABLE_DEFAULT_PAGE_SIZE),
    rowCount: manyLeads.length,
    filterable: false,
    onPaginationChange: fn(),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const pages = Math.ceil(manyLeads.length / DATA_TABLE_DEFAULT_PAGE_SIZE)
    await expect(canvas.getByText(`${manyLeads.length} rows`)).toBeVisible()
    await expect(canvas.getByText(`Page 1 of ${pages}`)).toBeVisible()
    await expect(bodyRows(canvasElement)).toHaveLength(DATA_TABLE_DEFAULT_PAGE_SIZE)
    await userEvent.click(canvas.getByRole("button", { name: "Next" }))
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: DATA_TABLE_DEFAULT_PAGE_SIZE })
    await expect(canvas.getByText(`Page 2 of ${pages}`)).toBeVisible()
    // The page's rows come from the caller: the table never slices what it was given.
    await expect(bodyRows(canvasElement)).toHaveLength(DATA_TABLE_DEFAULT_PAGE_SIZE)
  },
}
