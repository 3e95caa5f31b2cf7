import { describe, expect, it } from "vitest"
import { LANGUAGE_OPTIONS } from "./language-options"

describe("the languages a picker offers", () => {
  it("start with the eight clients ask for most, in order of demand", () => {
    expect(LANGUAGE_OPTIONS.slice(0, 8).map((language) => language.label)).toEqual([
      "Swedish",
      "English",
      "German",
      "Norwegian",
      "Danish",
      "Finnish",
      "French",
      "Spanish",
    ])
    expect(new Set(LANGUAGE_OPTIONS.slice(0, 8).map((language) => language.group))).toEqual(new Set(["Most requested"]))
  })

  it("go on with every other language A–Z, each once", () => {
    const others = LANGUAGE_OPTIONS.slice(8)
    expect(others[0].label).toBe("Abkhaz")
    expect(others.map((language) => language.label)).toEqual(
      others.map((language) => language.label).sort(new Intl.Collator("en", { sensitivity: "base" }).compare),
    )
    expect(new Set(others.map((language) => language.group))).toEqual(new Set(["Other languages"]))
    expect(new Set(LANGUAGE_OPTIONS.map((language) => language.value)).size).toBe(LANGUAGE_OPTIONS.length)
    expect(LANGUAGE_OPTIONS).toHaveLength(183)
  })
})
