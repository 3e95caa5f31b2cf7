import crypto from "node:crypto"
import type { Database } from "../db"
import { readPolicies, writePolicy, type ReadPolicies } from "./authorization"
import { bindingId, type ChangeData, type ChangeListener, type PostgresChangesParams } from "./changes"
import type { RealtimeServer } from "./hub"
import { broadcastSize, type Broadcast, type Inbound, type Message } from "./serializer"
import type { RealtimeSocket } from "./socket"
import { RealtimeTokenError, verifyRealtimeToken, type Audience } from "./tokens"

/** Longest wait before a channel checks its token's expiry again (a key may be valid for years). */
const EXPIRY_CHECK_MAX_MS = 60 * 60 * 1000

const TOPIC_PREFIX = "realtime:"

/** Hosted Realtime's answer when the policies of realtime.messages could not be asked (logged as UnableToSetPolicies). */
const UNABLE_TO_SET_POLICIES = "Realtime was unable to connect to the project database"

/**
 * The read policies of a private topic, or undefined when the database could not answer (a topic
 * it refuses, such as one with a NUL), logged as hosted Realtime logs it.
 */
async function askReadPolicies(db: Database, topic: string, audience: Audience): Promise<ReadPolicies | undefined> {
  try {
    return await readPolicies(db, topic, audience)
  } catch (error) {
    console.warn(
      `[realtime] UnableToSetPolicies: topic ${JSON.stringify(topic)}: ${error instanceof Error ? error.message : String(error)}`,
    )
    return undefined
  }
}

export interface ChannelConfig {
  /** Receive one's own broadcasts. */
  self: boolean
  /** Have each broadcast acknowledged. */
  ack: boolean
  presenceKey: string
  presenceEnabled: boolean
}

interface Policies {
  broadcastRead: boolean
  presenceRead: boolean
  /** Asked on the first send (and again after a new token); always true on public channels. */
  broadcastWrite?: boolean
  presenceWrite?: boolean
}

const PUBLIC_POLICIES: Policies = { broadcastRead: true, presenceRead: true, broadcastWrite: true, presenceWrite: true }

type JsonObject = Record<string, unknown>
const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value)

/** Public and private channels of one name are separate rooms, as on hosted Realtime. */
export const topicKeyOf = (isPrivate: boolean, subTopic: string) => `${isPrivate ? "private" : "public"}:${subTopic}`

/** The token a join acts with: its access_token, else the socket's apikey (also for `sb_…` keys, as hosted does). */
function joinToken(payload: JsonObject, apikey: string): string {
  const token = payload.access_token ?? payload.user_token
  return typeof token === "string" && token !== "" && !token.startsWith("sb_") ? token : apikey
}

/** Distinct ids for the bindings of one channel, derived from their parameters. */
function bindingIds(params: PostgresChangesParams[]): number[] {
  const ids: number[] = []
  const seen = new Map<number, string>()
  for (const p of params) {
    const text = JSON.stringify(p)
    let id = bindingId(p)
    while (seen.has(id) && seen.get(id) !== text) id = (id + 1) & 0x7ffffff
    seen.set(id, text)
    ids.push(id)
  }
  return ids
}

/** One channel a socket has joined: its topic, config, the token it acts with, and what it may do. */
export class ChannelSession implements ChangeListener {
  readonly id = crypto.randomUUID()
  readonly topicKey: string
  private policies: Policies
  private expiry?: NodeJS.Timeout
  private ended = false

  constructor(
    readonly socket: RealtimeSocket,
    readonly topic: string,
    readonly joinRef: string | null,
    readonly isPrivate: boolean,
    readonly config: ChannelConfig,
    public audience: Audience,
    private token: string,
    policies: Policies,
  ) {
    this.topicKey = topicKeyOf(isPrivate, this.subTopic)
    this.policies = policies
  }

  get subTopic() {
    return this.topic.slice(TOPIC_PREFIX.length)
  }

  private get hub(): RealtimeServer {
    return this.socket.hub
  }

  get receivesBroadcasts() {
    return this.policies.broadcastRead
  }

  get receivesPresence() {
    return this.config.presenceEnabled && this.policies.presenceRead
  }

  push(event: string, payload: unknown, ref: string | null = null) {
    this.socket.sendMessage({ join_ref: this.joinRef, ref, topic: this.topic, event, payload })
  }

  system(extension: string, status: "ok" | "error", message: string) {
    this.push("system", { extension, status, message, channel: this.subTopic })
  }

  deliver(payload: { ids: number[]; data: ChangeData }) {
    this.push("postgres_changes", payload)
  }

  pushPresenceState() {
    if (this.receivesPresence) this.push("presence_state", this.hub.presenceOf(this.topicKey).state())
  }

  /** Closes the channel from the server side: a `system` error saying why, then phx_close. */
  shutdown(message: string) {
    if (this.ended) return
    this.system("system", "error", message)
    this.close()
  }

  /** phx_close to the client, and the channel is gone. */
  close() {
    if (this.ended) return
    this.push("phx_close", {}, this.joinRef)
    this.end()
  }

  /** Forgets the channel: its presence leaves, its subscriptions stop. */
  end() {
    if (this.ended) return
    this.ended = true
    clearTimeout(this.expiry)
    this.hub.changes.unsubscribe(this)
    this.hub.removeSession(this)
    if (this.socket.channels.get(this.topic) === this) this.socket.channels.delete(this.topic)
  }

  /** Shuts the channel when its token expires, unless a newer one arrives first. */
  armExpiry() {
    clearTimeout(this.expiry)
    const remaining = this.audience.exp * 1000 - Date.now()
    this.expiry = setTimeout(
      () => {
        const secondsAgo = Math.floor(Date.now() / 1000) - this.audience.exp
        if (secondsAgo >= 0) this.shutdown(`Token has expired ${secondsAgo} seconds ago`)
        else this.armExpiry()
      },
      Math.max(0, Math.min(remaining, EXPIRY_CHECK_MAX_MS)),
    )
    this.expiry.unref()
  }

  async handle(inbound: Inbound) {
    const msg = inbound.message
    if (inbound.kind === "broadcast") return this.onBroadcast(msg, inbound.broadcast)
    switch (msg.event) {
      case "phx_leave":
        this.socket.reply(msg, "ok", {})
        return this.close()
      case "access_token":
        return this.onAccessToken(msg)
      case "presence":
        return this.onPresence(msg)
      default:
      // Like hosted Realtime, other events are ignored without a reply.
    }
  }

  private async onAccessToken(msg: Message) {
    const token = isObject(msg.payload) ? msg.payload.access_token : undefined
    if (typeof token !== "string" || token === "" || token.startsWith("sb_") || token === this.token) return
    let audience: Audience
    try {
      audience = await verifyRealtimeToken(token, this.hub.jwt)
    } catch (error) {
      if (error instanceof RealtimeTokenError) return this.shutdown(error.message)
      throw error
    }
    if (this.isPrivate) {
      const read = await askReadPolicies(this.hub.db, this.subTopic, audience)
      if (!read) return this.shutdown(UNABLE_TO_SET_POLICIES)
      if ((this.policies.broadcastRead && !read.broadcast) || (this.policies.presenceRead && !read.presence)) {
        return this.shutdown(`You no longer have permission to read from this Channel topic: ${this.subTopic}`)
      }
      this.policies = { broadcastRead: read.broadcast, presenceRead: read.presence }
    }
    this.audience = audience
    this.token = token
    this.armExpiry()
  }

  private async mayWrite(extension: "broadcast" | "presence"): Promise<boolean> {
    const key = extension === "broadcast" ? "broadcastWrite" : "presenceWrite"
    this.policies[key] ??= await writePolicy(this.hub.db, this.subTopic, this.audience, extension)
    return this.policies[key]!
  }

  private async onBroadcast(msg: Message, broadcast: Broadcast) {
    // Hosted Realtime drops a send the channel's policies refuse, without a reply.
    if (!(await this.mayWrite("broadcast"))) return
    if (broadcastSize(broadcast) > this.hub.limits.maxPayloadBytes) {
      if (this.config.ack) this.socket.reply(msg, "error", { reason: "PayloadSizeExceeded: Payload size exceeded" })
      return
    }
    this.hub.broadcast(this.topicKey, this.topic, broadcast, this.config.self ? undefined : this)
    if (this.config.ack) this.socket.reply(msg, "ok", {})
  }

  private async onPresence(msg: Message) {
    const payload = isObject(msg.payload) ? msg.payload : {}
    const event = typeof payload.event === "string" ? payload.event.toLowerCase() : ""
    const presence = this.hub.presenceOf(this.topicKey)
    if (event === "untrack") {
      this.hub.presenceChanged(this.topicKey, this.topic, presence.untrack(this.id))
      return this.socket.reply(msg, "ok", {})
    }
    if (event !== "track") return this.socket.reply(msg, "error", { reason: `UnknownPresenceEvent: ${event}` })
    if (!(await this.mayWrite("presence"))) return this.socket.reply(msg, "error", {})
    const tracked = payload.payload ?? {}
    if (!isObject(tracked)) return this.socket.reply(msg, "error", { reason: "Presence track payload must be a map" })
    if (Buffer.byteLength(JSON.stringify(tracked)) > this.hub.limits.maxPayloadBytes) return this.shutdown("Track message size exceeded")
    if (JSON.stringify(presence.payloadOf(this.id)) === JSON.stringify(tracked)) return this.socket.reply(msg, "ok", {})
    const enabling = !this.config.presenceEnabled
    this.config.presenceEnabled = true
    this.hub.presenceChanged(this.topicKey, this.topic, presence.track(this.id, this.config.presenceKey, tracked))
    this.socket.reply(msg, "ok", {})
    // A track is what turned presence on: this client never had the state, so it gets it now.
    if (enabling) this.pushPresenceState()
  }
}

/**
 * phx_join: checks the topic, the channel limit and the token, authorises a private channel,
 * subscribes its postgres_changes bindings, then replies, as hosted Realtime does: an ok reply
 * echoing the bindings with their ids (a `system` message then says whether Postgres accepted them),
 * presence_state when presence is on; or `{status: "error", response: {reason}}`.
 */
export async function joinChannel(socket: RealtimeSocket, msg: Message, overRateLimit: boolean): Promise<void> {
  const hub = socket.hub
  const refuse = (reason: string) => socket.reply(msg, "error", { reason })
  if (!msg.topic.startsWith(TOPIC_PREFIX)) return refuse("unmatched topic")
  const subTopic = msg.topic.slice(TOPIC_PREFIX.length)
  if (!subTopic) return refuse("TopicNameRequired: You must provide a topic name")
  if (hub.shuttingDown) return refuse("RealtimeRestarting: Realtime is restarting, please standby")
  if (overRateLimit) return refuse("ClientJoinRateLimitReached: Too many joins per second")
  const existing = socket.channels.get(msg.topic)
  if (!existing && socket.channels.size >= hub.limits.maxChannelsPerSocket) return refuse("ChannelRateLimitReached: Too many channels")

  const payload = isObject(msg.payload) ? msg.payload : {}
  const config = isObject(payload.config) ? payload.config : {}
  const broadcast = isObject(config.broadcast) ? config.broadcast : {}
  const presence = isObject(config.presence) ? config.presence : {}
  const isPrivate = config.private === true
  const token = joinToken(payload, socket.apikey)

  let audience: Audience
  try {
    audience = await verifyRealtimeToken(token, hub.jwt)
  } catch (error) {
    if (error instanceof RealtimeTokenError) return refuse(error.reason)
    throw error
  }

  let policies = PUBLIC_POLICIES
  if (isPrivate) {
    const read = await askReadPolicies(hub.db, subTopic, audience)
    if (!read) return refuse(UNABLE_TO_SET_POLICIES)
    if (!read.broadcast && !read.presence)
      return refuse(`Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`)
    policies = { broadcastRead: read.broadcast, presenceRead: read.presence }
  }
  if (socket.closed) return

  // A second join of a topic replaces the first, as in Phoenix.
  socket.channels.get(msg.topic)?.close()
  const session = new ChannelSession(
    socket,
    msg.topic,
    msg.join_ref,
    isPrivate,
    {
      self: broadcast.self === true,
      ack: broadcast.ack === true,
      presenceKey: typeof presence.key === "string" && presence.key !== "" ? presence.key : crypto.randomUUID(),
      presenceEnabled: presence.enabled === true,
    },
    audience,
    token,
    { ...policies },
  )

  const params = (Array.isArray(config.postgres_changes) ? config.postgres_changes : []).filter(isObject) as PostgresChangesParams[]
  const ids = bindingIds(params)
  // Subscribed before the reply, so a change or message committed once the client saw SUBSCRIBED reaches it.
  const changesError = params.length > 0 ? await hub.changes.subscribe(session, params, ids) : undefined
  await hub.hearDatabaseBroadcasts(session).catch((error: unknown) => {
    hub.changes.unsubscribe(session)
    throw error
  })
  if (socket.closed) {
    hub.changes.unsubscribe(session)
    hub.forgetDatabaseBroadcasts(session)
    return
  }
  socket.channels.set(msg.topic, session)
  hub.addSession(session)
  socket.reply(msg, "ok", params.length > 0 ? { postgres_changes: params.map((p, i) => ({ ...p, id: ids[i] })) } : {})
  if (params.length > 0) session.system("postgres_changes", changesError ? "error" : "ok", changesError ?? "Subscribed to PostgreSQL")
  session.pushPresenceState()
  if (broadcast.replication_ready === true) session.system("system", "ok", "Replication connection established")
  session.armExpiry()
}
