import { JsonBodyError, parseJsonBody } from "../middleware/json-body"
import { RequestTimeoutError } from "../middleware/request-deadlines"
import { errors, StorageError } from "./errors"
import { JSON_BODY_LIMIT_BYTES, MULTIPART_OVERHEAD_BYTES } from "./limits"

/** What an upload carries, from either a raw body or a multipart form (storage-js sends both). */
export interface UploadSource {
  body: ReadableStream<Uint8Array>
  contentType: string
  /** Stored as metadata.cacheControl, e.g. "max-age=3600". */
  cacheControl: string
  /** The caller's own metadata (x-metadata header or `metadata` form field). */
  userMetadata: Record<string, unknown> | null
  /** The declared length, when the request said it in advance. */
  declaredLength?: number
}

/** Passes at most `maxBytes` through; beyond that the stream fails with `tooLarge`. */
function limitStream(stream: ReadableStream<Uint8Array>, maxBytes: number, tooLarge: () => Error): ReadableStream<Uint8Array> {
  let seen = 0
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength
        if (seen > maxBytes) controller.error(tooLarge())
        else controller.enqueue(chunk)
      },
    }),
  )
}

function declaredLength(request: Request): number | undefined {
  const header = request.headers.get("content-length")
  if (header === null || !/^\d+$/.test(header.trim())) return undefined
  return Number(header)
}

const emptyStream = () => new ReadableStream<Uint8Array>({ start: (controller) => controller.close() })

/** Reads a JSON object body of at most 1 MiB; anything else is storage's 400. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const length = declaredLength(request)
  if (length !== undefined && length > JSON_BODY_LIMIT_BYTES) throw errors.entityTooLarge()
  let text: string
  try {
    text = await new Response(limitStream(request.body ?? emptyStream(), JSON_BODY_LIMIT_BYTES, errors.entityTooLarge)).text()
  } catch (error) {
    if (error instanceof StorageError || error instanceof RequestTimeoutError) throw error
    throw errors.invalidRequest("Could not read the request body")
  }
  if (text.trim() === "") return {}
  const value = parseJson(text, "Body is not valid JSON")
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw errors.invalidRequest("Body must be a JSON object")
  return value as Record<string, unknown>
}

/** Bounded JSON (see json-body.ts); anything it refuses is storage's 400 with `message` and the reason. */
function parseJson(text: string, message: string): unknown {
  try {
    return parseJsonBody(text)
  } catch (error) {
    if (error instanceof JsonBodyError) throw errors.invalidRequest(`${message}: ${error.message}`)
    throw error
  }
}

function parseUserMetadata(json: string): Record<string, unknown> {
  const value = parseJson(json, "Invalid metadata: not JSON")
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw errors.invalidRequest("Invalid metadata: must be a JSON object")
  return value as Record<string, unknown>
}

/** `cacheControl` seconds as storage-js sends them become `max-age=<n>`. */
function cacheControlFromSeconds(value: string): string {
  const trimmed = value.trim()
  return /^\d+$/.test(trimmed) ? `max-age=${trimmed}` : trimmed || "no-cache"
}

/**
 * The file of an upload request. Multipart bodies (what storage-js sends for Blob, File and
 * FormData) use the first file part, whatever its field name; other bodies are the file itself,
 * typed by Content-Type. Bodies larger than `maxBytes` fail with EntityTooLarge.
 */
export async function readUpload(request: Request, maxBytes: number): Promise<UploadSource> {
  const contentType = request.headers.get("content-type") ?? ""
  const length = declaredLength(request)

  if (/^multipart\/form-data/i.test(contentType)) {
    if (length !== undefined && length > maxBytes + MULTIPART_OVERHEAD_BYTES) throw errors.entityTooLarge()
    let form: FormData
    try {
      const limited = limitStream(request.body ?? emptyStream(), maxBytes + MULTIPART_OVERHEAD_BYTES, errors.entityTooLarge)
      form = await new Response(limited, { headers: { "content-type": contentType } }).formData()
    } catch (error) {
      if (error instanceof StorageError || error instanceof RequestTimeoutError) throw error
      const cause = (error as { cause?: unknown }).cause
      if (cause instanceof StorageError || cause instanceof RequestTimeoutError) throw cause
      throw errors.invalidRequest("Invalid multipart body")
    }
    let file: Blob | undefined
    for (const [, value] of form) {
      if (typeof value !== "string") {
        file = value
        break
      }
    }
    if (!file) throw errors.invalidRequest("No file part in the multipart body")
    if (file.size > maxBytes) throw errors.entityTooLarge()
    const cacheControl = form.get("cacheControl")
    const metadata = form.get("metadata")
    const typeField = form.get("contentType")
    return {
      body: file.stream(),
      contentType: file.type || (typeof typeField === "string" && typeField) || "application/octet-stream",
      cacheControl: typeof cacheControl === "string" ? cacheControlFromSeconds(cacheControl) : "no-cache",
      userMetadata: typeof metadata === "string" && metadata !== "" ? parseUserMetadata(metadata) : null,
      declaredLength: file.size,
    }
  }

  if (length !== undefined && length > maxBytes) throw errors.entityTooLarge()
  const metadataHeader = request.headers.get("x-metadata")
  let userMetadata: Record<string, unknown> | null = null
  if (metadataHeader) userMetadata = parseUserMetadata(Buffer.from(metadataHeader, "base64").toString("utf8"))
  return {
    body: request.body ?? emptyStream(),
    contentType: contentType || "application/octet-stream",
    cacheControl: request.headers.get("cache-control") || "no-cache",
    userMetadata,
    declaredLength: length,
  }
}
