import { describe, expect, it } from "vitest"
import { isIconName, isSectionActive, menuHrefs, menuItemHrefs, type MenuItem } from "@nordika/ui"
import { MAIN_MENU, QUOTE_CTA } from "./navigation"

/** The panels' destinations, as the site's specification lists them for the header mega-menu. */
const SPEC_PANEL_HREFS: Record<string, string[]> = {
  about: [
    "/about/who-we-are",
    "/about/history",
    "/about/team",
    "/about/clients",
    "/careers",
    "/freelancers",
    "/sustainability",
    "/security-compliance",
    "/resources/blog",
    "/resources/glossary",
    "/resources/news",
    "/about/technical-tools",
  ],
  services: [
    "/services/translation",
    "/services/website-localization",
    "/services/software-app-localization",
    "/services/multilingual-copywriting-transcreation",
    "/services/subtitling-captioning",
    "/services/voice-over",
    "/services/interpretation",
    "/services/multimedia-localization",
    "/services/machine-translation",
    "/services/ai-tech-solutions",
    "/services/localization-testing",
    "/services/dtp",
    "/technology",
  ],
  industries: [
    ...[
      "technology",
      "manufacturing",
      "gaming",
      "energy-mining",
      "life-sciences",
      "legal",
      "finance-banking",
      "public-sector",
      "retail-ecommerce",
      "travel-hospitality",
      "media-entertainment",
      "marketing-advertising",
    ].map((slug) => `/industries/${slug}`),
    "/industries",
  ],
  technology: [
    "/technology/leen",
    "/technology/workflow-automation",
    "/technology/integrations",
    "/technology/ai-solutions",
    "/contact/book-consultation",
  ],
  contact: ["/contact"],
}

/** Destinations the site adds to the spec's panels, so visitors find case studies, resources and the whole platform. */
const ADDED_PANEL_HREFS: Record<string, string[]> = {
  about: ["/case-studies"],
  industries: ["/case-studies", "/resources"],
  technology: ["/technology", "/technology/apis-connectors"],
}

function byId(id: string): MenuItem {
  const item = MAIN_MENU.find((entry) => entry.id === id)
  if (!item) throw new Error(`no menu item ${id}`)
  return item
}

function allLinks(item: MenuItem) {
  return [...(item.subItems ?? []).flatMap((group) => group.links), ...(item.links ?? []), ...(item.featured?.links ?? [])]
}

describe("the main menu", () => {
  it("has the five top-level entries of the spec, in order", () => {
    expect(MAIN_MENU.map((item) => item.title)).toEqual(["About Us", "Services", "Industries", "Technology", "Contact Us"])
  })

  it.each(Object.entries(SPEC_PANEL_HREFS))("%s leads to the spec's destinations and the site's additions", (id, hrefs) => {
    expect([...new Set(menuItemHrefs(byId(id)))].sort()).toEqual([...new Set([...hrefs, ...(ADDED_PANEL_HREFS[id] ?? [])])].sort())
  })

  it("offers Case Studies and Resources in a panel", () => {
    expect(menuHrefs(MAIN_MENU)).toEqual(expect.arrayContaining(["/case-studies", "/resources"]))
  })

  it("highlights each panel's trigger on its own section's pages, not on every page it links to", () => {
    const active = (path: string) => MAIN_MENU.filter((item) => isSectionActive(item, path)).map((item) => item.title)
    expect(active("/resources/blog/choosing-a-translation-partner")).toEqual([])
    expect(active("/careers/open-positions")).toEqual([])
    expect(active("/case-studies/polarsoft-continuous-localization")).toEqual([])
    expect(active("/about/team")).toEqual(["About Us"])
    expect(active("/services/dtp")).toEqual(["Services"])
    expect(active("/industries/legal/document-review")).toEqual(["Industries"])
    expect(active("/technology/leen")).toEqual(["Technology"])
    expect(active("/contact/global-offices")).toEqual(["Contact Us"])
  })

  it("shows no link card twice within a panel", () => {
    for (const item of MAIN_MENU) {
      const hrefs = allLinks(item).map((link) => link.href)
      expect(new Set(hrefs).size, item.id).toBe(hrefs.length)
    }
  })

  it("uses only spec destinations and the listed additions overall", () => {
    const spec = new Set([...Object.values(SPEC_PANEL_HREFS), ...Object.values(ADDED_PANEL_HREFS)].flat())
    expect(menuHrefs(MAIN_MENU).filter((href) => !spec.has(href))).toEqual([])
  })

  it("makes Contact Us a direct link to /contact", () => {
    expect(byId("contact")).toMatchObject({ href: "/contact" })
    expect(byId("contact").subItems).toBeUndefined()
  })

  it("has the spec's featured blocks", () => {
    expect(byId("about").featured).toMatchObject({ title: "Join Our Global Team", href: "/careers", buttonText: "Explore Careers" })
    expect(byId("services").featured).toMatchObject({
      title: "Technology & AI",
      href: "/technology",
      buttonText: "Discover Our Technology",
    })
    expect(byId("services").featured?.links?.map((link) => link.href)).toEqual([
      "/services/machine-translation",
      "/services/ai-tech-solutions",
      "/services/localization-testing",
      "/services/dtp",
    ])
    expect(byId("industries").featured).toMatchObject({ href: "/industries", buttonText: "Explore All Industries" })
    expect(byId("technology").featured).toMatchObject({
      title: "Request a Demo",
      href: "/contact/book-consultation",
      buttonText: "Book a Consultation",
    })
  })

  it("names only registered icons", () => {
    const names = MAIN_MENU.flatMap((item) => [
      item.icon,
      ...(item.subItems ?? []).map((group) => group.icon),
      ...allLinks(item).map((link) => link.icon),
      ...(item.featured ? [item.featured.icon] : []),
    ])
    expect(names.filter((name) => !isIconName(name))).toEqual([])
  })

  it("gives every group an image, and every featured block an image with a description", () => {
    for (const item of MAIN_MENU) {
      for (const group of item.subItems ?? []) expect(group.imageUrl, group.title).toMatch(/svg/)
      if (item.featured) {
        expect(item.featured.imageUrl).toMatch(/svg/)
        expect(item.featured.imageDescription.length).toBeGreaterThan(10)
      }
    }
  })

  it("leads the Free Quote button to the quote request form", () => {
    expect(QUOTE_CTA).toEqual({ label: "Free Quote", href: "/contact/request-quote" })
  })

  it("describes every grouped link", () => {
    const undescribed = MAIN_MENU.flatMap((item) => (item.subItems ?? []).flatMap((group) => group.links)).filter(
      (link) => !link.description,
    )
    expect(undescribed).toEqual([])
  })
})
