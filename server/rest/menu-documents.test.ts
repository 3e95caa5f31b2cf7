/**
 * The menus as documents (kinds menu_header and menu_footer, supabase/migrations/20261203000100_menu_documents.sql):
 * what visitors read, what publish-document refuses (400 naming the field, as for every kind), who may
 * publish, the links the trash's warning sees, and the migration that gives an existing database the two
 * documents without touching a staff edit. supabase-js against the real server.
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
  data: Record<string, unknown> & { entries?: { title: string; groups: { links: { title: string }[] }[] }[] }
}

const SEED: SeedRow[] = JSON.parse(
  /\$seed\$([\s\S]*)\$seed\$/.exec(fs.readFileSync(path.resolve(import.meta.dirname, "../../supabase/document-seed.sql"), "utf8"))![1],
)
const HEADER = SEED.find((row) => row.kind === "menu_header")!
const FOOTER = SEED.find((row) => row.kind === "menu_footer")!
const TRANSLATION = SEED.find((row) => row.path === "/services/translation")!
const MIGRATION = fs.readFileSync(path.resolve(import.meta.dirname, "../../supabase/migrations/20261203000100_menu_documents.sql"), "utf8")

let t: TestServer
let anon: SupabaseClient
let editor: StaffAccount
let contributor: StaffAccount

beforeAll(async () => {
  t = await startTestServer({ http: true })
  anon = t.client()
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
  contributor = await staffAccount(t, { role: "contributor", displayName: "Cora Contributor" })
})
afterAll(() => t?.close())

async function publish(who: StaffAccount, doc: SeedRow, data: unknown, version: number, revision = 0) {
  const { data: body, error } = await who.client.functions.invoke("publish-document", {
    body: { documentId: doc.id, expectedVersion: version, expectedRevision: revision, title: doc.title, path: doc.path, data },
  })
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, body: (await response.json()) as { error?: { code: string; field?: string; message: string } } }
  }
  expect(error).toBeNull()
  return { status: 200, body: body as { version: number } }
}

const stateOf = async (id: string) =>
  (
    await t.db.query<{ version: number; published_data: unknown }>("select version, published_data from public.documents where id = $1", [
      id,
    ])
  ).rows[0]

describe("the menus as documents", () => {
  it("are two published documents of their kinds, read by visitors, which no page is routed to", async () => {
    const { data, error } = await anon
      .from("documents")
      .select("collection, path, title")
      .in("collection", ["menu_header", "menu_footer"])
      .order("path")
    expect({ data, error }).toEqual({
      data: [
        { collection: "menu_footer", path: "/menus/footer", title: "Footer" },
        { collection: "menu_header", path: "/menus/header", title: "Header menu" },
      ],
      error: null,
    })
    const page = await fetch(`${t.url}/menus/header`)
    expect(page.status).toBe(404)
  })

  it("refuses a header of four entries with 400 invalid_document naming entries, and the site keeps the seeded menu", async () => {
    const four = { ...HEADER.data, entries: HEADER.data.entries!.slice(0, 4) }
    const outcome = await publish(editor, HEADER, four, 1)
    expect(outcome).toEqual({
      status: 400,
      body: { error: { code: "invalid_document", field: "entries", message: "The header has exactly five top-level entries." } },
    })
    expect(await stateOf(HEADER.id)).toEqual({ version: 1, published_data: HEADER.data })
  })

  it("refuses a link card with a bad page link, naming the card's field", async () => {
    const data = structuredClone(HEADER.data) as unknown as { entries: { groups: { links: Record<string, unknown>[] }[] }[] }
    data.entries[1].groups[0].links[0] = { ...data.entries[1].groups[0].links[0], page: { type: "internal-link", documentId: "not-an-id" } }
    const outcome = await publish(editor, HEADER, data, 1)
    expect(outcome.status).toBe(400)
    expect(outcome.body).toMatchObject({ error: { code: "invalid_document", field: "entries.1.groups.0.links.0.page.documentId" } })
    expect(await stateOf(HEADER.id)).toEqual({ version: 1, published_data: HEADER.data })
  })

  it("refuses a contributor's publish with 403, as for every kind", async () => {
    const outcome = await publish(contributor, FOOTER, { ...FOOTER.data, tagline: "Cora's tagline" }, 1)
    expect(outcome.status).toBe(403)
    expect(outcome.body).toMatchObject({ error: { code: "not_allowed" } })
    expect(await stateOf(FOOTER.id)).toEqual({ version: 1, published_data: FOOTER.data })
  })

  it("lists the menu among the documents that link to a page, so trashing the page warns of it", async () => {
    const links = await t.db.query<{ from_document: string }>("select from_document from public.document_links where to_document = $1", [
      TRANSLATION.id,
    ])
    expect(links.rows.map((row) => row.from_document)).toEqual(expect.arrayContaining([HEADER.id, FOOTER.id]))
  })

  it("publishes an editor's valid change as the next version", async () => {
    const data = structuredClone(HEADER.data)
    data.entries![1].groups[0].links[0].title = "Translation, by people"
    const outcome = await publish(editor, HEADER, data, 1)
    expect(outcome).toEqual({ status: 200, body: expect.objectContaining({ version: 2 }) })
    const { data: read } = await anon.from("documents").select("published_data").eq("id", HEADER.id).single()
    expect((read as { published_data: typeof data }).published_data.entries![1].groups[0].links[0].title).toBe("Translation, by people")
  })
})

describe("the migration 20261203000100_menu_documents", () => {
  it("gives a database that has the pages but not the menus the two documents, and leaves a menu staff edited as it is", async () => {
    // The header was edited by staff above (version 2); the footer goes, as on a database from before the menus.
    await t.db.query("delete from public.documents where id = $1", [FOOTER.id])
    await t.db.exec(MIGRATION)
    expect(await stateOf(FOOTER.id)).toEqual({ version: 1, published_data: FOOTER.data })
    const header = await stateOf(HEADER.id)
    expect(header.version).toBe(2)
    expect((header.published_data as SeedRow["data"]).entries![1].groups[0].links[0].title).toBe("Translation, by people")
  })
})

describe("the menus stay on the site", () => {
  it("refuses to unpublish or trash a menu, for an editor too, with 55000 and the reason; the menu stays live", async () => {
    const expected = {
      code: "55000",
      message: "The site's menus stay on the site: publish a change to this menu instead of taking it off",
    }
    const unpublished = await editor.client.rpc("unpublish_document", { p_id: HEADER.id, p_force: true })
    expect(unpublished.error).toMatchObject(expected)
    const trashed = await editor.client.rpc("trash_document", { p_id: FOOTER.id, p_force: true })
    expect(trashed.error).toMatchObject(expected)
    const { data } = await anon.from("documents").select("path").in("id", [HEADER.id, FOOTER.id]).order("path").throwOnError()
    expect(data).toEqual([{ path: "/menus/footer" }, { path: "/menus/header" }])
  })
})
