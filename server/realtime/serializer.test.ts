import { RealtimeClient } from "@supabase/supabase-js"
import WebSocket from "ws"
import { describe, expect, it } from "vitest"
import { VSN_1, VSN_2 } from "./constants"
import { decode, encode, encodeBroadcast, ProtocolError, type Message } from "./serializer"

/** The installed realtime-js's own 2.0.0 serializer: what supabase-js sends, and how it reads ours. */
const client = new RealtimeClient("ws://localhost/realtime/v1", { params: { apikey: "key" }, transport: WebSocket as never })

function clientEncode(msg: Message): Buffer {
  let out: string | ArrayBuffer = ""
  client.serializer.encode(msg as never, (result) => (out = result))
  return typeof out === "string" ? Buffer.from(out) : Buffer.from(out)
}

const isBinary = (data: Buffer, msg: Message) => {
  let binary = false
  client.serializer.encode(msg as never, (result) => (binary = typeof result !== "string"))
  return binary && data.length > 0
}

function clientDecode(data: string | Buffer): Message {
  let out: Message | undefined
  const raw = typeof data === "string" ? data : data.buffer.slice(data.byteOffset, data.byteOffset + data.length)
  client.serializer.decode(raw as never, (msg: Message) => (out = msg))
  return out!
}

describe("the 2.0.0 framing, against realtime-js's serializer", () => {
  it("decodes the client's join, a JSON array", () => {
    const join: Message = { join_ref: "1", ref: "1", topic: "realtime:room", event: "phx_join", payload: { config: { private: false } } }
    const frame = clientEncode(join)
    expect(decode(frame, false, VSN_2)).toEqual({ kind: "message", message: join })
  })

  it("decodes the client's broadcast push, a binary frame, keeping the JSON payload's bytes", () => {
    const push: Message = {
      join_ref: "3",
      ref: "4",
      topic: "realtime:room",
      event: "broadcast",
      payload: { type: "broadcast", event: "cursor", payload: { x: 1 } },
    }
    const frame = clientEncode(push)
    expect(isBinary(frame, push)).toBe(true)
    const decoded = decode(frame, true, VSN_2)
    expect(decoded).toMatchObject({
      kind: "broadcast",
      message: { join_ref: "3", ref: "4", topic: "realtime:room", event: "broadcast" },
      broadcast: { event: "cursor", encoding: "json", payload: { x: 1 } },
    })
  })

  it("decodes a raw binary broadcast payload as bytes", () => {
    const bytes = new Uint8Array([1, 2, 3])
    const frame = clientEncode({
      join_ref: "1",
      ref: "2",
      topic: "realtime:room",
      event: "broadcast",
      payload: { type: "broadcast", event: "blob", payload: bytes.buffer },
    })
    const decoded = decode(frame, true, VSN_2)
    expect(decoded.kind === "broadcast" && decoded.broadcast).toMatchObject({
      event: "blob",
      encoding: "binary",
      bytes: Buffer.from(bytes),
    })
  })

  it("encodes replies and pushes the client decodes", () => {
    const reply: Message = { join_ref: "1", ref: "1", topic: "realtime:room", event: "phx_reply", payload: { status: "ok", response: {} } }
    expect(clientDecode(encode(reply, VSN_2))).toEqual(reply)
  })

  it("encodes a pushed broadcast as the binary user-broadcast frame the client decodes, and a JSON one as text", () => {
    const pushed = decode(
      clientEncode({
        join_ref: "1",
        ref: "2",
        topic: "realtime:room",
        event: "broadcast",
        payload: { type: "broadcast", event: "cursor", payload: { x: 1 } },
      }),
      true,
      VSN_2,
    )
    if (pushed.kind !== "broadcast") throw new Error("expected a broadcast")
    const binary = encodeBroadcast("realtime:room", pushed.broadcast, VSN_2)
    expect(Buffer.isBuffer(binary)).toBe(true)
    expect(clientDecode(binary as Buffer)).toEqual({
      join_ref: null,
      ref: null,
      topic: "realtime:room",
      event: "broadcast",
      payload: { type: "broadcast", event: "cursor", payload: { x: 1 } },
    })
    const text = encodeBroadcast("realtime:room", { event: "news", encoding: "json", payload: { y: 2 } }, VSN_2)
    expect(clientDecode(text as string)).toMatchObject({
      event: "broadcast",
      payload: { type: "broadcast", event: "news", payload: { y: 2 } },
    })
  })

  it("refuses what is not the protocol", () => {
    expect(() => decode(Buffer.from("{}"), false, VSN_2)).toThrow(ProtocolError)
    expect(() => decode(Buffer.from("nope"), false, VSN_2)).toThrow(ProtocolError)
    expect(() => decode(Buffer.from([9, 0, 0]), true, VSN_2)).toThrow(ProtocolError)
    expect(() => decode(Buffer.from([3, 200, 0, 0, 0, 0, 1]), true, VSN_2)).toThrow(ProtocolError)
  })
})

describe("the 1.0.0 framing", () => {
  it("decodes and encodes JSON objects", () => {
    const msg: Message = { join_ref: null, ref: "5", topic: "phoenix", event: "heartbeat", payload: {} }
    expect(decode(Buffer.from(JSON.stringify(msg)), false, VSN_1)).toEqual({ kind: "message", message: msg })
    expect(JSON.parse(encode(msg, VSN_1))).toEqual(msg)
  })

  it("sends a 1.0.0 subscriber a pushed JSON broadcast as an object, and leaves out a raw binary one", () => {
    const json = encodeBroadcast("realtime:room", { event: "e", encoding: "json", payload: { a: 1 }, bytes: Buffer.from('{"a":1}') }, VSN_1)
    expect(JSON.parse(json as string)).toEqual({
      topic: "realtime:room",
      event: "broadcast",
      payload: { type: "broadcast", event: "e", payload: { a: 1 } },
      ref: null,
      join_ref: null,
    })
    expect(encodeBroadcast("realtime:room", { event: "e", encoding: "binary", bytes: Buffer.from([1]) }, VSN_1)).toBeUndefined()
    expect(() => decode(Buffer.from([3]), true, VSN_1)).toThrow(ProtocolError)
  })
})
