import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"
import { COMPANY_NAME } from "../ui/components/brand-logo"
import { MENU_OPEN_DELAY_MS } from "../ui/components/mega-menu"
import { HEADER_LOGO_MAX_WIDTH_PX, MOBILE_MENU_BUTTON_LABEL, MOBILE_MENU_TITLE, SiteHeader } from "../ui/components/site-header"
import { MAIN_MENU, QUOTE_CTA } from "./fixtures/navigation"
import logoUrl from "./fixtures/nordika-logo.svg"
import { navigationMenuA11y, waitForAnimations } from "./support/menu-story-helpers"
import { withStoryLinks } from "./support/page-story"

const BROKEN_LOGO_URL = "/__missing__/nordika-logo.svg"
const mobile = { viewport: { value: "mobile2", isRotated: false } }

const meta = {
  title: "Layout/SiteHeader",
  component: SiteHeader,
  args: { menu: MAIN_MENU, quote: QUOTE_CTA, onLogoError: fn(), onMobileMenuOpenChange: fn() },
  parameters: { layout: "fullscreen", a11y: navigationMenuA11y },
  decorators: [
    withStoryLinks,
    (Story) => (
      <div className="min-h-[720px] bg-background pt-16">
        <Story />
        <main className="mx-auto max-w-7xl px-6 py-16">
          <h1 className="font-heading text-4xl font-bold text-foreground">Localization that speaks every market</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">Page content scrolls under the fixed header.</p>
        </main>
      </div>
    ),
  ],
  tags: ["autodocs"],
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

export const WithLogo: Story = {
  args: { logoUrl },
  play: async ({ canvas }) => {
    await expect(HEADER_LOGO_MAX_WIDTH_PX).toBe(150)
    const home = canvas.getByRole("link", { name: `${COMPANY_NAME} home` })
    const image = within(home).getByRole("img", { name: COMPANY_NAME })
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true))
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(HEADER_LOGO_MAX_WIDTH_PX)
    await expect(home).toHaveAttribute("href", "/")
  },
}

export const FallsBackToCompanyName: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const home = canvas.getByRole("link", { name: `${COMPANY_NAME} home` })
    await expect(within(home).getByText(COMPANY_NAME)).toBeVisible()
    await expect(within(home).queryByRole("img")).not.toBeInTheDocument()
  },
}

export const EmptyLogoUrl: Story = {
  args: { logoUrl: "" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(COMPANY_NAME)).toBeVisible()
  },
}

export const BrokenLogoUrl: Story = {
  args: { logoUrl: BROKEN_LOGO_URL },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(COMPANY_NAME)).toBeVisible()
    await expect(args.onLogoError).toHaveBeenCalledWith(BROKEN_LOGO_URL)
  },
}

export const IsFixedDarkAndSixteenUnitsHigh: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const header = canvas.getByRole("banner")
    const style = getComputedStyle(header)
    await expect(style.position).toBe("fixed")
    await expect(header.getBoundingClientRect().height).toBe(64)
    await expect(header).toHaveAttribute("data-slot", "site-header")
  },
}

export const HasFreeQuoteButton: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: QUOTE_CTA.label })).toHaveAttribute("href", QUOTE_CTA.href)
    await expect(canvas.queryByRole("button", { name: MOBILE_MENU_BUTTON_LABEL })).not.toBeInTheDocument()
  },
}

export const CustomQuote: Story = {
  args: { quote: { label: "Book a call", href: "/contact" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Book a call" })).toHaveAttribute("href", "/contact")
  },
}

export const ServicesPanelOpen: Story = {
  args: { currentPath: "/services/translation" },
  play: async ({ canvas }) => {
    // The mega-menu's code loads once the header knows the screen is large enough.
    const trigger = await canvas.findByRole("button", { name: "Services" })
    await userEvent.hover(trigger)
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"), { timeout: MENU_OPEN_DELAY_MS + 1000 })
    await expect(await canvas.findByRole("link", { name: /^Translation/ })).toHaveAttribute("aria-current", "page")
    await waitForAnimations()
  },
}

/** A panel open from the start (the menu editor's preview opens the first one): no hover needed. */
export const PanelOpenOnMount: Story = {
  args: { defaultMenuValue: "about" },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole("button", { name: "About Us" })
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"))
    await expect(await canvas.findByRole("link", { name: /^Who we are/ })).toHaveAttribute("href", "/about/who-we-are")
    await waitForAnimations()
  },
}

/** A menu that could not be read gives no call to action: the header shows none rather than a dead button. */
export const WithoutQuote: Story = {
  args: { quote: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: QUOTE_CTA.label })).not.toBeInTheDocument()
    await expect(await canvas.findByRole("button", { name: "Services" })).toBeVisible()
  },
}

export const KeyboardReachesMenuAfterLogo: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await canvas.findByRole("navigation", { name: "Main" })
    await userEvent.tab()
    await expect(canvas.getByRole("link", { name: `${COMPANY_NAME} home` })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole("button", { name: "About Us" })).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await expect(await canvas.findByRole("link", { name: /^Who we are/ })).toBeInTheDocument()
    await waitForAnimations()
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: MOBILE_MENU_BUTTON_LABEL })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="mega-menu-placeholder"]')).not.toBeVisible()
    await expect(canvas.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument()
  },
}

/** On a phone the mega-menu is never shown, so its code (Radix NavigationMenu, the panels) is never loaded. */
export const MobileNeverLoadsTheMegaMenu: Story = {
  tags: ["interaction"],
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: MOBILE_MENU_BUTTON_LABEL })).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 500))
    await expect(canvasElement.querySelector('[data-slot="mega-menu"]')).toBeNull()
  },
}

/** A menu shown untranslated on a page in another language: the mega-menu and the quote button say they are English. */
export const UntranslatedMenuMarkedEnglish: Story = {
  tags: ["interaction"],
  args: { menuLang: "en" },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole("button", { name: "Services" })
    await expect(trigger.closest('[data-slot="mega-menu"]')).toHaveAttribute("lang", "en")
    await expect(canvas.getByRole("link", { name: QUOTE_CTA.label })).toHaveAttribute("lang", "en")
  },
}

/** The same in the mobile menu: its entries and button say they are English; the sheet's own title and the nav's name do not. */
export const MobileUntranslatedMenuMarkedEnglish: Story = {
  tags: ["interaction"],
  globals: mobile,
  args: { menuLang: "en", defaultMobileMenuOpen: true },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: MOBILE_MENU_TITLE })
    const sheet = within(dialog)
    await expect(sheet.getByRole("button", { name: "Services" }).closest("[lang]")).toHaveAttribute("lang", "en")
    await expect(sheet.getByRole("navigation")).not.toHaveAttribute("lang")
    await expect(sheet.getByRole("link", { name: QUOTE_CTA.label })).toHaveAttribute("lang", "en")
    await waitForAnimations(dialog)
  },
}

export const MobileWithLogo: Story = { globals: mobile, args: { logoUrl } }

export const MobileMenuOpen: Story = {
  tags: ["!autodocs"],
  globals: mobile,
  args: { defaultMobileMenuOpen: true },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: MOBILE_MENU_TITLE })
    await waitForAnimations(dialog)
  },
}

export const MobileMenuOpensSheetWithAccordion: Story = {
  tags: ["interaction"],
  globals: mobile,
  play: async ({ args, canvas, step }) => {
    await step("The menu button opens the sheet titled 'Menu'", async () => {
      await userEvent.click(canvas.getByRole("button", { name: MOBILE_MENU_BUTTON_LABEL }))
      await expect(args.onMobileMenuOpenChange).toHaveBeenCalledWith(true)
    })
    const dialog = await screen.findByRole("dialog", { name: MOBILE_MENU_TITLE })
    const sheet = within(dialog)
    await step("The whole menu is there as an accordion", async () => {
      for (const item of MAIN_MENU.filter((entry) => !entry.href)) {
        await expect(sheet.getByRole("button", { name: item.title })).toHaveAttribute("aria-expanded", "false")
      }
      await expect(sheet.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact")
      await expect(sheet.getByRole("link", { name: QUOTE_CTA.label })).toHaveAttribute("href", QUOTE_CTA.href)
    })
    await step("Opening a section shows its groups and featured block", async () => {
      await userEvent.click(sheet.getByRole("button", { name: "Services" }))
      await expect(sheet.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "true")
      await waitFor(() => expect(sheet.getByRole("list", { name: "Translation & localization" })).toBeVisible())
      await expect(sheet.getByRole("link", { name: "Voice-over" })).toHaveAttribute("href", "/services/voice-over")
      await expect(sheet.getByRole("link", { name: /Discover Our Technology/ })).toHaveAttribute("href", "/technology")
    })
    await step("Another section replaces it", async () => {
      await userEvent.click(sheet.getByRole("button", { name: "Technology" }))
      await waitFor(() => expect(sheet.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "false"))
      await expect(sheet.getByRole("link", { name: "Leen platform" })).toHaveAttribute("href", "/technology/leen")
    })
    await waitForAnimations(dialog)
  },
}

export const MobileMenuClosesWhenALinkIsChosen: Story = {
  tags: ["interaction"],
  globals: mobile,
  args: { defaultMobileMenuOpen: true },
  play: async ({ args, canvas }) => {
    const sheet = within(await screen.findByRole("dialog", { name: MOBILE_MENU_TITLE }))
    await userEvent.click(sheet.getByRole("button", { name: "Industries" }))
    await userEvent.click(sheet.getByRole("link", { name: "Gaming" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    await expect(args.onMobileMenuOpenChange).toHaveBeenCalledWith(false)
    await expect(canvas.getByRole("button", { name: MOBILE_MENU_BUTTON_LABEL })).toHaveFocus()
  },
}

export const MobileMenuOpensOnTheCurrentSection: Story = {
  tags: ["interaction"],
  globals: mobile,
  args: { defaultMobileMenuOpen: true, currentPath: "/case-studies/polarsoft-continuous-localization" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: MOBILE_MENU_TITLE })
    const sheet = within(dialog)
    await expect(sheet.getByRole("button", { name: "About Us" })).toHaveAttribute("aria-expanded", "true")
    await expect(sheet.getByRole("link", { name: "Case studies" })).toHaveAttribute("data-in-section", "true")
    await waitForAnimations(dialog)
  },
}

const SEARCH = { href: "/search", label: "Search" }

/** The search control: a plain link to the search page, so it works before any code has loaded (the site takes its clicks over for the instant search). */
export const WithSearch: Story = {
  args: { search: SEARCH },
  play: async ({ canvas }) => {
    const control = canvas.getByRole("link", { name: "Search" })
    await expect(control).toHaveAttribute("href", "/search")
    await expect(control).toHaveAttribute("data-slot", "site-header-search")
  },
}

/** On a phone the search control stays in the header, and the menu sheet has it at its top. */
export const MobileWithSearch: Story = {
  tags: ["!autodocs"],
  globals: mobile,
  args: { search: SEARCH, defaultMobileMenuOpen: true },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: MOBILE_MENU_TITLE })
    await waitForAnimations(dialog)
    const control = within(dialog).getByRole("link", { name: "Search" })
    await expect(control).toHaveAttribute("href", "/search")
    await expect(control).toHaveAttribute("data-slot", "site-header-mobile-search")
  },
}
