import { describe, expect, it } from "vitest"
import { indexCollator, indexLetter, indexLetters } from "./index-letters"

const WORDS = ["Zon", "Översättning", "Ärende", "Åtgärd", "Alfa", "Ordlista", "Übersetzung", "Änderung", "Azur"]

describe("an index's letters in the page's language", () => {
  it("are A–Z then Å Ä Ö in Swedish, A–Z in German and English", () => {
    expect(indexLetters("sv-SE").join("")).toBe("ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ")
    expect(indexLetters("de-DE").join("")).toBe("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    expect(indexLetters("en-GB").join("")).toBe("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
  })

  it("file Ä, Å and Ö under their own letters in Swedish, Ä under A and Ü under U in German", () => {
    expect(["Ärende", "Åtgärd", "Översättning", "alfa"].map((word) => indexLetter(word, "sv-SE"))).toEqual(["Ä", "Å", "Ö", "A"])
    expect(["Änderung", "Übersetzung", "Öl"].map((word) => indexLetter(word, "de-DE"))).toEqual(["A", "U", "O"])
    expect(["Éclair", "3D localization", "  hreflang"].map((word) => indexLetter(word, "en-GB"))).toEqual(["E", "#", "H"])
  })
})

describe("an index's order in the page's language", () => {
  it("puts Å, Ä and Ö after Z in Swedish", () => {
    expect([...WORDS].sort(indexCollator("sv-SE").compare)).toEqual([
      "Alfa",
      "Azur",
      "Ordlista",
      "Übersetzung",
      "Zon",
      "Åtgärd",
      "Änderung",
      "Ärende",
      "Översättning",
    ])
  })

  it("sorts Ä with A and Ö with O in German", () => {
    expect([...WORDS].sort(indexCollator("de-DE").compare)).toEqual([
      "Alfa",
      "Änderung",
      "Ärende",
      "Åtgärd",
      "Azur",
      "Ordlista",
      "Översättning",
      "Übersetzung",
      "Zon",
    ])
  })
})
