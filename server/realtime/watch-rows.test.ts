import type { SupabaseClient } from "@supabase/supabase-js"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { Database } from "../../app/data/database.types"
import { REALTIME_TABLES, watchRows, type RowChange, type WatchStatus } from "../../app/data/realtime"
import { startTestServer, type TestServer } from "../testing/harness"
import { Inbox, realtimeClients } from "./testing"

let t: TestServer
let clients: ReturnType<typeof realtimeClients>

beforeAll(async () => {
  t = await startTestServer({ http: true })
  clients = realtimeClients(t)
})
afterEach(() => clients.close())
afterAll(() => t.close())

async function staffClient(staffRole: "admin" | "editor" | "recruiter" = "editor") {
  return (await clients.client({ token: await t.userToken({ staffRole }) })) as unknown as SupabaseClient<Database>
}

/** Watches and resolves once the subscription is live; answers the changes and the cleanup. */
async function watched<T extends (typeof REALTIME_TABLES)[number]>(
  supabase: SupabaseClient<Database>,
  options: Omit<Parameters<typeof watchRows<T>>[1], "onChange" | "onStatus">,
) {
  const changes = new Inbox<RowChange<T>>()
  const statuses = new Inbox<WatchStatus>()
  const stop = watchRows(supabase, { ...options, onChange: changes.push, onStatus: statuses.push })
  await statuses.next((s) => s !== "CLOSED")
  expect(statuses.items).toEqual(["SUBSCRIBED"])
  return { changes, stop }
}

const setSection = (key: string, value: unknown) =>
  t.db.query("update public.content_sections set value = $2 where key = $1", [key, JSON.stringify(value)])

describe("watchRows, the app's helper for live changes", () => {
  it("offers exactly the tables of the supabase_realtime publication", async () => {
    const { rows } = await t.db.query<{ tablename: string }>(
      "select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' order by 1",
    )
    expect(rows.map((r) => r.tablename)).toEqual([...REALTIME_TABLES].sort())
  })

  it("tells an editor that the section they edit changed under them, and nothing about other sections", async () => {
    const { rows } = await t.db.query<{ key: string }>("select key from public.content_sections order by key limit 2")
    const [mine, other] = rows.map((r) => r.key)
    const { changes } = await watched(await staffClient(), {
      table: "content_sections",
      event: "UPDATE",
      where: { column: "key", equals: mine },
    })

    await setSection(other, { changed: "elsewhere" })
    await setSection(mine, { changed: "by someone else" })
    const change = await changes.next()
    expect(change).toMatchObject({
      eventType: "UPDATE",
      table: "content_sections",
      new: { key: mine, value: { changed: "by someone else" } },
    })
    expect(changes.items).toHaveLength(1)
  })

  it("lets two screens of one client watch the same table, each stopping on its own", async () => {
    const supabase = await staffClient()
    const first = await watched(supabase, { table: "client_logos", event: "INSERT" })
    const second = await watched(supabase, { table: "client_logos", event: "INSERT" })
    await t.db.query("insert into public.client_logos (name, published) values ('Watched twice AB', false)")
    await Promise.all([first.changes.next(), second.changes.next()])

    first.stop()
    await expect.poll(() => supabase.getChannels().length).toBe(1)
    await t.db.query("insert into public.client_logos (name, published) values ('Watched once AB', false)")
    expect(await second.changes.next((c) => (c.new as { name?: string }).name === "Watched once AB")).toBeDefined()
    expect(first.changes.items).toHaveLength(1)

    second.stop()
    await expect.poll(() => supabase.getChannels().length).toBe(0)
  })

  it("leaves out what row level security hides from the signed-out visitor", async () => {
    const anon = clients.client() as unknown as Promise<SupabaseClient<Database>>
    const { changes } = await watched(await anon, { table: "client_logos", event: "INSERT" })
    await t.db.query("insert into public.client_logos (name, published) values ('Not yet public AB', false)")
    await t.db.query("insert into public.client_logos (name, published) values ('Public AB', true)")
    expect(await changes.next()).toMatchObject({ new: { name: "Public AB" } })
    expect(changes.items).toHaveLength(1)
  })
})

describe("watchRows on the staff inbox", () => {
  const DETAILS = { contact: { message: "Hello" }, job_application: { position: "Project manager, life sciences" } }

  /** A lead as submit_lead() stores it, named so a test can pick out its change; answers its id. */
  async function addLead(type: keyof typeof DETAILS, name: string): Promise<string> {
    const { rows } = await t.db.query<{ id: string }>(
      `insert into public.leads (reference, submission_id, type, name, email, details, consent_text, consent_version, consented_at, page_path)
       values ('NX-' || gen_random_uuid(), gen_random_uuid(), $1, $2, 'live@example.test', $3, 'I agree', '1', now(), '/') returning id`,
      [type, name, JSON.stringify(DETAILS[type])],
    )
    return rows[0].id
  }
  const named = (name: string) => (change: RowChange<"leads">) => (change.new as { name?: string }).name === name
  const names = (changes: { items: RowChange<"leads">[] }) => changes.items.map((change) => (change.new as { name: string }).name)

  it("delivers a new lead, and its files, only to staff whose role works its type", async () => {
    const editor = await watched(await staffClient("editor"), { table: "leads", event: "INSERT" })
    const recruiter = await watched(await staffClient("recruiter"), { table: "leads", event: "INSERT" })
    const admin = await watched(await staffClient("admin"), { table: "leads", event: "INSERT" })
    const recruiterFiles = await watched(await staffClient("recruiter"), { table: "lead_files", event: "INSERT" })
    const editorFiles = await watched(await staffClient("editor"), { table: "lead_files", event: "INSERT" })

    await addLead("contact", "First message")
    const application = await addLead("job_application", "An applicant")
    await t.db.query(
      `insert into public.lead_files (lead_id, object_name, file_name, mime_type, size_bytes)
       values ($1, 'pending/live/cv.pdf', 'cv.pdf', 'application/pdf', 10)`,
      [application],
    )
    await addLead("contact", "Second message")
    await addLead("job_application", "Another applicant")

    // Changes arrive in commit order: once the last one a subscriber may see is here, any it may
    // not see would have arrived before it.
    await editor.changes.next(named("Second message"))
    await recruiter.changes.next(named("Another applicant"))
    await admin.changes.next(named("Another applicant"))
    expect(names(editor.changes)).toEqual(["First message", "Second message"])
    expect(names(recruiter.changes)).toEqual(["An applicant", "Another applicant"])
    expect(names(admin.changes)).toEqual(["First message", "An applicant", "Second message", "Another applicant"])

    expect(await recruiterFiles.changes.next()).toMatchObject({ new: { lead_id: application, file_name: "cv.pdf" } })
    await t.db.query(
      `insert into public.lead_files (lead_id, object_name, file_name, mime_type, size_bytes)
       values ((select id from public.leads where name = 'Second message'), 'pending/live/brief.pdf', 'brief.pdf', 'application/pdf', 10)`,
    )
    expect(await editorFiles.changes.next()).toMatchObject({ new: { file_name: "brief.pdf" } })
    expect(editorFiles.changes.items).toHaveLength(1)
  })
})
