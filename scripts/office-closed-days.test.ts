import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { OFFICE_CLOSED_DAYS, OFFICE_CLOSED_DAYS_YEARS } from "#shared/office-closed-days"
import { CLOSED_DAYS_YEARS, DE_FACTO_CLOSED_DAYS, renderOfficeClosedDays } from "./office-closed-days"

const LIST_FILE = path.resolve(import.meta.dirname, "../supabase/functions/_shared/office-closed-days.ts")

describe("the Stockholm office's closed days", () => {
  it("are what the date-holidays calendar says today (run npm run gen:closed-days when this fails)", () => {
    expect(fs.readFileSync(LIST_FILE, "utf8")).toBe(renderOfficeClosedDays())
  })

  it("reach at least three years past this one, so bookings never run past the list (raise CLOSED_DAYS_YEARS.to when this fails)", () => {
    expect(OFFICE_CLOSED_DAYS_YEARS).toEqual(CLOSED_DAYS_YEARS)
    expect(OFFICE_CLOSED_DAYS_YEARS.to).toBeGreaterThanOrEqual(new Date().getFullYear() + 3)
  })

  it("hold Midsummer Eve, Christmas Eve and New Year's Eve every year they fall on a weekday", () => {
    const names = Object.values(OFFICE_CLOSED_DAYS)
    for (const name of DE_FACTO_CLOSED_DAYS) expect(names.filter((n) => n === name).length, name).toBeGreaterThanOrEqual(10)
    // Midsummer Eve is always a Friday.
    expect(names.filter((n) => n === "Midsummer Eve")).toHaveLength(OFFICE_CLOSED_DAYS_YEARS.to - OFFICE_CLOSED_DAYS_YEARS.from + 1)
  })

  it("hold no weekend day (the office is closed then anyway)", () => {
    const weekends = Object.keys(OFFICE_CLOSED_DAYS).filter((day) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()))
    expect(weekends).toEqual([])
  })
})
