import { describe, expect, it } from "vitest"
import { missingTexts, nonTextDifference, placeholdersOf, textLeaves, withTexts } from "./text-leaves"

const service = {
  hero: {
    eyebrow: "Translation",
    heading: "Translation that reads well",
    primaryCta: { label: "Get a quote", href: "/contact/request-quote" },
  },
  overview: [{ type: "paragraph", children: [{ type: "text", text: "Call {phone} today." }] }],
  highlights: [{ value: "200+", label: "languages" }],
  offerings: [{ title: "Legal", description: "Contracts.", icon: "Scale" }],
  related: ["/services/dtp"],
  published: "2026-03-24",
  cover: { mediaId: "85d492f5-f422-3175-a795-ae74591ad00b" },
  position: { type: "Full-time" },
}

describe("text leaves", () => {
  it("are the strings a reader reads, not links, icons, ids, dates or enum values", () => {
    expect(textLeaves(service)).toEqual([
      { path: "hero.eyebrow", text: "Translation" },
      { path: "hero.heading", text: "Translation that reads well" },
      { path: "hero.primaryCta.label", text: "Get a quote" },
      { path: "overview.0.children.0.text", text: "Call {phone} today." },
      { path: "highlights.0.value", text: "200+" },
      { path: "highlights.0.label", text: "languages" },
      { path: "offerings.0.title", text: "Legal" },
      { path: "offerings.0.description", text: "Contracts." },
    ])
  })

  it("are replaced by a translation's texts, and nothing else is", () => {
    const swedish = withTexts(service, { "hero.heading": "Översättning som läses väl", "offerings.0.title": "Juridik" })
    expect(swedish).toMatchObject({ hero: { heading: "Översättning som läses väl", primaryCta: { href: "/contact/request-quote" } } })
    expect(nonTextDifference(service, swedish)).toBeNull()
    expect(missingTexts(service, swedish)).toEqual([])
  })

  it("name where a translation departs from its source other than in text", () => {
    expect(nonTextDifference(service, { ...service, related: ["/services/translation"] })).toBe("related.0")
    expect(nonTextDifference(service, { ...service, highlights: [] })).toBe("highlights")
    expect(nonTextDifference(service, { ...service, offerings: [{ ...service.offerings[0], icon: "Wrench" }] })).toBe("offerings.0.icon")
    expect(nonTextDifference(service, { ...service, extra: "x" })).toBe("extra")
  })

  it("name a translation's empty texts", () => {
    expect(missingTexts(service, withTexts(service, { "hero.eyebrow": " ", "offerings.0.description": "" }))).toEqual([
      "hero.eyebrow",
      "offerings.0.description",
    ])
  })

  it("find the placeholders a translation must keep", () => {
    expect(placeholdersOf("Write to {mailbox:helsinki} or call {phone}.")).toEqual(["{mailbox:helsinki}", "{phone}"])
  })
})
