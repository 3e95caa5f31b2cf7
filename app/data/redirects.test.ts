import { describe, expect, it } from "vitest"
import { parseRedirectCsv, redirectErrorField, redirectSchema, redirectsCsv } from "./redirects"

const EXISTING = [{ id: "a", source: "/old-a", target: "/new-a", match: "exact" as const }]

describe("the redirects' CSV import", () => {
  it("reads each line against the rules: the good ones with their defaults, each bad one with its error", () => {
    const lines = parseRedirectCsv(
      [
        "source,target,status,match",
        "/Old-B/,/new-b",
        "old-c,/new-c",
        "/old-d,/new-d,307",
        "/new-a,/old-a",
        "/old-e,/new-e,302,prefix",
        "",
      ].join("\n"),
      EXISTING,
    )
    expect(lines).toEqual([
      { line: 2, text: "/Old-B/,/new-b", values: { source: "/old-b", target: "/new-b", status: 301, match: "exact" } },
      { line: 3, text: "old-c,/new-c", error: "Enter a path of this site that starts with /, such as /services/translation." },
      { line: 4, text: "/old-d,/new-d,307", error: "Choose 301 (moved for good) or 302 (for now)." },
      { line: 5, text: "/new-a,/old-a", error: "/old-a already redirects to /new-a: this would make a loop." },
      { line: 6, text: "/old-e,/new-e,302,prefix", values: { source: "/old-e", target: "/new-e", status: 302, match: "prefix" } },
    ])
  })

  it("refuses a second redirect from one path within the file", () => {
    const lines = parseRedirectCsv("/old-f,/new-f\n/old-f,/other", [])
    expect(lines[1].error).toBe("/old-f already redirects.")
  })

  it("writes what it reads", () => {
    const csv = redirectsCsv([{ source: "/old-e", target: "/new-e", status: 302, match: "prefix" }])
    expect(csv).toBe("source,target,status,match\n/old-e,/new-e,302,prefix\n")
    expect(parseRedirectCsv(csv, [])[0].values).toEqual({ source: "/old-e", target: "/new-e", status: 302, match: "prefix" })
  })
})

describe("the redirect form's rules", () => {
  it("refuse a redirect to itself and one into its own prefix", () => {
    const same = redirectSchema().safeParse({ source: "/a", target: "/a/", status: 301, match: "exact" })
    expect(same.error?.issues.map((issue) => issue.message)).toEqual(["A redirect cannot lead to its own address."])
    const under = redirectSchema().safeParse({ source: "/a", target: "/a/b", status: 301, match: "prefix" })
    expect(under.error?.issues.map((issue) => issue.message)).toEqual([
      "A prefix redirect cannot lead under its own address: it would never end.",
    ])
  })
})

describe("a redirect's source the app answers itself", () => {
  const MESSAGE = "The app answers this address itself (sign-in, the admin area, the API or a service's alias): choose another."
  const sourceError = (source: string) =>
    redirectSchema()
      .safeParse({ source, target: "/contact", status: 301, match: "exact" })
      .error?.issues.find((issue) => issue.path[0] === "source")?.message

  it("is refused under the source field: the sign-in pages, an alias, the admin area and the API, as typed", () => {
    for (const source of ["/login", "/Login/Setup/", "/emergency-login", "/technology/ai-solutions", "/admin", "/admin/users", "/api/v1"]) {
      expect(sourceError(source), source).toBe(MESSAGE)
    }
  })

  it("is allowed when it only starts like one", () => {
    for (const source of ["/administration", "/apis-old", "/login-help", "/technology"]) expect(sourceError(source), source).toBeUndefined()
  })

  it("puts the database's RCODE refusal under the source, its other refusals under the target", () => {
    expect(redirectErrorField(Object.assign(new Error("/login is an address of the app itself"), { code: "RCODE" }))).toBe("source")
    expect(redirectErrorField(Object.assign(new Error("would make a loop"), { code: "RLOOP" }))).toBe("target")
  })
})
