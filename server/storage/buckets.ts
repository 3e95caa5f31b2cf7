import { isPgError } from "../db"
import { ownerOf, ownerUuid, transact, type Actor, type RequestMeta } from "./access"
import { errors } from "./errors"
import { assertValidBucketName } from "./keys"
import { isMimeTypePattern, parseFileSize } from "./limits"
import type { StorageDeps } from "./objects"

interface BucketRow {
  id: string
  name: string
  owner: string | null
  owner_id: string | null
  public: boolean | null
  type: string | null
  file_size_limit: number | string | bigint | null
  allowed_mime_types: string[] | null
  created_at: Date | string
  updated_at: Date | string
}

const BUCKET_COLUMNS = "id, name, owner, owner_id, public, type, file_size_limit, allowed_mime_types, created_at, updated_at"
const SORT_COLUMNS = new Set(["id", "name", "created_at", "updated_at"])

/**
 * A bucket in storage's JSON shape: the columns storage's getBucket selects (its response schema
 * drops anything else); GET /bucket adds the bucket type, as storage answers current clients.
 */
function bucketJson(row: BucketRow, withType = false) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? "",
    public: Boolean(row.public),
    ...(withType ? { type: row.type ?? "STANDARD" } : {}),
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

function nonNegativeInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === "") return undefined
  if (!/^\d+$/.test(value)) throw errors.invalidRequest(`${name} must be a non-negative integer`)
  return Number(value)
}

/** GET /bucket: the buckets the caller may see (RLS on storage.buckets). */
export async function listBuckets(deps: StorageDeps, actor: Actor, meta: RequestMeta, query: Record<string, string | undefined>) {
  const limit = nonNegativeInt(query.limit, "limit")
  const offset = nonNegativeInt(query.offset, "offset")
  const sortColumn = query.sortColumn ?? "name"
  if (!SORT_COLUMNS.has(sortColumn)) throw errors.invalidRequest("sortColumn must be one of id, name, created_at, updated_at")
  const sortOrder = (query.sortOrder ?? "asc").toLowerCase()
  if (sortOrder !== "asc" && sortOrder !== "desc") throw errors.invalidRequest("sortOrder must be asc or desc")
  const params: unknown[] = []
  let where = ""
  if (query.search) {
    params.push(`%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
    where = `where name ilike $${params.length}`
  }
  let paging = ""
  if (limit !== undefined) {
    params.push(limit)
    paging += ` limit $${params.length}`
  }
  if (offset !== undefined) {
    params.push(offset)
    paging += ` offset $${params.length}`
  }
  // The sort column and order were checked against fixed lists above.
  const sql = `select ${BUCKET_COLUMNS} from storage.buckets ${where} order by ${sortColumn} ${sortOrder}, id${paging}`
  const rows = await transact(deps.db, actor, meta, async (tx) => (await tx.query<BucketRow>(sql, params)).rows, true)
  return rows.map((row) => bucketJson(row, true))
}

export async function getBucket(deps: StorageDeps, actor: Actor, meta: RequestMeta, id: string) {
  const rows = await transact(
    deps.db,
    actor,
    meta,
    async (tx) => (await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows,
    true,
  )
  if (!rows[0]) throw errors.noSuchBucket()
  return bucketJson(rows[0])
}

function readSizeLimit(value: unknown, globalLimit: number): number | null {
  if (value === null) return null
  const bytes = parseFileSize(value)
  if (bytes === undefined) throw errors.invalidRequest("file_size_limit must be a number of bytes or a size such as 1MB")
  if (bytes > globalLimit) throw errors.invalidRequest(`file_size_limit exceeds the global limit of ${globalLimit} bytes`)
  return bytes === 0 ? null : bytes
}

function readMimeTypes(value: unknown): string[] | null {
  if (value === null) return null
  if (!Array.isArray(value) || !value.every(isMimeTypePattern))
    throw errors.invalidRequest("allowed_mime_types must be a list of MIME types such as image/png or image/*")
  return value.length === 0 ? null : value.map((v: string) => v.trim())
}

function readPublic(value: unknown): boolean {
  if (typeof value !== "boolean") throw errors.invalidRequest("public must be a boolean")
  return value
}

/** POST /bucket: needs an INSERT policy on storage.buckets (in practice the service role). */
export async function createBucket(deps: StorageDeps, actor: Actor, meta: RequestMeta, body: Record<string, unknown>) {
  const name = body.name ?? body.id
  if (typeof name !== "string") throw errors.invalidRequest("name is required")
  const id = body.id === undefined ? name : body.id
  if (typeof id !== "string") throw errors.invalidRequest("id must be a string")
  assertValidBucketName(id)
  assertValidBucketName(name)
  const isPublic = body.public === undefined ? false : readPublic(body.public)
  const sizeLimit = body.file_size_limit === undefined ? null : readSizeLimit(body.file_size_limit, deps.globalFileSizeLimit)
  const mimeTypes = body.allowed_mime_types === undefined ? null : readMimeTypes(body.allowed_mime_types)
  const type = body.type === undefined || body.type === null ? "STANDARD" : body.type
  if (type !== "STANDARD") throw errors.invalidRequest("Only STANDARD buckets are supported")
  const owner = ownerOf(actor)
  await transact(deps.db, actor, meta, (tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, type)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, name, ownerUuid(owner), owner ?? null, isPublic, sizeLimit, mimeTypes, type],
    ),
  )
  return { name }
}

/** PUT /bucket/{id}: changes only the fields the body names (null clears a limit). */
export async function updateBucket(deps: StorageDeps, actor: Actor, meta: RequestMeta, id: string, body: Record<string, unknown>) {
  const sets: string[] = []
  const params: unknown[] = [id]
  const set = (column: string, value: unknown) => {
    params.push(value)
    sets.push(`${column} = $${params.length}`)
  }
  if (body.public !== undefined) set("public", readPublic(body.public))
  if (body.file_size_limit !== undefined) set("file_size_limit", readSizeLimit(body.file_size_limit, deps.globalFileSizeLimit))
  if (body.allowed_mime_types !== undefined) set("allowed_mime_types", readMimeTypes(body.allowed_mime_types))
  sets.push("updated_at = now()")
  const result = await transact(deps.db, actor, meta, (tx) =>
    tx.query(`update storage.buckets set ${sets.join(", ")} where id = $1`, params),
  )
  if (result.rowCount === 0) throw errors.noSuchBucket()
  return { message: "Successfully updated" }
}

/** DELETE /bucket/{id}: refused while any object remains, whoever can see it (the foreign key ignores RLS). */
export async function deleteBucket(deps: StorageDeps, actor: Actor, meta: RequestMeta, id: string) {
  const deleted = await transact(deps.db, actor, meta, async (tx) => {
    const visible = await tx.query("select 1 from storage.buckets where id = $1", [id])
    if (visible.rows.length === 0) throw errors.noSuchBucket()
    try {
      return (await tx.query("delete from storage.buckets where id = $1", [id])).rowCount
    } catch (error) {
      if (isPgError(error) && error.code === "23503") throw errors.bucketNotEmpty()
      throw error
    }
  })
  if (deleted === 0) throw errors.noSuchBucket()
  await deps.backend.deleteBucket(id)
  return { message: "Successfully deleted" }
}
