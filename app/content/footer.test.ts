import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { SiteFooter } from "@nordika/ui"
import { SPEC_PAGE_PATHS } from "../../tests/spec-paths"
import { FOOTER_COLUMNS, FOOTER_CONTENT, FOOTER_LEGAL_LINKS, SOCIAL_LINKS } from "./footer"

describe("the footer links", () => {
  it("has the four columns of the spec", () => {
    expect(FOOTER_COLUMNS.map((column) => column.title)).toEqual(["Company", "Services", "Resources", "Support"])
  })

  it("leads only to public routes of the spec", () => {
    const hrefs = [...FOOTER_COLUMNS.flatMap((column) => column.links), ...FOOTER_LEGAL_LINKS].map((link) => link.href)
    expect(hrefs.filter((href) => !SPEC_PAGE_PATHS.includes(href))).toEqual([])
  })

  it("ends with the four legal links", () => {
    expect(FOOTER_LEGAL_LINKS).toEqual([
      { href: "/terms-of-use", text: "Terms of Use" },
      { href: "/privacy-policy", text: "Privacy Policy" },
      { href: "/cookie-preferences", text: "Cookie Preferences" },
      { href: "/copyright", text: "Copyright" },
    ])
  })

  it("has four named social links that leave the site", () => {
    expect(SOCIAL_LINKS.map((link) => link.platform)).toEqual(["linkedin", "x", "youtube", "instagram"])
    for (const link of SOCIAL_LINKS) expect(link.href).toMatch(/^https:\/\//)
  })

  it("gives the copyright line to Nordika AB", () => {
    const footer = renderToStaticMarkup(createElement(SiteFooter, { ...FOOTER_CONTENT, year: 2031 }))
    expect(footer).toContain("© 2031 Nordika AB. All rights reserved.")
  })
})
