import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, screen, waitFor, within } from "storybook/test"
import { CLIENT_ERROR_SEARCH_LABEL, ClientErrorList, ClientErrorDetail } from "../../ui/components/admin/client-error-list"
import { ON_A_PHONE } from "./fixtures"
import { CLIENT_ERRORS, STORY_NOW } from "./system-fixtures"
import { FilterSelect } from "../../ui/components/admin/filter-select"

const meta = {
  title: "Admin/ClientErrorList",
  component: ClientErrorList,
  subcomponents: { ClientErrorDetail, FilterSelect },
  args: { reports: CLIENT_ERRORS, now: STORY_NOW },
  tags: ["autodocs"],
} satisfies Meta<typeof ClientErrorList>

export default meta
type Story = StoryObj<typeof meta>

const rows = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-slot="client-error-row"]')

export const Default: Story = {}

export const Empty: Story = {
  args: { reports: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No errors reported" })).toBeVisible()
  },
}

export const ShowsTheLastSevenDaysNewestFirst: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("3 reports")
    await expect(rows(canvasElement)[0]).toHaveTextContent("reading 'title'")
    await expect(rows(canvasElement)[0]).toHaveTextContent("4 minutes ago")
  },
}

export const FiltersByTimeRange: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Time range" }))
    await userEvent.click(await screen.findByRole("option", { name: "Last 30 days" }))
    await expect(canvas.getByRole("status")).toHaveTextContent("4 reports")
  },
}

export const FiltersByRoute: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Route" }))
    await userEvent.click(await screen.findByRole("option", { name: "/admin/content" }))
    await expect(canvas.getByRole("status")).toHaveTextContent("1 report")
    await expect(rows(canvasElement)[0]).toHaveTextContent("Failed to fetch dynamically imported module")
  },
}

export const SearchesTheMessages: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: CLIENT_ERROR_SEARCH_LABEL }), "typeerror")
    await expect(canvas.getByRole("status")).toHaveTextContent("1 report")
    await userEvent.clear(canvas.getByRole("searchbox", { name: CLIENT_ERROR_SEARCH_LABEL }))
    await userEvent.type(canvas.getByRole("searchbox", { name: CLIENT_ERROR_SEARCH_LABEL }), "nothing like this")
    await expect(canvas.getByRole("heading", { name: "No errors match" })).toBeVisible()
  },
}

export const OpensAReportInFull: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(rows(canvasElement)[0] as HTMLElement)
    const dialog = await screen.findByRole("dialog", { name: /reading 'title'/ })
    await expect(within(dialog).getByRole("region", { name: "Stack trace" })).toHaveTextContent("at ServicePage")
    await expect(dialog).toHaveTextContent("/services/translation")
    await expect(dialog).toHaveTextContent("iPhone OS 18_2")
    await expect(dialog).toHaveTextContent("A visitor (not signed in)")
    await expect(dialog).toHaveTextContent("25 Feb 2026")
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    await expect(canvas.getByRole("status")).toHaveTextContent("3 reports")
  },
}

export const OnAPhone: Story = { ...ON_A_PHONE }
