import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { ThemePreview } from "../../ui/components/admin/theme-preview"
import { DEFAULT_RESOLVED_SITE_THEME } from "../../ui/lib/site-theme"

const TEAL_POPPINS = {
  ...DEFAULT_RESOLVED_SITE_THEME,
  colors: { ...DEFAULT_RESOLVED_SITE_THEME.colors, primary: "#0f766e", ring: "#0f766e" },
  headingFont: "Poppins" as const,
  radius: 1,
}

const meta = {
  title: "Admin/ThemePreview",
  component: ThemePreview,
  args: { theme: DEFAULT_RESOLVED_SITE_THEME, mode: "light", "aria-label": "Preview" },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
  tags: ["autodocs"],
} satisfies Meta<typeof ThemePreview>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const preview = canvasElement.querySelector<HTMLElement>('[data-slot="theme-preview"]')!
    await expect(getComputedStyle(preview).backgroundColor).toBe("rgb(255, 255, 255)")
  },
}

export const AppliesTheThemeToItsOwnBoxOnly: Story = {
  tags: ["interaction"],
  args: { theme: TEAL_POPPINS },
  play: async ({ canvasElement }) => {
    const preview = canvasElement.querySelector<HTMLElement>('[data-slot="theme-preview"]')!
    const button = preview.querySelector<HTMLElement>('[data-slot="button"]')!
    await expect(getComputedStyle(button).backgroundColor).toBe("rgb(15, 118, 110)")
    await expect(getComputedStyle(preview.querySelector("p.font-heading")!).fontFamily).toMatch(/^"?Poppins/)
    await expect(document.documentElement.style.getPropertyValue("--primary")).toBe("")
  },
}

export const DarkKeepsTheDarkPaletteButTakesTheFonts: Story = {
  tags: ["interaction"],
  args: { theme: TEAL_POPPINS, mode: "dark" },
  play: async ({ canvasElement }) => {
    const preview = canvasElement.querySelector<HTMLElement>('[data-slot="theme-preview"]')!
    await expect(preview).toHaveClass("dark")
    await expect(getComputedStyle(preview.querySelector('[data-slot="button"]')!).backgroundColor).not.toBe("rgb(15, 118, 110)")
    await expect(getComputedStyle(preview.querySelector("p.font-heading")!).fontFamily).toMatch(/^"?Poppins/)
  },
}

export const WithAnUploadedLogo: Story = {
  args: {
    logoUrl:
      "data:image/svg+xml," +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32" rx="6" fill="#f3f7fb"/><text x="12" y="22" font-size="16" font-family="sans-serif" fill="#0b1b2b">ACME</text></svg>',
      ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Nordika" })).toBeVisible()
  },
}
