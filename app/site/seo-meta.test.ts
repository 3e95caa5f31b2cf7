import { describe, expect, it } from "vitest"
import { pageHead } from "./document-meta"
import { pageHeadElements } from "./head"
import { pageWithSeo } from "./seo-meta"

const ORIGIN = "https://www.nordika.test"
const META = { path: "/services/translation", title: "Translation Services", description: "Translation by people who know your field." }

/** The head tags a crawler reads, as name/property → content (title and canonical by their tag). */
const tagsOf = (meta: Parameters<typeof pageHead>[0]) =>
  Object.fromEntries(
    pageHeadElements(pageHead(meta), ORIGIN).map((element) => [
      element.attributes.name ?? element.attributes.property ?? element.attributes.rel ?? element.tag,
      element.text ?? element.attributes.content ?? element.attributes.href,
    ]),
  )

describe("a page's head with its document's SEO fields", () => {
  it("keeps the page's own title (with the suffix) and description when the fields are empty", async () => {
    const page = await pageWithSeo({ meta: META }, {})
    const tags = tagsOf(page.meta)
    expect(tags).toMatchObject({
      title: "Translation Services | Nordika",
      "og:title": "Translation Services | Nordika",
      description: "Translation by people who know your field.",
      canonical: "https://www.nordika.test/services/translation",
      "twitter:card": "summary",
    })
    expect(tags.robots).toBeUndefined()
    expect(tags["og:image"]).toBeUndefined()
  })

  it("uses the SEO title as written, the SEO description, the canonical override and noindex", async () => {
    const page = await pageWithSeo(
      { meta: META },
      {
        title: "Translation in 200 languages",
        description: "Certified, on time.",
        canonical: "https://example.com/original",
        noindex: true,
      },
    )
    expect(tagsOf(page.meta)).toMatchObject({
      title: "Translation in 200 languages",
      "og:title": "Translation in 200 languages",
      "twitter:title": "Translation in 200 languages",
      description: "Certified, on time.",
      "og:description": "Certified, on time.",
      canonical: "https://example.com/original",
      "og:url": "https://example.com/original",
      robots: "noindex",
    })
  })

  it("gives an entry's cover to the social card, as a large-image card", async () => {
    const page = await pageWithSeo({ entry: { meta: META, cover: { src: "https://cdn.nordika.test/media/lighthouse.jpg" } } }, undefined)
    expect(tagsOf(page.entry.meta)).toMatchObject({
      "og:image": "https://cdn.nordika.test/media/lighthouse.jpg",
      "twitter:image": "https://cdn.nordika.test/media/lighthouse.jpg",
      "twitter:card": "summary_large_image",
    })
  })
})
