import { describe, expect, it } from "vitest"
import { hasPanel, isActiveHref, isSectionActive, menuHrefs, menuItemHrefs, type MenuItem } from "./menu"

const panel: MenuItem = {
  id: "guides",
  title: "Guides",
  icon: "Languages",
  subItems: [
    {
      title: "Core",
      icon: "Languages",
      imageUrl: "x.svg",
      bgColor: "dark",
      imagePosition: "top",
      links: [{ href: "/guides/setup", text: "Setup", icon: "Languages" }],
    },
  ],
  links: [{ href: "/guides/faq", text: "FAQ", icon: "Layers" }],
  featured: {
    title: "Tools",
    description: "…",
    href: "/tools",
    buttonText: "Discover",
    icon: "Cpu",
    imageUrl: "y.svg",
    imageDescription: "Nodes",
    links: [{ href: "/guides/cli", text: "CLI", icon: "Bot" }],
  },
}
const direct: MenuItem = { id: "support", title: "Support", icon: "Mail", href: "/support" }

describe("menu helpers", () => {
  it("collects an entry's hrefs from its groups, links and featured block", () => {
    expect(menuItemHrefs(panel)).toEqual(["/guides/setup", "/guides/faq", "/guides/cli", "/tools"])
    expect(menuHrefs([panel, direct]).at(-1)).toBe("/support")
  })

  it("opens a panel only for entries without a direct href", () => {
    expect(hasPanel(panel)).toBe(true)
    expect(hasPanel(direct)).toBe(false)
    expect(hasPanel({ id: "empty", title: "Empty", icon: "Globe" })).toBe(false)
  })

  it("treats a page and its sub-pages as active, but not look-alike paths or everything under /", () => {
    expect(isActiveHref("/guides", "/guides")).toBe(true)
    expect(isActiveHref("/guides", "/guides/faq")).toBe(true)
    expect(isActiveHref("/guides", "/guides-overview")).toBe(false)
    expect(isActiveHref("/", "/guides")).toBe(false)
    expect(isActiveHref("/guides", undefined)).toBe(false)
  })

  it("marks a section active for its links' pages, but for its featured href only on that exact page", () => {
    expect(isSectionActive(panel, "/guides/setup/anything")).toBe(true)
    expect(isSectionActive(panel, "/tools")).toBe(true)
    expect(isSectionActive(panel, "/tools/editor")).toBe(false)
    expect(isSectionActive(direct, "/support/offices")).toBe(true)
    expect(isSectionActive(panel, undefined)).toBe(false)
  })

  it("with sectionPaths, marks a section active on the pages of its own sections only", () => {
    const about = { ...panel, sectionPaths: ["/about"] }
    expect(isSectionActive(about, "/about/team")).toBe(true)
    expect(isSectionActive(about, "/guides/setup/anything")).toBe(false)
    expect(isSectionActive(about, "/tools")).toBe(false)
  })
})
