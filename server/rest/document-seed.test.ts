/**
 * The document seed (supabase/document-seed.sql, apply_document_seed()) and the collections'
 * schemas as visitors, staff and the seed meet them: supabase-js against the real server, documents
 * published through the publish-document edge function.
 */
import fs from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { startTestServer, type TestServer } from "../testing/harness"

interface SeedRow {
  id: string
  kind: string
  path: string
  title: string
  data: Record<string, unknown>
}

/** The documents as the generated file writes them. */
const SEED: SeedRow[] = JSON.parse(
  /\$seed\$([\s\S]*)\$seed\$/.exec(fs.readFileSync(path.resolve(import.meta.dirname, "../../supabase/document-seed.sql"), "utf8"))![1],
)
const seeded = (kind: string, index = 0) => SEED.filter((row) => row.kind === kind)[index]

let t: TestServer
let anon: SupabaseClient
let editor: StaffAccount

beforeAll(async () => {
  t = await startTestServer({ http: true })
  anon = t.client()
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
})
afterAll(() => t?.close())

interface PublishOutcome {
  status: number
  body: { version?: number; error?: { code: string; field?: string; message: string } }
}

async function publish(who: StaffAccount, doc: { id: string; path: string; title: string }, data: unknown, version: number, revision = 0) {
  const { data: body, error } = await who.client.functions.invoke("publish-document", {
    body: { documentId: doc.id, expectedVersion: version, expectedRevision: revision, title: doc.title, path: doc.path, data },
  })
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, body: await response.json() } as PublishOutcome
  }
  expect(error).toBeNull()
  return { status: 200, body } as PublishOutcome
}

/** Runs the seed as the server does, with these documents; what became of each, by path. */
async function applySeed(rows: SeedRow[]): Promise<Record<string, string>> {
  const { rows: outcomes } = await t.db.query<{ document_path: string; outcome: string }>(
    "select document_path, outcome from public.apply_document_seed($1::jsonb)",
    [JSON.stringify(rows)],
  )
  return Object.fromEntries(outcomes.map((row) => [row.document_path, row.outcome]))
}

const stateOf = async (id: string) =>
  (
    await t.db.query<{ title: string; published_data: unknown; version: number }>(
      "select title, published_data, version from public.documents where id = $1",
      [id],
    )
  ).rows[0]

describe("a new database", () => {
  it("has every seed document published, as version 1, and visitors read each as the seed wrote it", async () => {
    const { data, error } = await anon.from("documents").select("id, collection, path, title, published_data, version")
    expect(error).toBeNull()
    const byId = new Map((data ?? []).map((row) => [row.id, row]))
    expect(byId.size).toBe(SEED.length)
    for (const row of SEED) {
      expect(byId.get(row.id)).toEqual({
        id: row.id,
        collection: row.kind,
        path: row.path,
        title: row.title,
        published_data: row.data,
        version: 1,
      })
    }
  })

  it("has the collections' entries of today's site: 8 blog posts, 5 news items, 10 case studies, 8 open positions, 62 glossary terms, 33 questions, 7 offices, 8 leaders, 5 testimonials, 6 events, and the two menus", async () => {
    const { data } = await anon.from("documents").select("collection").not("collection", "like", "page:%")
    const counts: Record<string, number> = {}
    for (const row of data ?? []) counts[row.collection] = (counts[row.collection] ?? 0) + 1
    expect(counts).toEqual({
      blog_post: 8,
      news_item: 5,
      case_study: 10,
      open_position: 8,
      glossary_term: 62,
      faq_entry: 33,
      office: 7,
      team_member: 8,
      testimonial: 5,
      event: 6,
      menu_header: 1,
      menu_footer: 1,
    })
    const post = await anon.from("documents").select("path, title").eq("path", "/resources/blog/game-lqa-bug-reports").single()
    expect(post.data).toEqual({
      path: "/resources/blog/game-lqa-bug-reports",
      title: "Game LQA: the anatomy of a linguistic bug report that actually gets fixed",
    })
  })

  it("records the seed hash of what the seed wrote, which visitors cannot read", async () => {
    const row = seeded("office")
    const { rows } = await t.db.query<{ matches: boolean }>(
      "select seed_hash = md5(jsonb_build_array(title, path, published_data)::text) as matches from public.documents where id = $1",
      [row.id],
    )
    expect(rows).toEqual([{ matches: true }])
    const visitor = await anon.from("documents").select("seed_hash").eq("id", row.id)
    expect(visitor.error?.code).toBe("42501")
  })
})

describe("seeding again", () => {
  it("changes nothing when the seed is the same (no new version)", async () => {
    const outcomes = await applySeed(SEED)
    expect(new Set(Object.values(outcomes))).toEqual(new Set(["unchanged"]))
    expect((await stateOf(seeded("testimonial").id)).version).toBe(1)
  })

  it("keeps what staff published through publish-document, while an untouched document follows the changed seed", async () => {
    const edited = seeded("news_item", 0)
    const untouched = seeded("news_item", 1)
    const staffData = { ...edited.data, excerpt: "Rewritten by the communications team." }
    expect(await publish(editor, edited, staffData, 1)).toEqual({ status: 200, body: { version: 2 } })

    const changed = (row: SeedRow) => ({
      ...row,
      title: `${row.title} (updated)`,
      data: { ...row.data, excerpt: "Changed in app/content." },
    })
    const outcomes = await applySeed([changed(edited), changed(untouched)])
    expect(outcomes).toEqual({ [edited.path]: "kept", [untouched.path]: "updated" })

    expect(await stateOf(edited.id)).toEqual({ title: edited.title, published_data: staffData, version: 2 })
    expect(await stateOf(untouched.id)).toEqual({
      title: `${untouched.title} (updated)`,
      published_data: changed(untouched).data,
      version: 2,
    })
    const visitor = await anon.from("documents").select("published_data").eq("id", untouched.id).single()
    expect(visitor.data?.published_data).toEqual(changed(untouched).data)
    // The seed's write is a version in the history, published by nobody.
    const { rows } = await t.db.query(
      "select version, published_by from public.document_versions where document_id = $1 order by version",
      [untouched.id],
    )
    expect(rows).toEqual([
      { version: 1, published_by: null },
      { version: 2, published_by: null },
    ])
  })

  it("leaves a document staff took off the site or hold a draft of, and adds a new seed document unless its path is taken", async () => {
    const closed = seeded("open_position", 0)
    const drafted = seeded("open_position", 1)
    const unpublished = await editor.client.rpc("unpublish_document", { p_id: closed.id })
    expect(unpublished.error).toBeNull()
    const draft = await editor.client.rpc("save_document_draft", {
      p_id: drafted.id,
      p_title: drafted.title,
      p_path: drafted.path,
      p_data: drafted.data,
      p_expected_version: 1,
      p_expected_revision: 0,
    })
    expect(draft.error).toBeNull()

    const fresh: SeedRow = {
      ...seeded("open_position", 2),
      id: "6f1c3a52-0e0b-4a8e-9d8a-5b7f5f1c0a01",
      path: "/careers/open-positions/new-role",
    }
    const clash: SeedRow = { ...fresh, id: "6f1c3a52-0e0b-4a8e-9d8a-5b7f5f1c0a02", path: closed.path }
    const changed = (row: SeedRow) => ({ ...row, data: { ...row.data, summary: "Changed in app/content." } })
    expect(await applySeed([changed(closed), changed(drafted), fresh, clash])).toEqual({
      [closed.path]: "path_taken",
      [drafted.path]: "kept",
      [fresh.path]: "created",
    })
    expect((await stateOf(closed.id)).published_data).toEqual(closed.data)
    expect((await stateOf(drafted.id)).published_data).toEqual(drafted.data)
    const visitor = await anon.from("documents").select("path, version").eq("id", fresh.id).single()
    expect(visitor.data).toEqual({ path: fresh.path, version: 1 })
  })

  it("may be run by the database owner alone: the API roles cannot call apply_document_seed (42501)", async () => {
    const { error } = await editor.client.rpc("apply_document_seed", { p_documents: [] })
    expect(error?.code).toBe("42501")
  })
})

describe("publishing a collection entry that breaks its schema", () => {
  const breaks: Array<[kind: string, field: string, change: (data: Record<string, unknown>) => Record<string, unknown>, message?: string]> =
    [
      ["blog_post", "title", (data) => ({ ...data, title: "   " }), "Give the post a title."],
      ["blog_post", "body", (data) => ({ ...data, body: [] }), "Write at least one paragraph."],
      ["news_item", "meta.description", (data) => ({ ...data, meta: { title: "News" } })],
      ["case_study", "results", (data) => ({ ...data, results: [] }), "Give at least one result."],
      ["open_position", "type", (data) => ({ ...data, type: "Sometimes" }), "Choose full-time, part-time or contract."],
      ["glossary_term", "definition", (data) => ({ ...data, definition: "x".repeat(1_001) }), "Keep it to 1000 characters or fewer."],
      [
        "faq_entry",
        "answer.0.children.0.text",
        (data) => ({ ...data, answer: [{ type: "paragraph", children: [{ type: "text", text: 42 }] }] }),
      ],
      ["office", "phone", (data) => ({ ...data, phone: "call us" }), "Write the number in international form, such as +46 8 120 345 00."],
      ["office", "email", (data) => ({ ...data, email: "not an address" }), "Give an email address, such as stockholm@nordika.com."],
      ["team_member", "name", (data) => ({ ...data, name: "" }), "Give the person's name."],
      ["testimonial", "quote", (data) => Object.fromEntries(Object.entries(data).filter(([key]) => key !== "quote")), "Write the quote."],
      ["event", "startsOn", (data) => ({ ...data, startsOn: "21 January 2027" }), "Enter the date as YYYY-MM-DD."],
      ["event", "time", (data) => ({ ...data, time: "afternoon" }), "Give the time, such as 15:00 CET or 13:00–18:00 CET."],
    ]

  it.each(breaks)(
    "%s: answers 400 invalid_document naming %s, and the site keeps the seeded version",
    async (kind, field, change, message) => {
      const row = SEED.filter((r) => r.kind === kind).at(-1)!
      const outcome = await publish(editor, row, change(row.data), 1)
      expect(outcome.status).toBe(400)
      expect(outcome.body.error).toMatchObject({ code: "invalid_document", field, ...(message ? { message } : {}) })
      expect(await stateOf(row.id)).toEqual({ title: row.title, published_data: row.data, version: 1 })
    },
  )
})
