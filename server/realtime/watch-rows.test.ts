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
