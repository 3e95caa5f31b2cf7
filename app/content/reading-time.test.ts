import { describe, expect, it } from "vitest"
import { CASE_STUDIES } from "./case-studies"
import { readingMinutes } from "./reading-time"
import { BLOG_PAGE, BLOG_POSTS } from "./resources/blog"
import { NEWS_ITEMS, NEWS_PAGE } from "./resources/news"

const words = (texts: string[]) => texts.join(" ").split(/\s+/).filter(Boolean).length
/** About 200 words a minute, rounded up, at least a minute. */
const minutesFor = (count: number) => Math.max(1, Math.ceil(count / 200))

describe("a reading time", () => {
  it("is the words over 200 a minute, rounded up, at least 1", () => {
    const text = (count: number) => [Array.from({ length: count }, () => "word").join(" ")]
    expect(readingMinutes(text(0))).toBe(1)
    expect(readingMinutes(text(200))).toBe(1)
    expect(readingMinutes(text(201))).toBe(2)
    expect(readingMinutes(text(543))).toBe(3)
  })

  it.each([...BLOG_POSTS, ...NEWS_ITEMS].map((article) => [article.meta.path, article] as const))(
    "of %s matches the words of its title, excerpt and body",
    (_, article) => {
      const body = article.body.flatMap((block) => (block.kind === "list" ? block.items : [block.text]))
      expect(article.readingMinutes).toBe(minutesFor(words([article.title, article.excerpt, ...body])))
    },
  )

  it.each(CASE_STUDIES.map((study) => [study.meta.path, study] as const))("of %s matches the words of its page", (_, study) => {
    const texts = [
      study.title,
      study.summary,
      ...study.challenge,
      ...study.solution,
      ...study.results.flatMap((result) => [result.value, result.label]),
      ...study.outcome,
      ...(study.quote ? [study.quote.text, study.quote.author, study.quote.role] : []),
    ]
    expect(study.readingMinutes).toBe(minutesFor(words(texts)))
  })

  it("beside the newest post or news item in a listing's hero is that item's", () => {
    for (const [page, items] of [
      [BLOG_PAGE, BLOG_POSTS],
      [NEWS_PAGE, NEWS_ITEMS],
    ] as const) {
      const newest = [...items].sort((a, b) => b.published.localeCompare(a.published))[0]
      expect(page.hero.panel).toMatchObject({ kind: "feature", readingMinutes: newest.readingMinutes, href: newest.meta.path })
    }
  })
})
