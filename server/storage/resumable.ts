/**
 * Resumable uploads with the TUS protocol (1.0.0, creation and termination), as Supabase Storage
 * offers at /storage/v1/upload/resumable: POST creates an upload (Upload-Length, Upload-Metadata
 * with bucketName, objectName, contentType, cacheControl), PATCH appends at Upload-Offset, HEAD
 * tells the offset to resume from, DELETE abandons it. When the last byte arrives the object is
 * stored through uploadObject, so the bucket's rules and the caller's policies apply as for any upload.
 */
import fs from "node:fs"
import path from "node:path"
import { Readable } from "node:stream"
import crypto from "node:crypto"
import type { Actor, RequestMeta } from "./access"
import { errors } from "./errors"
import { assertValidBucketName, assertValidKey } from "./keys"
import { assertMimeTypeAllowed, effectiveSizeLimit } from "./limits"
import { assertCanUpload, bucketLimits, uploadObject, type StorageDeps } from "./objects"

export const TUS_VERSION = "1.0.0"
export const TUS_HEADERS = { "Tus-Resumable": TUS_VERSION, "Cache-Control": "no-store" }
/** An unfinished upload is forgotten after a day, as Supabase does. */
const RESUMABLE_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000

interface PendingUpload {
  bucket: string
  key: string
  contentType: string
  cacheControl: string
  upsert: boolean
  length: number
  offset: number
  createdAt: number
}

const UPLOAD_ID = /^[0-9a-f-]{36}$/

/** Upload-Metadata: comma-separated `key base64value` pairs. */
export function parseUploadMetadata(header: string | null): Record<string, string> {
  const metadata: Record<string, string> = {}
  for (const pair of (header ?? "").split(",")) {
    const [key, value = ""] = pair.trim().split(" ")
    if (key) metadata[key] = Buffer.from(value, "base64").toString("utf8")
  }
  return metadata
}

export class ResumableUploads {
  constructor(
    private readonly deps: StorageDeps,
    private readonly dir: string,
  ) {}

  private paths(id: string) {
    if (!UPLOAD_ID.test(id)) throw errors.noSuchKey()
    return { meta: path.join(this.dir, `${id}.json`), data: path.join(this.dir, `${id}.part`) }
  }

  private async read(id: string): Promise<PendingUpload> {
    const { meta } = this.paths(id)
    try {
      const upload = JSON.parse(await fs.promises.readFile(meta, "utf8")) as PendingUpload
      if (Date.now() - upload.createdAt > RESUMABLE_UPLOAD_TTL_MS) throw new Error("expired")
      return upload
    } catch {
      throw errors.noSuchKey()
    }
  }

  /** POST: checks the target (bucket rules, the caller's right to create it) before any byte. */
  async create(actor: Actor, meta: RequestMeta, headers: Headers): Promise<{ id: string; upload: PendingUpload }> {
    const length = Number(headers.get("upload-length"))
    if (!Number.isSafeInteger(length) || length < 0) throw errors.invalidRequest("Upload-Length must be a whole number of bytes")
    const metadata = parseUploadMetadata(headers.get("upload-metadata"))
    const bucket = assertValidBucketName(metadata.bucketName ?? "")
    const key = assertValidKey(metadata.objectName ?? "")
    const contentType = metadata.contentType || "application/octet-stream"
    const limits = await bucketLimits(this.deps.db, bucket)
    assertMimeTypeAllowed(contentType, limits.allowed_mime_types)
    if (length > effectiveSizeLimit(limits.file_size_limit, this.deps.globalFileSizeLimit)) throw errors.entityTooLarge()
    const upsert = headers.get("x-upsert") === "true"
    await assertCanUpload(this.deps, actor, meta, bucket, key, upsert)
    const upload: PendingUpload = {
      bucket,
      key,
      contentType,
      cacheControl: metadata.cacheControl ? `max-age=${metadata.cacheControl}` : "no-cache",
      upsert,
      length,
      offset: 0,
      createdAt: Date.now(),
    }
    const id = crypto.randomUUID()
    await fs.promises.mkdir(this.dir, { recursive: true })
    const paths = this.paths(id)
    await fs.promises.writeFile(paths.data, new Uint8Array())
    await fs.promises.writeFile(paths.meta, JSON.stringify(upload))
    return { id, upload }
  }

  async offset(id: string): Promise<PendingUpload> {
    return this.read(id)
  }

  /**
   * PATCH: appends the body at the given offset (409 when it is not where the upload stands);
   * stores the object once complete. Returns the new offset.
   */
  async append(
    actor: Actor,
    meta: RequestMeta,
    id: string,
    offset: number,
    body: ReadableStream<Uint8Array> | null,
  ): Promise<number | "conflict"> {
    const upload = await this.read(id)
    if (offset !== upload.offset) return "conflict"
    const paths = this.paths(id)
    const room = upload.length - upload.offset
    let received = 0
    const out = fs.createWriteStream(paths.data, { flags: "a" })
    try {
      for await (const chunk of Readable.fromWeb((body ?? new ReadableStream()) as never)) {
        const bytes = chunk as Buffer
        received += bytes.length
        if (received > room) throw errors.entityTooLarge()
        if (!out.write(bytes)) await new Promise<void>((resolve) => out.once("drain", () => resolve()))
      }
    } finally {
      await new Promise<void>((resolve) => out.end(resolve))
    }
    upload.offset += received
    await fs.promises.writeFile(paths.meta, JSON.stringify(upload))
    if (upload.offset === upload.length) await this.finish(actor, meta, id, upload)
    return upload.offset
  }

  private async finish(actor: Actor, meta: RequestMeta, id: string, upload: PendingUpload) {
    const paths = this.paths(id)
    try {
      await uploadObject(this.deps, actor, meta, {
        bucket: upload.bucket,
        key: upload.key,
        upsert: upload.upsert,
        source: {
          // The bucket caps files at tens of MB; a Blob's stream is far faster here than Readable.toWeb.
          body: new Blob([await fs.promises.readFile(paths.data)]).stream(),
          contentType: upload.contentType,
          cacheControl: upload.cacheControl,
          userMetadata: null,
          declaredLength: upload.length,
        },
      })
    } finally {
      await this.remove(id)
    }
  }

  async remove(id: string): Promise<void> {
    const paths = this.paths(id)
    await Promise.all([fs.promises.rm(paths.meta, { force: true }), fs.promises.rm(paths.data, { force: true })])
  }
}
