import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"
import { XliffExchange, XliffImportResult, type XliffImportResultView } from "../../ui/components/admin/xliff-exchange"
import { ON_A_PHONE } from "./fixtures"

const RESULT: XliffImportResultView = {
  fileName: "nordika-sv-services-legal-translation-2026-12-01.xlf",
  taken: 3,
  skipped: 1,
  refused: 1,
  qaFailures: 1,
  units: [
    { unitId: "u1", line: 12, outcome: "taken", source: "We answer every enquiry within one working day.", href: "#u1", failures: [] },
    {
      unitId: "u2",
      line: 21,
      outcome: "taken",
      source: "Our linguists have translated 1,200 contracts.",
      href: "#u2",
      failures: ["The number 1,200 of the source is not in the translation: write it (as 1 200 in Swedish)."],
    },
    { unitId: "u3", line: 30, outcome: "taken", source: "Write to us.", href: "#u3" },
    {
      unitId: "u4",
      line: 39,
      outcome: "skipped",
      source: "Our office is in Stockholm.",
      href: "#u4",
      reason:
        "The segment is approved in the workspace: an import does not replace an approved translation. Change it in the workspace, where a reviewer approves it again.",
    },
    {
      unitId: "u5",
      line: 48,
      outcome: "refused",
      source: "Certified translations for courts and authorities.",
      href: "#u5",
      reason:
        "The English source in the file is not the workspace's: it changed after the export, or it was edited in the file. Export the document again.",
    },
  ],
}

const meta = {
  title: "Admin/XliffExchange",
  component: XliffExchange,
  subcomponents: { XliffImportResult },
  args: {
    exportLabel: "the Swedish segments of this page that need work",
    onExport: fn(),
    onImport: fn(),
    onDismiss: fn(),
  },
  tags: ["autodocs"],
} satisfies Meta<typeof XliffExchange>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** The import's result: the counts, and every unit skipped, refused or with a failed check, with its reason. */
export const WithAnImportResult: Story = { args: { result: RESULT } }

export const WithAnImportResultOnAPhone: Story = { ...ON_A_PHONE, args: { result: RESULT } }

/** A file that cannot be taken: one alert, nothing changed. */
export const RefusesAFile: Story = {
  args: { error: "This is XLIFF 1.2; export again as XLIFF 2.0." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("This is XLIFF 1.2; export again as XLIFF 2.0.")
  },
}

/** Nothing needs work: the reason instead of the button. */
export const NothingToExport: Story = {
  args: { onExport: undefined, exportUnavailable: "Every segment is approved: nothing to export." },
}

/** A picked file goes to the screen as it came. */
export const ImportsAPickedFile: Story = {
  tags: ["interaction"],
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('[data-slot="xliff-exchange-input"]')!
    const file = new File(['<xliff version="2.0"/>'], "linguist.xlf", { type: "application/xliff+xml" })
    await userEvent.upload(input, file)
    await expect(args.onImport).toHaveBeenCalledWith(file)
  },
}

export const Importing: Story = { args: { busy: "import" } }
