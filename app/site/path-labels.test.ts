import { describe, expect, it } from "vitest"
import { SITE_SECTIONS } from "../content/sections"
import { linkCardFromPath, titleFromSlug } from "./path-labels"

describe("labels made from paths", () => {
  it("writes a slug as a sentence-case title, keeping acronyms in capitals", () => {
    expect(titleFromSlug("machine-translation")).toBe("Machine translation")
    expect(titleFromSlug("international-seo-sem")).toBe("International SEO SEM")
    expect(titleFromSlug("ai-tech-solutions")).toBe("AI tech solutions")
  })

  it("describes a related page by its section's singular name", () => {
    expect(linkCardFromPath("/services/dtp")).toEqual({ title: "DTP", description: SITE_SECTIONS.services.singular, href: "/services/dtp" })
    expect(linkCardFromPath("/industries/life-sciences/pharmaceutical").description).toBe(SITE_SECTIONS.industries.singular)
  })

  it("leaves the description empty for a page outside any section", () => {
    expect(linkCardFromPath("/data-processing-agreement")).toEqual({
      title: "Data processing agreement",
      description: "",
      href: "/data-processing-agreement",
    })
  })
})
