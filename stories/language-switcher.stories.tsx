import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { LanguageSwitcher, type LanguageSwitcherOption } from "../ui/components/language-switcher"
import { AT_1440_PX, AT_390_PX, withStoryLinks } from "./support/page-story"

/** A service page live in all three languages, seen in English. */
const EVERY_LANGUAGE: LanguageSwitcherOption[] = [
  { locale: "en", name: "English", code: "EN", href: "/services/translation" },
  { locale: "sv", name: "Svenska", code: "SV", href: "/sv/tjanster/oversattning" },
  { locale: "de", name: "Deutsch", code: "DE", href: "/de/leistungen/uebersetzung" },
]

/** A page live in English and Swedish only, seen in Swedish: German offers its home page and says why. */
const NOT_IN_GERMAN: LanguageSwitcherOption[] = [
  { locale: "en", name: "English", code: "EN", href: "/about/who-we-are" },
  { locale: "sv", name: "Svenska", code: "SV", href: "/sv/om-oss/vilka-vi-ar" },
  {
    locale: "de",
    name: "Deutsch",
    code: "DE",
    href: "/de",
    missing: { note: "Diese Seite gibt es nicht auf Deutsch. Zur deutschen Startseite." },
  },
]

const meta = {
  title: "Layout/LanguageSwitcher",
  component: LanguageSwitcher,
  args: { current: "en", options: EVERY_LANGUAGE, label: "Language", onChoose: fn() },
  parameters: { layout: "fullscreen" },
  decorators: [
    withStoryLinks,
    // As in the site header: the dark bar, the switcher at its right end, its list dropping over the page;
    // the list as at the mobile menu's foot.
    (Story, { args }) =>
      args.variant === "list" ? (
        <div className="bg-background p-4 text-foreground">
          <Story />
        </div>
      ) : (
        <div className="min-h-80 bg-background">
          <div className="flex h-16 items-center justify-end bg-header px-4 text-header-foreground">
            <Story />
          </div>
        </div>
      ),
  ],
  tags: ["autodocs"],
} satisfies Meta<typeof LanguageSwitcher>

export default meta
type Story = StoryObj<typeof meta>

export const InTheHeader: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByText("EN").closest("summary")!
    await expect(button).toHaveTextContent("Language: EN (English)")
  },
}

export const OpenKeepsThePage: Story = {
  tags: ["interaction"],
  ...AT_1440_PX,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText("EN"))
    const nav = canvas.getByRole("navigation", { name: "Language" })
    const swedish = within(nav).getByRole("link", { name: "Svenska" })
    await expect(swedish).toBeVisible()
    await expect(swedish).toHaveAttribute("href", "/sv/tjanster/oversattning")
    await expect(swedish).toHaveAttribute("hreflang", "sv")
    await expect(swedish).toHaveAttribute("lang", "sv")
    await expect(within(nav).getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page")
    await expect(args.onChoose).not.toHaveBeenCalled()
  },
}

export const SaysWhenThePageIsNotTranslated: Story = {
  tags: ["interaction"],
  args: { current: "sv", options: NOT_IN_GERMAN, label: "Språk" },
  ...AT_390_PX,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("SV"))
    const german = within(canvas.getByRole("navigation", { name: "Språk" })).getByRole("link", { name: /Deutsch/ })
    await expect(german).toHaveAttribute("href", "/de")
    await expect(german).toHaveTextContent("Diese Seite gibt es nicht auf Deutsch. Zur deutschen Startseite.")
    await expect(german).toBeVisible()
  },
}

export const ChoosingRemembersAndCloses: Story = {
  tags: ["interaction"],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText("EN"))
    await userEvent.click(canvas.getByRole("link", { name: "Deutsch" }))
    await expect(args.onChoose).toHaveBeenCalledWith("de")
    await expect(canvas.getByText("EN").closest("details")).not.toHaveAttribute("open")
  },
}

export const EscapeCloses: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const summary = canvas.getByText("EN").closest("summary")!
    await userEvent.click(summary)
    await expect(summary.closest("details")).toHaveAttribute("open")
    await userEvent.keyboard("{Escape}")
    await expect(summary.closest("details")).not.toHaveAttribute("open")
    await expect(summary).toHaveFocus()
  },
}

/** The mobile menu's row of languages. */
export const AsAList: Story = {
  args: { variant: "list", current: "sv", options: NOT_IN_GERMAN, label: "Språk" },
  ...AT_390_PX,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Språk" })
    await expect(within(nav).getAllByRole("link")).toHaveLength(3)
    await expect(within(nav).getByRole("link", { name: "Svenska" })).toHaveAttribute("aria-current", "page")
  },
}
