import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor } from "storybook/test"
import {
  DOCUMENT_ACTION_LABELS,
  DocumentActionsMenu,
  DocumentScheduledBadge,
  DocumentStatusBadge,
  DocumentTable,
  LinkingDocuments,
} from "../../ui/components/admin/document-list"
import { EmptyState } from "../../ui/components/admin/empty-state"
import { withStoryLinks } from "../support/page-story"
import { BLOG_POSTS } from "./document-fixtures"
import { ON_A_PHONE } from "./fixtures"
import { STORY_NOW } from "./staff-fixtures"

const onDuplicate = fn()

const meta = {
  title: "Admin/DocumentTable",
  component: DocumentTable,
  subcomponents: { DocumentStatusBadge, DocumentScheduledBadge, DocumentActionsMenu, LinkingDocuments },
  decorators: [withStoryLinks],
  args: {
    rows: BLOG_POSTS,
    caption: "Blog posts",
    sort: { key: "updated", direction: "desc" },
    onSortChange: fn(),
    editHref: (id: string) => `/admin/documents/${id}`,
    actions: (row) => (
      <DocumentActionsMenu
        title={row.title}
        editHref={`/admin/documents/${row.id}`}
        viewHref={row.status === "draft" ? undefined : row.path}
        onDuplicate={onDuplicate}
        onUnpublish={row.status === "draft" ? undefined : fn()}
        onTrash={fn()}
      />
    ),
    now: STORY_NOW,
  },
  tags: ["autodocs"],
} satisfies Meta<typeof DocumentTable>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Loading: Story = { args: { rows: [], loading: true } }

export const Empty: Story = {
  args: { rows: [], empty: <EmptyState title="No blog posts yet" description="A new blog post starts as a draft." /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No blog posts yet" })).toBeVisible()
  },
}

export const OnAPhone: Story = { ...ON_A_PHONE }

export const SortsByTitleFromItsHeader: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Title" }))
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: "title", direction: "asc" })
    await expect(canvas.getByRole("columnheader", { name: /Last change/ })).toHaveAttribute("aria-sort", "descending")
  },
}

export const OffersOnlyWhatTheStateAllows: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: `Actions for ${BLOG_POSTS[2].title}` }))
    const menu = await screen.findByRole("menu")
    await expect(menu).toHaveTextContent(DOCUMENT_ACTION_LABELS.duplicate)
    await expect(screen.queryByRole("menuitem", { name: DOCUMENT_ACTION_LABELS.unpublish })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole("menuitem", { name: DOCUMENT_ACTION_LABELS.duplicate }))
    await waitFor(() => expect(onDuplicate).toHaveBeenCalled())
  },
}

/** A pending publish or unpublish shows beside the status, as the app words it (its time in Stockholm). */
export const Scheduled: Story = {
  args: {
    rows: BLOG_POSTS.map((row, index) =>
      index === 0
        ? { ...row, status: "draft" as const, scheduledLabel: "Scheduled · 3 Dec 2026, 09:00 Stockholm" }
        : index === 1
          ? { ...row, scheduledLabel: "Scheduled unpublish · 31 Dec 2026, 23:59 Stockholm" }
          : row,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Scheduled · 3 Dec 2026, 09:00 Stockholm")).toBeVisible()
    await expect(canvas.getByText("Scheduled unpublish · 31 Dec 2026, 23:59 Stockholm")).toBeVisible()
  },
}
