import { createClient, type RealtimeChannel, type SupabaseClient } from "@supabase/supabase-js"
import WebSocket from "ws"
import type { TestServer } from "../testing/harness"
import { CLIENT_JOIN_TIMEOUT_MS } from "./constants"

/** Events as they arrive, awaited in order by the test. */
export class Inbox<T> {
  readonly items: T[] = []
  private waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = []

  push = (item: T) => {
    this.items.push(item)
    const waiter = this.waiters.find((w) => w.match(item))
    if (waiter) {
      this.waiters = this.waiters.filter((w) => w !== waiter)
      waiter.resolve(item)
    }
  }

  /** The first item (already here or still to come) that matches. */
  next(match: (item: T) => boolean = () => true, timeoutMs = 5_000): Promise<T> {
    const found = this.items.find(match)
    if (found) return Promise.resolve(found)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done)
        reject(new Error(`nothing matching arrived within ${timeoutMs} ms; got ${JSON.stringify(this.items)}`))
      }, timeoutMs)
      const done = (item: T) => {
        clearTimeout(timer)
        resolve(item)
      }
      this.waiters.push({ match, resolve: done })
    })
  }
}

export interface SubscribeResult {
  status: string
  error?: Error
}

/** Subscribes and resolves with the first status other than CLOSED (SUBSCRIBED, CHANNEL_ERROR or TIMED_OUT). */
export function subscribe(channel: RealtimeChannel, statuses?: Inbox<SubscribeResult>): Promise<SubscribeResult> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      statuses?.push({ status, error })
      if (status !== "CLOSED") resolve({ status, error })
    })
  })
}

/**
 * supabase-js clients for realtime tests against a server started with `http: true`; `token`
 * becomes the realtime access token (as after a sign-in). close() disconnects them all, so no
 * client keeps reconnecting to a server that is gone.
 */
export function realtimeClients(t: TestServer) {
  const clients: SupabaseClient[] = []
  return {
    async client(options: { token?: string; key?: string; vsn?: string; heartbeatIntervalMs?: number } = {}): Promise<SupabaseClient> {
      const { token, key, ...realtime } = options
      const client = createClient(t.url, key ?? t.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never, timeout: CLIENT_JOIN_TIMEOUT_MS, ...realtime },
      })
      if (token) await client.realtime.setAuth(token)
      clients.push(client)
      return client
    },
    async close() {
      await Promise.all(clients.splice(0).map((c) => c.removeAllChannels().catch(() => undefined)))
    },
  }
}

/** A Phoenix message as the tests read it (vsn 2.0.0 arrays, or 1.0.0 objects, decoded to one shape). */
export interface Frame {
  join_ref: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
}

/** A bare websocket speaking the protocol by hand, for what supabase-js does not let a test do. */
export class RawSocket {
  readonly frames = new Inbox<Frame>()
  readonly binary = new Inbox<Buffer>()
  readonly closed: Promise<{ code: number; reason: string }>
  private ref = 0

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data, isBinary) => {
      if (isBinary) return this.binary.push(data as Buffer)
      const [join_ref, ref, topic, event, payload] = JSON.parse(String(data))
      this.frames.push({ join_ref, ref, topic, event, payload })
    })
    this.closed = new Promise((resolve) => ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })))
  }

  static open(t: TestServer, query = `apikey=${t.anonKey}&vsn=2.0.0`): Promise<RawSocket> {
    const ws = new WebSocket(`${t.url.replace(/^http/, "ws")}/realtime/v1/websocket?${query}`)
    return new Promise((resolve, reject) => {
      ws.once("open", () => resolve(new RawSocket(ws)))
      ws.once("error", reject)
    })
  }

  /** Sends `[join_ref, ref, topic, event, payload]` and answers the ref used. */
  send(topic: string, event: string, payload: unknown, joinRef: string | null = null): string {
    const ref = String(++this.ref)
    this.ws.send(JSON.stringify([joinRef, ref, topic, event, payload]))
    return ref
  }

  /** The reply to the message sent with `ref`. */
  reply(ref: string) {
    return this.frames.next((f) => f.event === "phx_reply" && f.ref === ref)
  }

  /** Joins `realtime:<name>` and answers the join's ref and the reply. */
  async join(name: string, payload: Record<string, unknown> = { config: {} }) {
    const joinRef = String(++this.ref)
    this.ws.send(JSON.stringify([joinRef, joinRef, `realtime:${name}`, "phx_join", payload]))
    return { joinRef, reply: await this.reply(joinRef) }
  }

  close() {
    this.ws.close()
  }
}

/** Answers the HTTP status and body a refused websocket upgrade got. */
export function refusedUpgrade(url: string): Promise<{ status: number; body: string }> {
  const ws = new WebSocket(url)
  return new Promise((resolve, reject) => {
    ws.once("open", () => reject(new Error("the upgrade was accepted")))
    ws.once("unexpected-response", (_req, res) => {
      let body = ""
      res.on("data", (chunk) => (body += chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }))
    })
    ws.once("error", () => undefined)
  })
}
