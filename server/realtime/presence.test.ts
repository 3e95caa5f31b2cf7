import type { RealtimeChannel, SupabaseClient } from "@supabase/supabase-js"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { PresenceTopic } from "./presence"
import { Inbox, realtimeClients, subscribe } from "./testing"

describe("PresenceTopic", () => {
  it("answers a track with a join carrying the payload and a fresh phx_ref", () => {
    const topic = new PresenceTopic()
    const diff = topic.track("tracker-1", "ana", { status: "editing" })
    expect(diff.leaves).toEqual({})
    expect(diff.joins.ana.metas).toEqual([{ status: "editing", phx_ref: expect.any(String) }])
    expect(topic.state()).toEqual(diff.joins)
  })

  it("replaces a tracker's presence on a second track: the old meta leaves, the new one names it in phx_ref_prev", () => {
    const topic = new PresenceTopic()
    const first = topic.track("tracker-1", "ana", { status: "editing" }).joins.ana.metas[0]
    const diff = topic.track("tracker-1", "ana", { status: "idle" })
    expect(diff.leaves.ana.metas).toEqual([first])
    expect(diff.joins.ana.metas).toEqual([{ status: "idle", phx_ref: expect.any(String), phx_ref_prev: first.phx_ref }])
    expect(topic.state().ana.metas).toHaveLength(1)
  })

  it("keeps one meta per tracker under a shared key, and untrack leaves only that tracker's", () => {
    const topic = new PresenceTopic()
    topic.track("tab-1", "ana", { tab: 1 })
    topic.track("tab-2", "ana", { tab: 2 })
    expect(topic.state().ana.metas.map((m) => m.tab)).toEqual([1, 2])
    expect(topic.untrack("tab-1")?.leaves.ana.metas.map((m) => m.tab)).toEqual([1])
    expect(topic.untrack("tab-1")).toBeUndefined()
    expect(topic.state().ana.metas.map((m) => m.tab)).toEqual([2])
  })
})

describe("presence with supabase-js", () => {
  let t: TestServer
  let clients: ReturnType<typeof realtimeClients>

  beforeAll(async () => {
    t = await startTestServer({ http: true })
    clients = realtimeClients(t)
  })
  afterEach(() => clients.close())
  afterAll(() => t.close())

  type Event = { event: string; key?: string }

  async function member(client: SupabaseClient, room: string, key: string): Promise<{ channel: RealtimeChannel; events: Inbox<Event> }> {
    const events = new Inbox<Event>()
    const channel = client
      .channel(room, { config: { presence: { key } } })
      .on("presence", { event: "sync" }, () => events.push({ event: "sync" }))
      .on("presence", { event: "join" }, ({ key }) => events.push({ event: "join", key }))
      .on("presence", { event: "leave" }, ({ key }) => events.push({ event: "leave", key }))
    expect((await subscribe(channel)).status).toBe("SUBSCRIBED")
    return { channel, events }
  }

  /** Resolves once the channel's presence state has exactly these keys. */
  async function keysBecome(channel: RealtimeChannel, events: Inbox<Event>, keys: string[]) {
    const has = () => JSON.stringify(Object.keys(channel.presenceState()).sort()) === JSON.stringify([...keys].sort())
    if (!has()) await events.next(() => has())
  }

  it("syncs every member's tracked payload to the others, keyed by config.presence.key", async () => {
    const ana = await member(await clients.client(), "editors", "ana")
    const bo = await member(await clients.client(), "editors", "bo")
    expect(await ana.channel.track({ section: "home_hero" })).toBe("ok")
    expect(await bo.channel.track({ section: "testimonials" })).toBe("ok")
    await keysBecome(ana.channel, ana.events, ["ana", "bo"])
    await keysBecome(bo.channel, bo.events, ["ana", "bo"])
    expect(ana.channel.presenceState().bo).toEqual([{ section: "testimonials", presence_ref: expect.any(String) }])
    expect(bo.channel.presenceState().ana).toEqual([{ section: "home_hero", presence_ref: expect.any(String) }])
  })

  it("gives a member who joins later the presences tracked before it", async () => {
    const ana = await member(await clients.client(), "late-room", "ana")
    await ana.channel.track({ online_at: "2026-03-01T09:00:00Z" })
    const late = await member(await clients.client(), "late-room", "late")
    await keysBecome(late.channel, late.events, ["ana"])
    expect(late.channel.presenceState().ana).toEqual([{ online_at: "2026-03-01T09:00:00Z", presence_ref: expect.any(String) }])
  })

  it("tells the others when a member untracks, and when its socket closes", async () => {
    const ana = await member(await clients.client(), "leaving-room", "ana")
    const boClient = await clients.client()
    const bo = await member(boClient, "leaving-room", "bo")
    await bo.channel.track({ here: true })
    await keysBecome(ana.channel, ana.events, ["bo"])

    expect(await bo.channel.untrack()).toBe("ok")
    await ana.events.next((e) => e.event === "leave" && e.key === "bo")
    await keysBecome(ana.channel, ana.events, [])

    await bo.channel.track({ here: "again" })
    await keysBecome(ana.channel, ana.events, ["bo"])
    await boClient.realtime.disconnect()
    await keysBecome(ana.channel, ana.events, [])
  })
})
