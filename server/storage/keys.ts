import { errors } from "./errors"

/** S3's limit on a key, in UTF-8 bytes. */
const MAX_KEY_BYTES = 1024
/** Most file systems refuse longer names; each key segment becomes one directory name on disk. */
const MAX_SEGMENT_BYTES = 255
const MAX_BUCKET_NAME_LENGTH = 100

// Storage's key alphabet (S3-safe characters) plus letters, marks and digits of any script.
const KEY_CHARACTERS = /^[\p{L}\p{M}\p{N}_/!\-.*'() &$@=;:+,?]+$/u
const BUCKET_CHARACTERS = /^[\p{L}\p{N}_!\-.*'() &$@=;:+,]+$/u

const utf8Length = (value: string) => Buffer.byteLength(value, "utf8")

/**
 * Checks an object key: storage's character set, no empty, `.` or `..` segments, no leading or
 * trailing slash, bounded length. Anything else (backslashes, NUL, `%`, control characters) is
 * refused, so a valid key can never name a path outside its bucket's directory.
 */
export function isValidKey(key: string): boolean {
  if (!key || utf8Length(key) > MAX_KEY_BYTES || !KEY_CHARACTERS.test(key)) return false
  return key
    .split("/")
    .every((segment) => segment !== "" && segment !== "." && segment !== ".." && utf8Length(segment) <= MAX_SEGMENT_BYTES)
}

export function assertValidKey(key: string): string {
  if (!isValidKey(key)) throw errors.invalidKey(key)
  return key
}

/** Bucket ids and names: storage's alphabet without `/` and `?`, not starting with a dot. */
export function isValidBucketName(name: string): boolean {
  return (
    typeof name === "string" &&
    name.length > 0 &&
    name.length <= MAX_BUCKET_NAME_LENGTH &&
    name.trim() === name &&
    BUCKET_CHARACTERS.test(name) &&
    // A leading dot is refused so no bucket can collide with the backend's own `.tmp` directory.
    !name.startsWith(".")
  )
}

export function assertValidBucketName(name: string): string {
  if (!isValidBucketName(name)) throw errors.invalidBucketName(name)
  return name
}

/** Decodes one percent-encoded URL path piece; malformed escapes are an invalid key, not a crash. */
export function decodePathPiece(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    throw errors.invalidKey(raw)
  }
}

/** A bucket and a key taken from the raw URL path segments that follow a route's fixed prefix. */
export function bucketAndKey(segments: string[]): { bucket: string; key: string } {
  const [rawBucket, ...rest] = segments
  const bucket = decodePathPiece(rawBucket ?? "")
  if (!isValidBucketName(bucket)) throw errors.invalidBucketName(bucket)
  const key = decodePathPiece(rest.join("/"))
  return { bucket, key: assertValidKey(key) }
}
