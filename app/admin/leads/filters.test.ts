import { describe, expect, it } from "vitest"
import { EMPTY_LEAD_FILTERS } from "@nordika/ui/admin"
import { STAFF_LEAD_TYPES } from "#shared/staff"
import { leadTypesDescription } from "../screens/leads"
import { filtersFromSearch, filtersToSearch } from "./filters"

describe("the inbox's filters in the address", () => {
  it("read back what they wrote", () => {
    const filters = { ...EMPTY_LEAD_FILTERS, search: "svensson", type: "quote", status: "new", language: "sv", from: "2026-04-01" } as const
    expect(filtersToSearch(filters).toString()).toBe("q=svensson&type=quote&status=new&language=sv&from=2026-04-01")
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters)
  })

  it("leave a language the site does not have at all languages", () => {
    expect(filtersFromSearch(new URLSearchParams("language=fr")).language).toBe("all")
    expect(filtersFromSearch(new URLSearchParams("language=de")).language).toBe("de")
  })

  it("leave a type the reader's role does not work at all types", () => {
    const address = new URLSearchParams("type=quote&status=new")
    expect(filtersFromSearch(address, STAFF_LEAD_TYPES.recruiter)).toEqual({ ...EMPTY_LEAD_FILTERS, status: "new" })
    expect(filtersFromSearch(new URLSearchParams("type=job_application"), STAFF_LEAD_TYPES.recruiter).type).toBe("job_application")
    expect(filtersFromSearch(new URLSearchParams("type=job_application"), STAFF_LEAD_TYPES.editor).type).toBe("all")
  })
})

describe("the inbox's line for staff who work some of the types", () => {
  it("names them", () => {
    expect(leadTypesDescription(STAFF_LEAD_TYPES.recruiter)).toBe("Leads your role works: job applications and freelancer applications.")
    expect(leadTypesDescription(STAFF_LEAD_TYPES.editor)).toBe(
      "Leads your role works: quote requests, consultations, messages, event registrations, brochure requests and accessibility reports.",
    )
  })
})
