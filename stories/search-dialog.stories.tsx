import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"
import { Button } from "../ui/components/button"
import { SearchDialog, type SearchDialogProps } from "../ui/components/search-dialog"
import type { SearchResultGroup } from "../ui/components/search-results"
import { SEARCH_GROUPS } from "./fixtures/search-results"

const LABELS: SearchDialogProps["labels"] = {
  title: "Search the website",
  description: "Results appear as you type. Use the arrow keys to move through them and Enter to open one.",
  placeholder: "Services, industries, articles…",
  recent: "Recent searches",
  allResults: "All results for “translation contracts”",
  suggestions: "Did you mean",
  links: "Good places to start",
  close: "Close",
}

const LINKS = [
  { label: "All services", href: "/services" },
  { label: "Industries", href: "/industries" },
  { label: "Request a quote", href: "/contact/request-quote" },
  { label: "Contact us", href: "/contact" },
]

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
    onOpenLink: fn(),
    labels: LABELS,
  },
  parameters: { layout: "fullscreen" },
  tags: ["autodocs"],
} satisfies Meta<typeof SearchDialog>

export default meta
type Story = StoryObj<typeof meta>

/**
 * How a page opens it: from a search control. The docs page shows this one; each open state below is a
 * story of its own, off the docs page, where an open modal would cover it.
 */
export const OpensFromAButton: Story = {
  args: { open: false },
  render: function OpensFromAButtonStory(args) {
    const [open, setOpen] = React.useState(false)
    return (
      <div className="p-6">
        <Button variant="outline" onClick={() => setOpen(true)}>
          Search the website
        </Button>
        <Searching {...args} initial="translation contracts" open={open} onOpenChange={setOpen} />
      </div>
    )
  },
}

export const Results: Story = {
  tags: ["!autodocs"],
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Search the website" })
    await expect(within(dialog).getByRole("combobox", { name: "Search the website" })).toHaveValue("translation contracts")
    await expect(within(dialog).getByRole("status")).toHaveTextContent("3 pages found")
    await expect(within(dialog).getAllByRole("option")).toHaveLength(4)
  },
}

export const OnAPhone: Story = {
  tags: ["!autodocs"],
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Search the website" })
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(414)
  },
}

export const RecentSearches: Story = {
  tags: ["!autodocs"],
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
  tags: ["!autodocs", "interaction"],
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

export const NothingFoundWithSuggestions: Story = {
  tags: ["!autodocs"],
  args: {
    query: "lokalisaton",
    groups: [],
    status: "No page matches “lokalisaton”.",
    suggestions: ["localization"],
    links: LINKS,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Search the website" })
    await expect(within(dialog).getByRole("status")).toHaveTextContent("No page matches “lokalisaton”.")
    await expect(within(dialog).getByRole("group", { name: "Did you mean" })).toHaveTextContent("localization")
    await expect(
      within(within(dialog).getByRole("group", { name: "Good places to start" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All services", "Industries", "Request a quote", "Contact us"])
    // The suggestion is chosen first: Enter searches it.
    await userEvent.click(within(dialog).getByRole("combobox"))
    await userEvent.keyboard("{Enter}")
    await expect(args.onQueryChange).toHaveBeenCalledWith("localization")
  },
}

export const NothingFoundOpensAPage: Story = {
  tags: ["!autodocs", "interaction"],
  args: { query: "qqqq", groups: [], status: "No page matches “qqqq”.", suggestions: [], links: LINKS },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog")
    await expect(within(dialog).queryByRole("group", { name: "Did you mean" })).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole("option", { name: "Request a quote" }))
    await expect(args.onOpenLink).toHaveBeenCalledWith("/contact/request-quote")
  },
}
