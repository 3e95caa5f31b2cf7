import type { IncomingMessage, ServerOptions } from "node:http"

export interface HttpTimeouts {
  /** The request line and headers must arrive within this (Node answers 408 and closes otherwise). */
  headersMs: number
  /** A whole request, body included; Node answers 408 past it. */
  requestMs: number
}

export interface BodyDeadlines {
  /** The longest pause while the server waits for more of a body. */
  idleMs: number
  /** After `rateGraceMs` of waiting, a body must have arrived at least this fast on average. */
  minBytesPerSecond: number
  rateGraceMs: number
}

/** Headers within 20 s; a request within an hour, which the largest upload at the minimum body rate fits in. */
export const HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 20_000, requestMs: 60 * 60_000 }

/** A body may pause 15 s at most, and after 15 s of waiting must average 16 KiB/s. */
export const BODY_DEADLINES: BodyDeadlines = { idleMs: 15_000, minBytesPerSecond: 16 * 1024, rateGraceMs: 15_000 }

/** Node checks header and request timeouts on this interval (its default, 30 s, would let them run late). */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000

/** The Node HTTP server options for `timeouts` (main.ts and the test harness create their servers with them). */
export function httpServerOptions(timeouts: Partial<HttpTimeouts> = {}): ServerOptions {
  const { headersMs, requestMs } = { ...HTTP_TIMEOUTS, ...timeouts }
  return {
    headersTimeout: headersMs,
    requestTimeout: requestMs,
    connectionsCheckingInterval: Math.min(CONNECTIONS_CHECKING_INTERVAL_MS, headersMs / 2),
  }
}

/** A request body stalled, fell short of its Content-Length or arrived too slowly: each protocol answers it 408. */
export class RequestTimeoutError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "RequestTimeoutError"
  }
}

/** The error for a body that paused longer than `deadlines.idleMs`. */
const stalled = (deadlines: BodyDeadlines) => new RequestTimeoutError(`The request body stopped arriving for ${deadlines.idleMs} ms`)

/** The error for a body below the minimum rate once the grace period is over, or undefined while it keeps up. */
function tooSlow(received: number, waitedMs: number, deadlines: BodyDeadlines): RequestTimeoutError | undefined {
  if (waitedMs <= deadlines.rateGraceMs || (received * 1000) / waitedMs >= deadlines.minBytesPerSecond) return undefined
  return new RequestTimeoutError(`The request body arrived slower than ${deadlines.minBytesPerSecond} bytes per second`)
}

/**
 * The request with its body watched: reading it fails with RequestTimeoutError when the client
 * pauses longer than `idleMs`, or delivers less than `minBytesPerSecond` once the server has waited
 * `rateGraceMs` for it. Only time spent waiting on the client counts, not the handler's own work.
 */
function withBodyDeadlines(request: Request, deadlines: BodyDeadlines = BODY_DEADLINES): Request {
  // Asked for its body, the adapter's lightweight request becomes a full one: GET and HEAD have none.
  if (request.method === "GET" || request.method === "HEAD") return request
  const source = request.body
  if (!source) return request
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  let received = 0
  let waitedMs = 0
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= source.getReader()
        const started = Date.now()
        let timer: NodeJS.Timeout | undefined
        const idle = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(stalled(deadlines)), deadlines.idleMs)
        })
        try {
          const { done, value } = await Promise.race([reader.read(), idle])
          waitedMs += Date.now() - started
          if (done) return controller.close()
          received += value.byteLength
          const slow = tooSlow(received, waitedMs, deadlines)
          if (slow) throw slow
          controller.enqueue(value)
        } catch (error) {
          controller.error(error)
          // Cancelled only now: cancelling ends the pending read, which must not pass for the body's end.
          if (error instanceof RequestTimeoutError) reader.cancel(error).catch(() => undefined)
        } finally {
          clearTimeout(timer)
        }
      },
      cancel: (reason) => (reader ?? source).cancel(reason),
    },
    { highWaterMark: 0 },
  )
  return new Request(request, { body, duplex: "half" } as RequestInit)
}

/** Bodies up to this size, announced by Content-Length, are read whole before the handler runs. */
const SMALL_BODY_BYTES = 64 * 1024

/** What the Node adapter passes as the fetch handler's env, and reads a body from when it is set. */
interface NodeBindings {
  incoming?: IncomingMessage & { rawBody?: Buffer }
}

/**
 * The request with its body under `deadlines`. A small body with a Content-Length (every REST,
 * auth and form request) is read whole straight from Node's stream and handed to the adapter as its
 * raw body, which its text() and json() return without web streams: a third of a small write's cost
 * went to them. Larger and chunked bodies (uploads) stay streams, watched by withBodyDeadlines.
 */
export async function watchBody(request: Request, env: unknown, deadlines: BodyDeadlines = BODY_DEADLINES): Promise<Request> {
  if (request.method === "GET" || request.method === "HEAD") return request
  const incoming = (env as NodeBindings | undefined)?.incoming
  const length = Number(incoming?.headers["content-length"] ?? Number.NaN)
  if (!incoming || !Number.isSafeInteger(length) || length > SMALL_BODY_BYTES || incoming.readableDidRead) {
    return withBodyDeadlines(request, deadlines)
  }
  try {
    incoming.rawBody = await readWholeBody(incoming, deadlines)
    return request
  } catch (error) {
    // The handler meets the failure where it reads the body, and answers it in its protocol's shape.
    const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.error(error) })
    return new Request(request.url, { method: request.method, headers: request.headers, body, duplex: "half" } as RequestInit)
  }
}

/** Node's request stream read to its end, failing with RequestTimeoutError as withBodyDeadlines does. */
function readWholeBody(incoming: IncomingMessage, deadlines: BodyDeadlines): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const started = Date.now()
    let received = 0
    let idleTimer: NodeJS.Timeout | undefined
    const fail = (error: Error) => {
      finish()
      reject(error)
    }
    const waitForMore = () => {
      clearTimeout(idleTimer)
      idleTimer = setTimeout(() => fail(stalled(deadlines)), deadlines.idleMs)
    }
    const onData = (chunk: Buffer) => {
      chunks.push(chunk)
      received += chunk.byteLength
      const slow = tooSlow(received, Date.now() - started, deadlines)
      if (slow) fail(slow)
      else waitForMore()
    }
    const onEnd = () => {
      finish()
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))
    }
    const onError = (error: Error) => fail(error)
    const onClose = () => fail(new Error("The client closed the connection before its request body arrived"))
    const finish = () => {
      clearTimeout(idleTimer)
      incoming.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose)
    }
    incoming.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose)
    waitForMore()
  })
}
