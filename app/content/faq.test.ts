import { describe, expect, it } from "vitest"
import { faqItemId } from "@nordika/ui/templates"
import { FAQ_PAGE } from "./faq"

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
