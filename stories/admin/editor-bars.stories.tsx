import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { Button } from "../../ui/components/button"
import {
  AutosaveStatus,
  ChangedElsewhereBanner,
  EditorActionBar,
  ReadOnlyBanner,
  type AutosaveState,
} from "../../ui/components/admin/editor-bars"

const meta = {
  title: "Admin/ChangedElsewhereBanner",
  component: ChangedElsewhereBanner,
  subcomponents: { EditorActionBar, AutosaveStatus, ReadOnlyBanner },
  args: {
    message: "Someone else published a change to this section while you were editing.",
    actionLabel: "Reload section",
    onAction: fn(),
  },
  tags: ["autodocs"],
} satisfies Meta<typeof ChangedElsewhereBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const IsAnnouncedAndReloads: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(args.message)
    await userEvent.click(canvas.getByRole("button", { name: "Reload section" }))
    await expect(args.onAction).toHaveBeenCalledOnce()
  },
}

export const ActionBar: StoryObj<typeof EditorActionBar> = {
  render: () => (
    <div className="px-4">
      <EditorActionBar status="Unsaved changes">
        <Button variant="outline">Save draft</Button>
        <Button>Publish</Button>
      </EditorActionBar>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Unsaved changes")
    await expect(canvas.getByRole("button", { name: "Publish" })).toBeVisible()
  },
}

/** The document editor's bar with its autosave status in `state`. */
function AutosaveBar({ state, onRetry = () => undefined }: { state: AutosaveState; onRetry?: () => void }) {
  return (
    <div className="px-4">
      <EditorActionBar status={<AutosaveStatus state={state} onRetry={onRetry} />}>
        <Button variant="outline">Save draft</Button>
        <Button>Publish</Button>
      </EditorActionBar>
    </div>
  )
}

/** 13:02 UTC: the stories' Chromium reads times in UTC. */
const SAVED_AT = "2026-11-30T13:02:00Z"

export const AutosaveSaving: StoryObj<typeof AutosaveStatus> = {
  render: () => <AutosaveBar state={{ status: "saving" }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Saving…")
  },
}

export const AutosaveSaved: StoryObj<typeof AutosaveStatus> = {
  render: () => <AutosaveBar state={{ status: "saved", savedAt: SAVED_AT }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Saved 13:02")
  },
}

export const AutosaveFailed: StoryObj<typeof AutosaveStatus> = {
  render: () => <AutosaveBar state={{ status: "failed", reason: "the server could not be reached" }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Not saved: the server could not be reached·Retry")
  },
}

export const AutosaveFailedRetries: StoryObj<typeof AutosaveStatus> = {
  tags: ["interaction"],
  args: { onRetry: fn() },
  render: (args) => <AutosaveBar state={{ status: "failed", reason: "check the title and path" }} onRetry={args.onRetry} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const AutosaveStates: StoryObj<typeof AutosaveStatus> = {
  tags: ["interaction"],
  render: () => (
    <div className="flex flex-col gap-2">
      <AutosaveBar state={{ status: "unchanged", hasDraft: false }} />
      <AutosaveBar state={{ status: "unchanged", hasDraft: true }} />
      <AutosaveBar state={{ status: "unsaved" }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status").map((status) => status.textContent)).toEqual([
      "No unsaved changes",
      "Draft saved, not published",
      "Unsaved changes",
    ])
  },
}

export const ReadOnly: StoryObj<typeof ReadOnlyBanner> = {
  render: () => <ReadOnlyBanner message="You can view this page; editors and admins change it." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("note")).toHaveTextContent("You can view this page; editors and admins change it.")
  },
}
