import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { Markdown } from "../ui/components/markdown"

const NOTE = `The *Overview* and *System* screens are ready.

# Diagnostics
Live checks of sign-in, the database and storage, with their **response times**.

- One list of [the errors](https://nordika.se/admin/diagnostics) browsers reported
- \`npm run admin\` restores access

| Screen | Who |
| ------ | --- |
| Audit log | Admins |
`

const meta = {
  title: "Components/Markdown",
  component: Markdown,
  args: { children: NOTE },
  tags: ["autodocs"],
} satisfies Meta<typeof Markdown>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const HeadingsStartBelowThePage: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Diagnostics" })).toBeVisible()
    await expect(canvas.queryByRole("heading", { level: 1 })).toBeNull()
  },
}

export const AtAnotherHeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Diagnostics" })).toBeVisible()
  },
}

export const DrawsListsLinksAndTables: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "the errors" })).toHaveAttribute("href", "https://nordika.se/admin/diagnostics")
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2)
    await expect(canvas.getByRole("columnheader", { name: "Screen" })).toBeVisible()
  },
}

export const RawHtmlAndScriptLinksAreDropped: Story = {
  tags: ["interaction"],
  args: {
    children: 'Before <img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script>after. [Click](javascript:window.__pwned=1)',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector("img, script")).toBeNull()
    await expect(canvas.getByText("Click").getAttribute("href") ?? "").not.toContain("javascript")
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  },
}

export const TheHighestHeadingTakesTheLevelHoweverItIsWritten: Story = {
  tags: ["interaction"],
  args: { children: "### Diagnostics\n\nChecks.\n\n#### Realtime\n\nLater." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Diagnostics" })).toBeVisible()
    await expect(canvas.getByRole("heading", { level: 4, name: "Realtime" })).toBeVisible()
  },
}
