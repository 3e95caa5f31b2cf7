import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, within } from "storybook/test"
import { ContentDiff, VersionHistory, type ContentVersion } from "../../ui/components/admin/version-history"

const VERSIONS: ContentVersion[] = [
  {
    version: 3,
    publishedAt: "2026-03-14T10:24:00Z",
    publishedBy: "Astrid Lindqvist",
    value: { heading: "Be understood in every market", badges: ["ISO 17100", "ISO 27001"], primaryCta: { label: "Get a quote" } },
  },
  {
    version: 2,
    publishedAt: "2026-03-02T08:05:00Z",
    publishedBy: "erik.berg@nordika.se",
    value: { heading: "Be understood everywhere", badges: ["ISO 17100", "GDPR-first"], primaryCta: { label: "Get a free quote" } },
  },
  { version: 1, publishedAt: "2026-01-01T00:00:00Z", publishedBy: null, value: { heading: "Nordika", badges: [] } },
]

const meta = {
  title: "Admin/VersionHistory",
  component: VersionHistory,
  subcomponents: { ContentDiff },
  args: { versions: VERSIONS, currentVersion: 3, onSelect: fn(), onRestore: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof VersionHistory>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Empty: Story = {
  args: { versions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nothing has been published yet.")).toBeVisible()
  },
}

export const ComparingAnOlderVersion: Story = {
  args: { selected: 2 },
  play: async ({ args, canvas, userEvent }) => {
    const comparison = canvas.getByRole("region", { name: "Version 2 compared with version 3" })
    const heading = within(comparison).getByRole("row", { name: /heading/ })
    await expect(within(heading).getByText("Be understood everywhere")).toBeVisible()
    await expect(within(heading).getByText("Be understood in every market")).toBeVisible()
    await expect(within(comparison).getByRole("row", { name: /badges › 2/ })).toHaveTextContent("GDPR-first")
    await userEvent.click(within(comparison).getByRole("button", { name: "Restore version 2" }))
    await expect(args.onRestore).toHaveBeenCalledWith(VERSIONS[1])
  },
}

/** A reader who may only view the document compares versions; nothing offers to restore one. */
export const ComparingWithoutRestore: Story = {
  args: { selected: 2, onRestore: undefined },
  play: async ({ canvas }) => {
    const comparison = canvas.getByRole("region", { name: "Version 2 compared with version 3" })
    await expect(within(comparison).getByRole("row", { name: /heading/ })).toHaveTextContent("Be understood everywhere")
    await expect(canvas.queryByRole("button", { name: /Restore/ })).not.toBeInTheDocument()
  },
}

export const SelectsAVersionToCompare: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole("button", { name: "Compare version 3 with the live one" })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: "Compare version 1 with the live one" }))
    await expect(args.onSelect).toHaveBeenCalledWith(1)
  },
}

export const NoDifferences: StoryObj<typeof ContentDiff> = {
  render: () => <ContentDiff before={{ heading: "Same" }} after={{ heading: "Same" }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No differences/)).toBeVisible()
  },
}
