import { RealtimeClient } from "@supabase/supabase-js"
import WebSocket from "ws"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { loadConfig, REALTIME_LIMIT_ENV } from "../config"
import { startTestServer, type TestServer } from "../testing/harness"
import {
  CLIENT_HEARTBEAT_INTERVAL_MS,
  CLIENT_JOIN_TIMEOUT_MS,
  CLIENT_RECONNECT_BACKOFF_MS,
  CLOSE_HEARTBEAT_TIMEOUT,
  DEFAULT_REALTIME_LIMITS,
  type RealtimeLimits,
} from "./constants"
import { Inbox, RawSocket, realtimeClients, subscribe, type SubscribeResult } from "./testing"

describe("the spec's realtime constants", () => {
  it("are what the installed realtime-js does: a 25 s heartbeat, a 10 s join timeout, reconnects after 1, 2, 5, then 10 s", () => {
    const client = new RealtimeClient("ws://localhost/realtime/v1", { params: { apikey: "key" }, transport: WebSocket as never })
    expect(client.heartbeatIntervalMs).toBe(CLIENT_HEARTBEAT_INTERVAL_MS)
    expect(client.timeout).toBe(CLIENT_JOIN_TIMEOUT_MS)
    expect([1, 2, 3, 4, 5, 9].map((tries) => client.reconnectAfterMs(tries))).toEqual([...CLIENT_RECONNECT_BACKOFF_MS, 10_000, 10_000])
  })

  it("leave a client two heartbeats before a silent socket is closed at 60 s", () => {
    expect(DEFAULT_REALTIME_LIMITS.heartbeatTimeoutMs).toBe(60_000)
    expect(DEFAULT_REALTIME_LIMITS.heartbeatTimeoutMs).toBeGreaterThan(2 * CLIENT_HEARTBEAT_INTERVAL_MS)
  })
})

describe("limits, answered with the protocol's errors", () => {
  const limits: RealtimeLimits = {
    heartbeatTimeoutMs: 2_000,
    maxChannelsPerSocket: 3,
    maxPayloadBytes: 1_024,
    maxFrameBytes: 16 * 1_024,
    maxMessagesPerSecond: 20,
  }
  /** Heartbeats often enough for the short timeout above. */
  const heartbeatIntervalMs = 200
  let t: TestServer
  let clients: ReturnType<typeof realtimeClients>
  const sockets: RawSocket[] = []

  beforeAll(async () => {
    t = await startTestServer({ http: true, config: { realtimeLimits: limits } })
    clients = realtimeClients(t)
  })
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close())
    await clients.close()
  })
  afterAll(() => t.close())

  async function open() {
    const socket = await RawSocket.open(t)
    sockets.push(socket)
    return socket
  }

  const client = () => clients.client({ heartbeatIntervalMs })

  async function joined(name: string, config: Record<string, unknown> = {}) {
    const system = new Inbox<{ message: string }>()
    const statuses = new Inbox<SubscribeResult>()
    const channel = (await client()).channel(name, { config }).on("system", {}, system.push)
    expect((await subscribe(channel, statuses)).status).toBe("SUBSCRIBED")
    return { channel, system, statuses }
  }

  it("closes a socket that sent no heartbeat for heartbeatTimeoutMs, and keeps one that did", async () => {
    const silent = await open()
    const beating = await open()
    const pump = setInterval(() => beating.send("phoenix", "heartbeat", {}), heartbeatIntervalMs)
    try {
      const started = Date.now()
      expect(await silent.closed).toEqual({ code: CLOSE_HEARTBEAT_TIMEOUT, reason: "heartbeat timeout" })
      expect(Date.now() - started).toBeGreaterThanOrEqual(limits.heartbeatTimeoutMs - 100)
      await new Promise((resolve) => setTimeout(resolve, limits.heartbeatTimeoutMs))
      expect(beating.ws.readyState).toBe(WebSocket.OPEN)
    } finally {
      clearInterval(pump)
    }
  })

  it("refuses a join over the channels-per-socket limit", async () => {
    const realtimeClient = await client()
    for (let i = 0; i < limits.maxChannelsPerSocket; i++) {
      expect((await subscribe(realtimeClient.channel(`room-${i}`))).status).toBe("SUBSCRIBED")
    }
    const { status, error } = await subscribe(realtimeClient.channel("one-too-many"))
    expect(status).toBe("CHANNEL_ERROR")
    expect(error?.message).toBe("ChannelRateLimitReached: Too many channels")
  })

  it("answers a broadcast over the payload limit with an error when ack is on, and delivers nothing", async () => {
    const sender = await joined("big", { broadcast: { ack: true, self: true } })
    const received = new Inbox<unknown>()
    sender.channel.on("broadcast", { event: "*" }, received.push)
    const tooBig = { text: "x".repeat(limits.maxPayloadBytes) }
    expect(await sender.channel.send({ type: "broadcast", event: "big", payload: tooBig })).toBe("error")
    expect(await sender.channel.send({ type: "broadcast", event: "small", payload: { text: "fits" } })).toBe("ok")
    await received.next()
    expect(received.items).toEqual([{ type: "broadcast", event: "small", payload: { text: "fits" } }])
  })

  it("shuts a channel whose socket sends more messages in a second than allowed", async () => {
    const { channel, system, statuses } = await joined("chatty")
    for (let i = 0; i <= limits.maxMessagesPerSecond; i++) void channel.send({ type: "broadcast", event: "n", payload: { i } })
    expect(await system.next()).toMatchObject({ extension: "system", status: "error", message: "Too many messages per second" })
    await statuses.next((s) => s.status === "CLOSED")
  })

  it("shuts a channel whose presence payload is over the limit", async () => {
    const { channel, system } = await joined("crowded", { presence: { key: "big" } })
    void channel.track({ text: "x".repeat(limits.maxPayloadBytes) })
    expect(await system.next()).toMatchObject({ status: "error", message: "Track message size exceeded" })
  })

  it("closes a socket whose frame is over the frame limit (1009) and serves the others on", async () => {
    const greedy = await open()
    const other = await open()
    greedy.ws.send(JSON.stringify([null, "1", "phoenix", "heartbeat", { pad: "x".repeat(limits.maxFrameBytes) }]))
    expect((await greedy.closed).code).toBe(1009)
    const ref = other.send("phoenix", "heartbeat", {})
    expect((await other.reply(ref)).payload).toEqual({ status: "ok", response: {} })
  })
})

describe("limits from the environment", () => {
  const base = { JWT_SECRET: "x".repeat(40), DATA_DIR: "/tmp/nordika-unit" }

  it("are read from REALTIME_* variables; the ones not set keep their defaults", () => {
    const config = loadConfig({ ...base, REALTIME_MAX_CHANNELS_PER_SOCKET: "5", REALTIME_MAX_MESSAGES_PER_SECOND: "250" })
    expect(config.realtimeLimits).toEqual({ maxChannelsPerSocket: 5, maxMessagesPerSecond: 250 })
    expect(loadConfig(base).realtimeLimits).toEqual({})
    expect(Object.keys(REALTIME_LIMIT_ENV).sort()).toEqual(Object.keys(DEFAULT_REALTIME_LIMITS).sort())
  })

  it("refuse to start on a value that is not a positive whole number", () => {
    for (const value of ["0", "-3", "1.5", "lots", "1e400"]) {
      expect(() => loadConfig({ ...base, REALTIME_MAX_PAYLOAD_BYTES: value })).toThrow(
        `REALTIME_MAX_PAYLOAD_BYTES must be a positive whole number, not "${value}"`,
      )
    }
  })
})
