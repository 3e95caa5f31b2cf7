import { describe, expect, it } from "vitest"
import { documentProblem, DOCUMENT_SCHEMAS } from "./index.ts"
import { mediaReferences } from "./media-refs.ts"
import { MENU_SCHEMAS } from "./menus.ts"
import { servicePageSchema } from "./pages/service.ts"
import { seoSchema } from "./seo.ts"

const IMAGE = "0b5f7a4e-3c1d-4e8a-9f21-6d0c2b7e9a10"

describe("the SEO fields", () => {
  it("are all optional, and trimmed when given", () => {
    expect(seoSchema.parse({})).toEqual({})
    expect(seoSchema.parse({ title: "  Translation that ships  ", noindex: true })).toEqual({
      title: "Translation that ships",
      noindex: true,
    })
  })

  it("take a canonical address of this site or an absolute https one, and nothing else", () => {
    for (const canonical of ["/", "/services/translation", "https://example.com/original-story", "https://news.example.org"])
      expect(seoSchema.safeParse({ canonical }).success, canonical).toBe(true)
    for (const canonical of [
      "http://example.com/page",
      "javascript:alert(1)",
      "//example.com/page",
      "services",
      "/Services/Translation",
      "https:// x",
    ])
      expect(seoSchema.safeParse({ canonical }).success, canonical).toBe(false)
  })

  it("refuse text past their hard limits, with a message naming the field", () => {
    expect(seoSchema.safeParse({ title: "x".repeat(121) }).error?.issues[0].message).toBe(
      "Keep the search title to 120 characters or fewer.",
    )
    expect(seoSchema.safeParse({ description: "x".repeat(321) }).error?.issues[0].message).toBe(
      "Keep the search description to 320 characters or fewer.",
    )
  })

  it("are an optional group of every page kind and collection (the menus, which have no page, have none)", () => {
    for (const [kind, schema] of Object.entries(DOCUMENT_SCHEMAS)) {
      if (Object.hasOwn(MENU_SCHEMAS, kind)) continue
      const seo = (schema as unknown as { shape?: Record<string, { unwrap?: () => unknown }> }).shape?.seo
      expect(seo?.unwrap?.(), kind).toBe(seoSchema)
    }
    expect(documentProblem("glossary_term", { seo: { canonical: "ftp://example.com" } })).not.toBeNull()
  })

  it("name their social card image as a library image, so publish checks it as it checks covers", () => {
    expect(mediaReferences(servicePageSchema, { seo: { ogImage: IMAGE } })).toEqual([{ field: "seo.ogImage", mediaId: IMAGE }])
  })
})
