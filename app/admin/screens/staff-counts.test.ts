import { describe, expect, it } from "vitest"
import { describeStaff, staffTotal } from "./staff-counts"

const NONE = { admins: 0, editors: 0, recruiters: 0, contributors: 0, translators: 0 }

describe("the dashboard's Staff card", () => {
  it("counts every role, contributors and translators included", () => {
    expect(staffTotal({ admins: 1, editors: 2, recruiters: 1, contributors: 3, translators: 4 })).toBe(11)
    expect(staffTotal({ ...NONE, translators: 3 })).toBe(3)
  })

  it("names the roles that have an account, in the roles' order", () => {
    expect(describeStaff({ ...NONE, admins: 1, translators: 3 })).toBe("1 admin, 3 translators")
    expect(describeStaff({ admins: 2, editors: 1, recruiters: 1, contributors: 1, translators: 1 })).toBe(
      "2 admins, 1 editor, 1 recruiter, 1 contributor, 1 translator",
    )
    expect(describeStaff(NONE)).toBe("No active accounts")
  })
})
