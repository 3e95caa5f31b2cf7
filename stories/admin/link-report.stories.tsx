import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"
import { EmptyState } from "../../ui/components/admin/empty-state"
import { LinkCheckStatus, LinkReportTable, type LinkReportItem } from "../../ui/components/admin/link-report"
import { ON_A_PHONE } from "./fixtures"

const LINKS: LinkReportItem[] = [
  {
    id: "broken-by-id",
    status: "broken",
    target: "/services/desktop-publishing",
    detail: "the linked page is not published",
    finalTarget: null,
    documentTitle: "Plain language in public services",
    documentKind: "Blog post",
    fieldLabel: "Body",
    editHref: "/admin/documents/1",
  },
  {
    id: "broken-external",
    status: "broken",
    target: "https://www.example.org/guides/plain-language-checklist-2019",
    detail: "HTTP 404",
    finalTarget: null,
    documentTitle: "Legal translation",
    documentKind: "Service page",
    fieldLabel: "Proof › Link",
    editHref: "/admin/documents/2",
  },
  {
    id: "refused",
    status: "refused",
    target: "http://intranet.nordika.local/wiki",
    detail: "refused: private address",
    finalTarget: null,
    documentTitle: "Working at Nordika",
    documentKind: "Careers page",
    fieldLabel: "Closing band › Primary button",
    editHref: "/admin/documents/3",
  },
  {
    id: "redirected",
    status: "redirected",
    target: "/industries/marketing-retail",
    detail: "redirects to /industries/marketing-advertising",
    finalTarget: "/industries/marketing-advertising",
    documentTitle: "Retail launch in six markets",
    documentKind: "Case study",
    fieldLabel: "Body",
    editHref: "/admin/documents/4",
  },
  {
    id: "slow",
    status: "slow",
    target: "https://standards.example.com/iso-17100",
    detail: "answered in 3412 ms",
    finalTarget: null,
    documentTitle: "Quality and standards",
    documentKind: "About page",
    fieldLabel: "Body",
    editHref: "/admin/documents/5",
  },
]

const meta = {
  title: "Admin/LinkReportTable",
  component: LinkReportTable,
  subcomponents: { LinkCheckStatus },
  args: { rows: LINKS },
  tags: ["autodocs"],
} satisfies Meta<typeof LinkReportTable>

export default meta
type Story = StoryObj<typeof meta>

/** Broken, refused, redirected and slow links, each with the document and field that hold it and a link to edit it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("Broken")).toHaveLength(2)
    await expect(canvas.getByText("refused: private address")).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Edit Plain language in public services" })).toHaveAttribute("href", "/admin/documents/1")
    // Without onIgnore (a role that may not ignore links), no row offers it.
    await expect(canvas.queryAllByRole("button", { name: /^Ignore / })).toEqual([])
  },
}

export const Loading: Story = { args: { loading: true } }

export const Empty: Story = {
  args: { rows: [], empty: <EmptyState title="No links to fix" description="Every link of the live pages works." /> },
}

export const OnAPhone: Story = { ...ON_A_PHONE }

/** The last run's time, what it found, and "Check now". */
export const Status: Story = {
  render: () => (
    <LinkCheckStatus
      lastRunAt="2026-11-30T06:00:00.000Z"
      linksChecked={912}
      counts={{ broken: 2, refused: 1, redirected: 1, slow: 1 }}
      onCheckNow={fn()}
    />
  ),
}

export const StatusChecking: Story = {
  render: () => <LinkCheckStatus lastRunAt={null} linksChecked={null} counts={{}} checking onCheckNow={fn()} />,
}

const onCheckNow = fn()

/** "Check now" asks for a run. */
export const StatusCheckNow: Story = {
  render: () => <LinkCheckStatus lastRunAt="2026-11-30T06:00:00.000Z" linksChecked={40} counts={{}} onCheckNow={onCheckNow} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nothing to fix.")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Check now" }))
    await expect(onCheckNow).toHaveBeenCalledOnce()
  },
}

const onIgnore = fn()
const onUnignore = fn()

/** Staff who may ignore links see Ignore on each row, and Un-ignore (with the reason) on an ignored one. */
export const IgnoreAndUnignore: Story = {
  args: {
    rows: [
      LINKS[1],
      { ...LINKS[4], id: "ignored", ignored: { reason: "The standards body blocks robots", prefix: "https://standards.example.com/" } },
    ],
    onIgnore,
    onUnignore,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Ignored with every address starting https://standards.example.com/: The standards body blocks robots"),
    ).toBeVisible()
    await expect(canvas.queryByRole("button", { name: "Ignore https://standards.example.com/iso-17100" })).toBeNull()
    await userEvent.click(canvas.getByRole("button", { name: "Ignore https://www.example.org/guides/plain-language-checklist-2019" }))
    await expect(onIgnore).toHaveBeenCalledWith(expect.objectContaining({ id: "broken-external" }))
    await userEvent.click(canvas.getByRole("button", { name: "Un-ignore https://standards.example.com/iso-17100" }))
    await expect(onUnignore).toHaveBeenCalledWith(expect.objectContaining({ id: "ignored" }))
  },
}
