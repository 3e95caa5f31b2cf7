import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor } from "storybook/test"
import { Highlight } from "../ui/components/highlight"
import { SearchField } from "../ui/components/search-field"
import { matchesQuery, searchWords } from "../ui/lib/text-search"

const TERMS = ["Translation memory", "Machine translation post-editing", "Desktop publishing (DTP)", "Ålund regional office"]

/** A search over a short list, as the FAQ and glossary use it: matches kept and marked, the rest hidden. */
function SearchableList({ initial = "" }: { initial?: string }) {
  const [query, setQuery] = React.useState(initial)
  const words = searchWords(query)
  const found = TERMS.filter((term) => matchesQuery([term], words))
  return (
    <div className="flex max-w-md flex-col gap-4">
      <SearchField label="Search the terms" placeholder="Search the terms" value={query} onValueChange={setQuery} />
      <ul aria-label="Terms" className="flex flex-col gap-2 text-sm text-foreground">
        {found.map((term) => (
          <li key={term}>
            <Highlight text={term} words={words} />
          </li>
        ))}
      </ul>
    </div>
  )
}

const meta = {
  title: "Components/SearchField",
  component: SearchField,
  subcomponents: { Highlight },
  args: { label: "Search the terms", placeholder: "Search the terms", value: "", onValueChange: fn() },
  parameters: { layout: "padded" },
  tags: ["autodocs"],
} satisfies Meta<typeof SearchField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("search")).toBeInTheDocument()
    await expect(canvas.getByRole("searchbox", { name: "Search the terms" })).toHaveValue("")
  },
}

export const FiltersAndMarksAsTheVisitorTypes: Story = {
  tags: ["interaction"],
  render: () => <SearchableList />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole("searchbox", { name: "Search the terms" })
    await userEvent.type(box, "transl")
    const list = canvas.getByRole("list", { name: "Terms" })
    await waitFor(() => expect(list.querySelectorAll("li")).toHaveLength(2))
    await expect([...list.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["Translation", "translation"])
  },
}

export const AccentsAndCaseAreIgnored: Story = {
  tags: ["interaction"],
  render: () => <SearchableList initial="alund" />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Terms" })
    await expect(list).toHaveTextContent("Ålund regional office")
    await expect(list.querySelector("mark")).toHaveTextContent(/^Ålund$/)
  },
}

export const EscapeClearsTheSearch: Story = {
  tags: ["interaction"],
  render: () => <SearchableList initial="dtp" />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole("searchbox", { name: "Search the terms" })
    await expect(canvas.getByRole("list", { name: "Terms" }).querySelectorAll("li")).toHaveLength(1)
    box.focus()
    await userEvent.keyboard("{Escape}")
    await expect(box).toHaveValue("")
    await expect(canvas.getByRole("list", { name: "Terms" }).querySelectorAll("li")).toHaveLength(TERMS.length)
  },
}
