/** How deep a JSON request body may nest: `{"a": [1]}` is two deep. */
const MAX_JSON_DEPTH = 64

/** A request body that is not JSON, nests too deep or holds text Postgres cannot store; each protocol answers it 400. */
export class JsonBodyError extends Error {}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** False for text Postgres refuses (22021, 22P05): a NUL character or half of a surrogate pair. */
function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text)
}

/** Whether any string or key inside a parsed JSON value is not storable text. */
function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return !isStorableText(value)
  if (typeof value !== "object" || value === null) return false
  if (Array.isArray(value)) return value.some(holdsUnstorableText)
  return Object.entries(value).some(([key, item]) => !isStorableText(key) || holdsUnstorableText(item))
}

/** Whether arrays and objects in `text` nest deeper than `limit`, counted without parsing (strings skipped). */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (inString) {
      if (ch === "\\") i++
      else if (ch === '"') inString = false
    } else if (ch === '"') inString = true
    else if (ch === "[" || ch === "{") {
      if (++depth > limit) return true
    } else if (ch === "]" || ch === "}") depth--
  }
  return false
}

/**
 * JSON.parse with the bounds every protocol puts on request bodies: at most MAX_JSON_DEPTH levels
 * (serialising a deeper value overflows the stack, here and in Postgres), and no NUL character or
 * lone surrogate in any string or key.
 */
export function parseJsonBody(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new JsonBodyError(`JSON nests deeper than ${MAX_JSON_DEPTH} levels`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new JsonBodyError((error as Error).message)
  }
  if (holdsUnstorableText(value)) throw new JsonBodyError("JSON holds a NUL character or malformed text")
  return value
}
