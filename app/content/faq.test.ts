import { describe, expect, it } from "vitest"
import { faqItemId } from "@nordika/ui/templates"
import { FAQ_PAGE, faqPageJsonLd } from "./faq"

const questions = FAQ_PAGE.groups.flatMap((group) => group.items)

describe("the FAQ page's content", () => {
  it("keeps the specification's title", () => {
    expect(FAQ_PAGE.meta.title).toBe("Frequently Asked Questions")
    expect(FAQ_PAGE.hero.heading).toBe("Frequently Asked Questions")
  })

  it("answers about thirty questions for buyers, freelancers and applicants, in topics of several each", () => {
    expect(questions.length).toBeGreaterThanOrEqual(28)
    for (const group of FAQ_PAGE.groups) expect(group.items.length, group.title).toBeGreaterThanOrEqual(3)
    const titles = FAQ_PAGE.groups.map((group) => group.title.toLowerCase()).join(" ")
    for (const topic of ["pricing", "quality", "gdpr", "leen", "interpreting", "freelance", "job"]) expect(titles).toContain(topic)
  })

  it("gives every topic and every question its own anchor", () => {
    const anchors = [...FAQ_PAGE.groups.map((group) => group.id), ...questions.map(faqItemId)]
    expect(new Set(anchors).size).toBe(anchors.length)
  })

  it("asks real questions and answers them in plain sentences", () => {
    for (const faq of questions) {
      expect(faq.question, faq.question).toMatch(/\?$/)
      expect(faq.answer, faq.question).toMatch(/[.!]$/)
      expect(faq.answer, faq.question).not.toMatch(/[<>*_`#[\]]/)
    }
  })
})

describe("the FAQPage structured data", () => {
  it("is schema.org's FAQPage with every question of the page and its answer, in page order", () => {
    const data = faqPageJsonLd()
    expect(data["@context"]).toBe("https://schema.org")
    expect(data["@type"]).toBe("FAQPage")
    expect(data.mainEntity).toEqual(
      questions.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
    )
    expect(JSON.parse(JSON.stringify(data))).toEqual(data)
  })

  it("names the page's absolute address when given the site's", () => {
    expect(faqPageJsonLd(FAQ_PAGE, "https://www.nordika.com").url).toBe("https://www.nordika.com/faq")
    expect(faqPageJsonLd()).not.toHaveProperty("url")
  })
})
