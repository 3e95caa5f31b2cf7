import { describe, expect, it } from "vitest"
import { CASE_STUDIES, CASE_STUDIES_BY_SLUG } from "../content/case-studies"
import { BLOG_POSTS } from "../content/resources/blog"
import { relatedArticles, relatedCaseStudies } from "./related-entries"

describe("related case studies", () => {
  it("suggest the same industry first, then shared services", () => {
    const stigen = CASE_STUDIES_BY_SLUG["stigen-games-voice-cast"]
    const related = relatedCaseStudies(stigen, CASE_STUDIES, 3)
    expect(related[0].slug).toBe("glimmerfjord-games-simultaneous-launch")
    expect(related.slice(1).every((study) => study.services.some((service) => stigen.services.includes(service)))).toBe(true)
  })

  it("never suggest the case study itself, nor one twice", () => {
    for (const study of CASE_STUDIES) {
      const slugs = relatedCaseStudies(study, CASE_STUDIES, 3).map((other) => other.slug)
      expect(slugs).not.toContain(study.slug)
      expect(new Set(slugs).size).toBe(3)
    }
  })
})

describe("related articles", () => {
  it("share a tag or a word of a tag with the article whenever one exists", () => {
    for (const article of BLOG_POSTS) {
      const [first] = relatedArticles(article, BLOG_POSTS, 3)
      const topics = (tags: string[]) => tags.join(" ").toLowerCase().split(/\W+/)
      const relatable = BLOG_POSTS.some(
        (other) => other !== article && topics(other.tags).some((word) => word.length > 2 && topics(article.tags).includes(word)),
      )
      if (relatable)
        expect(
          topics(first.tags).some((word) => word.length > 2 && topics(article.tags).includes(word)),
          article.slug,
        ).toBe(true)
    }
  })

  it("are not simply the latest posts", () => {
    const gaming = BLOG_POSTS.find((post) => post.tags.includes("Localization testing"))!
    const latest = BLOG_POSTS.filter((post) => post !== gaming).slice(0, 3)
    expect(relatedArticles(gaming, BLOG_POSTS, 3)).not.toEqual(latest)
  })
})
