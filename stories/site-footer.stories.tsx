import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, within } from "storybook/test"
import { COMPANY_NAME } from "../ui/components/brand-logo"
import { FOOTER_LOGO_MAX_WIDTH_PX, SiteFooter } from "../ui/components/site-footer"
import { copyrightLine, FOOTER_ADDRESS, FOOTER_COLUMNS, FOOTER_LEGAL_LINKS, FOOTER_TAGLINE, SOCIAL_LINKS } from "../ui/data/footer-links"
import logoUrl from "./fixtures/nordika-logo.svg"
import { storyRenderLink } from "./support/menu-story-helpers"

const BROKEN_LOGO_URL = "/__missing__/nordika-footer-logo.svg"

const meta = {
  title: "Layout/SiteFooter",
  component: SiteFooter,
  args: { renderLink: storyRenderLink, onLogoError: fn() },
  parameters: { layout: "fullscreen" },
  tags: ["autodocs"],
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const FooterShowsCurrentYear: Story = {
  play: async ({ canvas }) => {
    const year = new Date().getFullYear()
    await expect(canvas.getByText(`© ${year} Nordika AB. All rights reserved.`)).toBeVisible()
  },
}

export const GivenYear: Story = {
  args: { year: 2031 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copyrightLine(2031))).toBeVisible()
  },
}

export const FooterHasFourColumns: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Footer" })
    const headings = within(nav).getAllByRole("heading", { level: 2 })
    await expect(headings.map((heading) => heading.textContent)).toEqual(["Company", "Services", "Resources", "Support"])
    for (const column of FOOTER_COLUMNS) {
      const list = within(nav).getByRole("list", { name: column.title })
      const hrefs = within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"))
      await expect(hrefs).toEqual(column.links.map((link) => link.href))
    }
  },
}

export const ShowsTaglineAndStockholmAddress: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(FOOTER_TAGLINE)).toBeVisible()
    const address = canvasElement.querySelector("address")!
    await expect(address).toHaveTextContent(FOOTER_ADDRESS.street)
    await expect(address).toHaveTextContent(`${FOOTER_ADDRESS.postalCode} Stockholm, Sweden`)
  },
}

export const SocialLinksOpenInNewTab: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Social media" })
    const links = within(list).getAllByRole("link")
    await expect(links).toHaveLength(4)
    for (const [index, social] of SOCIAL_LINKS.entries()) {
      await expect(links[index]).toHaveAccessibleName(`${social.label} (opens in a new tab)`)
      await expect(links[index]).toHaveAttribute("target", "_blank")
      await expect(links[index]).toHaveAttribute("rel", "noopener noreferrer")
    }
  },
}

export const HasLegalLinks: Story = {
  play: async ({ canvas }) => {
    const legal = canvas.getByRole("navigation", { name: "Legal" })
    const links = within(legal).getAllByRole("link")
    await expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      FOOTER_LEGAL_LINKS.map((link) => [link.text, link.href]),
    )
  },
}

export const WithLogo: Story = {
  args: { logoUrl },
  play: async ({ canvas }) => {
    const image = canvas.getByRole("img", { name: COMPANY_NAME })
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(FOOTER_LOGO_MAX_WIDTH_PX)
  },
}

export const FallsBackToCompanyName: Story = {
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
