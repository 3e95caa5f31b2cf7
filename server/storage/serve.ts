import type { ByteRange, ObjectBackend } from "./backend"
import { errors } from "./errors"
import { baseMimeType, isMimeTypePattern } from "./limits"
import { locationOf, type BucketLimits, type ObjectRow } from "./objects"

/**
 * Sent with every stored file: no script, no plugin, no subresource, and a unique origin, so even a
 * file a browser renders cannot act on the site's origin (where supabase-js keeps the session).
 */
const OBJECT_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox"

// Types a browser runs as a document or script: HTML, SVG and any other XML, JavaScript.
const ACTIVE_SUBTYPES = new Set([
  "html",
  "xhtml+xml",
  "xml",
  "svg+xml",
  "xsl",
  "xslt+xml",
  "javascript",
  "x-javascript",
  "ecmascript",
  "x-ecmascript",
  "jscript",
  "livescript",
])

/**
 * Whether a stored type must be downloaded rather than shown: any active type, and anything that is
 * not a plain `type/subtype`. SVG is the exception in a bucket of public images, where it is shown
 * (still under the sandboxing policy).
 */
function servedAsAttachment(mimeType: string, publicImages: boolean): boolean {
  const base = baseMimeType(mimeType)
  if (!isMimeTypePattern(base)) return true
  if (base === "image/svg+xml") return !publicImages
  const subtype = base.split("/")[1]
  return ACTIVE_SUBTYPES.has(subtype) || subtype.endsWith("+xml") || subtype.startsWith("javascript")
}

/** A public bucket whose MIME list admits images only (site-assets). */
export function isPublicImageBucket(bucket: Pick<BucketLimits, "public" | "allowed_mime_types">): boolean {
  const types = bucket.allowed_mime_types ?? []
  return bucket.public && types.length > 0 && types.every((type) => baseMimeType(type).startsWith("image/"))
}

export interface ServeOptions {
  /** HEAD: headers only. */
  head: boolean
  /** The object's bucket is public and holds only images, so an SVG in it is shown rather than downloaded. */
  publicImages: boolean
  /** The `download` query parameter: attachment, named by it or by the key's last segment. */
  download?: string | null
  /** The request's conditional and range headers. */
  headers: Headers
}

const SANDBOX_HEADERS = { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": OBJECT_CONTENT_SECURITY_POLICY }

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))

/** Parses a single `bytes=` range; undefined means "serve everything" (absent, multi-range or another unit). */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | undefined {
  if (!header) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return undefined
  const [, first, last] = match
  if (first === "" && last === "") return undefined
  if (first === "") {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return "unsatisfiable"
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size || end < start) return "unsatisfiable"
  return { start, end }
}

function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true
  const bare = etag.replace(/^W\//, "")
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare)
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266). */
function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, "_")
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/**
 * The download response storage gives: stored Content-Type, Cache-Control, ETag and
 * Last-Modified; 304 for a matching If-None-Match (or an unchanged If-Modified-Since); 206 for a
 * single byte range and 416 for an unsatisfiable one. Every answer is sandboxed (nosniff and
 * OBJECT_CONTENT_SECURITY_POLICY), and active types are attachments.
 */
export async function serveObject(backend: ObjectBackend, row: ObjectRow, options: ServeOptions): Promise<Response> {
  const metadata = row.metadata
  const size = Number(metadata?.size ?? 0)
  const etag = metadata?.eTag ?? `"${row.version ?? row.id}"`
  const lastModified = toDate(row.updated_at)
  const mimeType = metadata?.mimetype || "application/octet-stream"
  const headers = new Headers({
    "Content-Type": mimeType,
    "Cache-Control": metadata?.cacheControl || "no-cache",
    ETag: etag,
    "Last-Modified": lastModified.toUTCString(),
    "Accept-Ranges": "bytes",
    ...SANDBOX_HEADERS,
  })
  const fileName = row.name.split("/").pop() || row.name
  if (options.download !== undefined && options.download !== null) {
    headers.set("Content-Disposition", contentDisposition(options.download || fileName))
  } else if (servedAsAttachment(mimeType, options.publicImages)) {
    headers.set("Content-Disposition", contentDisposition(fileName))
  }

  const ifNoneMatch = options.headers.get("if-none-match")
  const ifModifiedSince = options.headers.get("if-modified-since")
  const notModified = ifNoneMatch
    ? etagMatches(ifNoneMatch, etag)
    : ifModifiedSince
      ? Math.floor(lastModified.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000)
      : false
  if (notModified) {
    headers.delete("Content-Type")
    return new Response(null, { status: 304, headers })
  }

  let status = 200
  let range: ByteRange | undefined
  const requested = parseRange(options.headers.get("range"), size)
  if (requested === "unsatisfiable") {
    const error = errors.invalidRange()
    return new Response(options.head ? null : JSON.stringify(error.toJSON()), {
      status: error.status,
      headers: { "Content-Type": "application/json", "Content-Range": `bytes */${size}`, ...SANDBOX_HEADERS },
    })
  }
  if (requested) {
    range = requested
    status = 206
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`)
  }
  headers.set("Content-Length", String(range ? range.end - range.start + 1 : size))

  if (options.head) return new Response(null, { status, headers })
  const body = await backend.get(locationOf(row), range)
  if (!body) {
    console.error(`[storage] bytes of ${row.bucket_id}/${row.name} (version ${row.version}) are missing`)
    throw errors.noSuchKey()
  }
  return new Response(body, { status, headers })
}

/** GET /object/info/…: the row as storage describes it (storage-js camel-cases it). */
export function objectInfo(row: ObjectRow) {
  const metadata = row.metadata
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: metadata?.size ?? null,
    content_type: metadata?.mimetype ?? null,
    cache_control: metadata?.cacheControl ?? null,
    etag: metadata?.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  }
}
