/**
 * The inline tags of a segment's text (types.ts): `<pc id="n">…</pc>` around marked or linked words and
 * `<ph id="n"/>` for something without text, the XLIFF 2 inline elements, written into the text itself
 * so the editor, the quality checks and the XLIFF exchange read one format. Everything else in a
 * segment is plain text; `<`, `>` and `&` of the text itself are kept as `&lt;`, `&gt;` and `&amp;`.
 */

export type TagToken =
  { kind: "text"; text: string } | { kind: "open"; id: string } | { kind: "close"; id: string } | { kind: "placeholder"; id: string }

const TAG = /<pc id="([1-9][0-9]{0,3})">|<\/pc>|<ph id="([1-9][0-9]{0,3})"\/>/g

/** Escapes text so it can stand beside tags in a segment. */
export function escapeSegmentText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

/** The plain text of an escaped run. */
export function unescapeSegmentText(text: string): string {
  return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&")
}

/**
 * A segment's text as tokens, the text unescaped; or the reason it is not well formed: a stray `<`, a
 * closing tag without its opening, an opening tag never closed, or an id used twice.
 */
export function tokenizeSegment(segment: string): { tokens: TagToken[] } | { error: string } {
  const tokens: TagToken[] = []
  const open: string[] = []
  const seen = new Set<string>()
  let at = 0
  const pushText = (raw: string): string | null => {
    if (raw === "") return null
    const stray = raw.match(/<[^<>]*>?|>/)
    if (stray) return `“${stray[0]}” is not a tag this segment can hold: write < and > as &lt; and &gt;.`
    if (/&(?!(amp|lt|gt);)/.test(raw)) return "A “&” must be written “&amp;”."
    tokens.push({ kind: "text", text: unescapeSegmentText(raw) })
    return null
  }
  for (const match of segment.matchAll(TAG)) {
    const before = pushText(segment.slice(at, match.index))
    if (before) return { error: before }
    at = match.index + match[0].length
    if (match[0] === "</pc>") {
      const id = open.pop()
      if (id === undefined) return { error: "A closing tag </pc> has no opening tag." }
      tokens.push({ kind: "close", id })
      continue
    }
    const id = match[1] ?? match[2]
    if (seen.has(id)) return { error: `Tag ${id} appears twice.` }
    seen.add(id)
    if (match[1]) {
      open.push(id)
      tokens.push({ kind: "open", id })
    } else tokens.push({ kind: "placeholder", id })
  }
  const rest = pushText(segment.slice(at))
  if (rest) return { error: rest }
  if (open.length > 0) return { error: `Tag ${open.at(-1)} is opened but never closed.` }
  return { tokens }
}

/** The segment's text without its tags (unescaped), as a reader sees it. */
export function plainText(segment: string): string {
  return segment.replace(TAG, "").replace(/&lt;|&gt;|&amp;/g, (entity) => unescapeSegmentText(entity))
}

/** The tags of a well-formed segment, as "open:1", "close:1", "placeholder:2", in order. */
export function tagSignature(tokens: readonly TagToken[]): string[] {
  return tokens.filter((token) => token.kind !== "text").map((token) => `${token.kind}:${token.id}`)
}
