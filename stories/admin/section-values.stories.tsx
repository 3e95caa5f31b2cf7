import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { ON_A_PHONE } from "./fixtures"
import { landscape } from "./media-fixtures"
import { EMPTY_VALUE_TEXT, SectionFieldValues } from "../../ui/components/admin/section-values"
import type { SectionField } from "../../ui/components/admin/section-form"
import { RichText, type RichTextBlock } from "../../ui/components/rich-text"

/** Descriptors as the admin makes them from a page's schema, a rich text body among them. */
const FIELDS: SectionField[] = [
  { kind: "text", name: "heading", label: "Heading", required: true, multiline: false },
  { kind: "text", name: "intro", label: "Introduction", required: true, multiline: true },
  {
    kind: "group",
    name: "primaryCta",
    label: "Primary button",
    required: true,
    fields: [
      { kind: "text", name: "label", label: "Label", required: true, multiline: false },
      { kind: "text", name: "href", label: "Link", required: true, multiline: false },
    ],
  },
  {
    kind: "list",
    name: "badges",
    label: "Badges",
    required: true,
    itemNoun: "badge",
    minItems: 1,
    newItem: () => "",
    item: { kind: "text", name: "", label: "Badge", required: true, multiline: false },
  },
  { kind: "choice", name: "icon", label: "Icon", required: true, options: ["Globe", "Languages"] },
  { kind: "image", name: "imageUrl", label: "Image", required: false, altName: "imageAlt" },
  { kind: "custom", name: "body", label: "Body", required: true, control: "rich-text" },
  { kind: "text", name: "note", label: "Editor's note", required: false, multiline: false },
]

const BODY: RichTextBlock[] = [
  { type: "heading", level: 2, children: [{ type: "text", text: "What we translate" }] },
  {
    type: "paragraph",
    children: [
      { type: "text", text: "Contracts, manuals and " },
      { type: "text", text: "patient leaflets", marks: ["bold"] },
      { type: "text", text: ", read by " },
      { type: "external-link", href: "https://example.com/iso-17100", text: "ISO 17100" },
      { type: "text", text: " qualified linguists." },
    ],
  },
]

const VALUES = {
  heading: "Be understood in every market you want to grow in",
  intro: "Nordika translates, localizes and adapts your content.\nFor 200+ languages.",
  primaryCta: { label: "Get a free quote", href: "/contact/request-quote" },
  badges: ["ISO 17100 certified", "ISO 27001 certified"],
  icon: "Globe",
  imageUrl: landscape("#9fd3f0", "#4f8a5b"),
  imageAlt: "Hills under a summer sun",
  body: BODY,
  note: "",
}

const meta = {
  title: "Admin/SectionFieldValues",
  component: SectionFieldValues,
  args: {
    fields: FIELDS,
    values: VALUES,
    renderCustomValue: (field, value) =>
      field.control === "rich-text" ? <RichText blocks={value as RichTextBlock[]} textStyle="inherit" headingLevel={2} /> : undefined,
    className: "max-w-2xl",
  },
  tags: ["autodocs"],
} satisfies Meta<typeof SectionFieldValues>

export default meta
type Story = StoryObj<typeof meta>

/** Every value as text, the image with its alt text, the rich text drawn, and no control a reader could type into. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Be understood in every market you want to grow in")).toBeVisible()
    await expect(canvas.getByText("ISO 27001 certified")).toBeVisible()
    await expect(canvas.getByRole("img", { name: "Hills under a summer sun" })).toBeVisible()
    await expect(canvas.getByRole("heading", { level: 3, name: "What we translate" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: /ISO 17100/ })).toHaveAttribute("href", "https://example.com/iso-17100")
    await expect(canvas.getByText(EMPTY_VALUE_TEXT)).toBeVisible()
    await expect(canvasElement.querySelectorAll("input, textarea, select, button, [contenteditable]")).toHaveLength(0)
  },
}

export const OnAPhone: Story = { ...ON_A_PHONE }
