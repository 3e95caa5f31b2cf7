import { describe, expect, it } from "vitest"
import { FAQ_PAGE } from "../content/faq"
import { faqPageJsonLd } from "./faq-pages"

const questions = FAQ_PAGE.groups.flatMap((group) => group.items)

describe("the FAQPage structured data", () => {
  it("is schema.org's FAQPage with every question of the page and its answer, in page order", () => {
    const data = faqPageJsonLd(FAQ_PAGE)
    expect(data["@context"]).toBe("https://schema.org")
    expect(data["@type"]).toBe("FAQPage")
    expect(data.mainEntity).toEqual(
      questions.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
    )
    expect(JSON.parse(JSON.stringify(data))).toEqual(data)
  })

  it("names the page's absolute address when given the site's", () => {
    expect(faqPageJsonLd(FAQ_PAGE, "https://www.nordika.com").url).toBe("https://www.nordika.com/faq")
    expect(faqPageJsonLd(FAQ_PAGE)).not.toHaveProperty("url")
  })
})
