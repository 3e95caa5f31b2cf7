import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import { RichTextEditor, type RichTextEditorProps } from "../../ui/components/admin/rich-text-editor"
import { RICH_TEXT_LINK_ADDRESS_MESSAGE } from "../../ui/components/admin/rich-text-editor-link-form"
import type { RichTextBlock } from "../../ui/components/rich-text"

/** The field as a form holds it: the value only changes through onChange. */
function ControlledRichTextEditor(props: RichTextEditorProps) {
  const [value, setValue] = React.useState(props.value)
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const ABOUT_PAGE_ID = "3f2b8c1e-5d4a-4e8b-9c7d-1a2b3c4d5e6f"

const EVERY_BLOCK_TYPE: RichTextBlock[] = [
  { type: "heading", level: 2, children: [{ type: "text", text: "Translation that reads as if written in Swedish" }] },
  {
    type: "paragraph",
    children: [
      { type: "text", text: "Our linguists are " },
      { type: "text", text: "native speakers", marks: ["bold"] },
      { type: "text", text: " with " },
      { type: "text", text: "sector experience", marks: ["italic"] },
      { type: "text", text: ". Read " },
      { type: "internal-link", documentId: ABOUT_PAGE_ID, label: "about our team" },
      { type: "text", text: " or the " },
      { type: "external-link", href: "https://www.iso.org/standard/59149.html", text: "ISO 17100 standard" },
      { type: "text", text: "." },
    ],
  },
  { type: "heading", level: 3, children: [{ type: "text", text: "How it works" }] },
  {
    type: "list",
    ordered: true,
    items: [[{ type: "text", text: "Send us the files" }], [{ type: "text", text: "Get a quote within a day" }]],
  },
  {
    type: "list",
    ordered: false,
    items: [[{ type: "text", text: "Legal" }], [{ type: "text", text: "Medical" }], [{ type: "text", text: "Technical" }]],
  },
]

/** The editor's text, once its lazily loaded chunk is in (on a cold dev server that takes seconds). */
const findText = (canvas: Pick<ReturnType<typeof within>, "findByRole">) =>
  canvas.findByRole("textbox", { name: "Body" }, { timeout: 20_000 })

const meta = {
  title: "Admin/RichTextEditor",
  component: RichTextEditor,
  render: (args) => <ControlledRichTextEditor {...args} />,
  args: {
    label: "Body",
    description: "Paste Markdown or text from a document: it keeps headings, lists, bold, italic and links.",
    value: [{ type: "paragraph", children: [] }],
    onChange: fn(),
    onPickInternalLink: fn(async () => ({ documentId: ABOUT_PAGE_ID, label: "About us" })),
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  // Every story is drawn (and captured) with its editor loaded, not the placeholder shown meanwhile.
  play: async ({ canvas }) => {
    await findText(canvas)
  },
  tags: ["autodocs"],
} satisfies Meta<typeof RichTextEditor>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithError: Story = {
  args: { value: [{ type: "paragraph", children: [] }], error: "Write at least one paragraph." },
  play: async ({ canvas }) => {
    const text = await findText(canvas)
    await expect(text).toHaveAttribute("aria-invalid", "true")
    await expect(text).toHaveAccessibleDescription(expect.stringContaining("Write at least one paragraph."))
  },
}

export const EveryBlockType: Story = {
  args: { value: EVERY_BLOCK_TYPE },
}

type PlayUser = Parameters<NonNullable<Story["play"]>>[0]["userEvent"]

/**
 * Types into the editor a key at a time, each once ProseMirror has drawn the one before: typed
 * faster, a simulated key can land in a text node ProseMirror has just replaced.
 */
async function typeInto(userEvent: PlayUser, target: HTMLElement, value: string) {
  for (const key of value) {
    const length = target.textContent?.length ?? 0
    await userEvent.keyboard(key)
    await waitFor(() => expect(target.textContent?.length).toBe(length + 1))
  }
}

function paste(target: HTMLElement, data: Record<string, string>) {
  const clipboardData = new DataTransfer()
  for (const [type, value] of Object.entries(data)) clipboardData.setData(type, value)
  target.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }))
}

export const StoresTypedFormattedAndPastedTextAsJson: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent, step }) => {
    const text = await findText(canvas)
    const lastValue = () => (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as RichTextBlock[]

    await step("type, then bold through the toolbar", async () => {
      await userEvent.click(text)
      await typeInto(userEvent, text, "Plain ")
      await userEvent.click(canvas.getByRole("button", { name: "Bold" }))
      await expect(canvas.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true")
      await typeInto(userEvent, text, "bold")
      await waitFor(() =>
        expect(lastValue()).toEqual([
          {
            type: "paragraph",
            children: [
              { type: "text", text: "Plain " },
              { type: "text", text: "bold", marks: ["bold"] },
            ],
          },
        ]),
      )
    })

    await step("Ctrl+B ends the bold", async () => {
      await userEvent.keyboard("{Control>}b{/Control}")
      await expect(canvas.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "false")
      await typeInto(userEvent, text, " again")
      await waitFor(() =>
        expect(lastValue()[0]).toEqual({
          type: "paragraph",
          children: [
            { type: "text", text: "Plain " },
            { type: "text", text: "bold", marks: ["bold"] },
            { type: "text", text: " again" },
          ],
        }),
      )
    })

    await step("pasted Markdown becomes blocks", async () => {
      await userEvent.keyboard("{Enter}")
      paste(text, { "text/plain": "## Steps\n\n- *first*\n- [second](https://example.com)" })
      await waitFor(() =>
        expect(lastValue().slice(1)).toEqual([
          { type: "heading", level: 2, children: [{ type: "text", text: "Steps" }] },
          {
            type: "list",
            ordered: false,
            items: [
              [{ type: "text", text: "first", marks: ["italic"] }],
              [{ type: "external-link", href: "https://example.com", text: "second" }],
            ],
          },
        ]),
      )
    })

    await step("pasted HTML keeps only the stored structure", async () => {
      await userEvent.keyboard("{Enter}{Enter}")
      paste(text, {
        "text/html": '<p>Safe<script>alert(1)</script> <a href="javascript:alert(1)">words</a><img src=x onerror="alert(1)"></p>',
      })
      await waitFor(() => expect(lastValue().at(-1)).toEqual({ type: "paragraph", children: [{ type: "text", text: "Safe words" }] }))
      await expect(text.querySelector("script, img, a, [data-href^='javascript']")).toBeNull()
    })

    await step("a link to another site needs an address the schema takes; a link to a page comes from the picker", async () => {
      await typeInto(userEvent, text, " ")
      await userEvent.click(canvas.getByRole("button", { name: "Link to another site" }))
      const form = await screen.findByRole("dialog", { name: "Link to another site" })
      const address = within(form).getByRole("textbox", { name: "Address" })
      await userEvent.type(address, "http://example.com")
      await userEvent.type(within(form).getByRole("textbox", { name: "Text" }), "the site")
      await userEvent.click(within(form).getByRole("button", { name: "Add link" }))
      await expect(address).toHaveAccessibleDescription(RICH_TEXT_LINK_ADDRESS_MESSAGE)
      await userEvent.clear(address)
      await userEvent.type(address, "https://example.com")
      await userEvent.click(within(form).getByRole("button", { name: "Add link" }))
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
      await userEvent.click(canvas.getByRole("button", { name: "Link to a page" }))
      await waitFor(() =>
        expect(lastValue().at(-1)).toEqual({
          type: "paragraph",
          children: [
            { type: "text", text: "Safe words " },
            { type: "external-link", href: "https://example.com", text: "the site" },
            { type: "internal-link", documentId: ABOUT_PAGE_ID, label: "About us" },
          ],
        }),
      )
    })
  },
}
