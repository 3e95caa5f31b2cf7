import { describe, expect, it } from "vitest"
import { unavailableJob } from "./unavailable-job"

const WHY = "PostgreSQL is not installed (apt-get install postgresql): the contract suites ran on PGlite only"

describe("a job of npm test that cannot run on this machine", () => {
  it("is a notice outside CI", () => {
    expect(unavailableJob(WHY, {})).toEqual({ failed: false, line: `not run: ${WHY}` })
    expect(unavailableJob(WHY, { CI: "false" })).toEqual({ failed: false, line: `not run: ${WHY}` })
  })

  it("fails the run under CI=true (or CI=1)", () => {
    expect(unavailableJob(WHY, { CI: "true" })).toEqual({ failed: true, line: `failed: ${WHY} (CI runs every job)` })
    expect(unavailableJob(WHY, { CI: "1" })).toMatchObject({ failed: true })
  })
})
