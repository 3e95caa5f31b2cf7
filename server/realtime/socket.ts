import { WebSocket, type RawData } from "ws"
import { joinChannel, type ChannelSession } from "./channel"
import type { Vsn } from "./constants"
import type { RealtimeServer } from "./hub"
import { decode, encode, ProtocolError, type Inbound, type Message } from "./serializer"

/** Close code for a frame that is not the protocol (as a Phoenix socket that cannot decode it). */
const CLOSE_INVALID_MESSAGE = 1007

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data
  if (Array.isArray(data)) return Buffer.concat(data)
  return Buffer.from(data)
}

/**
 * One client connection: decodes its frames in order (each is handled once the previous one is
 * done, so a join finishes before the messages sent after it), answers heartbeats, counts messages
 * against the per-second limit and routes the rest to the joined channels.
 */
export class RealtimeSocket {
  readonly channels = new Map<string, ChannelSession>()
  lastHeartbeat = Date.now()
  closed = false
  private queue: Promise<void> = Promise.resolve()
  private windowStart = 0
  private windowCount = 0

  constructor(
    readonly hub: RealtimeServer,
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** The apikey the socket connected with: the token of a join that brings none. */
    readonly apikey: string,
  ) {
    ws.on("message", (data, isBinary) => {
      this.queue = this.queue
        .then(() => this.receive(toBuffer(data), isBinary))
        .catch((error) => console.error("[realtime] message:", error))
    })
    ws.on("close", () => this.onClose())
    // A frame over the size cap ends the socket with 1009; the error itself needs no more handling.
    ws.on("error", (error) => console.warn("[realtime] socket:", error.message))
  }

  send(data: string | Buffer) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(data)
  }

  sendMessage(msg: Message) {
    this.send(encode(msg, this.vsn))
  }

  reply(msg: Message, status: "ok" | "error", response: unknown) {
    this.sendMessage({ join_ref: msg.join_ref, ref: msg.ref, topic: msg.topic, event: "phx_reply", payload: { status, response } })
  }

  close(code: number, reason: string) {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close(code, reason)
  }

  onceClosed(listener: () => void) {
    if (this.ws.readyState === WebSocket.CLOSED) listener()
    else this.ws.once("close", listener)
  }

  /** Ends the connection at once (a peer that does not answer the close handshake). */
  terminate() {
    this.ws.terminate()
  }

  /** Counts a message in the current one-second window; true when it is over the limit. */
  private overRateLimit(): boolean {
    const now = Date.now()
    if (now - this.windowStart >= 1000) {
      this.windowStart = now
      this.windowCount = 0
    }
    return ++this.windowCount > this.hub.limits.maxMessagesPerSecond
  }

  private async receive(data: Buffer, isBinary: boolean) {
    if (this.closed) return
    let inbound: Inbound
    try {
      inbound = decode(data, isBinary, this.vsn)
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error
      return this.close(CLOSE_INVALID_MESSAGE, error.message)
    }
    const msg = inbound.message
    if (msg.topic === "phoenix") {
      if (msg.event === "heartbeat") {
        this.lastHeartbeat = Date.now()
        this.reply(msg, "ok", {})
      } else {
        this.reply(msg, "error", { reason: "unmatched topic" })
      }
      return
    }
    const overLimit = this.overRateLimit()
    if (msg.event === "phx_join") return joinChannel(this, msg, overLimit)
    const channel = this.channels.get(msg.topic)
    if (!channel || (msg.join_ref !== null && msg.join_ref !== channel.joinRef)) {
      return this.reply(msg, "error", { reason: "unmatched topic" })
    }
    if (overLimit) return channel.shutdown("Too many messages per second")
    await channel.handle(inbound)
  }

  private onClose() {
    if (this.closed) return
    this.closed = true
    for (const channel of [...this.channels.values()]) channel.end()
    this.channels.clear()
    this.hub.removeSocket(this)
  }
}
