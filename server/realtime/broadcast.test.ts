import crypto from "node:crypto"
import type { RealtimeChannel, SupabaseClient } from "@supabase/supabase-js"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { Inbox, realtimeClients, subscribe } from "./testing"

type Received = { type: string; event: string; payload: unknown }

let t: TestServer
let clients: ReturnType<typeof realtimeClients>

beforeAll(async () => {
  t = await startTestServer({ http: true })
  clients = realtimeClients(t)
  // Staff may read and send on "staff-room"; any signed-in user may read, not send, on "lobby".
  await t.db.exec(`
    create policy "Staff read the staff room" on realtime.messages for select to authenticated
      using (public.is_staff() and realtime.topic() = 'staff-room');
    create policy "Staff send in the staff room" on realtime.messages for insert to authenticated
      with check (public.is_staff() and realtime.topic() = 'staff-room' and extension = 'broadcast');
    create policy "Members read the lobby" on realtime.messages for select to authenticated
      using (realtime.topic() = 'lobby');`)
})
afterEach(() => clients.close())
afterAll(() => t.close())

interface Joined {
  channel: RealtimeChannel
  inbox: Inbox<Received>
}

async function join(
  client: SupabaseClient,
  name: string,
  config: { broadcast?: { self?: boolean; ack?: boolean }; private?: boolean } = {},
): Promise<Joined> {
  const inbox = new Inbox<Received>()
  const channel = client.channel(name, { config }).on("broadcast", { event: "*" }, (message) => inbox.push(message as Received))
  const { status, error } = await subscribe(channel)
  expect(error).toBeUndefined()
  expect(status).toBe("SUBSCRIBED")
  return { channel, inbox }
}

const withText = (text: string) => (m: Received) => (m.payload as { text?: string })?.text === text

/** A message from the service role over HTTP that every subscriber of `topic` receives. */
async function marker(topic: string, isPrivate: boolean, ...inboxes: Inbox<Received>[]) {
  const text = `marker ${crypto.randomUUID()}`
  const response = await restBroadcast(t.serviceRoleKey, [{ topic, event: "marker", payload: { text }, private: isPrivate }])
  expect(response.status).toBe(202)
  await Promise.all(inboxes.map((inbox) => inbox.next(withText(text))))
}

function restBroadcast(key: string, messages: unknown[]) {
  return fetch(`${t.url}/realtime/v1/api/broadcast`, {
    method: "POST",
    headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ messages }),
  })
}

describe("broadcast between clients", () => {
  it("reaches the other subscribers, and the sender too with self; ack answers the send", async () => {
    const sender = await join(await clients.client(), "chat", { broadcast: { self: true, ack: true } })
    const other = await join(await clients.client(), "chat")
    const sent = await sender.channel.send({ type: "broadcast", event: "message", payload: { text: "hej" } })
    expect(sent).toBe("ok")
    const expected = { type: "broadcast", event: "message", payload: { text: "hej" } }
    expect(await other.inbox.next(withText("hej"))).toEqual(expected)
    expect(await sender.inbox.next(withText("hej"))).toEqual(expected)
  })

  it("does not echo a message to its sender without self", async () => {
    const sender = await join(await clients.client(), "quiet-chat")
    const other = await join(await clients.client(), "quiet-chat")
    await sender.channel.send({ type: "broadcast", event: "message", payload: { text: "only others" } })
    await other.inbox.next(withText("only others"))
    await marker("quiet-chat", false, sender.inbox)
    expect(sender.inbox.items.filter(withText("only others"))).toEqual([])
  })

  it("passes a binary payload through byte for byte", async () => {
    const sender = await join(await clients.client(), "bytes")
    const other = await join(await clients.client(), "bytes")
    const bytes = new Uint8Array([0, 1, 2, 250, 255])
    await sender.channel.send({ type: "broadcast", event: "blob", payload: bytes.buffer })
    const received = await other.inbox.next((m) => m.event === "blob")
    expect(new Uint8Array(received.payload as ArrayBuffer)).toEqual(bytes)
  })

  it("carries messages between a vsn 1.0.0 client and a 2.0.0 client on one topic", async () => {
    const v1 = await join(await clients.client({ vsn: "1.0.0" }), "mixed")
    const v2 = await join(await clients.client(), "mixed")
    await v1.channel.send({ type: "broadcast", event: "message", payload: { text: "from 1.0.0" } })
    await v2.channel.send({ type: "broadcast", event: "message", payload: { text: "from 2.0.0" } })
    expect(await v2.inbox.next(withText("from 1.0.0"))).toMatchObject({ event: "message" })
    expect(await v1.inbox.next(withText("from 2.0.0"))).toMatchObject({ event: "message" })
  })
})

describe("private channels, authorised by the RLS policies of realtime.messages", () => {
  it("refuses a join when no policy lets the caller read the topic", async () => {
    for (const token of [undefined, await t.userToken()]) {
      const client = await clients.client({ token })
      const { status, error } = await subscribe(client.channel("staff-room", { config: { private: true } }))
      expect(status).toBe("CHANNEL_ERROR")
      expect(error?.message).toBe("Unauthorized: You do not have permissions to read from this Channel topic: staff-room")
      await client.removeAllChannels()
    }
  })

  it("lets staff join and send when the policies allow it", async () => {
    const staffToken = await t.userToken({ staffRole: "editor" })
    const sender = await join(await clients.client({ token: staffToken }), "staff-room", { private: true, broadcast: { ack: true } })
    const reader = await join(await clients.client({ token: await t.userToken({ staffRole: "admin" }) }), "staff-room", { private: true })
    expect(await sender.channel.send({ type: "broadcast", event: "note", payload: { text: "staff only" } })).toBe("ok")
    await reader.inbox.next(withText("staff only"))
  })

  it("drops a send the insert policy refuses, as hosted Realtime does", async () => {
    const member = await join(await clients.client({ token: await t.userToken() }), "lobby", { private: true, broadcast: { ack: true } })
    const reader = await join(await clients.client({ token: await t.userToken() }), "lobby", { private: true })
    const sent = await member.channel.send({ type: "broadcast", event: "note", payload: { text: "not allowed" } }, { timeout: 500 })
    expect(sent).toBe("timed out")
    await marker("lobby", true, reader.inbox)
    expect(reader.inbox.items.filter(withText("not allowed"))).toEqual([])
  })

  it("keeps a private channel apart from the public channel of the same name", async () => {
    const staffToken = await t.userToken({ staffRole: "editor" })
    const privateReader = await join(await clients.client({ token: staffToken }), "staff-room", { private: true })
    const publicSender = await join(await clients.client(), "staff-room")
    await publicSender.channel.send({ type: "broadcast", event: "note", payload: { text: "public side" } })
    await marker("staff-room", true, privateReader.inbox)
    expect(privateReader.inbox.items.filter(withText("public side"))).toEqual([])
  })
})

describe("broadcast from the HTTP API", () => {
  it("sends a batch with the service role to public and private channels alike (202)", async () => {
    const publicReader = await join(await clients.client(), "news")
    const privateReader = await join(await clients.client({ token: await t.userToken({ staffRole: "admin" }) }), "staff-room", {
      private: true,
    })
    const response = await restBroadcast(t.serviceRoleKey, [
      { topic: "news", event: "headline", payload: { text: "public news" } },
      { topic: "staff-room", event: "headline", payload: { text: "private news" }, private: true },
    ])
    expect(response.status).toBe(202)
    expect(await publicReader.inbox.next(withText("public news"))).toEqual({
      type: "broadcast",
      event: "headline",
      payload: { text: "public news" },
    })
    await privateReader.inbox.next(withText("private news"))
  })

  it("leaves out a private message the caller may not write, and still answers 202", async () => {
    const privateReader = await join(await clients.client({ token: await t.userToken({ staffRole: "admin" }) }), "staff-room", {
      private: true,
    })
    const response = await restBroadcast(t.anonKey, [
      { topic: "staff-room", event: "headline", payload: { text: "from anon" }, private: true },
    ])
    expect(response.status).toBe(202)
    await marker("staff-room", true, privateReader.inbox)
    expect(privateReader.inbox.items.filter(withText("from anon"))).toEqual([])
  })

  it("sends one message with channel.httpSend()", async () => {
    const reader = await join(await clients.client(), "single")
    const sender = (await clients.client({ key: t.serviceRoleKey })).channel("single")
    expect(await sender.httpSend("ping", { text: "over http" })).toEqual({ success: true })
    expect(await reader.inbox.next(withText("over http"))).toEqual({ type: "broadcast", event: "ping", payload: { text: "over http" } })
  })

  it("refuses a request without an apikey, and a body without messages", async () => {
    const noKey = await fetch(`${t.url}/realtime/v1/api/broadcast`, { method: "POST", body: "{}" })
    expect(noKey.status).toBe(401)
    expect(await noKey.json()).toMatchObject({ message: "No API key found in request" })
    const empty = await restBroadcast(t.serviceRoleKey, [])
    expect(empty.status).toBe(422)
    expect(await empty.json()).toEqual({ errors: { messages: ["can't be blank"] } })
  })
})
