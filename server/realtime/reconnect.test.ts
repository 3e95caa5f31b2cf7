import type { RealtimePostgresChangesPayload } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { CLIENT_RECONNECT_BACKOFF_MS } from "./constants"
import { Inbox, realtimeClients, subscribe, type SubscribeResult } from "./testing"

type Logo = { id: string; name: string; published: boolean }

let t: TestServer
let clients: ReturnType<typeof realtimeClients>

beforeAll(async () => {
  t = await startTestServer({ http: true })
  clients = realtimeClients(t)
})
afterAll(async () => {
  await clients.close()
  await t.close()
})

/** Resolves once the channel errored (the socket went) and then subscribed again. */
async function resubscribed(statuses: Inbox<SubscribeResult>) {
  const errorAt = statuses.items.indexOf(await statuses.next((s) => s.status === "CHANNEL_ERROR"))
  await statuses.next((s) => s.status === "SUBSCRIBED" && statuses.items.indexOf(s) > errorAt, 10_000)
}

describe("a server restart", () => {
  it("is survived by supabase-js: it reconnects with its back-off and resubscribes, token, filters and all", async () => {
    const client = await clients.client({ token: await t.userToken({ staffRole: "editor" }) })
    const changes = new Inbox<RealtimePostgresChangesPayload<Logo>>()
    const statuses = new Inbox<SubscribeResult>()
    const channel = client
      .channel("restart-changes")
      .on("postgres_changes", { event: "INSERT", schema: "public", table: "client_logos", filter: "published=eq.false" }, (change) =>
        changes.push(change as RealtimePostgresChangesPayload<Logo>),
      )
    expect((await subscribe(channel, statuses)).status).toBe("SUBSCRIBED")
    const messages = new Inbox<{ text: string }>()
    const room = client
      .channel("restart-room", { config: { broadcast: { self: true, ack: true } } })
      .on("broadcast", { event: "note" }, ({ payload }) => messages.push(payload as { text: string }))
    const roomStatuses = new Inbox<SubscribeResult>()
    expect((await subscribe(room, roomStatuses)).status).toBe("SUBSCRIBED")

    // Down long enough that the first retry (1 s) is refused and the second (2 s later) gets in.
    const stoppedAt = Date.now()
    await t.restart({ downForMs: 1_500 })
    await Promise.all([statuses, roomStatuses].map(resubscribed))
    const [first, second] = CLIENT_RECONNECT_BACKOFF_MS
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(first + second - 100)
    expect(client.getChannels().map((c) => c.state)).toEqual(["joined", "joined"])

    // The new server knows the subscription: a hidden row reaches the staff member, and the filter holds.
    await t.db.query("insert into public.client_logos (name, published) values ('Shown after restart AB', true)")
    await t.db.query("insert into public.client_logos (name, published) values ('Hidden after restart AB', false)")
    const change = await changes.next()
    expect(change).toMatchObject({ eventType: "INSERT", new: { name: "Hidden after restart AB", published: false } })

    expect(await room.send({ type: "broadcast", event: "note", payload: { text: "still here" } })).toBe("ok")
    expect(await messages.next()).toEqual({ text: "still here" })

    const health = await (await fetch(`${t.url}/realtime/v1/api/health?apikey=${t.anonKey}`)).json()
    expect(health).toMatchObject({ status: "ok", connections: 1, channels: 2 })
    expect(changes.items).toHaveLength(1)
  })
})
