import { describe, expect, it } from "vitest"
import type { DocumentListRow } from "../../data/document-list"
import { pageSections } from "./page-sections"

const page = (path: string, kind = "page:content"): DocumentListRow => ({
  id: path,
  kind,
  path,
  title: path,
  status: "published",
  version: 1,
  updatedAt: "2026-11-30T08:00:00Z",
  updatedByName: null,
  publishedAt: "2026-11-30T08:00:00Z",
  deletedAt: null,
  scheduled: null,
  scheduledLabel: null,
})

describe("the pages tree", () => {
  it("makes a section of each path with pages under it, each page after its parent, and groups the rest", () => {
    const sections = pageSections(
      [
        page("/services/translation"),
        page("/privacy-policy", "page:legal"),
        page("/"),
        page("/services"),
        page("/sitemap"),
        page("/terms-of-use", "page:legal"),
        page("/services/translation/legal"),
      ],
      (kind) => (kind === "page:legal" ? "Legal page" : "Content page"),
    )
    expect(sections.map((section) => [section.label, section.path, section.pages.map((p) => [p.path, p.depth])])).toEqual([
      [
        "Home and top-level pages",
        undefined,
        [
          ["/", 0],
          ["/sitemap", 0],
        ],
      ],
      [
        "Legal",
        undefined,
        [
          ["/privacy-policy", 0],
          ["/terms-of-use", 0],
        ],
      ],
      [
        "Services",
        "/services/",
        [
          ["/services", 0],
          ["/services/translation", 1],
          ["/services/translation/legal", 2],
        ],
      ],
    ])
    expect(sections[1].pages[0].kindLabel).toBe("Legal page")
  })
})
