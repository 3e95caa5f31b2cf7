import { describe, expect, it } from "vitest"
import { viewFromSearch, viewToSearch } from "./list-search"

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
