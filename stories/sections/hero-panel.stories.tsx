import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { HeroPanelCard, HeroPanelView } from "../../ui/components/sections/hero-panel"
import { PageHero } from "../../ui/components/sections/page-hero"
import type { HeroPanel } from "../../ui/templates/types"
import {
  APPLICATION_PORTAL_PAGE,
  CASE_STUDIES_PAGE,
  CONTACT_PAGE,
  HISTORY_PAGE_WITH_FACTS,
  LEGAL_PAGES,
  SERVICE_PAGE,
  TECHNICAL_TOOLS_PAGE,
} from "../fixtures/pages"
import { withPage } from "../support/page-story"

const panelOf = (page: { hero: { panel?: HeroPanel } }, kind: HeroPanel["kind"]) => {
  const panel = page.hero.panel
  if (panel?.kind !== kind) throw new Error(`the fixture's hero has no ${kind} panel`)
  return panel
}

const FACTS = panelOf(HISTORY_PAGE_WITH_FACTS, "facts") as Extract<HeroPanel, { kind: "facts" }>
const CONTACTS = panelOf(CONTACT_PAGE, "contacts") as Extract<HeroPanel, { kind: "contacts" }>
const FEATURE = panelOf(CASE_STUDIES_PAGE, "feature") as Extract<HeroPanel, { kind: "feature" }>
const STEPS = panelOf(APPLICATION_PORTAL_PAGE, "steps") as Extract<HeroPanel, { kind: "steps" }>
const CHECKLIST = panelOf(TECHNICAL_TOOLS_PAGE, "checklist") as Extract<HeroPanel, { kind: "checklist" }>
const LEGAL_CONTACTS = LEGAL_PAGES[1].panel as Extract<HeroPanel, { kind: "contacts" }>
const LINKS: Extract<HeroPanel, { kind: "links" }> = {
  kind: "links",
  title: "In this article",
  items: [
    { label: "What every report contains", href: "#section-what-every-report-contains" },
    { label: "Severity is about the player, not the linguist", href: "#section-severity" },
  ],
  more: { label: "All blog posts", href: "/resources/blog" },
}

/** The panels as the side column of a dark page hero, the way pages show them. */
const meta = {
  title: "Sections/HeroPanel",
  component: HeroPanelView,
  subcomponents: { HeroPanelCard },
  args: { panel: FACTS },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  render: (args) => <PageHero {...SERVICE_PAGE.hero} variant={args.variant ?? "dark"} aside={<HeroPanelView {...args} />} />,
  tags: ["autodocs"],
} satisfies Meta<typeof HeroPanelView>

export default meta
type Story = StoryObj<typeof meta>

const panel = (canvas: ReturnType<typeof within>, title: string) => within(canvas.getByRole("group", { name: title }))

export const Facts: Story = {
  play: async ({ canvas }) => {
    const facts = panel(canvas, FACTS.title!)
    for (const item of FACTS.items) {
      await expect(facts.getByText(item.value)).toBeVisible()
      await expect(facts.getByText(item.label)).toBeVisible()
    }
  },
}

export const FactsWithAnOddCountFillTheLastRow: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    await expect(FACTS.items.length % 2).toBe(1)
    const cells = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="hero-panel-facts"] > div')]
    const last = cells.at(-1)!.getBoundingClientRect()
    const grid = canvasElement.querySelector('[data-slot="hero-panel-facts"]')!.getBoundingClientRect()
    await expect(Math.round(last.width)).toBe(Math.round(grid.width))
  },
}

export const UntitledFactsAreTiles: Story = {
  tags: ["interaction"],
  args: { panel: { kind: "facts", items: SERVICE_PAGE.highlights } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="hero-stat"]')).toHaveLength(SERVICE_PAGE.highlights.length)
  },
}

export const Contacts: Story = {
  args: { panel: CONTACTS },
  play: async ({ canvas }) => {
    const contacts = panel(canvas, CONTACTS.title)
    const phone = CONTACTS.items.find((item) => item.value.startsWith("+"))!
    const email = CONTACTS.items.find((item) => item.value.includes("@"))!
    await expect(contacts.getByRole("link", { name: phone.value })).toHaveAttribute("href", "tel:+46812034500")
    await expect(contacts.getByRole("link", { name: email.value })).toHaveAttribute("href", `mailto:${email.value}`)
  },
}

export const ContactsOnALightHero: Story = {
  args: { panel: LEGAL_CONTACTS, variant: "light" },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("group", { name: LEGAL_CONTACTS.title })
    await expect(card).toHaveAttribute("data-variant", "light")
  },
}

export const Feature: Story = {
  args: { panel: FEATURE },
  play: async ({ canvas }) => {
    const feature = panel(canvas, FEATURE.label)
    await expect(feature.getByRole("link", { name: FEATURE.title })).toHaveAttribute("href", FEATURE.href)
    await expect(feature.getByText(FEATURE.figure!.value)).toBeVisible()
    await expect(feature.getByText(FEATURE.linkLabel)).toBeVisible()
  },
}

export const Links: Story = {
  args: { panel: LINKS },
  play: async ({ canvas }) => {
    const links = panel(canvas, LINKS.title)
    for (const item of LINKS.items) await expect(links.getByRole("link", { name: item.label })).toHaveAttribute("href", item.href)
    await expect(links.getByRole("link", { name: LINKS.more!.label })).toHaveAttribute("href", LINKS.more!.href)
  },
}

export const Checklist: Story = {
  args: { panel: CHECKLIST },
  play: async ({ canvas }) => {
    const list = panel(canvas, CHECKLIST.title)
    await expect(list.getAllByRole("listitem")).toHaveLength(CHECKLIST.items.length)
  },
}

export const StepsNumberedOnce: Story = {
  tags: ["interaction"],
  args: { panel: STEPS },
  play: async ({ canvas }) => {
    const steps = panel(canvas, STEPS.title)
    const items = within(steps.getByRole("list")).getAllByRole("listitem")
    await expect(items).toHaveLength(STEPS.items.length)
    // One number per step: the marker, never a number repeated in the title.
    for (const [index, item] of items.entries()) await expect(item.textContent?.match(/\d+/g)?.[0]).toBe(String(index + 1))
    await expect(steps.getByText(STEPS.note!)).toBeVisible()
  },
}
