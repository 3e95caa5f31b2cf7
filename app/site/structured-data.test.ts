import { describe, expect, it } from "vitest"
import type { Article, CaseStudy, ContentImage } from "@nordika/ui/templates"
import { pageHead, webPageLd } from "./document-meta"
import { articleLd, caseStudyLd } from "./structured-data"

const STORAGE = "https://db.nordika.test/storage/v1"
const COVER: ContentImage = {
  src: `${STORAGE}/object/public/media/a1/cover.jpg`,
  alt: "Two linguists at a screen",
  width: 1600,
  height: 900,
  sources: [],
  objectPosition: "50% 50%",
}
const SEO_IMAGE = `${STORAGE}/object/public/media/b2/card.png`
const DEFAULT_IMAGE = `${STORAGE}/object/public/media/c3/default.png`

const article = (meta: Partial<Article["meta"]>, cover?: ContentImage): Article => ({
  slug: "annotation-quality",
  meta: { path: "/resources/blog/annotation-quality", title: "Annotation quality", description: "How we check labels.", ...meta },
  title: "Annotation quality",
  excerpt: "How we check labels.",
  author: "Priya Raman, Head of AI",
  published: "2026-11-02",
  readingMinutes: 4,
  tags: ["AI"],
  body: [],
  ...(cover ? { cover } : {}),
})

describe("an article's JSON-LD image", () => {
  it("is the cover, as a 1200 px WebP rendition with its size, when the card shows the cover", () => {
    expect(articleLd(article({ image: COVER.src }, COVER)).image).toEqual({
      "@type": "ImageObject",
      url: `${STORAGE}/render/image/public/media/a1/cover.jpg?width=1200&format=webp&quality=75`,
      width: 1200,
      height: 675,
    })
  })

  it("is the page's SEO image when it has one, not the cover", () => {
    expect(articleLd(article({ image: SEO_IMAGE }, COVER)).image).toEqual({ "@type": "ImageObject", url: SEO_IMAGE })
  })

  it("is the site's default image for an article with neither", () => {
    expect(articleLd(article({ image: DEFAULT_IMAGE })).image).toEqual({ "@type": "ImageObject", url: DEFAULT_IMAGE })
  })

  it("is left out when the card has no image", () => {
    expect(articleLd(article({}))).not.toHaveProperty("image")
  })

  it("follows the same order for a case study", () => {
    const study = { ...article({ image: SEO_IMAGE }, COVER), client: "Aurora Pharma" } as unknown as CaseStudy
    expect(caseStudyLd(study).image).toEqual({ "@type": "ImageObject", url: SEO_IMAGE })
  })
})

describe("a page's WebPage JSON-LD", () => {
  const meta = { path: "/services/translation", title: "Translation Services", description: "Translation." }

  it("names the social card's image (the SEO image, the cover or the default, whichever the head has)", () => {
    expect(webPageLd(pageHead({ ...meta, image: DEFAULT_IMAGE }), meta.path)).toEqual({
      "@type": "WebPage",
      name: "Translation Services",
      url: "/services/translation",
      image: { "@type": "ImageObject", url: DEFAULT_IMAGE },
    })
  })

  it("is not written for a page without an image, an article (its Article names it) or a noindex page", () => {
    expect(webPageLd(pageHead(meta), meta.path)).toBeNull()
    expect(webPageLd(pageHead({ ...meta, image: SEO_IMAGE }, "article"), meta.path)).toBeNull()
    expect(webPageLd(pageHead({ ...meta, image: SEO_IMAGE, noindex: true }), meta.path)).toBeNull()
  })
})
