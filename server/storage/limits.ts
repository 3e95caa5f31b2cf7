import { readSupabaseToml } from "../supabase-config"
import { errors } from "./errors"

/** The CLI's default global upload limit, used when config.toml sets none. */
export const DEFAULT_GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024
/** JSON bodies of list, sign, move, copy and bucket requests. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024
/** Room for the multipart envelope around the file part. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
}

/** Bytes from a number or a size such as "1MB", "500KB" or "50MiB"; undefined when unreadable. */
export function parseFileSize(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? value : undefined
  if (typeof value !== "string") return undefined
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value)
  if (!match) return undefined
  const factor = UNITS[(match[2] || "b").toLowerCase()]
  if (!factor) return undefined
  const bytes = Math.floor(Number(match[1]) * factor)
  return Number.isSafeInteger(bytes) ? bytes : undefined
}

/** The global upload limit: STORAGE_FILE_SIZE_LIMIT, else `[storage] file_size_limit` in config.toml, else 50 MiB. */
export function globalFileSizeLimit(supabaseDir: string, env: NodeJS.ProcessEnv = process.env): number {
  const fromEnv = parseFileSize(env.STORAGE_FILE_SIZE_LIMIT)
  if (fromEnv) return fromEnv
  return parseFileSize(readSupabaseToml(supabaseDir).get("storage.file_size_limit")) ?? DEFAULT_GLOBAL_FILE_SIZE_LIMIT
}

/** The media type without parameters, lower-cased: "Text/Plain; charset=UTF-8" → "text/plain". */
export function baseMimeType(contentType: string): string {
  return contentType.split(";")[0].trim().toLowerCase()
}

const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/([a-z0-9!#$&^_.+-]+|\*)$/i

export function isMimeTypePattern(value: unknown): value is string {
  return typeof value === "string" && MIME_TYPE.test(value.trim())
}

/** Whether a content type is allowed by a bucket's list; patterns may be wildcards such as image/*. */
export function mimeTypeAllowed(contentType: string, allowed: string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true
  const [type, subtype] = baseMimeType(contentType).split("/")
  if (!type || !subtype) return false
  return allowed.some((pattern) => {
    const [allowedType, allowedSubtype] = baseMimeType(pattern).split("/")
    if (allowedType === "*" && allowedSubtype === "*") return true
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype)
  })
}

export function assertMimeTypeAllowed(contentType: string, allowed: string[] | null | undefined) {
  if (!mimeTypeAllowed(contentType, allowed)) throw errors.invalidMimeType(contentType)
}

/** The effective limit for one bucket: its own limit, never above the global one. */
export function effectiveSizeLimit(bucketLimit: number | string | null | undefined, globalLimit: number): number {
  const own = bucketLimit === null || bucketLimit === undefined ? undefined : Number(bucketLimit)
  return own !== undefined && Number.isFinite(own) && own > 0 ? Math.min(own, globalLimit) : globalLimit
}
