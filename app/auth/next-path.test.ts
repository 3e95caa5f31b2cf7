import { describe, expect, it } from "vitest"
import { ADMIN_HOME_PATH } from "../admin/paths"
import { loginPathFor, safeNextPath } from "./next-path"

describe("the page to return to after signing in", () => {
  it("is the given path of this site, with its query and fragment", () => {
    expect(safeNextPath("/admin/users")).toBe("/admin/users")
    expect(safeNextPath("/admin/users/edit/42?tab=roles#mfa")).toBe("/admin/users/edit/42?tab=roles#mfa")
  })

  it("is the admin's home when nothing is given", () => {
    expect(safeNextPath(null)).toBe(ADMIN_HOME_PATH)
    expect(safeNextPath("")).toBe(ADMIN_HOME_PATH)
  })

  it.each([
    "https://evil.example/admin",
    "//evil.example/admin",
    "/\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "admin/users",
    "http:/evil.example",
  ])("refuses %j, which leads off the site", (raw) => {
    expect(safeNextPath(raw)).toBe(ADMIN_HOME_PATH)
  })

  it("never leads back to the sign-in page", () => {
    expect(safeNextPath("/login?next=/admin/users")).toBe(ADMIN_HOME_PATH)
  })

  it("never leads back to the Swedish or German sign-in pages either, but to a Swedish or German page of the site", () => {
    expect(safeNextPath("/sv/login?next=/admin/users")).toBe(ADMIN_HOME_PATH)
    expect(safeNextPath("/de/login/setup")).toBe(ADMIN_HOME_PATH)
    expect(safeNextPath("/sv/tjanster/oversattning")).toBe("/sv/tjanster/oversattning")
  })

  it("resolves dot segments instead of passing them on", () => {
    expect(safeNextPath("/admin/../admin/users")).toBe("/admin/users")
  })
})

describe("the sign-in address for a page", () => {
  it("carries the page, query included, as `next`", () => {
    const path = loginPathFor({ pathname: "/admin/users", search: "?page=2" })
    expect(path).toBe("/login?next=%2Fadmin%2Fusers%3Fpage%3D2")
    expect(safeNextPath(new URLSearchParams(path.split("?")[1]).get("next"))).toBe("/admin/users?page=2")
  })
})
