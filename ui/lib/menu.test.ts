import { describe, expect, it } from "vitest"
import { hasPanel, isActiveHref, isSectionActive, menuHrefs, menuItemHrefs, type MenuItem } from "./menu"

const panel: MenuItem = {
  id: "services",
  title: "Services",
  icon: "Languages",
  subItems: [
    {
      title: "Core",
      icon: "Languages",
      imageUrl: "x.svg",
      bgColor: "dark",
      imagePosition: "top",
      links: [{ href: "/services/translation", text: "Translation", icon: "Languages" }],
    },
  ],
  links: [{ href: "/services/dtp", text: "DTP", icon: "Layers" }],
  featured: {
    title: "Tech",
    description: "…",
    href: "/technology",
    buttonText: "Discover",
    icon: "Cpu",
    imageUrl: "y.svg",
    imageDescription: "Nodes",
    links: [{ href: "/services/machine-translation", text: "MT", icon: "Bot" }],
  },
}
const direct: MenuItem = { id: "contact", title: "Contact Us", icon: "Mail", href: "/contact" }

describe("menu helpers", () => {
  it("collects an entry's hrefs from its groups, links and featured block", () => {
    expect(menuItemHrefs(panel)).toEqual(["/services/translation", "/services/dtp", "/services/machine-translation", "/technology"])
    expect(menuHrefs([panel, direct]).at(-1)).toBe("/contact")
  })

  it("opens a panel only for entries without a direct href", () => {
    expect(hasPanel(panel)).toBe(true)
    expect(hasPanel(direct)).toBe(false)
    expect(hasPanel({ id: "empty", title: "Empty", icon: "Globe" })).toBe(false)
  })

  it("treats a page and its sub-pages as active, but not look-alike paths or everything under /", () => {
    expect(isActiveHref("/services", "/services")).toBe(true)
    expect(isActiveHref("/services", "/services/dtp")).toBe(true)
    expect(isActiveHref("/services", "/services-overview")).toBe(false)
    expect(isActiveHref("/", "/services")).toBe(false)
    expect(isActiveHref("/services", undefined)).toBe(false)
  })

  it("marks a section active for its links' pages, but for its featured href only on that exact page", () => {
    expect(isSectionActive(panel, "/services/translation/anything")).toBe(true)
    expect(isSectionActive(panel, "/technology")).toBe(true)
    expect(isSectionActive(panel, "/technology/leen")).toBe(false)
    expect(isSectionActive(direct, "/contact/global-offices")).toBe(true)
    expect(isSectionActive(panel, undefined)).toBe(false)
  })
})
