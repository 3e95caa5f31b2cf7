import { STATUS_CODES, type IncomingMessage, type Server as HttpServer } from "node:http"
import type { ServerType } from "@hono/node-server"
import type { Duplex } from "node:stream"
import { Hono } from "hono"
import { WebSocketServer } from "ws"
import { apiKeyGate } from "../middleware/apikey"
import type { ServerContext } from "../context"
import type { Database } from "../db"
import type { JwtKeys } from "../jwt"
import { ChangeFeed } from "./changes"
import { topicKeyOf, type ChannelSession } from "./channel"
import {
  CLOSE_GOING_AWAY,
  CLOSE_HEARTBEAT_TIMEOUT,
  DEFAULT_REALTIME_LIMITS,
  VSN_1,
  VSN_2,
  WEBSOCKET_PATH,
  type RealtimeLimits,
  type Vsn,
} from "./constants"
import { DatabaseBroadcasts } from "./database-broadcasts"
import { errors, type RealtimeError } from "./errors"
import { PresenceTopic, type PresenceDiff } from "./presence"
import { encodeBroadcast, encode, type Broadcast } from "./serializer"
import { RealtimeSocket } from "./socket"

/** How long shutdown waits for clients to answer the close handshake before cutting them off. */
const CLOSE_HANDSHAKE_MS = 1_000

function refuseUpgrade(socket: Duplex, status: number, body: string) {
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

const refuseWith = (socket: Duplex, error: RealtimeError) => refuseUpgrade(socket, error.status, JSON.stringify(error.toJSON()))

/**
 * The realtime service of this server: websockets on /realtime/v1/websocket (upgraded on the same
 * HTTP server as every other endpoint), the rooms their channels join for broadcast and presence,
 * and the postgres changes feed.
 */
export class RealtimeServer {
  readonly limits: RealtimeLimits
  readonly changes: ChangeFeed
  private readonly databaseBroadcasts: DatabaseBroadcasts
  shuttingDown = false
  private readonly wss: WebSocketServer
  private readonly sockets = new Set<RealtimeSocket>()
  private readonly rooms = new Map<string, Set<ChannelSession>>()
  private readonly presences = new Map<string, PresenceTopic>()
  private readonly gate = new Hono()
  private sweeper?: NodeJS.Timeout

  constructor(
    private readonly ctx: ServerContext,
    limits: Partial<RealtimeLimits> = {},
  ) {
    this.limits = { ...DEFAULT_REALTIME_LIMITS, ...limits }
    this.changes = new ChangeFeed(ctx.db)
    this.databaseBroadcasts = new DatabaseBroadcasts(ctx.db, (isPrivate, topic, broadcast) =>
      this.broadcast(topicKeyOf(isPrivate, topic), `realtime:${topic}`, broadcast),
    )
    this.wss = new WebSocketServer({ noServer: true, maxPayload: this.limits.maxFrameBytes })
    // The same apikey check as REST, so a socket is refused exactly when a REST call would be.
    this.gate.use(apiKeyGate(ctx.keys, ctx.config.jwtSecret))
    this.gate.all("*", (c) => c.body(null, 204))
  }

  get db(): Database {
    return this.ctx.db
  }

  /** The verifier of access tokens, as REST's. */
  get jwt(): JwtKeys {
    return this.ctx.jwt
  }

  async start() {
    await this.changes.start()
    await this.databaseBroadcasts.start()
    const every = Math.max(50, Math.min(1_000, this.limits.heartbeatTimeoutMs / 4))
    this.sweeper = setInterval(() => this.closeSilentSockets(), every)
    this.sweeper.unref()
  }

  /** Serves the websocket endpoint on `http`'s upgrade requests. */
  attach(http: ServerType) {
    ;(http as HttpServer).on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      this.upgrade(req, socket, head).catch((error) => {
        console.error("[realtime] upgrade:", error)
        socket.destroy()
      })
    })
  }

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on("error", () => undefined)
    const url = new URL(req.url ?? "/", "http://localhost")
    if (url.pathname.replace(/\/$/, "") !== WEBSOCKET_PATH) return refuseWith(socket, errors.notFound())
    if (this.shuttingDown) return refuseWith(socket, errors.unavailable())
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value)
    const gate = await this.gate.fetch(new Request(url.toString(), { headers }))
    if (gate.status !== 204) return refuseUpgrade(socket, gate.status, await gate.text())
    const vsn = url.searchParams.get("vsn") ?? VSN_1
    if (vsn !== VSN_1 && vsn !== VSN_2) return refuseWith(socket, errors.unsupportedVsn(vsn))
    const apikey = url.searchParams.get("apikey") ?? headers.get("apikey") ?? ""
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      if (this.shuttingDown) return ws.close(CLOSE_GOING_AWAY, "server shutting down")
      this.sockets.add(new RealtimeSocket(this, ws, vsn as Vsn, apikey))
    })
  }

  private closeSilentSockets() {
    const deadline = Date.now() - this.limits.heartbeatTimeoutMs
    for (const socket of this.sockets) if (socket.lastHeartbeat < deadline) socket.close(CLOSE_HEARTBEAT_TIMEOUT, "heartbeat timeout")
  }

  removeSocket(socket: RealtimeSocket) {
    this.sockets.delete(socket)
  }

  /**
   * Lets messages sent from the database to the channel's topic be written from now on (awaited before
   * the join's reply); undone by removeSession, or by forgetDatabaseBroadcasts when the channel never joined its room.
   */
  hearDatabaseBroadcasts(session: ChannelSession): Promise<void> {
    return this.databaseBroadcasts.hear(session.isPrivate, session.subTopic)
  }

  /** Undoes hearDatabaseBroadcasts for a channel that never joined its room. */
  forgetDatabaseBroadcasts(session: ChannelSession) {
    this.databaseBroadcasts.forget(session.isPrivate, session.subTopic)
  }

  addSession(session: ChannelSession) {
    let room = this.rooms.get(session.topicKey)
    if (!room) this.rooms.set(session.topicKey, (room = new Set()))
    room.add(session)
  }

  /** Takes the channel out of its room; its presence leaves. */
  removeSession(session: ChannelSession) {
    const room = this.rooms.get(session.topicKey)
    if (room?.delete(session)) this.forgetDatabaseBroadcasts(session)
    if (room?.size === 0) this.rooms.delete(session.topicKey)
    const presence = this.presences.get(session.topicKey)
    if (presence) {
      this.presenceChanged(session.topicKey, session.topic, presence.untrack(session.id))
      if (presence.size === 0) this.presences.delete(session.topicKey)
    }
  }

  presenceOf(topicKey: string): PresenceTopic {
    let presence = this.presences.get(topicKey)
    if (!presence) this.presences.set(topicKey, (presence = new PresenceTopic()))
    return presence
  }

  /** Sends a presence diff to every channel of the room that follows presence. */
  presenceChanged(topicKey: string, topic: string, diff: PresenceDiff | undefined) {
    if (!diff) return
    const frames = new Map<Vsn, string>()
    for (const session of this.rooms.get(topicKey) ?? []) {
      if (!session.receivesPresence) continue
      const vsn = session.socket.vsn
      let frame = frames.get(vsn)
      if (!frame) frames.set(vsn, (frame = encode({ join_ref: null, ref: null, topic, event: "presence_diff", payload: diff }, vsn)))
      session.socket.send(frame)
    }
  }

  /** Sends a broadcast to every channel of the room that may read it, but `except`. */
  broadcast(topicKey: string, topic: string, broadcast: Broadcast, except?: ChannelSession) {
    const frames = new Map<Vsn, string | Buffer | undefined>()
    for (const session of this.rooms.get(topicKey) ?? []) {
      if (session === except || !session.receivesBroadcasts) continue
      const vsn = session.socket.vsn
      if (!frames.has(vsn)) frames.set(vsn, encodeBroadcast(topic, broadcast, vsn))
      const frame = frames.get(vsn)
      if (frame) session.socket.send(frame)
    }
  }

  /** Stops taking sockets and closes every open one with 1001 (going away). */
  async shutdown() {
    this.shuttingDown = true
    const open = [...this.sockets]
    if (open.length === 0) return
    const closed = Promise.all(open.map((socket) => new Promise<void>((resolve) => socket.onceClosed(resolve))))
    for (const socket of open) socket.close(CLOSE_GOING_AWAY, "server shutting down")
    const timer = setTimeout(() => open.forEach((socket) => socket.terminate()), CLOSE_HANDSHAKE_MS)
    await closed
    clearTimeout(timer)
  }

  /** shutdown(), then the postgres changes feed stops. */
  async close() {
    await this.shutdown()
    clearInterval(this.sweeper)
    await this.changes.stop()
    await this.databaseBroadcasts.stop()
  }

  /** What /realtime/v1/api/health reports. */
  health() {
    let channels = 0
    let presences = 0
    for (const room of this.rooms.values()) channels += room.size
    for (const presence of this.presences.values()) presences += presence.size
    const { transactions, changes, deliveries, lastError } = this.changes.stats
    return {
      status: this.shuttingDown ? "shutting_down" : "ok",
      connections: this.sockets.size,
      channels,
      presences,
      postgres_changes: { subscriptions: this.changes.subscriptions, transactions, changes, deliveries, last_error: lastError ?? null },
    }
  }
}
