import path from "node:path"
import { Hono, type Context } from "hono"
import { basePath } from "hono/route"
import { bearerToken, resolveCaller, type Caller } from "../caller"
import type { ServerContext } from "../context"
import { JwtError, type JwtKeys } from "../jwt"
import type { Actor, RequestMeta } from "./access"
import { DiskBackend, type ObjectBackend } from "./backend"
import { readJsonBody, readUpload } from "./body"
import { createBucket, deleteBucket, getBucket, listBuckets, updateBucket } from "./buckets"
import { errors, toErrorResponse } from "./errors"
import { assertValidBucketName, assertValidKey, bucketAndKey, decodePathPiece, isValidKey } from "./keys"
import { baseMimeType, effectiveSizeLimit, globalFileSizeLimit } from "./limits"
import {
  LIST_SORT_COLUMNS,
  assertCanUpload,
  bucketLimits,
  copyObject,
  emptyBucket,
  findObject,
  findPublicObject,
  decodeListCursor,
  listObjects,
  listObjectsV2,
  locationOf,
  moveObject,
  removeObjects,
  uploadObject,
  visibleKeys,
  type ListRequest,
  type ListV2Request,
  type ObjectRow,
  type StorageDeps,
} from "./objects"
import { isPublicImageBucket, objectInfo, serveObject } from "./serve"
import { ResumableUploads, TUS_HEADERS, TUS_VERSION } from "./resumable"
import {
  IMAGE_SIGNATURE_BYTES,
  VariantCache,
  isRasterImage,
  parseTransform,
  transformImage,
  transformQuery,
  transformationSegments,
} from "./transform"
import { SIGNED_UPLOAD_URL_SECONDS, readExpiresIn, signObjectToken, verifyObjectToken } from "./signed"

export interface StorageRoutesOptions {
  /** Where object bytes live (default: files under DATA_DIR/storage). */
  backend?: ObjectBackend
  /** Global upload limit in bytes (default: STORAGE_FILE_SIZE_LIMIT, config.toml, or 50 MiB). */
  globalFileSizeLimit?: number
}

/** At most this many keys in one remove or batch-sign request. */
const MAX_KEYS_PER_REQUEST = 1000
const MAX_LIST_LIMIT = 1000

/** The request-scoped view a route handler works with. */
interface StorageRequest {
  c: Context
  method: string
  meta: RequestMeta
  /** Path segments after /storage/v1, still percent-encoded. */
  segments: string[]
  /** The caller from the bearer JWT, which storage requires: a missing or bad token is AccessDenied here. */
  actor(): Promise<Actor>
  /** The caller, or none without a valid JWT, for the routes storage lets through anyway (allowInvalidJwt). */
  optionalActor(): Promise<Actor | undefined>
}

/** Who may read an object through a route: anyone (public bucket), maybe a caller, or a caller only. */
type ReadRoute = "public" | "any" | "authenticated"

/**
 * Supabase Storage under /storage/v1: buckets, objects, signed URLs. The routes
 * are matched on the raw URL path, so keys are decoded exactly once and checked before use.
 */
export function storageRoutes(ctx: ServerContext, options: StorageRoutesOptions = {}): Hono {
  const deps: StorageDeps = {
    db: ctx.db,
    backend: options.backend ?? new DiskBackend(path.join(ctx.config.dataDir, "storage")),
    globalFileSizeLimit: options.globalFileSizeLimit ?? globalFileSizeLimit(ctx.config.supabaseDir),
  }
  // Signed URLs are HS256 tokens of the legacy secret, as Storage's own are.
  const secret = () => ctx.config.jwtSecret
  const variants = new VariantCache()
  const resumable = new ResumableUploads(deps, path.join(ctx.config.dataDir, "storage-resumable"))
  const app = new Hono()

  app.all("*", async (c) => {
    const url = new URL(c.req.url)
    const method = c.req.method
    const segments = url.pathname.slice(basePath(c).length).split("/").slice(1)
    let actor: Promise<Actor> | undefined
    const authorization = c.req.header("authorization")
    const request: StorageRequest = {
      c,
      method,
      meta: { method, path: url.pathname },
      segments,
      actor: () => (actor ??= requireCaller(authorization, ctx.jwt).then((caller) => ({ kind: "caller", caller }))),
      optionalActor: () =>
        request.actor().catch((error: unknown) => {
          if (error instanceof JwtError) return undefined
          throw error
        }),
    }
    try {
      return await route(request)
    } catch (error) {
      return toErrorResponse(error, c.req.raw)
    }
  })

  async function route(r: StorageRequest): Promise<Response> {
    const [head, ...rest] = r.segments
    if (head === "bucket") return bucketRoute(r, rest)
    if (head === "object") return objectRoute(r, rest)
    if (head === "render" && rest[0] === "image") return renderRoute(r, rest.slice(1))
    if (head === "upload" && rest[0] === "resumable") return resumableRoute(r, rest.slice(1))
    throw errors.routeNotFound(r.method, r.meta.path)
  }

  async function bucketRoute(r: StorageRequest, rest: string[]): Promise<Response> {
    const { c, method, meta } = r
    const id = rest[0] === undefined || rest[0] === "" ? undefined : decodePathPiece(rest[0])
    if (id === undefined && rest.length <= 1) {
      if (method === "GET") return c.json(await listBuckets(deps, await r.actor(), meta, c.req.query()))
      if (method === "POST") return c.json(await createBucket(deps, await r.actor(), meta, await readJsonBody(c.req.raw)))
    } else if (id !== undefined && rest.length === 1) {
      if (method === "GET") return c.json(await getBucket(deps, await r.actor(), meta, id))
      if (method === "PUT") return c.json(await updateBucket(deps, await r.actor(), meta, id, await readJsonBody(c.req.raw)))
      if (method === "DELETE") return c.json(await deleteBucket(deps, await r.actor(), meta, id))
    } else if (id !== undefined && rest.length === 2 && rest[1] === "empty" && method === "POST") {
      await emptyBucket(deps, await r.actor(), meta, id)
      // Storage queues the deletion and says so, for an empty bucket too; here it is done before the answer.
      return c.json({ message: "Empty bucket has been queued. Completion may take up to an hour." })
    }
    throw errors.routeNotFound(method, meta.path)
  }

  /** TUS: POST upload/resumable, then HEAD, PATCH and DELETE upload/resumable/<id>. */
  async function resumableRoute(r: StorageRequest, rest: string[]): Promise<Response> {
    const { c, method, meta } = r
    const headers = { ...TUS_HEADERS }
    if (rest.length === 0 && method === "POST") {
      const { id } = await resumable.create(await r.actor(), meta, c.req.raw.headers)
      return new Response(null, {
        status: 201,
        headers: { ...headers, Location: `${ctx.config.apiUrl}/storage/v1/upload/resumable/${id}`, "Upload-Offset": "0" },
      })
    }
    if (rest.length === 1 && rest[0]) {
      const id = decodePathPiece(rest[0])
      if (method === "HEAD") {
        await r.actor()
        const upload = await resumable.offset(id)
        return new Response(null, {
          status: 200,
          headers: { ...headers, "Upload-Offset": String(upload.offset), "Upload-Length": String(upload.length) },
        })
      }
      if (method === "PATCH") {
        if (c.req.header("tus-resumable") !== TUS_VERSION)
          return new Response(null, { status: 412, headers: { ...headers, "Tus-Version": TUS_VERSION } })
        if (c.req.header("content-type") !== "application/offset+octet-stream") return new Response(null, { status: 415, headers })
        const offset = await resumable.append(await r.actor(), meta, id, Number(c.req.header("upload-offset")), c.req.raw.body)
        if (offset === "conflict") return new Response(null, { status: 409, headers })
        return new Response(null, { status: 204, headers: { ...headers, "Upload-Offset": String(offset) } })
      }
      if (method === "DELETE") {
        await r.actor()
        await resumable.remove(id)
        return new Response(null, { status: 204, headers })
      }
    }
    throw errors.routeNotFound(method, meta.path)
  }

  async function objectRoute(r: StorageRequest, rest: string[]): Promise<Response> {
    const { method } = r
    const [first, ...tail] = rest
    const read = method === "GET" || method === "HEAD"
    switch (first) {
      case "list":
        if (method === "POST" && tail.length === 1) return list(r, tail[0])
        break
      case "list-v2":
        if (method === "POST" && tail.length === 1) return listV2(r, tail[0])
        break
      case "move":
      case "copy":
        if (method === "POST" && tail.length === 0) return first === "move" ? move(r) : copy(r)
        break
      case "sign":
        if (method === "POST" && tail.length === 1) return signMany(r, tail[0])
        if (method === "POST" && tail.length > 1) return signOne(r, tail)
        if (read && tail.length > 1) return downloadSigned(r, tail)
        break
      case "upload":
        if (tail[0] === "sign" && method === "POST" && tail.length > 2) return createUploadUrl(r, tail.slice(1))
        if (tail[0] === "sign" && method === "PUT" && tail.length > 2) return uploadToSignedUrl(r, tail.slice(1))
        break
      case "public":
        if (read) return download(r, tail, "public")
        break
      case "authenticated":
        if (read) return download(r, tail, "authenticated")
        break
      case "info":
        if (method === "GET" && (tail[0] === "public" || tail[0] === "authenticated")) return info(r, tail.slice(1), tail[0])
        if (method === "GET") return info(r, tail, "any")
        break
      case undefined:
        break
      default:
        if (method === "DELETE" && tail.length === 0) return removeMany(r, first)
        if (tail.length === 0) break
        if (read) return download(r, rest, "any")
        if (method === "POST") return r.c.json(await upload(r, rest, r.c.req.header("x-upsert") === "true"))
        if (method === "PUT") return r.c.json(await upload(r, rest, true))
        if (method === "DELETE") return removeOne(r, rest)
    }
    throw errors.routeNotFound(method, r.meta.path)
  }

  /** Storage's image transformation: the object found as its download route finds it, resized and re-encoded with sharp. */
  async function renderRoute(r: StorageRequest, rest: string[]): Promise<Response> {
    const [kind, ...tail] = rest
    if (r.method !== "GET" && r.method !== "HEAD") throw errors.routeNotFound(r.method, r.meta.path)
    const { bucket, key } = bucketAndKey(tail)
    let row: ObjectRow
    let query = new URL(r.c.req.url).searchParams
    if (kind === "public") row = await findPublicObject(deps, r.meta, bucket, key)
    else if (kind === "authenticated") row = await findObject(deps, await r.actor(), r.meta, bucket, key)
    else if (kind === "sign") {
      const claims = await verifyObjectToken(secret(), r.c.req.query("token"), `${bucket}/${key}`, "download")
      row = await findObject(deps, { kind: "system" }, r.meta, bucket, key)
      query = new URLSearchParams(claims.transformations ?? "")
    } else throw errors.routeNotFound(r.method, r.meta.path)
    const transform = parseTransform(query)
    // The content decides, as imgproxy's detection does: an image stored as application/octet-stream (or
    // supabase-js's default text/plain) is transformed; anything that is not a raster image is served as it is.
    const head = await deps.backend.get(locationOf(row), { start: 0, end: IMAGE_SIGNATURE_BYTES - 1 })
    if (!head) throw errors.noSuchKey()
    if (!isRasterImage(new Uint8Array(await new Response(head).arrayBuffer()))) return serve(r, row)
    // Bytes that only start like an image (sharp cannot decode them) are served as they are, never a 500.
    const variant = await variants
      .get(`${bucket}/${key}/${row.version ?? row.id}?${transformQuery({ ...transform })}`, async () => {
        const stream = await deps.backend.get(locationOf(row))
        if (!stream) throw errors.noSuchKey()
        return transformImage(Buffer.from(await new Response(stream).arrayBuffer()), transform)
      })
      .catch((error: unknown) => {
        if (error instanceof Error && /unsupported image format|corrupt|bad seek|Input buffer/i.test(error.message)) return undefined
        throw error
      })
    if (!variant) return serve(r, row)
    const headers: Record<string, string> = {
      "Content-Type": variant.contentType,
      "Content-Length": String(variant.body.length),
      "Cache-Control": row.metadata?.cacheControl || "no-cache",
      "X-Content-Type-Options": "nosniff",
    }
    const applied = transformationSegments(transform)
    if (applied.length > 0) headers["X-Transformations"] = applied.join(",")
    return new Response(r.method === "HEAD" ? null : new Uint8Array(variant.body), { status: 200, headers })
  }

  /** Serves a row's bytes; the bucket is read only for an SVG, the one type its kind decides on. */
  async function serve(r: StorageRequest, row: ObjectRow) {
    const svg = baseMimeType(row.metadata?.mimetype ?? "") === "image/svg+xml"
    return serveObject(deps.backend, row, {
      head: r.method === "HEAD",
      download: r.c.req.query("download"),
      headers: r.c.req.raw.headers,
      publicImages: svg && isPublicImageBucket(await bucketLimits(deps.db, row.bucket_id)),
    })
  }

  /**
   * The object a read route serves, as storage's getObject and getObjectInfo find it: without a
   * caller only in a public bucket; in a public bucket without row level security (the bucket says
   * anyone may read); in a private one as the caller, under its policies.
   */
  async function readableObject(r: StorageRequest, segments: string[], route: ReadRoute): Promise<ObjectRow> {
    const { bucket, key } = bucketAndKey(segments)
    const caller = route === "public" ? undefined : route === "any" ? await r.optionalActor() : await r.actor()
    if (!caller) return findPublicObject(deps, r.meta, bucket, key)
    const limits = await bucketLimits(deps.db, bucket)
    return findObject(deps, limits.public ? { kind: "system" } : caller, r.meta, bucket, key)
  }

  async function download(r: StorageRequest, segments: string[], route: ReadRoute) {
    return serve(r, await readableObject(r, segments, route))
  }

  async function downloadSigned(r: StorageRequest, segments: string[]) {
    const { bucket, key } = bucketAndKey(segments)
    await verifyObjectToken(secret(), r.c.req.query("token"), `${bucket}/${key}`, "download")
    return serve(r, await findObject(deps, { kind: "system" }, r.meta, bucket, key))
  }

  async function info(r: StorageRequest, segments: string[], route: ReadRoute) {
    return r.c.json(objectInfo(await readableObject(r, segments, route)))
  }

  async function upload(r: StorageRequest, segments: string[], upsert: boolean, signedActor?: Actor) {
    const { bucket, key } = bucketAndKey(segments)
    const actor = signedActor ?? (await r.actor())
    const limits = await bucketLimits(deps.db, bucket)
    const source = await readUpload(r.c.req.raw, effectiveSizeLimit(limits.file_size_limit, deps.globalFileSizeLimit))
    return uploadObject(deps, actor, r.meta, { bucket, key, upsert, source })
  }

  async function removeOne(r: StorageRequest, segments: string[]) {
    const { bucket, key } = bucketAndKey(segments)
    const removed = await removeObjects(deps, await r.actor(), r.meta, bucket, [key])
    if (removed.length === 0) throw errors.noSuchKey()
    return r.c.json({ message: "Successfully deleted" })
  }

  async function removeMany(r: StorageRequest, rawBucket: string) {
    const bucket = assertValidBucketName(decodePathPiece(rawBucket))
    const body = await readJsonBody(r.c.req.raw)
    const keys = readKeyList(body.prefixes, "prefixes")
    return r.c.json(await removeObjects(deps, await r.actor(), r.meta, bucket, keys))
  }

  async function list(r: StorageRequest, rawBucket: string) {
    const bucket = assertValidBucketName(decodePathPiece(rawBucket))
    const body = await readJsonBody(r.c.req.raw)
    return r.c.json(await listObjects(deps, await r.actor(), r.meta, bucket, readListRequest(body)))
  }

  async function listV2(r: StorageRequest, rawBucket: string) {
    const bucket = assertValidBucketName(decodePathPiece(rawBucket))
    const body = await readJsonBody(r.c.req.raw)
    return r.c.json(await listObjectsV2(deps, await r.actor(), r.meta, bucket, readListV2Request(body)))
  }

  function readTransfer(body: Record<string, unknown>) {
    const bucket = readString(body.bucketId, "bucketId")
    const destinationBucket =
      body.destinationBucket === undefined || body.destinationBucket === null
        ? bucket
        : readString(body.destinationBucket, "destinationBucket")
    return {
      bucket: assertValidBucketName(bucket),
      key: assertValidKey(readString(body.sourceKey, "sourceKey")),
      destinationBucket: assertValidBucketName(destinationBucket),
      destinationKey: assertValidKey(readString(body.destinationKey, "destinationKey")),
    }
  }

  async function move(r: StorageRequest) {
    const transfer = readTransfer(await readJsonBody(r.c.req.raw))
    const moved = await moveObject(deps, await r.actor(), r.meta, transfer)
    return r.c.json({ message: "Successfully moved", ...moved })
  }

  async function copy(r: StorageRequest) {
    const body = await readJsonBody(r.c.req.raw)
    const transfer = readTransfer(body)
    if (body.copyMetadata !== undefined && typeof body.copyMetadata !== "boolean")
      throw errors.invalidRequest("copyMetadata must be a boolean")
    const copied = await copyObject(deps, await r.actor(), r.meta, {
      ...transfer,
      upsert: r.c.req.header("x-upsert") === "true",
      copyMetadata: body.copyMetadata !== false,
    })
    return r.c.json(copied)
  }

  async function signOne(r: StorageRequest, segments: string[]) {
    const { bucket, key } = bucketAndKey(segments)
    const body = await readJsonBody(r.c.req.raw)
    const expiresIn = readExpiresIn(body.expiresIn)
    await findObject(deps, await r.actor(), r.meta, bucket, key)
    const transformations =
      body.transform && typeof body.transform === "object" ? transformQuery(body.transform as Record<string, unknown>) : ""
    if (transformations) parseTransform(new URLSearchParams(transformations))
    const token = await signObjectToken(
      secret(),
      { url: `${bucket}/${key}`, scope: "download", ...(transformations ? { transformations } : {}) },
      expiresIn,
    )
    return r.c.json({ signedURL: `/${transformations ? "render/image" : "object"}/sign/${bucket}/${key}?token=${token}` })
  }

  async function signMany(r: StorageRequest, rawBucket: string) {
    const bucket = assertValidBucketName(decodePathPiece(rawBucket))
    const body = await readJsonBody(r.c.req.raw)
    const expiresIn = readExpiresIn(body.expiresIn)
    const paths = readKeyList(body.paths, "paths")
    const visible = await visibleKeys(deps, await r.actor(), r.meta, bucket, paths.filter(isValidKey))
    const signed = await Promise.all(
      paths.map(async (key) => {
        if (!visible.has(key))
          return { error: "Either the object does not exist or you do not have access to it", path: key, signedURL: null }
        const token = await signObjectToken(secret(), { url: `${bucket}/${key}`, scope: "download" }, expiresIn)
        return { error: null, path: key, signedURL: `/object/sign/${bucket}/${key}?token=${token}` }
      }),
    )
    return r.c.json(signed)
  }

  async function createUploadUrl(r: StorageRequest, segments: string[]) {
    const { bucket, key } = bucketAndKey(segments)
    const upsert = r.c.req.header("x-upsert") === "true"
    const actor = await r.actor()
    await assertCanUpload(deps, actor, r.meta, bucket, key, upsert)
    const owner = actor.kind === "caller" && typeof actor.caller.claims.sub === "string" ? actor.caller.claims.sub : undefined
    const token = await signObjectToken(secret(), { url: `${bucket}/${key}`, scope: "upload", owner, upsert }, SIGNED_UPLOAD_URL_SECONDS)
    return r.c.json({ url: `/object/upload/sign/${bucket}/${key}?token=${token}`, token })
  }

  async function uploadToSignedUrl(r: StorageRequest, segments: string[]) {
    const { bucket, key } = bucketAndKey(segments)
    const claims = await verifyObjectToken(secret(), r.c.req.query("token"), `${bucket}/${key}`, "upload")
    const uploaded = await upload(r, segments, claims.upsert === true, { kind: "system", owner: claims.owner })
    return r.c.json({ Key: uploaded.Key, Id: uploaded.Id })
  }

  return app
}

function readString(value: unknown, name: string): string {
  if (typeof value !== "string" || value === "") throw errors.invalidRequest(`${name} is required`)
  return value
}

function readKeyList(value: unknown, name: string): string[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === "string")) {
    throw errors.invalidRequest(`${name} must be a non-empty list of object keys`)
  }
  if (value.length > MAX_KEYS_PER_REQUEST) throw errors.invalidRequest(`At most ${MAX_KEYS_PER_REQUEST} ${name} per request`)
  return value as string[]
}

function readInt(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null) return fallback
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw errors.invalidRequest(`${name} must be an integer from ${min} to ${max}`)
  }
  return value
}

/** The list body with storage-js's defaults: limit 100, offset 0, sorted by name ascending. */
function readListRequest(body: Record<string, unknown>): ListRequest {
  const prefix = body.prefix ?? ""
  if (typeof prefix !== "string") throw errors.invalidRequest("prefix must be a string")
  const search = body.search ?? ""
  if (typeof search !== "string") throw errors.invalidRequest("search must be a string")
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>
  if (typeof sortBy !== "object" || Array.isArray(sortBy)) throw errors.invalidRequest("sortBy must be an object")
  const column = sortBy.column ?? "name"
  if (!LIST_SORT_COLUMNS.includes(column as ListRequest["sortColumn"]))
    throw errors.invalidRequest(`sortBy.column must be one of ${LIST_SORT_COLUMNS.join(", ")}`)
  const order = typeof sortBy.order === "string" ? sortBy.order.toLowerCase() : (sortBy.order ?? "asc")
  if (order !== "asc" && order !== "desc") throw errors.invalidRequest("sortBy.order must be asc or desc")
  return {
    prefix,
    search,
    limit: readInt(body.limit, "limit", 100, 1, MAX_LIST_LIMIT),
    offset: readInt(body.offset, "offset", 0, 0, Number.MAX_SAFE_INTEGER),
    sortColumn: column as ListRequest["sortColumn"],
    sortOrder: order,
  }
}

/** The list-v2 body: at most 1000 entries (the default too), a cursor from the previous page, sorted by name unless asked. */
function readListV2Request(body: Record<string, unknown>): ListV2Request {
  const prefix = body.prefix ?? ""
  if (typeof prefix !== "string") throw errors.invalidRequest("prefix must be a string")
  if (body.with_delimiter !== undefined && typeof body.with_delimiter !== "boolean")
    throw errors.invalidRequest("with_delimiter must be a boolean")
  if (body.cursor !== undefined && typeof body.cursor !== "string") throw errors.invalidRequest("cursor must be a string")
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>
  if (typeof sortBy !== "object" || Array.isArray(sortBy)) throw errors.invalidRequest("sortBy must be an object")
  const limit = Math.min(readInt(body.limit, "limit", MAX_LIST_LIMIT, 1, Number.MAX_SAFE_INTEGER), MAX_LIST_LIMIT)
  const cursor = body.cursor ? decodeListCursor(body.cursor) : undefined
  const column = cursor?.sortColumn ?? sortBy.column ?? "name"
  if (column !== "name" && column !== "created_at" && column !== "updated_at")
    throw errors.invalidRequest("sortBy.column must be one of name, created_at, updated_at")
  const order = cursor?.sortOrder ?? sortBy.order ?? "asc"
  if (order !== "asc" && order !== "desc") throw errors.invalidRequest("sortBy.order must be asc or desc")
  return {
    prefix,
    withDelimiter: body.with_delimiter === true,
    limit,
    startAfter: cursor?.startAfter || undefined,
    sortColumn: column,
    sortOrder: order,
    sortColumnAfter: cursor?.sortColumnAfter,
  }
}

/** Storage reads the token after `Bearer `; none at all is not a compact JWS either. */
async function requireCaller(authorization: string | undefined, jwt: JwtKeys): Promise<Caller> {
  if (!bearerToken(authorization)) throw new JwtError("malformed", "No bearer token")
  return resolveCaller(authorization, jwt)
}
