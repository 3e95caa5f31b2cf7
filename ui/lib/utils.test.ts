import { describe, expect, it } from "vitest"
import { withoutLeadingNumber } from "./utils"

describe("withoutLeadingNumber", () => {
  it.each([
    ["1. Controller and contact details", "Controller and contact details"],
    ["01 Application review", "Application review"],
    ["2) Screening", "Screening"],
    ["12. Changes to this policy", "Changes to this policy"],
  ])("drops the ordinal of %j", (text, expected) => {
    expect(withoutLeadingNumber(text)).toBe(expected)
  })

  it.each(["3 languages in one project", "2009: Founded in Stockholm", "24/7 support", "Controller"])("keeps %j as it is", (text) => {
    expect(withoutLeadingNumber(text)).toBe(text)
  })
})
