import { describe, expect, it } from "vitest"
import { CHOSEN_LANGUAGE_KEY, SUGGESTION_DISMISSED_KEY, suggestedLanguage } from "./language-choice"
import { suggestionTexts } from "./suggestion-labels"

const nothingStored = () => null
const storing = (entries: Record<string, string>) => (key: string) => entries[key] ?? null

describe("the browser-language suggestion", () => {
  it("offers the first of the browser's languages the site is published in, when it is not the page's", () => {
    expect(suggestedLanguage("en", ["de-DE", "de", "en-US", "en"], nothingStored)).toBe("de")
    expect(suggestedLanguage("en", ["fi-FI", "SV-se", "en"], nothingStored)).toBe("sv")
    expect(suggestedLanguage("sv", ["en-GB"], nothingStored)).toBe("en")
  })

  it("offers nothing when the browser prefers the page's language to the others, or none of the site's", () => {
    expect(suggestedLanguage("en", ["en-US", "de"], nothingStored)).toBeUndefined()
    expect(suggestedLanguage("de", ["de-AT", "sv"], nothingStored)).toBeUndefined()
    expect(suggestedLanguage("en", ["fr-FR", "ja"], nothingStored)).toBeUndefined()
    expect(suggestedLanguage("en", [], nothingStored)).toBeUndefined()
  })

  it("offers nothing once the visitor has chosen a language or dismissed it", () => {
    expect(CHOSEN_LANGUAGE_KEY).toBe("nordika.language")
    expect(SUGGESTION_DISMISSED_KEY).toBe("nordika.language-suggestion")
    expect(suggestedLanguage("en", ["de"], storing({ "nordika.language": "en" }))).toBeUndefined()
    expect(suggestedLanguage("en", ["de"], storing({ "nordika.language": "de" }))).toBeUndefined()
    expect(suggestedLanguage("en", ["de"], storing({ "nordika.language-suggestion": "dismissed" }))).toBeUndefined()
    expect(suggestedLanguage("en", ["de"], storing({ "nordika.other": "x" }))).toBe("de")
  })

  it("is written in the language it suggests, for the page or for that language's home page", () => {
    expect(suggestionTexts("de", "page")).toEqual({
      label: "Sprachvorschlag",
      message: "Diese Seite gibt es auch auf Deutsch.",
      link: "Auf Deutsch lesen",
      dismiss: "Nein, danke",
    })
    expect(suggestionTexts("sv", "home")).toEqual({
      label: "Språkförslag",
      message: "Vår webbplats finns också på svenska.",
      link: "Till den svenska startsidan",
      dismiss: "Nej tack",
    })
    expect(suggestionTexts("en", "page").message).toBe("This page is also available in English.")
  })
})
