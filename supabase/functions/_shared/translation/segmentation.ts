/**
 * A document's English data cut into the workspace's segments, and the translated segments put back
 * into the data's shape (docs/decisions/0014-translation-workspace.md). The fields are the text leaves of
 * text-leaves.ts, except that a rich-text block (a paragraph, a heading, a list item) is one field whose
 * inline nodes are joined into one tagged text (tags.ts): marked words and a link's text in `<pc>`, a
 * link without text as `<ph/>`, each id's node kept in the segment's TagMap. A field is then cut into
 * sentences by Intl.Segmenter, with a guard for the abbreviations it would cut after. Pure and portable:
 * the publish-document function, the server, the seed generator and the admin share it.
 */
import { isTextLeaf } from "../content/text-leaves.ts"
import { escapeSegmentText, plainText, tokenizeSegment } from "./tags.ts"
import type { SourceSegment, TagMap } from "./types.ts"

/** Abbreviations a sentence never ends at, whatever follows ("No. 5", "approx. 20 languages"). */
const ALWAYS_ABBREVIATIONS = ["e.g.", "i.e.", "approx.", "No."]
/** Abbreviations that end a sentence only when a capital follows ("…, etc. The next"). */
const LOWERCASE_ABBREVIATIONS = ["etc."]

const sentences = new Intl.Segmenter("en", { granularity: "sentence" })
const words = new Intl.Segmenter("en", { granularity: "word" })

/** Words as a CAT tool counts them: Intl.Segmenter's word-like tokens of the text without its tags. */
export function countWords(segment: string): number {
  let count = 0
  for (const token of words.segment(plainText(segment))) if (token.isWordLike) count++
  return count
}

/** The hash a segment's source is stored and matched by: the hex MD5 of its UTF-8 text, as PostgreSQL's md5(). */
export function sourceHash(text: string): string {
  return md5Hex(new TextEncoder().encode(text))
}

type InlineNode = Record<string, unknown> & { type: string }
type Block = Record<string, unknown> & { type: string }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

function isInline(value: unknown): value is InlineNode {
  return isObject(value) && (value.type === "text" || value.type === "internal-link" || value.type === "external-link")
}

/** Whether `value` is a rich-text block (rich-text.ts): a paragraph or heading with inline children, or a list. */
function isBlock(value: unknown): value is Block {
  if (!isObject(value)) return false
  if (value.type === "paragraph" || value.type === "heading") return Array.isArray(value.children) && value.children.every(isInline)
  if (value.type === "list") return Array.isArray(value.items) && value.items.every((item) => Array.isArray(item) && item.every(isInline))
  return false
}

/** One field's text before it is cut: a plain text leaf, or a block's (or list item's) inline nodes as tagged text. */
interface FieldText {
  field: string
  text: string
  tags: TagMap
}

/**
 * Inline nodes as one tagged text: plain text as it is, a text with marks in `<pc>`, a link's text in
 * `<pc>` (a link without text as `<ph/>`); the tag map keeps each node without its text.
 */
function tagInline(nodes: readonly InlineNode[]): { text: string; tags: TagMap } {
  const tags: TagMap = {}
  let text = ""
  let next = 1
  for (const node of nodes) {
    const words = node.type === "internal-link" ? node.label : node.text
    if (node.type === "text" && node.marks === undefined) {
      text += escapeSegmentText(String(node.text))
      continue
    }
    const id = String(next++)
    if (typeof words === "string" && words !== "") {
      const rest = { ...node }
      delete rest[node.type === "internal-link" ? "label" : "text"]
      tags[id] = rest
      text += `<pc id="${id}">${escapeSegmentText(words)}</pc>`
    } else {
      tags[id] = node
      text += `<ph id="${id}"/>`
    }
  }
  return { text, tags }
}

function collectFields(value: unknown, key: string, path: string[], found: FieldText[]): void {
  const field = path.join(".")
  if (typeof value === "string") {
    if (isTextLeaf(key, value)) found.push({ field, text: escapeSegmentText(value), tags: {} })
  } else if (isBlock(value)) {
    const lines =
      value.type === "list"
        ? (value.items as InlineNode[][]).map((item, index) => ({ item, at: `${field}.items.${index}` }))
        : [{ item: value.children as InlineNode[], at: field }]
    for (const { item, at } of lines) {
      const tagged = tagInline(item)
      if (plainText(tagged.text).trim() !== "") found.push({ field: at, ...tagged })
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectFields(item, key, [...path, String(index)], found))
  } else if (isObject(value)) {
    for (const [childKey, child] of Object.entries(value)) collectFields(child, childKey, [...path, childKey], found)
  }
}

const OPENING_TAG_BEFORE = /(<pc id="[0-9]+">|<ph id="[0-9]+"\/>)$/

/** How many `<pc>` are open before each offset of a tagged text (a sentence is never cut inside one). */
function openTagDepths(text: string): Int32Array {
  const depth = new Int32Array(text.length + 1)
  let level = 0
  for (let at = 0; at <= text.length; at++) {
    depth[at] = level
    if (text.startsWith("<pc ", at)) level++
    else if (text.startsWith("</pc>", at)) level--
  }
  return depth
}

/** The offsets (in the tagged text) where a sentence starts, after the first. */
function sentenceBreaks(text: string): number[] {
  const plain: string[] = []
  // Cut the plain text and carry each cut over to the tagged text, where a tag takes no room in the plain text.
  const offsets: number[] = []
  for (let at = 0; at < text.length;) {
    const tag = /^(<pc id="[0-9]+">|<\/pc>|<ph id="[0-9]+"\/>)/.exec(text.slice(at))
    if (tag) {
      at += tag[0].length
      continue
    }
    const entity = /^(&amp;|&lt;|&gt;)/.exec(text.slice(at))
    const length = entity ? entity[0].length : 1
    plain.push(entity ? plainText(entity[0]) : text[at])
    offsets.push(at)
    at += length
  }
  const plainString = plain.join("")
  const depth = openTagDepths(text)
  const pieces = [...sentences.segment(plainString)]
  const breaks: number[] = []
  let start = 0
  pieces.forEach((piece, index) => {
    if (index === 0) return
    const previous = plainString.slice(start, piece.index).trimEnd()
    start = piece.index
    const nextStart = piece.segment.trimStart()
    const guarded =
      ALWAYS_ABBREVIATIONS.some((abbreviation) => previous.endsWith(` ${abbreviation}`) || previous === abbreviation) ||
      (LOWERCASE_ABBREVIATIONS.some((abbreviation) => previous.endsWith(abbreviation)) && /^[\p{Ll}\d]/u.test(nextStart))
    // Plain-text index i sits at tagged offset offsets[i]; a tag opening just before it belongs to the new sentence.
    let at = offsets[piece.index]
    for (let opening = OPENING_TAG_BEFORE.exec(text.slice(0, at)); opening; opening = OPENING_TAG_BEFORE.exec(text.slice(0, at)))
      at -= opening[0].length
    if (!guarded && depth[at] === 0) breaks.push(at)
  })
  return breaks
}

/** Cuts one field's tagged text into segments: sentence, separator (the whitespace after it). */
function cutField({ field, text, tags }: FieldText): SourceSegment[] {
  const bounds = [0, ...sentenceBreaks(text), text.length]
  const segments: SourceSegment[] = []
  for (let index = 0; index < bounds.length - 1; index++) {
    const piece = text.slice(bounds[index], bounds[index + 1])
    const source = piece.trimEnd()
    const separator = piece.slice(source.length)
    if (source === "") {
      // Whitespace alone (never at the start, which has no break before it): it joins the previous separator.
      if (segments.length > 0) segments[segments.length - 1].separator += separator
      continue
    }
    segments.push({ field, ordinal: segments.length, source, tags: tagsIn(source, tags), separator, words: countWords(source) })
  }
  return segments
}

/** The part of a field's tag map that a segment uses. */
function tagsIn(source: string, tags: TagMap): TagMap {
  const used: TagMap = {}
  for (const match of source.matchAll(/<(?:pc|ph) id="([0-9]+)"/g)) used[match[1]] = tags[match[1]]
  return used
}

/** A document's English data as the workspace's segments, in document order. */
export function segmentDocument(data: unknown): SourceSegment[] {
  const fields: FieldText[] = []
  collectFields(data, "", [], fields)
  return fields.flatMap(cutField)
}

/** A translated segment as assembleData takes it. */
export interface TargetSegment {
  field: string
  ordinal: number
  target: string
  separator: string
  tags: TagMap
}

/** A field's joined target as inline nodes, each tag's node taken back from the map. */
function untagInline(text: string, tags: TagMap): InlineNode[] {
  const read = tokenizeSegment(text)
  if ("error" in read) throw new Error(`The translation of a rich-text block is not well formed: ${read.error}`)
  const nodes: InlineNode[] = []
  const open: { id: string; text: string }[] = []
  for (const token of read.tokens) {
    if (token.kind === "text") {
      if (open.length > 0) open[open.length - 1].text += token.text
      else nodes.push({ type: "text", text: token.text })
    } else if (token.kind === "open") {
      open.push({ id: token.id, text: "" })
    } else if (token.kind === "close") {
      const closed = open.pop()!
      if (open.length > 0) {
        // A tag moved inside another keeps its words; the outer node carries them.
        open[open.length - 1].text += closed.text
        continue
      }
      const node = tags[closed.id]
      if (!isInline(node)) throw new Error(`Tag ${closed.id} is not one of the source's`)
      nodes.push(node.type === "internal-link" ? { ...node, label: closed.text } : { ...node, text: closed.text })
    } else {
      const node = tags[token.id]
      if (!isInline(node)) throw new Error(`Tag ${token.id} is not one of the source's`)
      nodes.push(node)
    }
  }
  return nodes
}

function valueAt(data: unknown, path: string[]): unknown {
  let value = data
  for (const key of path) value = isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined
  return value
}

/**
 * The translated data in the English data's shape: every field that has segments rebuilt from their
 * targets in ordinal order (each followed by its separator), a rich-text block's inline nodes taken back
 * from its tags; every other value as the English has it. Throws on a target whose tags are not well
 * formed or not the source's (the quality checks refuse such a segment before approval).
 */
export function assembleData(englishData: unknown, segments: readonly TargetSegment[]): unknown {
  const byField = new Map<string, TargetSegment[]>()
  for (const segment of segments) byField.set(segment.field, [...(byField.get(segment.field) ?? []), segment])
  const replacements = new Map<string, unknown>()
  for (const [field, parts] of byField) {
    const ordered = [...parts].sort((a, b) => a.ordinal - b.ordinal)
    const text = ordered.map((part) => part.target + part.separator).join("")
    const tags = Object.assign({}, ...ordered.map((part) => part.tags)) as TagMap
    const english = valueAt(englishData, field.split("."))
    if (typeof english === "string") replacements.set(field, plainText(text))
    else if (Array.isArray(english)) replacements.set(field, untagInline(text, tags))
    else if (isBlock(english)) replacements.set(`${field}.children`, untagInline(text, tags))
    else throw new Error(`The English data has no text at ${field}`)
  }
  const copy = (value: unknown, path: string[]): unknown => {
    const dotted = path.join(".")
    if (replacements.has(dotted)) return replacements.get(dotted)
    if (Array.isArray(value)) return value.map((item, index) => copy(item, [...path, String(index)]))
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, copy(child, [...path, key])]))
    return value
  }
  return copy(englishData, [])
}

// MD5 (RFC 1321), so that a hash is the same in Deno, Node, the browser and PostgreSQL's md5().
const SHIFTS = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11,
  16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
]
const SINES = Array.from({ length: 64 }, (_, index) => Math.floor(Math.abs(Math.sin(index + 1)) * 2 ** 32) >>> 0)

function md5Hex(bytes: Uint8Array): string {
  const length = bytes.length
  const padded = new Uint8Array(((length + 8) >> 6) * 64 + 64)
  padded.set(bytes)
  padded[length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(padded.length - 8, (length * 8) >>> 0, true)
  view.setUint32(padded.length - 4, Math.floor(length / 2 ** 29), true)
  let a0 = 0x67452301
  let b0 = 0xefcdab89
  let c0 = 0x98badcfe
  let d0 = 0x10325476
  for (let chunk = 0; chunk < padded.length; chunk += 64) {
    let a = a0
    let b = b0
    let c = c0
    let d = d0
    for (let i = 0; i < 64; i++) {
      let f: number
      let g: number
      if (i < 16) [f, g] = [(b & c) | (~b & d), i]
      else if (i < 32) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16]
      else if (i < 48) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16]
      else [f, g] = [c ^ (b | ~d), (7 * i) % 16]
      const sum = (a + f + SINES[i] + view.getUint32(chunk + g * 4, true)) >>> 0
      a = d
      d = c
      c = b
      b = (b + ((sum << SHIFTS[i]) | (sum >>> (32 - SHIFTS[i])))) >>> 0
    }
    a0 = (a0 + a) >>> 0
    b0 = (b0 + b) >>> 0
    c0 = (c0 + c) >>> 0
    d0 = (d0 + d) >>> 0
  }
  const out = new DataView(new ArrayBuffer(16))
  ;[a0, b0, c0, d0].forEach((word, index) => out.setUint32(index * 4, word, true))
  return [...new Uint8Array(out.buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("")
}
