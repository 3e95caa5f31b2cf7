import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test"
import { MegaMenu, MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS, MENU_SKIP_DELAY_MS } from "../ui/components/mega-menu"
import { LinkProvider, type InternalLinkProps } from "../ui/lib/link-context"
import { MAIN_MENU } from "./fixtures/navigation"
import { advance, fakeTimeoutMouse as mouse, withFakeTimeouts, type FakeTimeouts } from "./support/fake-timeouts"
import { navigationMenuA11y, waitForAnimations } from "./support/menu-story-helpers"
import { StoryRouterLink, withStoryLinks } from "./support/page-story"

const meta = {
  title: "Components/MegaMenu",
  component: MegaMenu,
  args: { items: MAIN_MENU },
  parameters: { layout: "fullscreen", a11y: navigationMenuA11y },
  decorators: [
    withStoryLinks,
    // The menu positions its panel under the nearest positioned ancestor: in the app, the fixed dark header.
    (Story) => (
      <div className="min-h-[680px] bg-background">
        <div className="relative flex h-16 items-center justify-center bg-header px-6">
          <Story />
        </div>
      </div>
    ),
  ],
  tags: ["autodocs"],
} satisfies Meta<typeof MegaMenu>

export default meta
type Story = StoryObj<typeof meta>

const settle: Story["play"] = async () => {
  await waitForAnimations()
}

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Main" })).toBeVisible()
    for (const title of ["About Us", "Services", "Industries", "Technology"]) {
      await expect(canvas.getByRole("button", { name: title })).toHaveAttribute("aria-expanded", "false")
    }
    await expect(canvas.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact")
  },
}

export const AboutOpen: Story = { args: { defaultValue: "about" }, play: settle }
export const ServicesOpen: Story = { args: { defaultValue: "services" }, play: settle }
export const IndustriesOpen: Story = { args: { defaultValue: "industries" }, play: settle }
export const TechnologyOpen: Story = { args: { defaultValue: "technology" }, play: settle }

export const MarksCurrentPage: Story = {
  tags: ["interaction"],
  args: { defaultValue: "services", currentPath: "/services/voice-over" },
  play: async ({ canvas }) => {
    await waitForAnimations()
    await expect(canvas.getByRole("link", { name: /^Voice-over/ })).toHaveAttribute("aria-current", "page")
    await expect(canvas.getByRole("button", { name: "Services" })).toHaveAttribute("data-section-active", "true")
    await expect(canvas.getByRole("button", { name: "Industries" })).not.toHaveAttribute("data-section-active")
  },
}

export const HighlightsOnlyTheSectionThePageIsIn: Story = {
  tags: ["interaction"],
  args: { defaultValue: "about", currentPath: "/resources/blog/choosing-a-translation-partner" },
  play: async ({ canvas }) => {
    await waitForAnimations()
    for (const title of ["About Us", "Services", "Industries", "Technology"]) {
      await expect(canvas.getByRole("button", { name: title })).not.toHaveAttribute("data-section-active")
    }
    await expect(canvas.getByRole("link", { name: /^Blog/ })).toHaveAttribute("data-in-section", "true")
    await expect(canvas.getByRole("link", { name: /^Case studies/ })).toHaveAttribute("href", "/case-studies")
  },
}

const expanded = (trigger: HTMLElement) => trigger.getAttribute("aria-expanded")

/** Checks that the trigger's aria-expanded is still `before` 1 ms before `ms` have passed, and `after` at `ms`. */
async function expectExpandedToTurnAt(clock: FakeTimeouts, trigger: HTMLElement, ms: number, before: string, after: string) {
  await advance(clock, ms - 1)
  await expect(expanded(trigger)).toBe(before)
  await advance(clock, 1)
  await expect(expanded(trigger)).toBe(after)
}

export const OpensAfterHoverDelay: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(MENU_OPEN_DELAY_MS).toBe(200)
    const trigger = canvas.getByRole("button", { name: "Services" })
    await withFakeTimeouts(async (clock) => {
      await mouse.enter(trigger)
      await expectExpandedToTurnAt(clock, trigger, MENU_OPEN_DELAY_MS, "false", "true")
    })
    const link = await canvas.findByRole("link", { name: /^Translation/ })
    await waitForAnimations()
    await expect(link).toBeVisible()
  },
}

export const ClosesAfterCloseDelay: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(MENU_CLOSE_DELAY_MS).toBe(150)
    const trigger = canvas.getByRole("button", { name: "Industries" })
    await withFakeTimeouts(async (clock) => {
      await mouse.enter(trigger)
      await advance(clock, MENU_OPEN_DELAY_MS)
      await mouse.leave(trigger)
      await expectExpandedToTurnAt(clock, trigger, MENU_CLOSE_DELAY_MS, "true", "false")
    })
    await waitFor(() => expect(canvas.queryByRole("link", { name: /^Legal/ })).not.toBeInTheDocument())
  },
}

export const OpensAtOnceWithinTheSkipDelay: Story = {
  tags: ["interaction"],
  play: async ({ canvas, step }) => {
    await expect(MENU_SKIP_DELAY_MS).toBe(300)
    const [services, industries, technology] = ["Services", "Industries", "Technology"].map((name) => canvas.getByRole("button", { name }))
    await withFakeTimeouts(async (clock) => {
      const openThenLeave = async (trigger: HTMLElement) => {
        await expect(expanded(trigger)).toBe("true")
        await mouse.leave(trigger)
        await advance(clock, MENU_CLOSE_DELAY_MS)
        await expect(expanded(trigger)).toBe("false")
      }
      await mouse.enter(services)
      await advance(clock, MENU_OPEN_DELAY_MS)
      await openThenLeave(services)
      await step("another trigger within the skip delay opens without the hover delay", async () => {
        await advance(clock, MENU_SKIP_DELAY_MS - 1)
        await mouse.enter(industries)
        await advance(clock, 0)
        await openThenLeave(industries)
      })
      await step("once the skip delay is over, the hover delay applies again", async () => {
        await advance(clock, MENU_SKIP_DELAY_MS)
        await mouse.enter(technology)
        await expectExpandedToTurnAt(clock, technology, MENU_OPEN_DELAY_MS, "false", "true")
      })
    })
    await waitForAnimations()
  },
}

export const AClickKeepsOpenThePanelAHoverOpened: Story = {
  tags: ["interaction"],
  play: async ({ canvas, step }) => {
    const services = canvas.getByRole("button", { name: "Services" })
    await withFakeTimeouts(async (clock) => {
      await step("hovering opens the panel after the open delay", async () => {
        await mouse.enter(services)
        await expectExpandedToTurnAt(clock, services, MENU_OPEN_DELAY_MS, "false", "true")
      })
      await step("a click on its trigger keeps it open", async () => {
        await mouse.click(services)
        await advance(clock, MENU_OPEN_DELAY_MS + MENU_CLOSE_DELAY_MS + MENU_SKIP_DELAY_MS)
        await expect(expanded(services)).toBe("true")
      })
      await step("the next click closes it", async () => {
        await mouse.click(services)
        await advance(clock, 0)
        await expect(expanded(services)).toBe("false")
      })
    })
    await waitForAnimations()
  },
}

export const AClickClosesThePanelAClickOpened: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const industries = canvas.getByRole("button", { name: "Industries" })
    await withFakeTimeouts(async (clock) => {
      await mouse.click(industries)
      await advance(clock, 0)
      await expect(expanded(industries)).toBe("true")
      await mouse.click(industries)
      await advance(clock, 0)
      await expect(expanded(industries)).toBe("false")
    })
  },
}

export const EnterTogglesAPanelTheHoverOpened: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const technology = canvas.getByRole("button", { name: "Technology" })
    await withFakeTimeouts(async (clock) => {
      await mouse.enter(technology)
      await advance(clock, MENU_OPEN_DELAY_MS)
      await expect(expanded(technology)).toBe("true")
      technology.focus()
      // Enter on a button is a click with detail 0.
      await fireEvent.click(technology, { detail: 0 })
      await advance(clock, 0)
      await expect(expanded(technology)).toBe("false")
    })
  },
}

export const KeyboardOpensPanel: Story = {
  tags: ["interaction"],
  play: async ({ canvas, step }) => {
    const about = canvas.getByRole("button", { name: "About Us" })
    await step("Tab to the first trigger and open it with Enter", async () => {
      await userEvent.tab()
      await expect(about).toHaveFocus()
      await userEvent.keyboard("{Enter}")
      await expect(about).toHaveAttribute("aria-expanded", "true")
      const link = await canvas.findByRole("link", { name: /^Who we are/ })
      await waitForAnimations()
      await expect(link).toBeVisible()
    })
    await step("Arrow down moves into the panel", async () => {
      await userEvent.keyboard("{ArrowDown}")
      await expect(canvas.getByRole("link", { name: /^Who we are/ })).toHaveFocus()
      await userEvent.tab()
      await expect(canvas.getByRole("link", { name: /^Our history/ })).toHaveFocus()
    })
    await step("Escape closes the panel and returns focus to its trigger", async () => {
      await userEvent.keyboard("{Escape}")
      await waitFor(() => expect(about).toHaveAttribute("aria-expanded", "false"))
      await expect(about).toHaveFocus()
    })
    await step("Arrow right moves between triggers", async () => {
      await userEvent.keyboard("{ArrowRight}")
      await expect(canvas.getByRole("button", { name: "Services" })).toHaveFocus()
    })
  },
}

export const ArrowDownOpensAClosedPanel: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const services = canvas.getByRole("button", { name: "Services" })
    services.focus()
    await expect(services).toHaveAttribute("aria-expanded", "false")
    await userEvent.keyboard("{ArrowDown}")
    await expect(services).toHaveAttribute("aria-expanded", "true")
    await waitFor(() => expect(canvas.getByRole("link", { name: /^Translation/ })).toHaveFocus())
    await waitForAnimations()
  },
}

export const ShowsFeaturedBlock: Story = {
  tags: ["interaction"],
  args: { defaultValue: "services" },
  play: async ({ canvasElement, canvas }) => {
    await waitForAnimations()
    const featured = canvasElement.querySelector<HTMLElement>('[data-slot="mega-menu-featured"]')!
    await expect(featured).toBeVisible()
    const block = within(featured)
    await expect(block.getByText("Technology & AI")).toBeVisible()
    await expect(block.getByRole("img", { name: "Connected network nodes in Nordic blue" })).toBeVisible()
    await expect(block.getByRole("link", { name: "Discover Our Technology" })).toHaveAttribute("href", "/technology")
    await expect(block.getByRole("list", { name: "Technology & AI" })).toBeVisible()
    const hrefs = block.getAllByRole("link").map((link) => link.getAttribute("href"))
    await expect(hrefs).toEqual([
      "/services/machine-translation",
      "/services/ai-tech-solutions",
      "/services/localization-testing",
      "/services/dtp",
      "/technology",
    ])
    await expect(canvas.getByRole("list", { name: "Media & voice" })).toBeVisible()
    // The icon overlaps the art's lower edge, in front of it: the art must not cover its top half.
    const icon = featured.querySelector<HTMLElement>('[data-slot="mega-menu-featured-icon"]')!
    const { left, top, width } = icon.getBoundingClientRect()
    await expect(icon.contains(document.elementFromPoint(left + width / 2, top + 4))).toBe(true)
  },
}

export const PlacesGroupImagesTopOrBottom: Story = {
  tags: ["interaction"],
  args: { defaultValue: "services" },
  play: async ({ canvasElement }) => {
    await waitForAnimations()
    const groups = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="mega-menu-group"]')]
    await expect(groups.map((group) => [group.dataset.variant, group.dataset.imagePosition])).toEqual([
      ["dark", "top"],
      ["blue", "bottom"],
    ])
    await expect(groups[0].firstElementChild).toHaveAttribute("data-slot", "mega-menu-group-image")
    await expect(groups[1].lastElementChild).toHaveAttribute("data-slot", "mega-menu-group-image")
  },
}

export const StaggersPanelCards: Story = {
  tags: ["interaction"],
  args: { defaultValue: "about" },
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="mega-menu-group"], [data-slot="mega-menu-featured"]')]
    const delays = cards.map((card) => parseFloat(card.style.getPropertyValue("--menu-item-delay")))
    await expect(delays).toEqual([...delays].sort((a, b) => a - b))
    await expect(new Set(delays).size).toBe(cards.length)
    await waitForAnimations()
  },
}

const providerLinkSpy = fn()
function SpyingRouterLink(props: InternalLinkProps) {
  providerLinkSpy(props.to)
  return <StoryRouterLink {...props} />
}

export const RendersLinksThroughTheLinkProvider: Story = {
  tags: ["interaction"],
  args: { defaultValue: "technology" },
  decorators: [
    (Story) => (
      <LinkProvider value={SpyingRouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await waitForAnimations()
    await expect(canvas.getByRole("link", { name: /^Leen platform/ })).toHaveAttribute("data-router-link")
    await expect(canvas.getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/contact/book-consultation")
    await expect(canvas.getByRole("link", { name: "Contact Us" })).toHaveAttribute("data-router-link")
    await expect(providerLinkSpy).toHaveBeenCalledWith("/technology/leen")
  },
}
