import { describe, expect, it } from "vitest"
import { scheduledListLabel } from "../../data/document-schedules"
import { matchesStatus, viewFromSearch, viewToSearch } from "./list-search"

describe("a document list's view in the address", () => {
  it("reads the collection, the words, the status and the order, and writes them back the same", () => {
    const search = new URLSearchParams("kind=blog_post&q=plain+language&status=changed&sort=title")
    const view = viewFromSearch(search)
    expect(view).toEqual({ kind: "blog_post", search: "plain language", status: "changed", sort: { key: "title", direction: "asc" } })
    expect(viewToSearch(view).toString()).toBe("kind=blog_post&q=plain+language&status=changed&sort=title")
  })

  it("leaves out what is at its default, and reads what it does not know as the default", () => {
    expect(viewFromSearch(new URLSearchParams("status=gone&sort=-colour"))).toEqual({
      kind: "",
      search: "",
      status: "all",
      sort: { key: "updated", direction: "desc" },
    })
    expect(viewToSearch(viewFromSearch(new URLSearchParams("sort=-updated&q=%20%20"))).toString()).toBe("")
    expect(viewToSearch({ kind: "", search: "", status: "all", sort: { key: "published", direction: "desc" } }).toString()).toBe(
      "sort=-published",
    )
  })
})

describe("the lists' scheduled state", () => {
  const scheduled = { action: "publish" as const, runAt: "2026-12-03T08:00:00Z" }

  it("says a pending publish or unpublish at its time in Stockholm", () => {
    // 08:00 UTC is 09:00 in Stockholm in December (CET).
    expect(scheduledListLabel(scheduled)).toBe("Scheduled · 3 Dec 2026, 09:00 Stockholm")
    // 22:30 UTC on 30 June is 00:30 the next day in Stockholm (CEST).
    expect(scheduledListLabel({ action: "unpublish", runAt: "2027-06-30T22:30:00Z" })).toBe(
      "Scheduled unpublish · 1 Jul 2027, 00:30 Stockholm",
    )
  })

  it("filters on a pending schedule whatever the status, and keeps the address", () => {
    expect(matchesStatus("scheduled", { status: "draft", scheduled })).toBe(true)
    expect(matchesStatus("scheduled", { status: "published", scheduled })).toBe(true)
    expect(matchesStatus("scheduled", { status: "changed", scheduled: null })).toBe(false)
    expect(matchesStatus("draft", { status: "draft", scheduled })).toBe(true)
    expect(viewToSearch(viewFromSearch(new URLSearchParams("status=scheduled"))).toString()).toBe("status=scheduled")
  })
})
