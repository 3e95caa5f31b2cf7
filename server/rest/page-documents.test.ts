/**
 * The page kinds' schemas as publish-document applies them (supabase/functions/_shared/content/pages/):
 * for each page kind, a page that breaks its schema is refused with 400 and the field, and the
 * page's seed document (scripts/document-seed-pages.ts) is published. supabase-js against the real server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError } from "@supabase/supabase-js"
import { pageSeedDocuments } from "../../scripts/document-seed-pages"
import type { SeedDocument } from "../../scripts/seed-document"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
let editor: StaffAccount

beforeAll(async () => {
  t = await startTestServer()
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
})
afterAll(() => t?.close())

const seeds = new Map(pageSeedDocuments().map((document) => [document.path, document]))
const seed = (path: string) => seeds.get(path)!

interface Refusal {
  status: number
  error?: { code: string; field?: string; message: string }
  version?: number
}

async function publish(id: string, document: SeedDocument, data: unknown): Promise<Refusal> {
  const { data: body, error } = await editor.client.functions.invoke("publish-document", {
    body: { documentId: id, expectedVersion: 0, expectedRevision: 1, title: document.title, path: document.path, data },
  })
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, ...(await response.json()) }
  }
  expect(error).toBeNull()
  return { status: 200, ...body }
}

const withData = (document: SeedDocument, change: (data: Record<string, unknown>) => void) => {
  const data = structuredClone(document.data)
  change(data)
  return data
}
const at = (data: Record<string, unknown>, ...keys: Array<string | number>) =>
  keys.reduce<Record<string | number, unknown>>((value, key) => value[key] as Record<string | number, unknown>, data)

/** A page of each kind, broken in one field: what the editor is told, and where. */
const BROKEN_PAGES: Array<{ kind: string; from: string; breaks: (data: Record<string, unknown>) => void; field: string; message: string }> =
  [
    {
      kind: "page:home",
      from: "/",
      breaks: (data) => (at(data, "industries").heading = "   "),
      field: "industries.heading",
      message: "Write the heading.",
    },
    {
      kind: "page:service",
      from: "/services/translation",
      breaks: (data) => (data.related = ["/services/interpretation", "https://example.com/elsewhere"]),
      field: "related.1",
      message: "Choose a page of this site, such as /services/translation.",
    },
    {
      kind: "page:industry",
      from: "/industries/legal",
      breaks: (data) => (data.overview = []),
      field: "overview",
      message: "Write at least one paragraph.",
    },
    {
      kind: "page:legal",
      from: "/privacy-policy",
      breaks: (data) => (data.updated = "30/11/2026"),
      field: "updated",
      message: "Enter the date of the last revision as YYYY-MM-DD.",
    },
    {
      kind: "page:listing",
      from: "/resources/blog",
      breaks: (data) => (data.lists = "recipe"),
      field: "lists",
      message: "Choose what the page lists.",
    },
    {
      kind: "page:faq",
      from: "/faq",
      breaks: (data) => (at(data, "groups", 1).id = at(data, "groups", 0).id),
      field: "groups",
      message: "Give every topic its own anchor: questions are filed under it.",
    },
    {
      kind: "page:content",
      from: "/technology",
      breaks: (data) => (at(data, "cta", "primary").href = "javascript:alert(1)"),
      field: "cta.primary.href",
      message: "Enter a path on this site (/contact), an #anchor, or an https://, mailto: or tel: address.",
    },
    {
      kind: "page:about",
      from: "/about/history",
      breaks: (data) => (at(data, "sections", 0).kind = "video"),
      field: "sections.0.kind",
      message: "Choose the kind of section.",
    },
    {
      kind: "page:careers",
      from: "/careers",
      breaks: (data) => (at(data, "hero").panel = { kind: "latest", of: "office", label: "Latest office", linkLabel: "Visit" }),
      field: "hero.panel.of",
      message: "Choose the blog, the news or the case studies.",
    },
    {
      kind: "page:contact",
      from: "/contact",
      breaks: (data) => (data.description = "A description that goes on. ".repeat(8)),
      field: "description",
      message: "Keep a description for search results to 200 characters or fewer.",
    },
    {
      kind: "page:landing",
      from: "/sustainability",
      breaks: (data) => delete at(data, "hero").intro,
      field: "hero.intro",
      message: "Write the introduction.",
    },
    {
      kind: "page:language",
      from: "/security-compliance",
      breaks: (data) => (at(data, "sections", 0).id = "Not An Anchor"),
      field: "sections.0.id",
      message: "Use lower-case words joined by hyphens, such as quotes-and-pricing.",
    },
  ]

describe("publishing a page", () => {
  it("covers every page kind the database lists", async () => {
    const { data, error } = await t.client().from("document_kinds").select("kind").like("kind", "page:%").order("kind")
    expect(error).toBeNull()
    expect(data!.map((row) => row.kind)).toEqual(BROKEN_PAGES.map((page) => page.kind).sort())
  })

  it.each(BROKEN_PAGES)(
    "refuses a $kind page that breaks its schema with 400 naming $field, then publishes the seed page",
    async (page) => {
      // Beside the seeded page of that path, which the document seed has already published.
      const from = seed(page.from)
      const document = {
        ...from,
        kind: page.kind,
        path: `/seed-copies/${page.kind.slice("page:".length)}${from.path === "/" ? "" : from.path}`,
      }
      const { data: id, error } = await editor.client.rpc("create_document", {
        p_collection: page.kind,
        p_path: document.path,
        p_title: document.title,
        p_data: document.data,
      })
      expect(error).toBeNull()

      expect(await publish(id, document, withData(document, page.breaks))).toEqual({
        status: 400,
        error: { code: "invalid_document", field: page.field, message: page.message },
      })
      const { rows } = await t.db.query("select version, published_data from public.documents where id = $1", [id])
      expect(rows).toEqual([{ version: 0, published_data: null }])

      expect(await publish(id, document, document.data)).toEqual({ status: 200, version: 1 })
      const live = await t.client().from("documents").select("collection, path, published_data").eq("id", id)
      expect(live.data).toEqual([{ collection: page.kind, path: document.path, published_data: document.data }])
    },
  )
})
