import crypto from "node:crypto"
import WebSocket from "ws"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signJwt } from "../jwt"
import { startTestServer, type TestServer } from "../testing/harness"
import { CLOSE_GOING_AWAY } from "./constants"
import { RawSocket, refusedUpgrade } from "./testing"

let t: TestServer
const sockets: RawSocket[] = []

beforeAll(async () => {
  t = await startTestServer({ http: true })
})
afterAll(async () => {
  sockets.forEach((s) => s.close())
  await t.close()
})

async function open(query?: string) {
  const socket = await RawSocket.open(t, query)
  sockets.push(socket)
  return socket
}

const wsUrl = (query: string) => `${t.url.replace(/^http/, "ws")}/realtime/v1/websocket?${query}`

describe("the websocket endpoint", () => {
  it("upgrades on the server's one port and answers a heartbeat on the phoenix topic", async () => {
    const socket = await open()
    const ref = socket.send("phoenix", "heartbeat", {})
    expect(await socket.reply(ref)).toEqual({
      join_ref: null,
      ref,
      topic: "phoenix",
      event: "phx_reply",
      payload: { status: "ok", response: {} },
    })
  })

  it("refuses the upgrade without an apikey or with an unknown one, as the REST gate does (401)", async () => {
    const missing = await refusedUpgrade(wsUrl("vsn=2.0.0"))
    expect(missing.status).toBe(401)
    expect(JSON.parse(missing.body)).toMatchObject({ message: "No API key found in request" })
    const unknown = await refusedUpgrade(wsUrl("apikey=not-a-key&vsn=2.0.0"))
    expect(unknown.status).toBe(401)
    expect(JSON.parse(unknown.body)).toMatchObject({ message: "Invalid API key" })
  })

  it("refuses a protocol version realtime-js does not speak (400)", async () => {
    const refused = await refusedUpgrade(wsUrl(`apikey=${t.anonKey}&vsn=3.0.0`))
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.body)).toEqual({ message: "Unsupported serializer version 3.0.0" })
  })

  it("answers a GET that asks for no upgrade with realtime's error shape", async () => {
    const response = await fetch(`${t.url}/realtime/v1/websocket?apikey=${t.anonKey}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: "This endpoint only accepts WebSocket connections" })
  })

  it("speaks vsn 1.0.0 in JSON objects", async () => {
    const ws = new WebSocket(wsUrl(`apikey=${t.anonKey}&vsn=1.0.0`))
    await new Promise((resolve) => ws.once("open", resolve))
    const reply = new Promise<unknown>((resolve) => ws.once("message", (data) => resolve(JSON.parse(String(data)))))
    ws.send(JSON.stringify({ topic: "phoenix", event: "heartbeat", payload: {}, ref: "7", join_ref: null }))
    expect(await reply).toEqual({ topic: "phoenix", event: "phx_reply", payload: { status: "ok", response: {} }, ref: "7", join_ref: null })
    ws.close()
  })

  it("closes a socket that sends a frame it cannot decode (1007)", async () => {
    const socket = await open()
    socket.ws.send("not json")
    expect((await socket.closed).code).toBe(1007)
  })

  it("reports its sockets and channels at /realtime/v1/api/health", async () => {
    const socket = await open()
    await socket.join("health-check")
    const response = await fetch(`${t.url}/realtime/v1/api/health`, { headers: { apikey: t.anonKey } })
    expect(response.status).toBe(200)
    const health = await response.json()
    expect(health).toMatchObject({ status: "ok", postgres_changes: { last_error: null } })
    expect(health.connections).toBeGreaterThanOrEqual(1)
    expect(health.channels).toBeGreaterThanOrEqual(1)
  })
})

describe("channels", () => {
  it("replies ok to a join, and 'unmatched topic' to a push on a topic not joined", async () => {
    const socket = await open()
    const { joinRef, reply } = await socket.join("room-1")
    expect(reply).toEqual({
      join_ref: joinRef,
      ref: joinRef,
      topic: "realtime:room-1",
      event: "phx_reply",
      payload: { status: "ok", response: {} },
    })
    const ref = socket.send("realtime:elsewhere", "broadcast", { type: "broadcast", event: "x", payload: {} }, "99")
    expect((await socket.reply(ref)).payload).toEqual({ status: "error", response: { reason: "unmatched topic" } })
  })

  it("refuses a join without a topic name", async () => {
    const socket = await open()
    const { reply } = await socket.join("")
    expect(reply.payload).toEqual({ status: "error", response: { reason: "TopicNameRequired: You must provide a topic name" } })
  })

  it("answers a private join whose topic the database refuses (a NUL) with hosted Realtime's error, and serves the socket on", async () => {
    const socket = await open()
    const { reply } = await socket.join("staff\u0000room", { config: { private: true } })
    expect(reply.payload).toEqual({ status: "error", response: { reason: "Realtime was unable to connect to the project database" } })
    const { reply: next } = await socket.join("after-nul")
    expect(next.payload).toMatchObject({ status: "ok" })
  })

  it("answers phx_leave with ok, then phx_close", async () => {
    const socket = await open()
    const { joinRef } = await socket.join("leaving")
    const ref = socket.send("realtime:leaving", "phx_leave", {}, joinRef)
    expect((await socket.reply(ref)).payload).toEqual({ status: "ok", response: {} })
    expect(await socket.frames.next((f) => f.event === "phx_close")).toMatchObject({
      join_ref: joinRef,
      topic: "realtime:leaving",
      payload: {},
    })
  })

  it("closes the first channel when a topic is joined again on the same socket", async () => {
    const socket = await open()
    const first = await socket.join("twice")
    const second = await socket.join("twice")
    expect(second.reply.payload).toMatchObject({ status: "ok" })
    expect(await socket.frames.next((f) => f.event === "phx_close")).toMatchObject({ join_ref: first.joinRef, topic: "realtime:twice" })
  })
})

describe("tokens", () => {
  it("refuses a join with a malformed, forged or expired token, with hosted Realtime's reasons", async () => {
    const socket = await open()
    const sub = crypto.randomUUID()
    const now = Math.floor(Date.now() / 1000)
    const cases: [string, RegExp][] = [
      ["not.a.jwt", /^MalformedJWT: The token provided is not a valid JWT$/],
      [
        await signJwt({ role: "authenticated", sub }, "another project's secret", 3600),
        /^JwtSignatureError: Failed to validate JWT signature$/,
      ],
      [
        await t.signJwt({ role: "authenticated", sub, iat: now - 120, exp: now - 60 }),
        /^InvalidJWTToken: Token has expired 6\d seconds ago$/,
      ],
      [await t.signJwt({ role: "authenticated", sub }), /^InvalidJWTToken: Fields `role` and `exp` are required in JWT$/],
    ]
    for (const [token, reason] of cases) {
      const { reply } = await socket.join(`token-${crypto.randomUUID()}`, { config: {}, access_token: token })
      expect(reply.payload).toEqual({ status: "error", response: { reason: expect.stringMatching(reason) } })
    }
  })

  it("shuts a channel sent an expired token: a system error saying so, then phx_close", async () => {
    const socket = await open()
    const { joinRef } = await socket.join("refresh", { config: {}, access_token: await t.userToken() })
    const now = Math.floor(Date.now() / 1000)
    const expired = await t.signJwt({ role: "authenticated", sub: crypto.randomUUID(), iat: now - 20, exp: now - 10 })
    socket.send("realtime:refresh", "access_token", { access_token: expired }, joinRef)
    expect(await socket.frames.next((f) => f.event === "system")).toMatchObject({
      payload: {
        extension: "system",
        status: "error",
        message: expect.stringMatching(/^Token has expired 1\d seconds ago$/),
        channel: "refresh",
      },
    })
    await socket.frames.next((f) => f.event === "phx_close" && f.join_ref === joinRef)
  })

  it("shuts a channel when its token expires and no newer one came", async () => {
    const socket = await open()
    // A JWT's exp is in whole seconds, so a token "for 1 s" may be spent before a busy machine joins with it.
    const token = await t.userToken({ expiresInSeconds: 3 })
    const { joinRef } = await socket.join("expiring", { config: {}, access_token: token })
    expect(await socket.frames.next((f) => f.event === "system", 8_000)).toMatchObject({
      payload: { extension: "system", status: "error", message: expect.stringMatching(/^Token has expired \d seconds ago$/) },
    })
    await socket.frames.next((f) => f.event === "phx_close" && f.join_ref === joinRef)
  })
})

describe("shutdown", () => {
  it("closes every socket with 1001 (going away) and refuses new ones", async () => {
    const socket = await open()
    await socket.join("until-shutdown")
    await t.server.realtime.shutdown()
    expect(await socket.closed).toEqual({ code: CLOSE_GOING_AWAY, reason: "server shutting down" })
    const refused = await refusedUpgrade(wsUrl(`apikey=${t.anonKey}&vsn=2.0.0`))
    expect(refused.status).toBe(503)
  })
})
