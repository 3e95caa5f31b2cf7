import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, screen, waitFor, within } from "storybook/test"
import { AuditLogTable, RecentChanges, AuditEventDetail } from "../../ui/components/admin/audit-log"
import { ON_A_PHONE } from "./fixtures"
import { AUDIT_EVENTS, STORY_NOW } from "./system-fixtures"

const meta = {
  title: "Admin/AuditLog",
  component: AuditLogTable,
  subcomponents: { AuditEventDetail, RecentChanges },
  args: { events: AUDIT_EVENTS, now: STORY_NOW },
  tags: ["autodocs"],
} satisfies Meta<typeof AuditLogTable>

export default meta
type Story = StoryObj<typeof meta>

const events = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="audit-event"]')]

export const Default: Story = {}

export const ShowsWhoWhatWhenAndWhereNewestFirst: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("4 events")
    const [first] = events(canvasElement)
    await expect(first).toHaveTextContent("Changed")
    await expect(first).toHaveTextContent("theme")
    await expect(first).toHaveTextContent("astrid.lindqvist@nordika.se")
    await expect(first).toHaveTextContent("6 minutes ago")
  },
}

export const FiltersByActorActionTableAndTime: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Who" }), "erik")
    await expect(canvas.getByRole("status")).toHaveTextContent("2 events")
    await userEvent.click(canvas.getByRole("combobox", { name: "Action" }))
    await userEvent.click(await screen.findByRole("option", { name: "Signed in" }))
    await expect(canvas.getByRole("status")).toHaveTextContent("1 event")
    await userEvent.clear(canvas.getByRole("searchbox", { name: "Who" }))
    await userEvent.click(canvas.getByRole("combobox", { name: "Action" }))
    await userEvent.click(await screen.findByRole("option", { name: "All actions" }))
    await userEvent.click(canvas.getByRole("combobox", { name: "Table" }))
    await userEvent.click(await screen.findByRole("option", { name: "client logos" }))
    await expect(canvas.getByRole("status")).toHaveTextContent("2 events")
    await userEvent.click(canvas.getByRole("combobox", { name: "Time range" }))
    await userEvent.click(await screen.findByRole("option", { name: "Last 7 days" }))
    await expect(canvas.getByRole("status")).toHaveTextContent("1 event")
  },
}

export const OpensAnEventWithItsValuesBeforeAndAfter: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(events(canvasElement)[0])
    const dialog = await screen.findByRole("dialog", { name: "Changed · theme" })
    await expect(dialog).toHaveTextContent("192.0.2.14")
    const table = within(dialog).getByRole("table", { name: "Values before and after" })
    const value = within(table).getByRole("rowheader", { name: "value" }).closest("tr")!
    await expect(value).toHaveAttribute("data-changed", "true")
    await expect(value).toHaveTextContent("#0b5cad")
    await expect(value).toHaveTextContent("#12703a")
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
  },
}

export const NothingMatches: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No events match" })).toBeVisible()
  },
}

export const OnAPhone: Story = { ...ON_A_PHONE }

type RecentStory = StoryObj<typeof RecentChanges>

export const Recent: RecentStory = {
  render: (args) => <RecentChanges {...args} />,
  args: { events: AUDIT_EVENTS.slice(0, 3), now: STORY_NOW, footer: <a href="/admin/audit-log">View the audit log</a> },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Recent changes" })
    await expect(region.querySelectorAll('[data-slot="audit-event"]')).toHaveLength(3)
    await expect(canvas.getByRole("link", { name: "View the audit log" })).toBeVisible()
  },
}

export const RecentWhenNothingChanged: RecentStory = {
  render: (args) => <RecentChanges {...args} />,
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nothing has changed yet.")).toBeVisible()
  },
}
