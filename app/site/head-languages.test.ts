import { describe, expect, it } from "vitest"
import { pageHeadElements } from "./head"
import { pageHead } from "./document-meta"

const ORIGIN = "https://www.nordika.com"
const html = (elements: ReturnType<typeof pageHeadElements>) =>
  elements.filter((element) => element.tag !== "title").map((element) => element.attributes)

describe("a page's head in its language (issue 39)", () => {
  it("names every language the page is live in, and x-default the English page, with absolute addresses", () => {
    const head = pageHead({ title: "Översättning", path: "/sv/tjanster/oversattning" }, "website", {
      locale: "sv",
      languages: { en: "/services/translation", sv: "/sv/tjanster/oversattning", de: "/de/leistungen/uebersetzung" },
    })
    const attributes = html(pageHeadElements(head, ORIGIN))
    expect(attributes.filter((each) => each.rel === "alternate")).toEqual([
      { rel: "alternate", hreflang: "en", href: "https://www.nordika.com/services/translation" },
      { rel: "alternate", hreflang: "sv", href: "https://www.nordika.com/sv/tjanster/oversattning" },
      { rel: "alternate", hreflang: "de", href: "https://www.nordika.com/de/leistungen/uebersetzung" },
      { rel: "alternate", hreflang: "x-default", href: "https://www.nordika.com/services/translation" },
    ])
    expect(attributes).toContainEqual({ rel: "canonical", href: "https://www.nordika.com/sv/tjanster/oversattning" })
    expect(attributes).toContainEqual({ property: "og:locale", content: "sv_SE" })
    expect(attributes.filter((each) => each.property === "og:locale:alternate").map((each) => each.content)).toEqual(["en_GB", "de_DE"])
  })

  it("names no language a page is not live in: an English page live in Swedish only has en, sv and x-default", () => {
    const head = pageHead({ title: "Who we are", path: "/about/who-we-are" }, "website", {
      locale: "en",
      languages: { en: "/about/who-we-are", sv: "/sv/om-oss/vilka-vi-ar" },
    })
    const attributes = html(pageHeadElements(head, ORIGIN))
    expect(attributes.filter((each) => each.rel === "alternate").map((each) => each.hreflang)).toEqual(["en", "sv", "x-default"])
    expect(attributes).toContainEqual({ property: "og:locale", content: "en_GB" })
    expect(attributes.filter((each) => each.property === "og:locale:alternate").map((each) => each.content)).toEqual(["sv_SE"])
  })

  it("gives the not-found page, a noindex page and a page whose SEO fields move its canonical no alternates", () => {
    const languages = { en: "/x", sv: "/sv/x" }
    for (const meta of [
      { title: "Page Not Found", path: "*" },
      { title: "Hidden", path: "/x", noindex: true },
      { title: "Moved", path: "/x", canonical: "/y" },
    ]) {
      const attributes = html(pageHeadElements(pageHead(meta, "website", { locale: "en", languages }), ORIGIN))
      expect(
        attributes.filter((each) => each.rel === "alternate"),
        meta.title,
      ).toEqual([])
    }
  })
})
