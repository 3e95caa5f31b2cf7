import crypto from "node:crypto"
import type { Database, Queryable } from "../db"
import { ownerOf, ownerUuid, probe, transact, type Actor, type RequestMeta } from "./access"
import type { ObjectBackend, ObjectLocation } from "./backend"
import type { UploadSource } from "./body"
import { errors } from "./errors"
import { assertMimeTypeAllowed, effectiveSizeLimit } from "./limits"

export interface StorageDeps {
  db: Database
  backend: ObjectBackend
  /** The global upload limit in bytes; a bucket's own limit can only lower it. */
  globalFileSizeLimit: number
}

/** storage.objects.metadata as storage writes it on upload (what info() and list() give back). */
interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

export interface ObjectRow {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  owner_id: string | null
  version: string | null
  metadata: ObjectMetadata | null
  user_metadata: Record<string, unknown> | null
  created_at: Date | string
  updated_at: Date | string
  last_accessed_at: Date | string
}

const OBJECT_COLUMNS = "id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at"

export interface BucketLimits {
  id: string
  public: boolean
  file_size_limit: number | string | null
  allowed_mime_types: string[] | null
}

export const locationOf = (row: Pick<ObjectRow, "bucket_id" | "name" | "version">): ObjectLocation => ({
  bucket: row.bucket_id,
  key: row.name,
  version: row.version ?? "",
})

/** A bucket's public flag and limits, read by the server itself (as storage does for uploads). */
export async function bucketLimits(db: Database, bucket: string): Promise<BucketLimits> {
  const { rows } = await db.query<BucketLimits>(
    "select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1",
    [bucket],
  )
  if (!rows[0]) throw errors.noSuchBucket()
  return rows[0]
}

/** The object row as the actor may see it; hidden and missing objects are both NoSuchKey. */
export async function findObject(deps: StorageDeps, actor: Actor, meta: RequestMeta, bucket: string, key: string): Promise<ObjectRow> {
  const rows = await transact(
    deps.db,
    actor,
    meta,
    async (tx) =>
      (await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, key])).rows,
    true,
  )
  if (!rows[0]) throw errors.noSuchKey()
  return rows[0]
}

/** For `/object/public/…`: the bucket must exist and be public; RLS does not apply. */
export async function findPublicObject(deps: StorageDeps, meta: RequestMeta, bucket: string, key: string): Promise<ObjectRow> {
  const limits = await bucketLimits(deps.db, bucket)
  if (!limits.public) throw errors.noSuchBucket()
  return findObject(deps, { kind: "system" }, meta, bucket, key)
}

interface RowWrite {
  id: string
  bucket: string
  key: string
  owner: string | undefined
  version: string
  metadata: ObjectMetadata | Record<string, unknown>
  userMetadata: Record<string, unknown> | null
  upsert: boolean
}

/** Inserts (or, with upsert, replaces) a row. No RETURNING, so INSERT alone needs only an INSERT policy. */
async function writeRow(tx: Queryable, write: RowWrite): Promise<{ id: string; previousVersion?: string }> {
  let existing: { id: string; version: string | null } | undefined
  if (write.upsert) {
    existing = (
      await tx.query<{ id: string; version: string | null }>(
        "select id, version from storage.objects where bucket_id = $1 and name = $2 for update",
        [write.bucket, write.key],
      )
    ).rows[0]
  }
  const params = [
    write.id,
    write.bucket,
    write.key,
    ownerUuid(write.owner),
    write.owner ?? null,
    write.version,
    JSON.stringify(write.metadata),
    write.userMetadata === null ? null : JSON.stringify(write.userMetadata),
  ]
  const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
    values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`
  if (write.upsert) {
    await tx.query(
      `${insert} on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
         metadata = excluded.metadata, user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()`,
      params,
    )
  } else {
    await tx.query(insert, params)
  }
  return { id: existing?.id ?? write.id, previousVersion: existing?.version ?? undefined }
}

export interface UploadRequest {
  bucket: string
  key: string
  upsert: boolean
  source: UploadSource
}

/**
 * An upload: the bucket's MIME and size rules, then the caller's INSERT (and for upsert UPDATE)
 * permission checked in a rolled-back transaction, then the bytes written as a new version, then
 * the row committed as the actor. If the row cannot be written the new bytes are removed; once it
 * is, the replaced version is.
 */
export async function uploadObject(
  deps: StorageDeps,
  actor: Actor,
  meta: RequestMeta,
  request: UploadRequest,
): Promise<{ Id: string; Key: string }> {
  const { bucket, key, upsert, source } = request
  const limits = await bucketLimits(deps.db, bucket)
  assertMimeTypeAllowed(source.contentType, limits.allowed_mime_types)
  const maxBytes = effectiveSizeLimit(limits.file_size_limit, deps.globalFileSizeLimit)
  if (source.declaredLength !== undefined && source.declaredLength > maxBytes) {
    await source.body.cancel().catch(() => undefined)
    throw errors.entityTooLarge()
  }

  const owner = ownerOf(actor)
  const row: RowWrite = {
    id: crypto.randomUUID(),
    bucket,
    key,
    owner,
    version: crypto.randomUUID(),
    metadata: {},
    userMetadata: source.userMetadata,
    upsert,
  }
  if (actor.kind === "caller") {
    try {
      await probe(deps.db, actor, meta, (tx) => writeRow(tx, row))
    } catch (error) {
      await source.body.cancel().catch(() => undefined)
      throw error
    }
  }

  const location: ObjectLocation = { bucket, key, version: row.version }
  const stored = await deps.backend.put(location, source.body, { maxBytes })
  const metadata: ObjectMetadata = {
    eTag: stored.eTag,
    size: stored.size,
    mimetype: source.contentType,
    cacheControl: source.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: stored.size,
    httpStatusCode: 200,
  }
  let written: { id: string; previousVersion?: string }
  try {
    written = await transact(deps.db, actor, meta, (tx) => writeRow(tx, { ...row, metadata }))
  } catch (error) {
    await deps.backend.delete(location).catch(() => undefined)
    throw error
  }
  if (written.previousVersion && written.previousVersion !== row.version) {
    await deps.backend.delete({ bucket, key, version: written.previousVersion }).catch(() => undefined)
  }
  return { Id: written.id, Key: `${bucket}/${key}` }
}

/** Deletes rows as the actor (RLS filters what may go), then their bytes. Returns the deleted rows. */
export async function removeObjects(
  deps: StorageDeps,
  actor: Actor,
  meta: RequestMeta,
  bucket: string,
  keys: string[],
): Promise<ObjectRow[]> {
  if (keys.length === 0) return []
  const rows = await transact(
    deps.db,
    actor,
    meta,
    async (tx) =>
      (
        await tx.query<ObjectRow>(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
          [bucket, keys],
        )
      ).rows,
  )
  await Promise.all(rows.map((row) => deps.backend.delete(locationOf(row)).catch(() => undefined)))
  return rows
}

/** Storage refuses to empty a bucket holding more objects than this (STORAGE_EMPTY_BUCKET_MAX). */
const EMPTY_BUCKET_MAX = 200_000
/** Keys per delete batch in storage's emptyBucket (its 7500-character URL limit over 39 per key). */
const EMPTY_BUCKET_BATCH = 192

/**
 * POST /bucket/{id}/empty: the bucket must be visible to the actor (NoSuchBucket), hold at most
 * EMPTY_BUCKET_MAX objects, and every object the actor sees must be one it may delete; else nothing
 * is deleted and storage's AccessDenied names what could not go. Storage answers the same message
 * for an empty bucket.
 */
export async function emptyBucket(deps: StorageDeps, actor: Actor, meta: RequestMeta, bucket: string): Promise<void> {
  const rows = await transact(deps.db, actor, meta, async (tx) => {
    const visible = await tx.query("select 1 from storage.buckets where id = $1", [bucket])
    if (visible.rows.length === 0) throw errors.noSuchBucket()
    const counted = await tx.query<{ n: number }>(
      "select count(*)::int as n from (select 1 from storage.objects where bucket_id = $1 limit $2) as o",
      [bucket, EMPTY_BUCKET_MAX + 1],
    )
    if (counted.rows[0].n > EMPTY_BUCKET_MAX) {
      throw errors.unableToEmptyBucket("Unable to empty the bucket because it contains too many objects")
    }
    const seen = await tx.query<{ name: string }>("select name from storage.objects where bucket_id = $1", [bucket])
    const deleted = (
      await tx.query<ObjectRow>("delete from storage.objects where bucket_id = $1 returning bucket_id, name, version", [bucket])
    ).rows
    if (deleted.length !== seen.rows.length) {
      const gone = new Set(deleted.map((row) => row.name))
      // Storage names what one batch of its deletes left; a batch is as many keys as fit its URL limit.
      const kept = seen.rows
        .map((row) => row.name)
        .filter((name) => !gone.has(name))
        .slice(0, EMPTY_BUCKET_BATCH)
      throw errors.accessDenied(`Cannot delete: ${kept.join(" ,")}, you may have SELECT but not DELETE permissions`)
    }
    return deleted
  })
  await Promise.all(rows.map((row) => deps.backend.delete(locationOf(row)).catch(() => undefined)))
}

export interface TransferRequest {
  bucket: string
  key: string
  destinationBucket: string
  destinationKey: string
}

/**
 * A move is an UPDATE of bucket_id and name (so it needs SELECT and UPDATE policies). The bytes
 * are linked to the new place first and the old ones removed only after the row commits.
 */
export async function moveObject(
  deps: StorageDeps,
  actor: Actor,
  meta: RequestMeta,
  move: TransferRequest,
): Promise<{ Id: string; Key: string }> {
  const version = crypto.randomUUID()
  const target: ObjectLocation = { bucket: move.destinationBucket, key: move.destinationKey, version }
  let copied = false
  let source: ObjectRow
  try {
    source = await transact(deps.db, actor, meta, async (tx) => {
      const found = (
        await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2 for update`, [
          move.bucket,
          move.key,
        ])
      ).rows[0]
      if (!found) throw errors.noSuchKey()
      if (move.bucket === move.destinationBucket && move.key === move.destinationKey) return found
      await deps.backend.copy(locationOf(found), target)
      copied = true
      const updated = await tx.query(
        "update storage.objects set bucket_id = $3, name = $4, version = $5, last_accessed_at = now() where bucket_id = $1 and name = $2",
        [move.bucket, move.key, move.destinationBucket, move.destinationKey, version],
      )
      if (updated.rowCount === 0) throw errors.noSuchKey()
      return found
    })
  } catch (error) {
    if (copied) await deps.backend.delete(target).catch(() => undefined)
    throw error
  }
  if (copied) await deps.backend.delete(locationOf(source)).catch(() => undefined)
  return { Id: source.id, Key: `${move.destinationBucket}/${move.destinationKey}` }
}

/** A copy reads the source as the actor (SELECT) and inserts the destination as the actor (INSERT). */
export async function copyObject(
  deps: StorageDeps,
  actor: Actor,
  meta: RequestMeta,
  copy: TransferRequest & { upsert: boolean; copyMetadata: boolean },
): Promise<{ Id: string; Key: string }> {
  const source = await findObject(deps, actor, meta, copy.bucket, copy.key)
  const limits = await bucketLimits(deps.db, copy.destinationBucket)
  const sourceMeta = source.metadata ?? ({} as Partial<ObjectMetadata>)
  if (sourceMeta.mimetype) assertMimeTypeAllowed(sourceMeta.mimetype, limits.allowed_mime_types)
  if ((sourceMeta.size ?? 0) > effectiveSizeLimit(limits.file_size_limit, deps.globalFileSizeLimit)) throw errors.entityTooLarge()

  const row: RowWrite = {
    id: crypto.randomUUID(),
    bucket: copy.destinationBucket,
    key: copy.destinationKey,
    owner: ownerOf(actor),
    version: crypto.randomUUID(),
    metadata: { ...sourceMeta, lastModified: new Date().toISOString() },
    userMetadata: copy.copyMetadata ? source.user_metadata : null,
    upsert: copy.upsert,
  }
  if (actor.kind === "caller") await probe(deps.db, actor, meta, (tx) => writeRow(tx, row))
  const target: ObjectLocation = { bucket: row.bucket, key: row.key, version: row.version }
  await deps.backend.copy(locationOf(source), target)
  let written: { id: string; previousVersion?: string }
  try {
    written = await transact(deps.db, actor, meta, (tx) => writeRow(tx, row))
  } catch (error) {
    await deps.backend.delete(target).catch(() => undefined)
    throw error
  }
  if (written.previousVersion && written.previousVersion !== row.version) {
    await deps.backend.delete({ bucket: row.bucket, key: row.key, version: written.previousVersion }).catch(() => undefined)
  }
  return { Id: written.id, Key: `${copy.destinationBucket}/${copy.destinationKey}` }
}

export const LIST_SORT_COLUMNS = ["name", "updated_at", "created_at", "last_accessed_at"] as const

export interface ListRequest {
  prefix: string
  limit: number
  offset: number
  search: string
  sortColumn: (typeof LIST_SORT_COLUMNS)[number]
  sortOrder: "asc" | "desc"
}

export interface ListEntry {
  name: string
  id: string | null
  updated_at: Date | string | null
  created_at: Date | string | null
  last_accessed_at: Date | string | null
  metadata: Record<string, unknown> | null
}

/** One folder level through storage.search(), as the actor (SELECT policies decide what is seen). */
export async function listObjects(
  deps: StorageDeps,
  actor: Actor,
  meta: RequestMeta,
  bucket: string,
  list: ListRequest,
): Promise<ListEntry[]> {
  const prefix = list.prefix.length > 0 && !list.prefix.endsWith("/") ? `${list.prefix}/` : list.prefix
  const levels = prefix.split("/").length
  return transact(
    deps.db,
    actor,
    meta,
    async (tx) =>
      (
        await tx.query<ListEntry>(
          "select name, id, updated_at, created_at, last_accessed_at, metadata from storage.search($1, $2, $3, $4, $5, $6, $7, $8)",
          [prefix, bucket, list.limit, levels, list.offset, list.search, list.sortColumn, list.sortOrder],
        )
      ).rows,
    true,
  )
}

/** Which of `keys` the actor can see (for batch signing). */
export async function visibleKeys(
  deps: StorageDeps,
  actor: Actor,
  meta: RequestMeta,
  bucket: string,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await transact(
    deps.db,
    actor,
    meta,
    async (tx) =>
      (await tx.query<{ name: string }>("select name from storage.objects where bucket_id = $1 and name = any($2::text[])", [bucket, keys]))
        .rows,
    true,
  )
  return new Set(rows.map((r) => r.name))
}

/** Checks that the actor could create (or with upsert, replace) `key`, without writing anything. */
export async function assertCanUpload(
  deps: StorageDeps,
  actor: Actor,
  meta: RequestMeta,
  bucket: string,
  key: string,
  upsert: boolean,
): Promise<void> {
  await bucketLimits(deps.db, bucket)
  await probe(deps.db, actor, meta, (tx) =>
    writeRow(tx, {
      id: crypto.randomUUID(),
      bucket,
      key,
      owner: ownerOf(actor),
      version: crypto.randomUUID(),
      metadata: {},
      userMetadata: null,
      upsert,
    }),
  )
}

export interface ListV2Request {
  prefix: string
  /** Fold keys below the next `/` after the prefix into folders. */
  withDelimiter: boolean
  limit: number
  /** The name the previous page ended on (from its cursor). */
  startAfter?: string
  sortColumn: "name" | "created_at" | "updated_at"
  sortOrder: "asc" | "desc"
  /** With a time column, the last row's time: the page goes on after (time, name). */
  sortColumnAfter?: string
}

/** A row of a list-v2 page; `key` (the name's segment at the listed level) only in a delimited listing. */
interface ListV2Object {
  id: string
  key?: string
  name: string
  updated_at: Date | string
  created_at: Date | string
  last_accessed_at: Date | string
  metadata: Record<string, unknown> | null
}

/** A folder of a delimited list-v2 page: its segment as `key`, its full path with a trailing slash as `name`. */
interface ListV2Folder {
  id: null
  key: string
  name: string
  updated_at: null
  created_at: null
  last_accessed_at: null
  metadata: null
}

export interface ListV2Result {
  hasNext: boolean
  folders: ListV2Folder[]
  objects: ListV2Object[]
  nextCursor?: string
  /** The last name of this page, the cursor's position. */
  lastName?: string
}

/**
 * Storage's cursor listing: objects whose name starts with the prefix, in byte order of the name
 * (after a time column when asked), `limit + 1` read to know whether a page follows. With the
 * delimiter, keys with a `/` after the prefix fold into one folder entry `<prefix…>/`.
 */
export async function listObjectsV2(
  deps: StorageDeps,
  actor: Actor,
  meta: RequestMeta,
  bucket: string,
  list: ListV2Request,
): Promise<ListV2Result> {
  // Folded keys are skipped past their folder here, so a delimited page reads more rows than it answers.
  const rowsToRead = list.withDelimiter ? MAX_LIST_V2_SCAN : list.limit + 1
  const params: unknown[] = [bucket, `${list.prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, rowsToRead]
  const order = list.sortOrder === "desc" ? "desc" : "asc"
  const comparison = order === "asc" ? ">" : "<"
  let where = ""
  if (list.startAfter !== undefined) {
    params.push(list.startAfter)
    if (list.sortColumn !== "name" && list.sortColumnAfter) {
      params.push(list.sortColumnAfter)
      where = ` and (date_trunc('milliseconds', ${list.sortColumn}), name collate "C") ${comparison} ($5::timestamptz, $4)`
    } else where = ` and name collate "C" ${comparison} $4`
  }
  const orderBy = `${list.sortColumn === "name" ? "" : `${list.sortColumn} ${order}, `}name collate "C" ${order}`
  const rows = await transact(
    deps.db,
    actor,
    meta,
    async (tx) =>
      (
        await tx.query<ListV2Object & { name: string }>(
          `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
           where bucket_id = $1 and name like $2${where} order by ${orderBy} limit $3`,
          params,
        )
      ).rows,
    true,
  )
  const entries: (ListV2Object | { id: null; name: string })[] = []
  let previousFolder = ""
  for (const row of rows) {
    if (entries.length > list.limit) break
    const rest = row.name.slice(list.prefix.length)
    const slash = list.withDelimiter ? rest.indexOf("/") : -1
    if (slash >= 0) {
      const folder = row.name.slice(0, list.prefix.length + slash + 1)
      if (folder === previousFolder) continue
      previousFolder = folder
      entries.push({ id: null, name: folder })
    } else entries.push(row)
  }
  const hasNext = entries.length > list.limit
  const page = entries.slice(0, list.limit)
  const result: ListV2Result = { hasNext, folders: [], objects: [] }
  // Storage's search_v2 gives `split_part(name, '/', levels)` as the key, levels being the prefix's segments.
  const level = list.prefix === "" ? 0 : list.prefix.split("/").length - 1
  const keyOf = (name: string) => name.split("/")[level] ?? ""
  for (const entry of page) {
    if (entry.id === null) {
      const folder = { key: keyOf(entry.name), name: entry.name }
      result.folders.push({ id: null, ...folder, updated_at: null, created_at: null, last_accessed_at: null, metadata: null })
    } else
      result.objects.push({
        id: entry.id,
        ...(list.withDelimiter ? { key: keyOf(entry.name) } : {}),
        name: entry.name,
        updated_at: entry.updated_at,
        created_at: entry.created_at,
        last_accessed_at: entry.last_accessed_at,
        metadata: entry.metadata,
      })
  }
  if (hasNext) {
    const last = page[page.length - 1]
    const time = last.id !== null && list.sortColumn !== "name" ? new Date(last[list.sortColumn]).toISOString() : undefined
    result.nextCursor = encodeListCursor({
      startAfter: last.name,
      sortOrder: list.sortOrder,
      sortColumn: list.sortColumn,
      sortColumnAfter: time,
    })
  }
  return result
}

/** The most rows a delimited page reads to gather its entries. */
const MAX_LIST_V2_SCAN = 10_000

export interface ListCursor {
  startAfter: string
  sortOrder?: string
  sortColumn?: string
  sortColumnAfter?: string
}

const CURSOR_PARTS: [string, keyof ListCursor][] = [
  ["l", "startAfter"],
  ["o", "sortOrder"],
  ["c", "sortColumn"],
  ["a", "sortColumnAfter"],
]

/** Storage's continuation token: base64 of `l:<name>\no:<order>\nc:<column>\na:<time>` lines, empty parts left out. */
function encodeListCursor(cursor: ListCursor): string {
  const lines = CURSOR_PARTS.filter(([, field]) => cursor[field]).map(([tag, field]) => `${tag}:${cursor[field]}`)
  return Buffer.from(lines.join("\n")).toString("base64")
}

export function decodeListCursor(token: string): ListCursor {
  const cursor: ListCursor = { startAfter: "", sortOrder: "asc" }
  for (const line of Buffer.from(token, "base64").toString().split("\n")) {
    const match = /^(\S):(.*)$/s.exec(line)
    const part = match && CURSOR_PARTS.find(([tag]) => tag === match[1])
    if (!match || !part) throw errors.invalidRequest("Invalid continuation token")
    cursor[part[1]] = match[2]
  }
  return cursor
}
