import { describe, expect, it } from "vitest"
import { diffContent } from "./content-diff"

describe("diffContent", () => {
  it("finds nothing between equal documents, and treats blank as missing", () => {
    expect(diffContent({ heading: "A", eyebrow: "" }, { heading: "A" })).toEqual([])
  })

  it("names changed, added and removed fields by their path, list positions included", () => {
    const before = { heading: "Old", badges: ["ISO", "GDPR"], cta: { label: "Go" } }
    const after = { heading: "New", badges: ["ISO"], cta: { label: "Go", href: "/contact" } }
    expect(diffContent(before, after)).toEqual([
      { path: ["heading"], kind: "changed", before: "Old", after: "New" },
      { path: ["cta", "href"], kind: "added", after: "/contact" },
      { path: ["badges", 1], kind: "removed", before: "GDPR" },
    ])
  })
})
