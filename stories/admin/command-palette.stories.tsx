import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor } from "storybook/test"
import { FileText, Inbox, Languages, LayoutDashboard, UserRound } from "lucide-react"
import { COMMAND_PALETTE_TITLE, CommandPalette, type CommandPaletteGroup } from "../../ui/components/admin/command-palette"
import { Button } from "../../ui/components/button"
import { ON_A_PHONE } from "./fixtures"

const GROUPS: CommandPaletteGroup[] = [
  { heading: "Screens", items: [{ key: "screen:leads", label: "Leads", detail: "Overview", icon: Inbox }] },
  {
    heading: "Documents",
    items: [
      { key: "document:1", label: "Quote for Maskin AB", detail: "/case-studies/maskin-ab", tags: ["en", "Live"], icon: FileText },
      { key: "translation:1", label: "Offert för Maskin AB", detail: "/sv/kundcase/maskin-ab", tags: ["sv", "Live"], icon: Languages },
    ],
  },
  {
    heading: "Leads",
    items: [{ key: "lead:1", label: "Greta Lind", detail: "NQ-2026-00042 · Maskin AB · greta@maskin.se", tags: ["New"], icon: Inbox }],
  },
  { heading: "Users", items: [{ key: "user:1", label: "Erik Berg", detail: "erik.berg@nordika.se", tags: ["editor"], icon: UserRound }] },
]

const meta = {
  title: "Admin/CommandPalette",
  component: CommandPalette,
  args: {
    open: true,
    onOpenChange: fn(),
    query: "maskin",
    onQueryChange: fn(),
    groups: GROUPS,
    onSelect: fn(),
  },
  parameters: { layout: "fullscreen" },
  tags: ["autodocs"],
} satisfies Meta<typeof CommandPalette>

export default meta
type Story = StoryObj<typeof meta>

/**
 * How the admin opens it: Ctrl/Cmd-K or its button in the frame. The docs page shows this one; each open
 * state below is a story of its own, off the docs page, where an open modal would cover it.
 */
export const OpensFromAButton: Story = {
  args: { open: false },
  render: function OpensFromAButtonStory(args) {
    const [open, setOpen] = React.useState(false)
    return (
      <div className="p-6">
        <Button variant="outline" onClick={() => setOpen(true)}>
          Search the admin
        </Button>
        <CommandPalette {...args} open={open} onOpenChange={setOpen} />
      </div>
    )
  },
}

export const Results: Story = { tags: ["!autodocs"] }

/** Long details are cut with an ellipsis inside the dialog, never past its edge. */
export const OnAPhone: Story = { tags: ["!autodocs"], ...ON_A_PHONE }

export const Searching: Story = { tags: ["!autodocs"], args: { searching: true, groups: GROUPS.slice(0, 1) } }

export const NothingFound: Story = { tags: ["!autodocs"], args: { query: "zzqx", groups: [{ heading: "Screens", items: [] }] } }

export const BeforeTyping: Story = {
  tags: ["!autodocs"],
  args: {
    query: "",
    groups: [{ heading: "Screens", items: [{ key: "screen:dashboard", label: "Dashboard", detail: "Overview", icon: LayoutDashboard }] }],
  },
}

export const SearchFailed: Story = {
  tags: ["!autodocs"],
  args: { error: "The search failed. Try again in a moment.", groups: GROUPS.slice(0, 1) },
}

/** The arrow keys move through every group and Enter picks the item, with what it stands for. */
export const KeyboardFirst: Story = {
  tags: ["!autodocs", "interaction"],
  render: function Render(args) {
    const [query, setQuery] = React.useState(args.query)
    return <CommandPalette {...args} query={query} onQueryChange={setQuery} />
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: COMMAND_PALETTE_TITLE })
    await waitFor(() => expect(screen.getByRole("combobox")).toHaveFocus())
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}")
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: "lead:1", label: "Greta Lind" }))
    await expect(dialog).toBeInTheDocument()
  },
}
