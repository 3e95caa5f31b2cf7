import crypto from "node:crypto"
import type { RealtimePostgresChangesPayload, SupabaseClient } from "@supabase/supabase-js"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { Inbox, realtimeClients, subscribe } from "./testing"

type Logo = { id: string; name: string; sort_order: number; published: boolean; industry: string | null; created_at: string }
type Change = RealtimePostgresChangesPayload<Logo>
type Binding = { event: "*" | "INSERT" | "UPDATE" | "DELETE"; table?: string; filter?: string }

let t: TestServer
let clients: ReturnType<typeof realtimeClients>

beforeAll(async () => {
  t = await startTestServer({ http: true })
  clients = realtimeClients(t)
})
afterEach(() => clients.close())
afterAll(() => t.close())

/** A channel of `client` listening to `binding` on public.client_logos (or its table); answers what arrives. */
async function listen(client: SupabaseClient, binding: Binding = { event: "*" }): Promise<Inbox<Change>> {
  const inbox = new Inbox<Change>()
  const channel = client
    .channel(`changes-${crypto.randomUUID()}`)
    .on("postgres_changes", { schema: "public", table: "client_logos", ...binding } as never, (change: Change) => inbox.push(change))
  const { status, error } = await subscribe(channel)
  expect(error).toBeUndefined()
  expect(status).toBe("SUBSCRIBED")
  return inbox
}

async function addLogo(name: string, values: { published?: boolean; sort_order?: number } = {}): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    "insert into public.client_logos (name, published, sort_order) values ($1, $2, $3) returning id",
    [name, values.published ?? true, values.sort_order ?? 0],
  )
  return rows[0].id
}

const named = (name: string) => (change: Change) => (change.new as Partial<Logo>).name === name

/** A published change every subscriber sees: once it arrived, anything committed before it has too. */
async function marker(...inboxes: Inbox<Change>[]) {
  const name = `marker ${crypto.randomUUID()}`
  await addLogo(name)
  await Promise.all(inboxes.map((inbox) => inbox.next(named(name))))
}

describe("postgres changes: the payloads supabase-js hands to the callback", () => {
  it("delivers an insert with the new row in its column types and an empty old record", async () => {
    const inbox = await listen(await clients.client())
    const before = Date.now()
    const id = await addLogo("Insert AB", { sort_order: 7 })
    const change = await inbox.next(named("Insert AB"))
    expect(change).toMatchObject({ schema: "public", table: "client_logos", eventType: "INSERT", old: {}, errors: null })
    expect(change.new).toMatchObject({ id, name: "Insert AB", sort_order: 7, published: true, industry: null })
    expect(Date.parse(change.commit_timestamp)).toBeGreaterThanOrEqual(before - 1_000)
    expect(change.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  it("delivers an update with the new row and, for the old one, its primary key", async () => {
    const id = await addLogo("Before AB")
    const inbox = await listen(await clients.client(), { event: "UPDATE" })
    await t.db.query("update public.client_logos set name = 'After AB' where id = $1", [id])
    const change = await inbox.next()
    expect(change).toMatchObject({ eventType: "UPDATE", new: { id, name: "After AB" }, old: { id } })
    expect(Object.keys(change.old)).toEqual(["id"])
  })

  it("delivers a delete with the deleted row's primary key, to DELETE subscribers only", async () => {
    const id = await addLogo("Deleted AB")
    const client = await clients.client()
    const inserts = await listen(client, { event: "INSERT" })
    const deletes = await listen(client, { event: "DELETE" })
    await t.db.query("delete from public.client_logos where id = $1", [id])
    await marker(inserts)
    const change = await deletes.next()
    expect(change).toMatchObject({ eventType: "DELETE", new: {}, old: { id } })
    expect(Object.keys(change.old)).toEqual(["id"])
    expect(inserts.items.filter((c) => c.eventType !== "INSERT")).toEqual([])
  })

  it("gives an update the whole old row once the table has replica identity full", async () => {
    await t.db.query("insert into public.site_settings (key, value) values ('realtime-full', '{\"v\": 1}')")
    await t.db.query("alter table public.site_settings replica identity full")
    try {
      const inbox = await listen(await clients.client(), { event: "UPDATE", table: "site_settings" })
      await t.db.query(`update public.site_settings set value = '{"v": 2}' where key = 'realtime-full'`)
      const change = (await inbox.next()) as unknown as RealtimePostgresChangesPayload<{ key: string; value: unknown }>
      expect(change.new).toMatchObject({ key: "realtime-full", value: { v: 2 } })
      expect(change.old).toMatchObject({ key: "realtime-full", value: { v: 1 } })
    } finally {
      await t.db.query("alter table public.site_settings replica identity default")
    }
  })

  it("delivers the changes of one transaction in their order, with the same commit timestamp", async () => {
    const inbox = await listen(await clients.client())
    await t.db.transaction(async (tx) => {
      for (const name of ["First AB", "Second AB", "Third AB"]) {
        await tx.query("insert into public.client_logos (name) values ($1)", [name])
      }
    })
    await inbox.next(named("Third AB"))
    const names = inbox.items.map((c) => (c.new as Logo).name).filter((n) => n.endsWith("AB"))
    expect(names.slice(-3)).toEqual(["First AB", "Second AB", "Third AB"])
    expect(new Set(inbox.items.slice(-3).map((c) => c.commit_timestamp)).size).toBe(1)
  })
})

describe("postgres changes: filters", () => {
  it("applies eq, neq, lt, lte, gt, gte and in to the changed row, comparing as the column's type", async () => {
    const filters = ["eq.5", "neq.5", "lt.5", "lte.5", "gt.5", "gte.5", "in.(1,9)"] as const
    const client = await clients.client()
    const inboxes = Object.fromEntries(
      await Promise.all(filters.map(async (f) => [f, await listen(client, { event: "INSERT", filter: `sort_order=${f}` })] as const)),
    )
    const all = await listen(client, { event: "INSERT" })
    // 10 > 9 as numbers but not as text: the comparison must be numeric.
    for (const order of [1, 5, 9, 10]) await addLogo(`Filtered ${order}`, { sort_order: order })
    await all.next(named("Filtered 10"))
    await marker(all)
    const received = (f: (typeof filters)[number]) =>
      inboxes[f].items.map((c) => (c.new as Logo).sort_order).filter((order) => [1, 5, 9, 10].includes(order))
    expect(received("eq.5")).toEqual([5])
    expect(received("neq.5")).toEqual([1, 9, 10])
    expect(received("lt.5")).toEqual([1])
    expect(received("lte.5")).toEqual([1, 5])
    expect(received("gt.5")).toEqual([9, 10])
    expect(received("gte.5")).toEqual([5, 9, 10])
    expect(received("in.(1,9)")).toEqual([1, 9])
  })

  it("answers a filter on a column the table does not have with a postgres_changes system error", async () => {
    const client = await clients.client()
    const system = new Inbox<{ extension: string; status: string; message: string }>()
    const channel = client
      .channel("bad-filter")
      .on("postgres_changes", { event: "*", schema: "public", table: "client_logos", filter: "colour=eq.red" }, () => undefined)
      .on("system", {}, system.push)
    expect((await subscribe(channel)).status).toBe("SUBSCRIBED")
    expect(await system.next()).toMatchObject({
      extension: "postgres_changes",
      status: "error",
      message: expect.stringMatching(/^Unable to subscribe to changes with given parameters\..*invalid column for filter colour$/),
    })
  })

  it("refuses a table outside the supabase_realtime publication", async () => {
    const client = await clients.client({ key: t.serviceRoleKey })
    const system = new Inbox<{ extension: string; status: string; message: string }>()
    const channel = client
      .channel("unpublished-table")
      .on("postgres_changes", { event: "*", schema: "public", table: "profiles" }, () => undefined)
      .on("system", {}, system.push)
    await subscribe(channel)
    expect(await system.next()).toEqual({
      extension: "postgres_changes",
      status: "error",
      channel: "unpublished-table",
      message:
        "Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: " +
        "[event: *, schema: public, table: profiles, filters: [], select: nil]",
    })
  })
})

describe("postgres changes: row level security decides who receives a change", () => {
  it("sends anon only the rows anon may read, and staff every row", async () => {
    const anon = await listen(await clients.client())
    const staff = await listen(await clients.client({ token: await t.userToken({ staffRole: "editor" }) }))
    await addLogo("Unpublished AB", { published: false })
    await marker(anon, staff)
    expect(await staff.next(named("Unpublished AB"))).toMatchObject({ eventType: "INSERT", new: { published: false } })
    expect(anon.items.filter(named("Unpublished AB"))).toEqual([])
  })

  it("sends anon the row once it is published", async () => {
    const anon = await listen(await clients.client())
    const id = await addLogo("Soon public AB", { published: false })
    // Visibility is asked when a change is delivered, of the row as it is then (as hosted Realtime
    // does): the insert must have gone out before the update, or anon would rightly see it too.
    await marker(anon)
    await t.db.query("update public.client_logos set published = true where id = $1", [id])
    expect(await anon.next(named("Soon public AB"))).toMatchObject({ eventType: "UPDATE", new: { id, published: true }, old: { id } })
    expect(anon.items.filter(named("Soon public AB"))).toHaveLength(1)
  })

  it("sends every subscriber the primary key of a deleted row, and nothing else of it, as hosted Realtime does", async () => {
    const id = await addLogo("Hidden then deleted AB", { published: false })
    const anon = await listen(await clients.client(), { event: "DELETE" })
    await t.db.query("delete from public.client_logos where id = $1", [id])
    const change = await anon.next()
    expect(change.old).toEqual({ id })
  })

  it("keeps the subscription through a token refresh, and the new token decides what arrives", async () => {
    const client = await clients.client({ token: await t.userToken() })
    const inbox = await listen(client)
    await addLogo("Members only AB", { published: false })
    await marker(inbox)
    expect(inbox.items.filter(named("Members only AB"))).toEqual([])

    await client.realtime.setAuth(await t.userToken({ staffRole: "admin" }))
    // The server takes a socket's messages in order: once a join sent after the refresh is answered, the new token is in use.
    expect((await subscribe(client.channel("after-refresh"))).status).toBe("SUBSCRIBED")
    await addLogo("Staff only AB", { published: false })
    expect(await inbox.next(named("Staff only AB"))).toMatchObject({ new: { published: false } })
    expect(client.getChannels().map((c) => c.state)).toEqual(["joined", "joined"])
  })

  it("delivers nothing for a transaction that rolled back", async () => {
    const inbox = await listen(await clients.client({ key: t.serviceRoleKey }))
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("insert into public.client_logos (name) values ('Rolled back AB')")
        throw new Error("roll back")
      }),
    ).rejects.toThrow("roll back")
    await marker(inbox)
    expect(inbox.items.filter(named("Rolled back AB"))).toEqual([])
  })

  it("delivers a change only once its transaction has committed", async () => {
    const inbox = await listen(await clients.client({ key: t.serviceRoleKey }))
    const seenBeforeCommit: Change[] = []
    await t.db.transaction(async (tx) => {
      await tx.query("insert into public.client_logos (name) values ('Committed later AB')")
      await new Promise((resolve) => setTimeout(resolve, 200))
      seenBeforeCommit.push(...inbox.items.filter(named("Committed later AB")))
    })
    expect(seenBeforeCommit).toEqual([])
    await inbox.next(named("Committed later AB"))
  })
})

describe("postgres changes: what a write costs", () => {
  const targets = async () =>
    (
      await t.db.query<{ pair: string }>("select schema_name || '.' || table_name as pair from realtime.capture_targets order by 1")
    ).rows.map((row) => row.pair)
  /** How many changes the capture trigger queued for one insert, seen inside its transaction (the feed takes them after the commit). */
  const queuedByInsert = (name: string) =>
    t.db.transaction(async (tx) => {
      await tx.query("insert into public.client_logos (name) values ($1)", [name])
      const { rows } = await tx.query<{ count: string }>(
        "select count(*)::text as count from realtime.change_queue where txid = txid_current()",
      )
      return Number(rows[0].count)
    })

  it("queues the changes of a table only while a channel watches it or its whole schema", async () => {
    await expect.poll(targets).toEqual([])
    expect(await queuedByInsert("Unwatched AB")).toBe(0)

    const inbox = await listen(await clients.client())
    expect(await targets()).toEqual(["public.client_logos"])
    expect(await queuedByInsert("Watched AB")).toBe(1)
    await inbox.next(named("Watched AB"))
    await clients.close()
    await expect.poll(targets).toEqual([])
    expect(await queuedByInsert("Unwatched again AB")).toBe(0)

    const schemaWide = await listen(await clients.client(), { event: "INSERT", table: undefined })
    expect(await targets()).toEqual(["public.*"])
    expect(await queuedByInsert("Schema AB")).toBe(1)
    await schemaWide.next(named("Schema AB"))
  })
})
