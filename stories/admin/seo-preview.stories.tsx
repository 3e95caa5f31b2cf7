import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { SERP_TITLE } from "../../ui/lib/serp-width"
import { SeoPreview } from "../../ui/components/admin/seo-preview"

const meta = {
  title: "Admin/SeoPreview",
  component: SeoPreview,
  args: {
    title: "Translation services in 200 languages | Nordika",
    description: "Certified translators, one project manager and delivery you can plan around, for documents, software and websites.",
    url: "https://www.nordika.com/services/translation",
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  tags: ["autodocs"],
} satisfies Meta<typeof SeoPreview>

export default meta
type Story = StoryObj<typeof meta>

export const Fits: Story = {
  play: async ({ canvas, canvasElement }) => {
    const title = canvasElement.querySelector('[data-slot="seo-preview-title"]')
    await expect(title?.textContent).toBe("Translation services in 200 languages | Nordika")
    await expect(canvas.getAllByText("www.nordika.com", { exact: false, selector: "p" })).toHaveLength(2)
    await expect(canvas.getByRole("status")).toHaveTextContent("The title and description fit")
  },
}

export const CutWithWarnings: Story = {
  args: {
    title: "Translation, localisation, interpreting and terminology services for regulated industries across the Nordics | Nordika",
    description: "Translation that ships.",
    warnings: [
      "Another published page has this title: /services/localization.",
      "No social card image: choose one, or links to this page are shared without a picture.",
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const title = canvasElement.querySelector('[data-slot="seo-preview-title"]')
    await expect(title?.textContent).toMatch(/ …$/)
    const status = canvas.getByRole("status")
    await expect(status).toHaveTextContent(/The title is cut in search results: \d+ px of about 580 px\./)
    await expect(status).toHaveTextContent("The description is short: under 70 characters.")
    await expect(status).toHaveTextContent("Another published page has this title: /services/localization.")
  },
}

const LONG_TITLE = "Translation, localisation, interpreting and terminology services for regulated industries across the Nordics | Nordika"

/** Google's one line of title: its line height in the preview. */
const TITLE_LINE_PX = 26

/** At 1440 px the cut title is one line, as in Google's result. */
export const DesktopCutTitleOnOneLine: Story = {
  args: { title: LONG_TITLE },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const title = canvasElement.querySelector<HTMLElement>('[data-slot="seo-preview-title"]')!
    await expect(title.textContent).toMatch(/ …$/)
    await expect(title.getBoundingClientRect().height).toBe(TITLE_LINE_PX)
    await expect(title.scrollWidth).toBeLessThanOrEqual(SERP_TITLE.maxPx)
  },
}

/** At 390 px the cut title wraps inside the result; nothing is wider than the page. */
export const PhoneWrapsWithinTheContainer: Story = {
  args: { title: LONG_TITLE },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const pageWidth = canvasElement.ownerDocument.documentElement.clientWidth
    await expect(pageWidth).toBe(390)
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBe(pageWidth)
    const result = canvasElement.querySelector<HTMLElement>('[data-slot="seo-preview-result"]')!
    const title = canvasElement.querySelector<HTMLElement>('[data-slot="seo-preview-title"]')!
    await expect(title.textContent).toMatch(/ …$/)
    await expect(title.getBoundingClientRect().height).toBeGreaterThan(TITLE_LINE_PX)
    await expect(result.scrollWidth).toBe(result.clientWidth)
    await expect(result.getBoundingClientRect().right).toBeLessThanOrEqual(pageWidth)
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="seo-preview-card"]')!
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(pageWidth)
  },
}
