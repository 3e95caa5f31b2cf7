import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { COMPANY_NAME } from "../ui/components/brand-logo"
import { copyrightLine, FOOTER_LOGO_MAX_WIDTH_PX, SiteFooter } from "../ui/components/site-footer"
import { ThemeProvider, UI_THEME_STORAGE_KEY } from "../ui/components/theme-provider"
import { THEME_TOGGLE_LABEL, ThemeToggle } from "../ui/components/theme-toggle"
import { FOOTER_CONTENT } from "./fixtures/navigation"
import logoUrl from "./fixtures/nordika-logo.svg"
import { withStoryLinks } from "./support/page-story"

const { columns, tagline, address, socialLinks, legalLinks } = FOOTER_CONTENT

const BROKEN_LOGO_URL = "/__missing__/nordika-footer-logo.svg"

const meta = {
  title: "Layout/SiteFooter",
  component: SiteFooter,
  // A fixed year: the visual baselines must not change on New Year's Day.
  args: { ...FOOTER_CONTENT, year: 2026, onLogoError: fn() },
  parameters: { layout: "fullscreen" },
  decorators: [withStoryLinks],
  tags: ["autodocs"],
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithThemeToggle: Story = {
  args: { themeControl: <ThemeToggle variant="header" size="icon" /> },
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
  beforeEach: () => {
    window.localStorage.removeItem(UI_THEME_STORAGE_KEY)
    return () => window.localStorage.removeItem(UI_THEME_STORAGE_KEY)
  },
  play: async ({ canvas }) => {
    const toggle = within(canvas.getByRole("radiogroup", { name: THEME_TOGGLE_LABEL }))
    await expect(toggle.getByRole("radio", { name: "Light" })).toBeChecked()
    await userEvent.click(toggle.getByRole("radio", { name: "System" }))
    await expect(window.localStorage.getItem(UI_THEME_STORAGE_KEY)).toBe("system")
    await userEvent.click(toggle.getByRole("radio", { name: "Light" }))
    await expect(window.localStorage.getItem(UI_THEME_STORAGE_KEY)).toBe("light")
  },
}

export const FooterShowsCurrentYear: Story = {
  tags: ["interaction"],
  args: { year: undefined },
  parameters: { visual: { disable: true, reason: "It shows the current year, which changes." } },
  play: async ({ canvas }) => {
    const year = new Date().getFullYear()
    await expect(canvas.getByText(copyrightLine(year, address.name))).toBeVisible()
  },
}

export const GivenYear: Story = {
  args: { year: 2031 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`© 2031 ${address.name}. All rights reserved.`)).toBeVisible()
  },
}

export const FooterHasFourColumns: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Footer" })
    const headings = within(nav).getAllByRole("heading", { level: 2 })
    await expect(headings.map((heading) => heading.textContent)).toEqual(columns.map((column) => column.title))
    for (const column of columns) {
      const list = within(nav).getByRole("list", { name: column.title })
      const hrefs = within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"))
      await expect(hrefs).toEqual(column.links.map((link) => link.href))
    }
  },
}

export const ShowsTaglineAndStockholmAddress: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(tagline)).toBeVisible()
    const postal = canvasElement.querySelector("address")!
    await expect(postal).toHaveTextContent(address.street)
    await expect(postal).toHaveTextContent(`${address.postalCode} Stockholm, Sweden`)
  },
}

export const SocialLinksOpenInNewTab: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Social media" })
    const links = within(list).getAllByRole("link")
    await expect(links).toHaveLength(socialLinks.length)
    for (const [index, social] of socialLinks.entries()) {
      await expect(links[index]).toHaveAccessibleName(`${social.label} (opens in a new tab)`)
      await expect(links[index]).toHaveAttribute("target", "_blank")
      await expect(links[index]).toHaveAttribute("rel", "noopener noreferrer")
    }
  },
}

export const HasLegalLinks: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const legal = canvas.getByRole("navigation", { name: "Legal" })
    const links = within(legal).getAllByRole("link")
    await expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      legalLinks.map((link) => [link.text, link.href]),
    )
    for (const link of links) await expect(link).toHaveAttribute("data-router-link")
  },
}

/**
 * A footer shown untranslated on a page in Swedish: its tagline, columns and legal links say they are
 * English; its own labels (the page's language) do not.
 */
export const UntranslatedLinksMarkedEnglish: Story = {
  tags: ["interaction"],
  args: {
    linksLang: "en",
    labels: { socialMedia: "Sociala medier", footer: "Sidfot", legal: "Juridisk information", opensInNewTab: "(öppnas i en ny flik)" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(tagline)).toHaveAttribute("lang", "en")
    const nav = canvas.getByRole("navigation", { name: "Sidfot" })
    await expect(nav).not.toHaveAttribute("lang")
    for (const column of columns) {
      await expect(within(nav).getByRole("list", { name: column.title }).closest("[lang]")).toHaveAttribute("lang", "en")
    }
    const legal = canvas.getByRole("navigation", { name: "Juridisk information" })
    await expect(legal).not.toHaveAttribute("lang")
    await expect(within(legal).getByRole("list")).toHaveAttribute("lang", "en")
  },
}

export const WithLogo: Story = {
  args: { logoUrl },
  play: async ({ canvas }) => {
    await expect(FOOTER_LOGO_MAX_WIDTH_PX).toBe(150)
    const image = canvas.getByRole("img", { name: COMPANY_NAME })
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(FOOTER_LOGO_MAX_WIDTH_PX)
  },
}

export const FallsBackToCompanyName: Story = {
  tags: ["interaction"],
  args: { logoUrl: null },
  play: async ({ canvas }) => {
    const home = canvas.getByRole("link", { name: `${COMPANY_NAME} home` })
    await expect(within(home).getByText(COMPANY_NAME)).toBeVisible()
  },
}

export const BrokenLogoUrl: Story = {
  args: { logoUrl: BROKEN_LOGO_URL },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(COMPANY_NAME)).toBeVisible()
    await expect(args.onLogoError).toHaveBeenCalledWith(BROKEN_LOGO_URL)
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile2", isRotated: false } } }

export const ShowsTheContactEmailAndPhoneWhenGiven: Story = {
  tags: ["interaction"],
  args: { contact: { email: "hello@nordika.com", phone: "+46 8 120 345 00" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "hello@nordika.com" })).toHaveAttribute("href", "mailto:hello@nordika.com")
    await expect(canvas.getByRole("link", { name: "+46 8 120 345 00" })).toHaveAttribute("href", "tel:+46812034500")
  },
}
