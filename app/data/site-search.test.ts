import { describe, expect, it } from "vitest"
import { inTypedCase } from "./site-search"

describe("a suggestion in the case the visitor typed", () => {
  it("capitalises each corrected word the visitor capitalised, and only those", () => {
    expect(inTypedCase("übersetzung", "Übersetzng")).toBe("Übersetzung")
    expect(inTypedCase("übersetzung verträge", "Übersetzng verträge")).toBe("Übersetzung verträge")
    expect(inTypedCase("localization contracts", "lokalisaton Contracts")).toBe("localization Contracts")
    expect(inTypedCase("översättning", "oversatning")).toBe("översättning")
  })

  it("keeps the words the visitor got right as typed, paired as the database split them (on anything but letters and digits)", () => {
    expect(inTypedCase("iso 17100 översättning", "ISO-17100  Översätning")).toBe("ISO 17100 Översättning")
  })
})
