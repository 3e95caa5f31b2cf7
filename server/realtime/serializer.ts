import { VSN_1, VSN_2, type Vsn } from "./constants"

/** A Phoenix message: `[join_ref, ref, topic, event, payload]` in vsn 2.0.0, an object in 1.0.0. */
export interface Message {
  join_ref: string | null
  ref: string | null
  topic: string
  event: string
  payload: unknown
}

/**
 * A broadcast: its user event and payload, kept in the form it arrived in. realtime-js 2.0.0 pushes
 * broadcasts as binary frames (a JSON or raw payload); REST and 1.0.0 clients send JSON messages.
 */
export type Broadcast =
  { event: string; encoding: "json"; payload: unknown; bytes?: Buffer } | { event: string; encoding: "binary"; bytes: Buffer }

/** A client frame: a message, or a broadcast pushed in the binary user-broadcast form. */
export type Inbound = { kind: "message"; message: Message } | { kind: "broadcast"; message: Message; broadcast: Broadcast }

export class ProtocolError extends Error {}

/** Binary frame kinds of realtime's V2 serializer. */
const USER_BROADCAST_PUSH = 3
const USER_BROADCAST = 4
const BINARY_ENCODING = 0
const JSON_ENCODING = 1

const isRef = (value: unknown): value is string | null => value === null || value === undefined || typeof value === "string"

function message(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): Message {
  if (!isRef(joinRef) || !isRef(ref) || typeof topic !== "string" || typeof event !== "string") {
    throw new ProtocolError("expected join_ref, ref, topic and event")
  }
  return { join_ref: joinRef ?? null, ref: ref ?? null, topic, event, payload }
}

function decodeText(text: string, vsn: Vsn): Message {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ProtocolError("frame is not JSON")
  }
  if (vsn === VSN_2) {
    if (!Array.isArray(parsed) || parsed.length < 5) throw new ProtocolError("expected a V2 array")
    return message(parsed[0], parsed[1], parsed[2], parsed[3], parsed[4])
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new ProtocolError("expected a V1 object")
  const { join_ref, ref, topic, event, payload } = parsed as Record<string, unknown>
  return message(join_ref, ref, topic, event, payload)
}

function decodeUserBroadcastPush(data: Buffer): Inbound {
  const headerLength = 7
  if (data.length < headerLength) throw new ProtocolError("binary frame too short")
  const sizes = [data[1], data[2], data[3], data[4], data[5]]
  const encoding = data[6]
  let offset = headerLength
  // The fifth part is client metadata, which realtime reads but does not use either.
  const [joinRef, ref, topic, event] = sizes.map((size) => {
    if (offset + size > data.length) throw new ProtocolError("binary frame too short")
    const text = data.toString("utf8", offset, offset + size)
    offset += size
    return text
  })
  const bytes = data.subarray(offset)
  let broadcast: Broadcast
  if (encoding === JSON_ENCODING) {
    let payload: unknown
    try {
      payload = JSON.parse(bytes.toString("utf8"))
    } catch {
      throw new ProtocolError("broadcast payload is not JSON")
    }
    broadcast = { event, encoding: "json", payload, bytes }
  } else if (encoding === BINARY_ENCODING) {
    broadcast = { event, encoding: "binary", bytes }
  } else {
    throw new ProtocolError(`unknown payload encoding ${encoding}`)
  }
  return { kind: "broadcast", message: message(joinRef || null, ref || null, topic, "broadcast", undefined), broadcast }
}

/** Decodes one client frame for the socket's protocol version; throws ProtocolError when malformed. */
export function decode(data: Buffer, isBinary: boolean, vsn: Vsn): Inbound {
  if (!isBinary) {
    const decoded = decodeText(data.toString("utf8"), vsn)
    const payload = decoded.payload as Record<string, unknown> | null
    if (decoded.event === "broadcast" && typeof payload === "object" && payload !== null && typeof payload.event === "string") {
      return { kind: "broadcast", message: decoded, broadcast: { event: payload.event, encoding: "json", payload: payload.payload } }
    }
    return { kind: "message", message: decoded }
  }
  if (vsn !== VSN_2) throw new ProtocolError("binary frames need vsn 2.0.0")
  if (data[0] === USER_BROADCAST_PUSH) return decodeUserBroadcastPush(data)
  throw new ProtocolError(`unknown binary frame kind ${data[0]}`)
}

/** Encodes a message for the socket's protocol version. */
export function encode(msg: Message, vsn: Vsn): string {
  if (vsn === VSN_1)
    return JSON.stringify({ topic: msg.topic, event: msg.event, payload: msg.payload, ref: msg.ref, join_ref: msg.join_ref })
  return JSON.stringify([msg.join_ref, msg.ref, msg.topic, msg.event, msg.payload])
}

const bytesOf = (text: string) => Buffer.from(text, "utf8")

/**
 * A broadcast as a subscriber on `vsn` receives it: a binary user-broadcast frame when it was pushed
 * as one (2.0.0), otherwise `{type: "broadcast", event, payload}`; undefined when the subscriber's
 * protocol cannot carry it (a raw binary payload to a 1.0.0 socket).
 */
export function encodeBroadcast(topic: string, broadcast: Broadcast, vsn: Vsn): string | Buffer | undefined {
  if (vsn === VSN_2 && broadcast.bytes) {
    const header = [topic, broadcast.event].map(bytesOf)
    if (header.some((part) => part.length > 255)) return undefined
    const encoding = broadcast.encoding === "json" ? JSON_ENCODING : BINARY_ENCODING
    return Buffer.concat([Buffer.from([USER_BROADCAST, header[0].length, header[1].length, 0, encoding]), ...header, broadcast.bytes])
  }
  if (broadcast.encoding === "binary") return undefined
  return encode(
    {
      join_ref: null,
      ref: null,
      topic,
      event: "broadcast",
      payload: { type: "broadcast", event: broadcast.event, payload: broadcast.payload },
    },
    vsn,
  )
}

/** The payload of a broadcast in bytes, as the size limit counts it. */
export function broadcastSize(broadcast: Broadcast): number {
  if (broadcast.bytes) return broadcast.bytes.length
  return broadcast.encoding === "json" ? Buffer.byteLength(JSON.stringify(broadcast.payload ?? null)) : 0
}
