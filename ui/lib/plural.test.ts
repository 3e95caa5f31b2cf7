import { describe, expect, it } from "vitest"
import { plural, pluralForm } from "./plural"

describe("a count with its noun", () => {
  it("takes the singular for one and the plural for every other count, as British English does", () => {
    expect(plural(0, "row", "rows")).toBe("0 rows")
    expect(plural(1, "row", "rows")).toBe("1 row")
    expect(plural(2, "row", "rows")).toBe("2 rows")
    // English has no special form for 21 (Polish or Russian would): still the plural.
    expect(plural(21, "row", "rows")).toBe("21 rows")
  })

  it("takes irregular plurals and whole phrases as given", () => {
    expect(plural(1, "case study", "case studies")).toBe("1 case study")
    expect(plural(3, "case study", "case studies")).toBe("3 case studies")
    expect(plural(1, "text colour is", "text colours are")).toBe("1 text colour is")
    expect(plural(2, "text colour is", "text colours are")).toBe("2 text colours are")
  })

  it("groups the thousands the British way", () => {
    expect(plural(1204, "word", "words")).toBe("1,204 words")
  })

  it("gives the form alone where the number is written elsewhere", () => {
    expect(pluralForm(1, "file", "files")).toBe("file")
    expect(pluralForm(0, "file", "files")).toBe("files")
  })
})
