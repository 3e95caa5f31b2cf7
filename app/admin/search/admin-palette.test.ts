import { describe, expect, it } from "vitest"
import type { AdminSearchHit } from "../../data/admin-search"
import { hitHref } from "./admin-palette"

const hit = (category: AdminSearchHit["category"], locale: string | null = null): AdminSearchHit => ({
  category,
  id: "00000000-0000-4000-8000-000000000001",
  title: "A record",
  detail: "",
  locale,
  kind: null,
  status: null,
})
const ID = "00000000-0000-4000-8000-000000000001"

describe("where a palette result opens, by role", () => {
  it("opens a translation in the workspace for linguists, in the document editor for contributors", () => {
    expect(hitHref(hit("translation", "sv"), "translator")).toBe(`/admin/translations/${ID}/sv`)
    expect(hitHref(hit("translation", "de"), "editor")).toBe(`/admin/translations/${ID}/de`)
    expect(hitHref(hit("translation", "de"), "contributor")).toBe(`/admin/documents/${ID}`)
  })

  it("opens leads, users and media only where the role has the screen (the database gives them no such rows anyway)", () => {
    expect(hitHref(hit("lead"), "recruiter")).toBe(`/admin/leads/${ID}`)
    expect(hitHref(hit("lead"), "contributor")).toBeNull()
    expect(hitHref(hit("user"), "admin")).toBe(`/admin/users/edit/${ID}`)
    expect(hitHref(hit("user"), "editor")).toBeNull()
    expect(hitHref(hit("media"), "contributor")).toBe(`/admin/media?image=${ID}`)
    expect(hitHref(hit("document", "en"), "translator")).toBeNull()
  })
})
