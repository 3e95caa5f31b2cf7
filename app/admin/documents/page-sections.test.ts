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
})

describe("the pages tree", () => {
  it("groups pages by their first segment, the home page's section first, each page after its parent", () => {
    const sections = pageSections(
      [
        page("/services/translation"),
        page("/legal/privacy"),
        page("/"),
        page("/services"),
        page("/services-extra"),
        page("/services/translation/legal"),
      ],
      (kind) => (kind === "page:content" ? "Content page" : kind),
    )
    expect(sections.map((section) => [section.label, section.pages.map((p) => [p.path, p.depth])])).toEqual([
      ["Home", [["/", 0]]],
      ["Legal", [["/legal/privacy", 1]]],
      [
        "Services",
        [
          ["/services", 0],
          ["/services/translation", 1],
          ["/services/translation/legal", 2],
        ],
      ],
      ["Services extra", [["/services-extra", 0]]],
    ])
    expect(sections[0].pages[0].kindLabel).toBe("Content page")
  })
})
