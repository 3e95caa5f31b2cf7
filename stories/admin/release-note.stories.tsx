import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import {
  RELEASE_NOTE_PUBLISH_LABEL,
  RELEASE_NOTE_UNREAD_LABEL,
  ReleaseNoteCard,
  ReleaseNoteForm,
} from "../../ui/components/admin/release-note"
import { RELEASE_NOTES } from "./system-fixtures"

const meta = {
  title: "Admin/ReleaseNote",
  component: ReleaseNoteCard,
  subcomponents: { ReleaseNoteForm },
  args: { note: RELEASE_NOTES[0] },
  tags: ["autodocs"],
} satisfies Meta<typeof ReleaseNoteCard>

export default meta
type Story = StoryObj<typeof meta>

export const Read: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole("article", { name: RELEASE_NOTES[0].title })
    await expect(note).toHaveTextContent("2026.02.25")
    await expect(note).toHaveTextContent("25 February 2026")
    await expect(canvas.getByRole("heading", { level: 3, name: "Diagnostics" })).toBeVisible()
    await expect(canvas.queryByText(RELEASE_NOTE_UNREAD_LABEL)).toBeNull()
  },
}

export const Unread: Story = {
  args: { unread: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RELEASE_NOTE_UNREAD_LABEL)).toBeVisible()
  },
}

type FormStory = StoryObj<typeof ReleaseNoteForm>

export const Form: FormStory = {
  render: (args) => <ReleaseNoteForm {...args} />,
  args: { onPublish: fn(), defaultReleasedOn: "2026-02-25" },
}

export const FormSaysWhatIsMissing: FormStory = {
  tags: ["interaction"],
  ...Form,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: RELEASE_NOTE_PUBLISH_LABEL }))
    await expect(await canvas.findByText("Give the note a title.")).toBeVisible()
    await expect(canvas.getByText("Write what changed.")).toBeVisible()
    await expect(canvas.getByRole("textbox", { name: "Version" })).toHaveAttribute("aria-invalid", "true")
    await expect(args.onPublish).not.toHaveBeenCalled()
  },
}

export const FormPreviewsAndPublishes: FormStory = {
  tags: ["interaction"],
  ...Form,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Version" }), "2026.03.01")
    await userEvent.type(canvas.getByRole("textbox", { name: "Title" }), "Faster pages")
    await userEvent.type(canvas.getByRole("textbox", { name: "Notes" }), "Pages load **faster**.")
    await expect(canvas.getByRole("region", { name: "Preview" }).querySelector("strong")).toHaveTextContent("faster")
    await userEvent.click(canvas.getByRole("button", { name: RELEASE_NOTE_PUBLISH_LABEL }))
    await waitFor(() =>
      expect(args.onPublish).toHaveBeenCalledWith({
        version: "2026.03.01",
        releasedOn: "2026-02-25",
        title: "Faster pages",
        body: "Pages load **faster**.",
      }),
    )
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Title" })).toHaveValue(""))
  },
}

export const FormKeepsTheTextWhenTheServerRefuses: FormStory = {
  tags: ["interaction"],
  ...Form,
  args: { ...Form.args, onPublish: fn(async () => "A note for version 2026.02.25 exists already.") },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Version" }), "2026.02.25")
    await userEvent.type(canvas.getByRole("textbox", { name: "Title" }), "Again")
    await userEvent.type(canvas.getByRole("textbox", { name: "Notes" }), "Twice.")
    await userEvent.click(canvas.getByRole("button", { name: RELEASE_NOTE_PUBLISH_LABEL }))
    await expect(await canvas.findByText("A note for version 2026.02.25 exists already.")).toBeVisible()
    await expect(canvas.getByRole("textbox", { name: "Title" })).toHaveValue("Again")
  },
}
