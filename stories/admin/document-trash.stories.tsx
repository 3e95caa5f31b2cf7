import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"
import { TRASH_RESTORE_LABEL, DocumentTrashTable } from "../../ui/components/admin/document-trash"
import { EmptyState } from "../../ui/components/admin/empty-state"
import { TRASHED } from "./document-fixtures"
import { ON_A_PHONE } from "./fixtures"

const meta = {
  title: "Admin/DocumentTrashTable",
  component: DocumentTrashTable,
  args: { rows: TRASHED, onRestore: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof DocumentTrashTable>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("14 May 2026")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: `${TRASH_RESTORE_LABEL} ${TRASHED[1].title}` }))
    await expect(args.onRestore).toHaveBeenCalledWith(TRASHED[1])
  },
}

export const Restoring: Story = { args: { restoringId: TRASHED[0].id } }

export const Empty: Story = {
  args: { rows: [], empty: <EmptyState title="The trash is empty" /> },
}

/** At 390 px no line of a row starts or ends with a dot: the kind and the two dates take a line each. */
export const OnAPhone: Story = {
  ...ON_A_PHONE,
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    for (const row of canvasElement.querySelectorAll('[data-slot="document-trash-row"]')) {
      const lines = [...row.querySelectorAll("p")].flatMap((paragraph) => textLines(paragraph))
      for (const line of lines) await expect(line).not.toMatch(/^·|·$/)
    }
    await expect(canvasElement.querySelector("time")).toBeVisible()
  },
}

/** The text of `element` line by line as laid out (its characters grouped by the top of their box). */
function textLines(element: Element): string[] {
  const lines = new Map<number, string>()
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? ""
    for (let index = 0; index < text.length; index++) {
      const range = document.createRange()
      range.setStart(node, index)
      range.setEnd(node, index + 1)
      const box = range.getClientRects()[0]
      if (!box) continue
      const top = Math.round(box.top)
      lines.set(top, (lines.get(top) ?? "") + text[index])
    }
  }
  return [...lines.values()].map((line) => line.trim()).filter(Boolean)
}
