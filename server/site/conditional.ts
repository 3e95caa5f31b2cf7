import crypto from "node:crypto"

/** A weak validator of these bytes: the same bytes give the same tag, whatever encoding they travel in. */
export function etagOf(body: Uint8Array): string {
  return `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`
}

/** RFC 9110's weak comparison for If-None-Match: `*`, or any listed tag equal to `etag` once `W/` is dropped. */
export function ifNoneMatchHits(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === "*") return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "")
  const expected = opaque(etag)
  return (ifNoneMatch.match(/(W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === expected)
}

/** What a 304 keeps of the 200 it stands for (RFC 9110 §15.4.5); the body's own fields go. */
const NOT_MODIFIED_HEADERS = ["cache-control", "content-location", "date", "etag", "expires", "last-modified", "vary"]

/** The 304 for a 200 response whose validator the client already holds. */
export function notModified(headers: Headers): Response {
  const kept = new Headers()
  for (const name of NOT_MODIFIED_HEADERS) {
    const value = headers.get(name)
    if (value !== null) kept.set(name, value)
  }
  return new Response(null, { status: 304, headers: kept })
}
