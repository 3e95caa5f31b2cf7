import type { Context, MiddlewareHandler } from "hono"
import { etagOf, ifNoneMatchHits, notModified } from "./conditional"
import { COMPRESSION_THRESHOLD_BYTES, compress, isCompressibleType, negotiateEncoding, type ContentEncoding } from "./content-encoding"

export interface SiteDeliveryOptions {
  /** A body longer than this passes through as it is (no ETag, no compression). @default 8 MiB */
  maxBodyBytes?: number
  /** Encoded bodies kept for the next request of the same bytes. @default 16 MiB */
  cacheBytes?: number
}

const DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024
const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024

/**
 * How every site response leaves the server, whether a file or a rendered page: compressed with brotli
 * or gzip as the client accepts (`Vary: Accept-Encoding`), unless a precompressed sibling was served
 * already; and, unless it is an immutable hashed asset, with an ETag that answers a matching
 * If-None-Match with 304. Encoded bodies are cached by their bytes' digest, so a page served again
 * costs a hash, not a compression.
 */
export function siteDelivery(options: SiteDeliveryOptions = {}): MiddlewareHandler {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  const encoded = new EncodedBodyCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES)

  return async (c, next) => {
    await next()
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return
    const res = c.res
    if (!res.body || res.status === 204 || res.status === 206 || res.status === 304) return

    const headers = new Headers(res.headers)
    const alreadyEncoded = headers.has("content-encoding")
    const compressible = isCompressibleType(headers.get("content-type")) && !/\bno-transform\b/i.test(headers.get("cache-control") ?? "")
    const validated = res.status === 200 && !/\b(immutable|no-store)\b/i.test(headers.get("cache-control") ?? "")
    if (compressible) appendVary(headers, "Accept-Encoding")
    if (!validated && (alreadyEncoded || !compressible)) return replace(c, new Response(res.body, { status: res.status, headers }))

    const read = await readUpTo(res.body, maxBodyBytes)
    if (!read.complete) return replace(c, new Response(read.stream, { status: res.status, headers }))
    const body = read.bytes
    const digest = etagOf(body)

    if (validated) {
      if (!headers.has("etag")) headers.set("etag", digest)
      if (ifNoneMatchHits(c.req.header("if-none-match"), headers.get("etag")!)) return replace(c, notModified(headers))
    }

    const encoding =
      compressible && !alreadyEncoded && body.byteLength >= COMPRESSION_THRESHOLD_BYTES
        ? negotiateEncoding(c.req.header("accept-encoding"))
        : null
    const sent = encoding ? await encoded.get(digest, encoding, () => compress(body, encoding, "dynamic")) : body
    if (sent !== body) headers.set("content-encoding", encoding!)
    headers.set("content-length", String(sent.byteLength))
    return replace(c, new Response(sent, { status: res.status, headers }))
  }
}

/**
 * Puts `response` in place of the context's. Hono copies the old response's headers onto a new one
 * (the old Content-Length included); clearing it first keeps exactly the headers built here.
 */
function replace(c: Context, response: Response) {
  c.res = undefined
  c.res = response
}

function appendVary(headers: Headers, field: string) {
  const vary = headers.get("vary")
  if (!vary) return headers.set("vary", field)
  const fields = vary.split(",").map((name) => name.trim().toLowerCase())
  if (!fields.includes(field.toLowerCase()) && !fields.includes("*")) headers.set("vary", `${vary}, ${field}`)
}

type Bytes = Uint8Array<ArrayBuffer>
type ReadBody = { complete: true; bytes: Bytes } | { complete: false; stream: ReadableStream<Uint8Array> }

/** The whole body when it fits in `limit` bytes; otherwise a stream that still yields all of it. */
async function readUpTo(body: ReadableStream<Uint8Array>, limit: number): Promise<ReadBody> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return { complete: true, bytes: concat(chunks, length) }
    chunks.push(value)
    length += value.byteLength
    if (length > limit) break
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
    },
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
  return { complete: false, stream }
}

function concat(chunks: Uint8Array[], length: number): Bytes {
  const bytes = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** Encoded bodies by digest and encoding, least recently used first out, within a byte budget. */
class EncodedBodyCache {
  private readonly entries = new Map<string, Promise<Bytes>>()
  private readonly sizes = new Map<string, number>()
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  async get(digest: string, encoding: ContentEncoding, encode: () => Promise<Bytes>): Promise<Bytes> {
    const key = `${encoding}:${digest}`
    const cached = this.entries.get(key)
    if (cached) {
      this.entries.delete(key)
      this.entries.set(key, cached)
      return cached
    }
    // Concurrent requests for the same bytes share one compression.
    const pending = encode()
    this.entries.set(key, pending)
    try {
      const result = await pending
      this.admit(key, result.byteLength)
      return result
    } catch (error) {
      this.entries.delete(key)
      throw error
    }
  }

  private admit(key: string, size: number) {
    if (!this.entries.has(key)) return
    this.sizes.set(key, size)
    this.bytes += size
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= this.sizes.get(oldest) ?? 0
      this.sizes.delete(oldest)
    }
  }
}
