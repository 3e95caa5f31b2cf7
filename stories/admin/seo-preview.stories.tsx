import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
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
