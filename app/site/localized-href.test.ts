import { describe, expect, it } from "vitest"
import { localizeHref, type PathMap } from "./localized-href"

const swedish: PathMap = { locale: "sv", paths: { "/services/translation": "/sv/tjanster/oversattning", "/services": "/sv/tjanster" } }

describe("an internal link in the page's language", () => {
  it("goes to the target's live translation, keeping its query and fragment", () => {
    expect(localizeHref("/services/translation", swedish)).toEqual({ href: "/sv/tjanster/oversattning" })
    expect(localizeHref("/services?tab=all#top", swedish)).toEqual({ href: "/sv/tjanster?tab=all#top" })
  })

  it("goes to the language's home for the home page", () => {
    expect(localizeHref("/", swedish)).toEqual({ href: "/sv" })
    expect(localizeHref("/", { locale: "de", paths: {} })).toEqual({ href: "/de" })
  })

  it('stays on the English page, marked hreflang="en", when the target has no live translation', () => {
    expect(localizeHref("/services/voice-over", swedish)).toEqual({ href: "/services/voice-over", hrefLang: "en" })
  })

  it("leaves English pages, other sites, files and paths already in a language alone", () => {
    expect(localizeHref("/services/translation", undefined)).toEqual({ href: "/services/translation" })
    expect(localizeHref("/services/translation", { locale: "en", paths: {} })).toEqual({ href: "/services/translation" })
    expect(localizeHref("https://example.com/services", swedish)).toEqual({ href: "https://example.com/services" })
    expect(localizeHref("/feed.xml", swedish)).toEqual({ href: "/feed.xml" })
    expect(localizeHref("/de/dienstleistungen", swedish)).toEqual({ href: "/de/dienstleistungen" })
    expect(localizeHref("/sv/tjanster", swedish)).toEqual({ href: "/sv/tjanster" })
  })
})
