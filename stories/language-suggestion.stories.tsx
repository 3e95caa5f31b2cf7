import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"
import { LanguageSuggestion } from "../ui/components/language-suggestion"
import { AT_1440_PX, AT_390_PX, withStoryLinks } from "./support/page-story"

/** The main landmark focus returns to when the suggestion is dismissed from the keyboard. */
const MAIN_ID = "story-main"

const meta = {
  title: "Layout/LanguageSuggestion",
  component: LanguageSuggestion,
  // A browser preferring German on an English service page that has a German translation.
  args: {
    locale: "de",
    label: "Sprachvorschlag",
    message: "Diese Seite gibt es auch auf Deutsch.",
    link: { href: "/de/leistungen/uebersetzung", text: "Auf Deutsch lesen" },
    dismissLabel: "Nein, danke",
    onDismiss: fn(),
    onFollow: fn(),
    focusTargetId: MAIN_ID,
  },
  parameters: { layout: "fullscreen" },
  decorators: [
    withStoryLinks,
    // Over an English page, as on the site: fixed at the bottom corner, beside the back-to-top button.
    (Story) => (
      <div lang="en" className="min-h-96 bg-background text-foreground">
        <main id={MAIN_ID} tabIndex={-1} className="p-6 outline-none">
          <h1 className="text-2xl font-semibold">Translation services</h1>
          <p className="mt-2 text-sm">Certified translation into 40 languages.</p>
        </main>
        <Story />
      </div>
    ),
  ],
  tags: ["autodocs"],
} satisfies Meta<typeof LanguageSuggestion>

export default meta
type Story = StoryObj<typeof meta>

export const SamePage: Story = {
  ...AT_1440_PX,
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Sprachvorschlag" })
    await expect(region).toHaveAttribute("lang", "de")
    await expect(canvas.getByRole("status")).toHaveTextContent("Diese Seite gibt es auch auf Deutsch.")
    const link = canvas.getByRole("link", { name: "Auf Deutsch lesen" })
    await expect(link).toHaveAttribute("href", "/de/leistungen/uebersetzung")
    await expect(link).toHaveAttribute("hreflang", "de")
  },
}

/** The page has no Swedish translation: the suggestion offers the Swedish home page. */
export const HomePage: Story = {
  ...AT_390_PX,
  args: {
    locale: "sv",
    label: "Språkförslag",
    message: "Vår webbplats finns också på svenska.",
    link: { href: "/sv", text: "Till den svenska startsidan" },
    dismissLabel: "Nej tack",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Språkförslag" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Till den svenska startsidan" })).toHaveAttribute("href", "/sv")
  },
}

export const FollowingTheLinkRemembersTheChoice: Story = {
  tags: ["interaction"],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("link", { name: "Auf Deutsch lesen" }))
    await expect(args.onFollow).toHaveBeenCalledOnce()
    await expect(args.onDismiss).not.toHaveBeenCalled()
  },
}

export const DismissesFromTheKeyboard: Story = {
  tags: ["interaction"],
  play: async ({ canvas, args }) => {
    // The link, then the dismiss button: in reading order, after the page's own focusable main.
    canvas.getByRole("link", { name: "Auf Deutsch lesen" }).focus()
    await userEvent.tab()
    const dismiss = canvas.getByRole("button", { name: "Nein, danke" })
    await expect(dismiss).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await expect(args.onDismiss).toHaveBeenCalledOnce()
    // The region is gone once the app hides it: focus waits on the main landmark, not on the page's body.
    await expect(canvas.getByRole("main")).toHaveFocus()
    await expect(args.onFollow).not.toHaveBeenCalled()
  },
}

export const EscapeDismisses: Story = {
  tags: ["interaction"],
  play: async ({ canvas, args }) => {
    canvas.getByRole("link", { name: "Auf Deutsch lesen" }).focus()
    await userEvent.keyboard("{Escape}")
    await expect(args.onDismiss).toHaveBeenCalledOnce()
    await expect(canvas.getByRole("main")).toHaveFocus()
  },
}
