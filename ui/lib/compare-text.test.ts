import { describe, expect, it } from "vitest"
import ISO6391 from "iso-639-1"
import { compareText, compareTextIgnoringCase, sortedByText, withFirst } from "./compare-text"

const LANGUAGE_NAMES = ISO6391.getAllCodes().map((code) => ISO6391.getName(code))
const english = new Intl.Collator("en", { sensitivity: "base" })

describe("ordering text for English readers", () => {
  it("puts the language names in the order of an English collator, accented ones among their letters", () => {
    const sorted = sortedByText(LANGUAGE_NAMES, (name) => name)
    expect(sorted).toEqual([...LANGUAGE_NAMES].sort(english.compare))
    expect(sorted.slice(sorted.indexOf("Malay"), sorted.indexOf("Malay") + 6)).toEqual([
      "Malay",
      "Malayalam",
      "Maltese",
      "Manx",
      "Māori",
      "Marathi",
    ])
    expect([...LANGUAGE_NAMES].sort(compareText)).toEqual(sorted)
  })

  it("ignores case and accents, or uses them only to break a tie", () => {
    expect(compareTextIgnoringCase("Émoji", "emoji")).toBe(0)
    expect(compareTextIgnoringCase("apple", "Banana")).toBeLessThan(0)
    expect(compareText("Émoji", "emoji")).not.toBe(0)
    expect(["émoji", "Zulu", "emoji", "apple"].sort(compareText)).toEqual(["apple", "emoji", "émoji", "Zulu"])
  })

  it("sorts objects by the text given, without changing the list it was given", () => {
    const terms = [{ term: "Transcreation" }, { term: "alignment" }, { term: "CAT tool" }]
    expect(sortedByText(terms, (entry) => entry.term).map((entry) => entry.term)).toEqual(["alignment", "CAT tool", "Transcreation"])
    expect(terms[0].term).toBe("Transcreation")
  })
})

describe("withFirst", () => {
  it("moves the named items to the front in the order named, the others keeping theirs", () => {
    const names = ["Abkhaz", "Danish", "English", "French", "Swedish", "Zulu"]
    expect(withFirst(names, ["Swedish", "English", "Missing"], (name) => name)).toEqual([
      "Swedish",
      "English",
      "Abkhaz",
      "Danish",
      "French",
      "Zulu",
    ])
    expect(withFirst(names, [], (name) => name)).toEqual(names)
  })
})
