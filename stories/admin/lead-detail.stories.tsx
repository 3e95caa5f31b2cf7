import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"
import {
  LEAD_NOTE_LABEL,
  LEAD_WORK_LABELS,
  leadDetailEntries,
  LeadEstimateNotice,
  LeadFileList,
  LeadNotes,
  LeadWorkCard,
} from "../../ui/components/admin/lead-detail"
import { LEAD_STATUS_LABELS, LEAD_UNASSIGNED_LABEL } from "../../ui/components/admin/lead-inbox"
import { DetailList } from "../../ui/components/admin/detail-list"
import { describeStoredEstimate } from "#shared/quote-estimate"
import { LEAD_DETAIL_WORDS } from "../fixtures/lead-forms"
import { ON_A_PHONE } from "./fixtures"
import { LEAD_FILES, LEAD_NOTES, LEAD_STAFF } from "./lead-fixtures"

const QUOTE_DETAILS = {
  service: "Translation",
  sourceLanguage: "sv",
  targetLanguages: ["de", "fi"],
  deadline: "2026-05-29",
  instructions: "Product sheets for the German and Finnish markets.",
}

const meta = {
  title: "Admin/LeadDetail",
  component: LeadWorkCard,
  subcomponents: { LeadEstimateNotice, LeadFileList, LeadNotes },
  args: {
    status: "new",
    assignee: null,
    assignees: LEAD_STAFF,
    onStatusChange: fn(),
    onAssigneeChange: fn(),
    onMarkUnread: fn(),
  },
  tags: ["autodocs"],
} satisfies Meta<typeof LeadWorkCard>

export default meta
type Story = StoryObj<typeof meta>

export const Work: Story = {}

export const Saving: Story = { args: { saving: true } }

export const ChangesStatusAndAssignee: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: LEAD_WORK_LABELS.status }))
    await userEvent.click(await screen.findByRole("option", { name: LEAD_STATUS_LABELS.in_progress }))
    await expect(args.onStatusChange).toHaveBeenCalledWith("in_progress")
    await expect(canvas.getByRole("combobox", { name: LEAD_WORK_LABELS.assignee })).toHaveTextContent(LEAD_UNASSIGNED_LABEL)
    await userEvent.click(canvas.getByRole("combobox", { name: LEAD_WORK_LABELS.assignee }))
    await userEvent.click(await screen.findByRole("option", { name: "Omar Haddad" }))
    await expect(args.onAssigneeChange).toHaveBeenCalledWith("staff-omar")
    await userEvent.click(canvas.getByRole("button", { name: LEAD_WORK_LABELS.markUnread }))
    await expect(args.onMarkUnread).toHaveBeenCalledOnce()
  },
}

export const FieldsWithTheirLabels: Story = {
  render: () => (
    <DetailList
      title="Quote request"
      items={leadDetailEntries(QUOTE_DETAILS, LEAD_DETAIL_WORDS).map((entry) => ({ label: entry.label, value: entry.value }))}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Source language")).toBeVisible()
    await expect(canvas.getByText("Swedish (sv)")).toBeVisible()
    await expect(canvas.getByText("German (de), Finnish (fi)")).toBeVisible()
    await expect(canvas.getByText("Instructions")).toBeVisible()
  },
}

export const ConsultationTimesOnStockholmsClock: Story = {
  render: () => (
    <DetailList
      title="Consultation request"
      items={leadDetailEntries(
        {
          topic: "Leen platform demo",
          slots: ["2026-12-01T09:00:00.000Z", "2026-06-16T14:30:00.000Z"],
          timeZone: "America/New_York",
        },
        LEAD_DETAIL_WORDS,
      ).map((entry) => ({ label: entry.label, value: entry.value }))}
    />
  ),
  play: async ({ canvas }) => {
    // Stored as instants; staff read them as the office's clock shows them, in winter and in summer.
    await expect(canvas.getByText("Tue 1 Dec 2026, 10:00 Stockholm time; Tue 16 Jun 2026, 16:30 Stockholm time")).toBeVisible()
    await expect(canvas.getByText("America/New_York")).toBeVisible()
  },
}

/** What the quote form showed: SEK 12,400–SEK 14,900 for 9,500 words into two languages, at the rates of 1 April. */
const ESTIMATE = describeStoredEstimate({
  shown: true,
  min: 12400,
  max: 14900,
  currency: "SEK",
  days: 5,
  words: 9500,
  ratesUpdatedAt: "2026-04-01T08:00:00Z",
})

export const Estimate: StoryObj<typeof LeadEstimateNotice> = {
  render: (args) => <LeadEstimateNotice {...args} />,
  args: { estimate: ESTIMATE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Indicative price shown to the visitor:")).toBeVisible()
    // Intl puts a no-break space between the currency code and the amount.
    await expect(canvas.getByText(/SEK\s12,400–SEK\s14,900 · about 5 business days/)).toBeVisible()
    await expect(canvas.getByText("For 9,500 words, at the rates of 1 April 2026.")).toBeVisible()
  },
}

export const NoEstimateShown: StoryObj<typeof LeadEstimateNotice> = {
  ...Estimate,
  args: { estimate: describeStoredEstimate({ shown: false, reason: "no_words" }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/None$/)).toBeVisible()
    await expect(canvas.getByText("No word count came with the files, so the form could not price them.")).toBeVisible()
  },
}

export const EstimateNotRecorded: StoryObj<typeof LeadEstimateNotice> = {
  ...Estimate,
  args: { estimate: describeStoredEstimate(null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Not recorded$/)).toBeVisible()
    await expect(canvas.getByText("This request came in before the price shown to visitors was stored with each lead.")).toBeVisible()
  },
}

/** As the lead page shows a quote: its fields, then the price the visitor saw. */
export const QuoteWithItsEstimate: Story = {
  render: () => (
    <DetailList
      title="Quote request"
      items={leadDetailEntries(QUOTE_DETAILS, LEAD_DETAIL_WORDS).map((entry) => ({ label: entry.label, value: entry.value }))}
    >
      <LeadEstimateNotice estimate={ESTIMATE} className="m-4" />
    </DetailList>
  ),
}

export const QuoteWithItsEstimateOnAPhone: Story = { ...QuoteWithItsEstimate, ...ON_A_PHONE }

export const Files: StoryObj<typeof LeadFileList> = {
  render: (args) => <LeadFileList {...args} />,
  args: {
    files: LEAD_FILES,
    onPreview: fn(async () => ({ kind: "text" as const, text: "The brief: 140 words about product sheets." })),
    onDownload: fn(),
  },
}

export const NoFiles: StoryObj<typeof LeadFileList> = { ...Files, args: { ...Files.args, files: [] } }

export const PreviewsWhatTheBrowserCanShowAndDownloadsEveryFile: StoryObj<typeof LeadFileList> = {
  tags: ["interaction"],
  ...Files,
  play: async ({ args, canvas }) => {
    // A Word file cannot be shown in the page: download only.
    await expect(canvas.queryByRole("button", { name: "Preview product-sheet.docx" })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: "Download product-sheet.docx" }))
    await expect(args.onDownload).toHaveBeenCalledWith(LEAD_FILES[0])
    await userEvent.click(canvas.getByRole("button", { name: "Preview brief.txt" }))
    const dialog = await screen.findByRole("dialog", { name: "brief.txt" })
    const brief = await within(dialog).findByText("The brief: 140 words about product sheets.")
    // The dialog fades in: visible once its opening animation has run.
    await waitFor(() => expect(brief).toBeVisible())
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
  },
}

export const Notes: StoryObj<typeof LeadNotes> = {
  render: (args) => <LeadNotes {...args} />,
  args: { notes: LEAD_NOTES, onAdd: fn(async () => undefined), onEdit: fn(async () => undefined) },
}

export const NotesOnAPhone: StoryObj<typeof LeadNotes> = { ...Notes, ...ON_A_PHONE }

export const NotesKeepTheirEarlierWordings: StoryObj<typeof LeadNotes> = {
  tags: ["interaction"],
  ...Notes,
  play: async ({ args, canvas }) => {
    const notes = canvas.getAllByRole("listitem").filter((item) => item.dataset.slot === "lead-note")
    await expect(notes).toHaveLength(2)
    // Only one's own note can be reworded.
    await expect(within(notes[1]).queryByRole("button", { name: /Edit/ })).not.toBeInTheDocument()
    await userEvent.click(within(notes[0]).getByText("Earlier wordings (1)"))
    await expect(within(notes[0]).getByText("Called back.")).toBeVisible()

    await userEvent.click(within(notes[0]).getByRole("button", { name: /Edit/ }))
    const editor = within(notes[0]).getByRole("textbox", { name: "Note" })
    await userEvent.clear(editor)
    await userEvent.type(editor, "They need it by 29 May.")
    await userEvent.click(within(notes[0]).getByRole("button", { name: "Save note" }))
    await expect(args.onEdit).toHaveBeenCalledWith("note-1", "They need it by 29 May.")

    await userEvent.click(canvas.getByRole("button", { name: "Add note" }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Write the note first.")
    await userEvent.type(canvas.getByRole("textbox", { name: LEAD_NOTE_LABEL }), "Quote accepted.")
    await userEvent.click(canvas.getByRole("button", { name: "Add note" }))
    await expect(args.onAdd).toHaveBeenCalledWith("Quote accepted.")
    await waitFor(() => expect(canvas.getByRole("textbox", { name: LEAD_NOTE_LABEL })).toHaveValue(""))
  },
}
