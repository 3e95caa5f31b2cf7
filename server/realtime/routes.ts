import { Hono, type Context } from "hono"
import { bodyLimit } from "hono/body-limit"
import { bearerToken } from "../caller"
import { writePolicy } from "./authorization"
import { topicKeyOf } from "./channel"
import { errors } from "./errors"
import type { RealtimeServer } from "./hub"
import { broadcastSize, type Broadcast } from "./serializer"
import { RealtimeTokenError, verifyRealtimeToken, type Audience } from "./tokens"

type JsonObject = Record<string, unknown>
const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value)

interface BatchMessage {
  topic: string
  event: string
  payload: unknown
  private: boolean
}

function batchMessages(body: unknown): BatchMessage[] {
  const messages = isObject(body) ? body.messages : undefined
  if (!Array.isArray(messages) || messages.length === 0) throw errors.invalid("messages", "can't be blank")
  return messages.map((m) => {
    if (!isObject(m) || typeof m.topic !== "string" || m.topic === "" || typeof m.event !== "string" || m.event === "") {
      throw errors.invalid("messages", "each message needs a topic and an event")
    }
    if (m.private !== undefined && typeof m.private !== "boolean") throw errors.invalid("messages", "private must be a boolean")
    return { topic: m.topic, event: m.event, payload: m.payload ?? {}, private: m.private === true }
  })
}

/**
 * Realtime's HTTP API: broadcast from a server or a function (`POST /api/broadcast`, a batch of
 * messages; `POST /api/broadcast/<topic>/events/<event>`, one, which channel.httpSend() uses). A
 * private message needs the caller's write policy on realtime.messages; the service role bypasses
 * RLS. Also the realtime health this server reports.
 */
export function realtimeRoutes(hub: RealtimeServer): Hono {
  const app = new Hono()

  async function audienceOf(c: Context): Promise<Audience> {
    const token = bearerToken(c.req.header("authorization")) ?? c.req.header("apikey") ?? c.req.query("apikey")
    if (!token) throw errors.unauthorized()
    try {
      return await verifyRealtimeToken(token, hub.jwt)
    } catch (error) {
      if (error instanceof RealtimeTokenError) throw errors.unauthorized()
      throw error
    }
  }

  app.use(
    "/api/*",
    bodyLimit({
      maxSize: hub.limits.maxFrameBytes,
      onError: (c) => {
        const tooLarge = errors.payloadTooLarge()
        return c.json(tooLarge.toJSON(), tooLarge.status as 422)
      },
    }),
  )

  app.get("/websocket", () => {
    throw errors.upgradeRequired()
  })

  app.get("/api/health", (c) => c.json(hub.health()))

  app.post("/api/broadcast", async (c) => {
    const audience = await audienceOf(c)
    const body = await c.req.json().catch(() => undefined)
    const messages = batchMessages(body)
    const broadcasts = messages.map((m): Broadcast => ({ event: m.event, encoding: "json", payload: m.payload }))
    if (broadcasts.some((b) => broadcastSize(b) > hub.limits.maxPayloadBytes)) throw errors.payloadTooLarge()
    for (let i = 0; i < messages.length; i++) {
      const { topic, private: isPrivate } = messages[i]
      // As on hosted Realtime, a private message the caller may not write is left out; the batch still succeeds.
      if (isPrivate && !(await writePolicy(hub.db, topic, audience, "broadcast"))) continue
      hub.broadcast(topicKeyOf(isPrivate, topic), `realtime:${topic}`, broadcasts[i])
    }
    return c.body(null, 202)
  })

  app.post("/api/broadcast/:topic/events/:event", async (c) => {
    const audience = await audienceOf(c)
    const topic = c.req.param("topic")
    const event = c.req.param("event")
    const isPrivate = c.req.query("private") === "true"
    let broadcast: Broadcast
    if ((c.req.header("content-type") ?? "").startsWith("application/octet-stream")) {
      broadcast = { event, encoding: "binary", bytes: Buffer.from(await c.req.arrayBuffer()) }
    } else {
      const text = await c.req.text()
      let payload: unknown
      try {
        payload = JSON.parse(text)
      } catch {
        throw errors.invalid("payload", "can't be blank")
      }
      broadcast = { event, encoding: "json", payload, bytes: Buffer.from(text) }
    }
    if (broadcastSize(broadcast) > hub.limits.maxPayloadBytes) throw errors.payloadTooLarge()
    if (isPrivate && !(await writePolicy(hub.db, topic, audience, "broadcast"))) throw errors.forbidden()
    hub.broadcast(topicKeyOf(isPrivate, topic), `realtime:${topic}`, broadcast)
    return c.body(null, 202)
  })

  return app
}
