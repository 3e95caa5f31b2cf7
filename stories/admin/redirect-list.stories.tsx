import { useState } from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"
import { EmptyState } from "../../ui/components/admin/empty-state"
import {
  RedirectForm,
  RedirectImport,
  RedirectTable,
  type RedirectFormValues,
  type RedirectListItem,
} from "../../ui/components/admin/redirect-list"
import { ON_A_PHONE } from "./fixtures"

const REDIRECTS: RedirectListItem[] = [
  {
    id: "fixed-about",
    source: "/about",
    target: "/about/who-we-are",
    status: 301,
    match: "exact",
    origin: "fixed",
    hitCount: 1204,
    lastHitAt: "2026-11-29T08:15:00.000Z",
    targetMissing: false,
  },
  {
    id: "auto-plain",
    source: "/resources/blog/plain-english",
    target: "/resources/blog/plain-language",
    status: 301,
    match: "exact",
    origin: "auto",
    hitCount: 37,
    lastHitAt: "2026-11-28T14:02:00.000Z",
    targetMissing: false,
  },
  {
    id: "manual-legacy",
    source: "/legacy-blog",
    target: "/resources/blog",
    status: 302,
    match: "prefix",
    origin: "manual",
    hitCount: 0,
    lastHitAt: null,
    targetMissing: false,
  },
  {
    id: "manual-gone",
    source: "/services/old-dtp",
    target: "/services/desktop-publishing-old",
    status: 301,
    match: "exact",
    origin: "manual",
    hitCount: 1,
    lastHitAt: "2026-10-02T09:00:00.000Z",
    targetMissing: true,
  },
]

const tableMeta = {
  title: "Admin/RedirectTable",
  component: RedirectTable,
  subcomponents: { RedirectForm, RedirectImport },
  args: { rows: REDIRECTS, onEdit: fn(), onRemove: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof RedirectTable>

export default tableMeta
type Story = StoryObj<typeof tableMeta>

/** The locked redirect has no buttons; a gone target is marked. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("button", { name: "Edit the redirect from /about" })).toBeNull()
    await expect(canvas.getByText("Target no longer exists")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Remove the redirect from /legacy-blog" }))
    await expect(args.onRemove).toHaveBeenCalledWith(REDIRECTS[2])
  },
}

export const Loading: Story = { args: { loading: true } }

export const Empty: Story = { args: { rows: [], empty: <EmptyState title="No redirects yet" /> } }

export const OnAPhone: Story = { ...ON_A_PHONE }

function FormWithState({ errors }: { errors?: Partial<Record<keyof RedirectFormValues, string>> }) {
  const [values, setValues] = useState<RedirectFormValues>({
    source: "/services/old-name",
    target: "/services/old-name",
    status: "301",
    match: "exact",
  })
  return <RedirectForm values={values} onValuesChange={setValues} errors={errors} onSubmit={fn()} onCancel={fn()} />
}

/** The form with the database's answer under the field; what was typed stays. */
export const FormWithAnError: Story = {
  render: () => <FormWithState errors={{ target: "A redirect cannot lead to its own address." }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("To (new path)")).toHaveValue("/services/old-name")
    await expect(canvas.getByLabelText("To (new path)")).toHaveAttribute("aria-invalid", "true")
  },
}

/** The import's preview: one bad line shown with its error, the good ones counted. */
export const ImportWithABadLine: Story = {
  render: () => (
    <RedirectImport
      text={"source,target,status,match\n/old-a,/new-a,301,exact\nold-b,/new-b\n/old-c,/new-c,302,prefix"}
      onTextChange={fn()}
      onImport={fn()}
      lines={[
        { line: 2, text: "/old-a,/new-a,301,exact" },
        { line: 3, text: "old-b,/new-b", error: "Enter a path of this site that starts with /, such as /services/translation." },
        { line: 4, text: "/old-c,/new-c,302,prefix" },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Line 3")).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Add 2 redirects" })).toBeEnabled()
  },
}
