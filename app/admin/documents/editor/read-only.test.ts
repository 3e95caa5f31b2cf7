import { describe, expect, it } from "vitest"
import { readOnlyMessage } from "./read-only"

describe("the banner over a document the reader may only view", () => {
  it("names a page a page, and who changes it with admins last", () => {
    expect(readOnlyMessage({ kind: "page:service", kindLabel: "Service page", editedBy: ["admin", "editor"] })).toBe(
      "You can view this page; editors and admins change it.",
    )
  })

  it("names an entry by its kind", () => {
    expect(readOnlyMessage({ kind: "blog_post", kindLabel: "Blog post", editedBy: ["admin", "editor"] })).toBe(
      "You can view this blog post; editors and admins change it.",
    )
    expect(readOnlyMessage({ kind: "faq_entry", kindLabel: "FAQ entry", editedBy: ["admin"] })).toBe(
      "You can view this FAQ entry; admins change it.",
    )
    expect(readOnlyMessage({ kind: "open_position", kindLabel: "Open position", editedBy: ["admin", "editor", "recruiter"] })).toBe(
      "You can view this open position; editors, recruiters and admins change it.",
    )
  })

  it("names whom to ask, not the contributors, who draft but do not publish", () => {
    expect(readOnlyMessage({ kind: "page:service", kindLabel: "Service page", editedBy: ["admin", "editor", "contributor"] })).toBe(
      "You can view this page; editors and admins change it.",
    )
  })
})
