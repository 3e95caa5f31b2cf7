import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"
import { SearchDialog, type SearchDialogProps } from "../ui/components/search-dialog"
import type { SearchResultGroup } from "../ui/components/search-results"
import { SEARCH_GROUPS } from "./fixtures/search-results"

const LABELS: SearchDialogProps["labels"] = {
  title: "Search the website",
  description: "Results appear as you type. Use the arrow keys to move through them and Enter to open one.",
  placeholder: "Services, industries, articles…",
  recent: "Recent searches",
  allResults: "All results for “translation contracts”",
  close: "Close",
}

/** The dialog with its query in state, answering every query with the fixture's results (none for an empty one). */
function Searching(
  props: Omit<SearchDialogProps, "query" | "onQueryChange" | "groups"> & { initial?: string; groups?: readonly SearchResultGroup[] },
) {
  const [query, setQuery] = React.useState(props.initial ?? "")
  const groups = query.trim() ? (props.groups ?? SEARCH_GROUPS) : []
  return <SearchDialog {...props} query={query} onQueryChange={setQuery} groups={groups} />
}

const meta = {
  title: "Components/SearchDialog",
  component: SearchDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    query: "translation contracts",
    onQueryChange: fn(),
    groups: SEARCH_GROUPS,
    status: "3 pages found for “translation contracts”",
    allResultsHref: "/search?q=translation+contracts",
    onOpenResult: fn(),
    onOpenAllResults: fn(),
    labels: LABELS,
  },
  parameters: { layout: "fullscreen" },
  tags: ["autodocs"],
} satisfies Meta<typeof SearchDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Results: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Search the website" })
    await expect(within(dialog).getByRole("combobox", { name: "Search the website" })).toHaveValue("translation contracts")
    await expect(within(dialog).getByRole("status")).toHaveTextContent("3 pages found")
    await expect(within(dialog).getAllByRole("option")).toHaveLength(4)
  },
}

export const OnAPhone: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Search the website" })
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(414)
  },
}

export const RecentSearches: Story = {
  args: { query: "", groups: [], status: undefined, allResultsHref: undefined, recent: ["übersetzung verträge", "voice-over"] },
  play: async () => {
    const dialog = await screen.findByRole("dialog")
    await expect(within(dialog).getByText("Recent searches")).toBeInTheDocument()
    await expect(
      within(dialog)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["übersetzung verträge", "voice-over"])
  },
}

export const KeyboardOpensAResult: Story = {
  tags: ["interaction"],
  render: (args) => <Searching {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog")
    const input = within(dialog).getByRole("combobox")
    await userEvent.type(input, "contracts")
    await waitFor(() => expect(within(dialog).getAllByRole("option")).toHaveLength(4))
    // The first result is chosen; the arrow moves to the second, Enter opens it.
    await userEvent.keyboard("{ArrowDown}{Enter}")
    await expect(args.onOpenResult).toHaveBeenCalledWith(expect.objectContaining({ href: "/services/machine-translation" }))
  },
}
