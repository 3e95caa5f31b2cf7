/**
 * The XLIFF 2 exchange (issue 40): a language's segments written as an XLIFF 2.0 file an external
 * linguist opens in Trados, memoQ or any CAT tool, and the file read back. One `<file>` per
 * document, one `<unit>` per segment (its id the segment's), the segment's state mapped onto XLIFF's
 * (`initial`, `translated`, `final`, with our finer state as a `nordika:` subState), and the inline
 * `<pc>`/`<ph>` tags of types.ts as real XLIFF elements, so the tool protects them.
 *
 * Reading never throws: a file that cannot be taken at all gets one clear error (malformed XML with
 * its line, XLIFF 1.2, another language, another document), and otherwise every unit gets its own
 * outcome, a refused one with the reason. A unit whose English source differs from the workspace's,
 * whose target's tags are not the source's, or whose segment is approved in the workspace is never
 * taken. What is taken is a translator's proposal: the caller saves it as `translated`, runs the
 * quality checks on it, and a reviewer approves it as any other. Web-standard code only.
 */
import type { TranslationLocale } from "../locales.ts"
import { escapeSegmentText, tokenizeSegment, type TagToken } from "./tags.ts"
import type { Segment, SegmentState } from "./types.ts"
import { readXml, type XmlElement, type XmlNode } from "./xml-reader.ts"

export const XLIFF_NAMESPACE = "urn:oasis:names:tc:xliff:document:2.0"
/** XLIFF 2.0 and 2.1 share the 2.0 namespace; 2.2 has its own. */
const XLIFF_2_NAMESPACE = /^urn:oasis:names:tc:xliff:document:2\.\d+$/
/** Our own states beside XLIFF's, in the subState attribute. */
const SUB_STATE_PREFIX = "nordika"
/** The largest file an import reads (in characters): a batch of the whole site is far smaller. */
export const XLIFF_MAX_LENGTH = 10_000_000

/** XLIFF 2's segment states. */
export type XliffState = "initial" | "translated" | "reviewed" | "final"

/**
 * Our states as XLIFF's: nothing to review yet is `initial` (a machine draft and an outdated target
 * too: neither has been confirmed by a human for this source), a translator's text `translated`, an
 * approved one `final`.
 */
export const XLIFF_STATES: Record<SegmentState, XliffState> = {
  untranslated: "initial",
  machine_draft: "initial",
  outdated: "initial",
  translated: "translated",
  approved: "final",
}

/** What the exchange needs of a segment. */
export type XliffSegment = Pick<Segment, "id" | "field" | "ordinal" | "source" | "target" | "state">

export interface XliffDocument {
  id: string
  /** Shown to the linguist as the file's note. */
  title?: string
  /** The English page's path, written as the file's `original`. */
  path?: string
  segments: readonly XliffSegment[]
}

export interface XliffExport {
  targetLocale: TranslationLocale
  documents: readonly XliffDocument[]
}

/** A segment's text rebuilt from its tokens: tags as written in types.ts, the text escaped. */
function segmentFromTokens(tokens: readonly TagToken[]): string {
  return tokens
    .map((token) =>
      token.kind === "text"
        ? escapeSegmentText(token.text)
        : token.kind === "open"
          ? `<pc id="${token.id}">`
          : token.kind === "close"
            ? "</pc>"
            : `<ph id="${token.id}"/>`,
    )
    .join("")
}

/** Characters XML 1.0 cannot carry, replaced so the file always parses. */
function xmlSafe(text: string): string {
  let out = ""
  for (const char of text) {
    const code = char.charCodeAt(0)
    out += (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff ? "\uFFFD" : char
  }
  return out
}

const attribute = (value: string) =>
  xmlSafe(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\n/g, "&#10;")
    .replace(/\t/g, "&#9;")

/** A segment's text as XLIFF inline content: its tags as elements; a malformed text as plain text. */
function inline(segment: string): string {
  const read = tokenizeSegment(segment)
  return xmlSafe("tokens" in read ? segmentFromTokens(read.tokens) : escapeSegmentText(segment))
}

/** The segments as one XLIFF 2.0 file (every segment given is written: pick them before). */
export function exportXliff({ targetLocale, documents }: XliffExport): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_NAMESPACE}" version="2.0" srcLang="en" trgLang="${targetLocale}">`,
  ]
  for (const document of documents) {
    lines.push(`  <file id="${attribute(document.id)}"${document.path ? ` original="${attribute(document.path)}"` : ""}>`)
    if (document.title) lines.push(`    <notes>`, `      <note category="title">${attribute(document.title)}</note>`, `    </notes>`)
    for (const segment of document.segments) {
      const target = segment.target === "" ? null : inline(segment.target)
      const state = target === null ? "initial" : XLIFF_STATES[segment.state]
      const subState =
        segment.state === "machine_draft" || segment.state === "outdated" ? ` subState="${SUB_STATE_PREFIX}:${segment.state}"` : ""
      lines.push(
        `    <unit id="${attribute(segment.id)}" name="${attribute(segment.field)}">`,
        `      <notes>`,
        `        <note category="field">${attribute(segment.field)}${segment.ordinal > 0 ? `, sentence ${segment.ordinal + 1}` : ""}</note>`,
        `      </notes>`,
        `      <segment state="${state}"${subState}>`,
        `        <source>${inline(segment.source)}</source>`,
        ...(target === null ? [] : [`        <target>${target}</target>`]),
        `      </segment>`,
        `    </unit>`,
      )
    }
    lines.push("  </file>")
  }
  lines.push("</xliff>", "")
  return lines.join("\n")
}

/** What an import is checked against: the segments the file may change, in the language it must be for. */
export interface XliffImportContext {
  targetLocale: TranslationLocale
  documents: readonly { id: string; segments: readonly XliffSegment[] }[]
}

/**
 * One unit's outcome: `update` (its target is to be saved, as a translator's), `unchanged` (the
 * workspace has that target already), `skipped` (nothing to take: no target, or not confirmed in the
 * tool) or `refused` (the reason says why).
 */
export interface XliffUnitResult {
  unitId: string
  /** The document of the segment, null for a unit the workspace does not know. */
  documentId: string | null
  /** The line of the unit in the file. */
  line: number
  outcome: "update" | "unchanged" | "skipped" | "refused"
  /** The file's target, in the segment format of types.ts (for update and unchanged). */
  target?: string
  /** The file's state of the segment. */
  state?: XliffState
  reason?: string
}

export type XliffImport = { ok: true; units: XliffUnitResult[] } | { ok: false; error: string }

const languageName = (tag: string): string => {
  const primary = tag.toLowerCase().split(/[-_]/)[0]
  if (primary === "en") return "English"
  if (primary === "sv" || primary === "de") return { sv: "Swedish", de: "German" }[primary]
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? `“${tag}”`
  } catch {
    return `“${tag}”`
  }
}
const sameLanguage = (tag: string, locale: string) => tag.toLowerCase().split(/[-_]/)[0] === locale

/** Whether a node is an XLIFF 2 element (of that name). */
const isCore = (node: XmlNode, local?: string): boolean =>
  typeof node !== "string" && XLIFF_2_NAMESPACE.test(node.ns) && (local === undefined || node.local === local)
const childrenNamed = (element: XmlElement, local: string) => element.children.filter((child): child is XmlElement => isCore(child, local))

class InlineError extends Error {}

/**
 * A `<source>`'s or `<target>`'s content in the segment format: `<pc>` and `<ph>` kept with their ids
 * (other attributes a tool adds dropped), a `<mrk>` annotation unwrapped, a `<cp>` made its
 * character; another inline element (`<sc>`, `<ec>`, `<sm>`, `<em>`) cannot be read back.
 */
function segmentText(element: XmlElement): string {
  return element.children
    .map((child) => {
      if (typeof child === "string") return escapeSegmentText(child)
      if (!isCore(child)) throw new InlineError(`Line ${child.line}: <${child.name}> is not XLIFF inline content this workspace reads.`)
      const id = child.attrs.id
      switch (child.local) {
        case "pc":
          if (!id) throw new InlineError(`Line ${child.line}: a <pc> has no id.`)
          return `<pc id="${id}">${segmentText(child)}</pc>`
        case "ph":
          if (!id) throw new InlineError(`Line ${child.line}: a <ph> has no id.`)
          return `<ph id="${id}"/>`
        case "mrk":
          return segmentText(child)
        case "cp": {
          const code = parseInt(child.attrs.hex ?? "", 16)
          if (!Number.isInteger(code) || code < 0 || code > 0x10ffff)
            throw new InlineError(`Line ${child.line}: a <cp> without a valid hex.`)
          return escapeSegmentText(String.fromCodePoint(code))
        }
        default:
          throw new InlineError(
            `Line ${child.line}: <${child.local}> is not a tag this workspace can take back (it writes <pc> and <ph> only): keep the tags as exported.`,
          )
      }
    })
    .join("")
}

/** The tags of a well-formed segment by id: "pc" or "ph". */
function tagKinds(tokens: readonly TagToken[]): Map<string, "pc" | "ph"> {
  const kinds = new Map<string, "pc" | "ph">()
  for (const token of tokens) {
    if (token.kind === "open") kinds.set(token.id, "pc")
    if (token.kind === "placeholder") kinds.set(token.id, "ph")
  }
  return kinds
}

/** Why a target's tags cannot stand for the source's, or null when they can (in any order). */
function tagMismatch(source: readonly TagToken[], target: readonly TagToken[]): string | null {
  const wanted = tagKinds(source)
  const found = tagKinds(target)
  const written = (id: string, kind: "pc" | "ph") => (kind === "pc" ? `<pc id="${id}">` : `<ph id="${id}"/>`)
  for (const [id, kind] of wanted) {
    const there = found.get(id)
    if (!there) return `The target lost the source's tag ${id} (${written(id, kind)}): put it back around the same words.`
    if (there !== kind) return `Tag ${id} is ${kind === "pc" ? "a paired tag" : "a standalone tag"} in the source and not in the target.`
  }
  for (const [id, kind] of found) {
    if (!wanted.has(id)) return `The target has a tag the source does not (${written(id, kind)}): remove it.`
  }
  return null
}

/** Reads an XLIFF 2 file back against the workspace's segments (see the module's comment). Never throws. */
export function importXliff(xml: string, context: XliffImportContext): XliffImport {
  if (xml.length > XLIFF_MAX_LENGTH) {
    return { ok: false, error: `The file is larger than ${XLIFF_MAX_LENGTH / 1_000_000} MB: export fewer documents at a time.` }
  }
  const read = readXml(xml)
  if ("error" in read) return { ok: false, error: read.error }
  const { root } = read
  if (root.local !== "xliff") return { ok: false, error: `This is not an XLIFF file: its root element is <${root.name}>.` }
  const version = root.attrs.version ?? ""
  if (/^1\./.test(version)) return { ok: false, error: `This is XLIFF ${version}; export again as XLIFF 2.0.` }
  if (!/^2\.\d+$/.test(version)) {
    return { ok: false, error: `This is not an XLIFF 2 file (version “${version || "none"}”); export again as XLIFF 2.0.` }
  }
  if (!XLIFF_2_NAMESPACE.test(root.ns)) {
    return { ok: false, error: `The file's elements are not in XLIFF 2's namespace (${XLIFF_NAMESPACE}); export again as XLIFF 2.0.` }
  }
  const srcLang = root.attrs.srcLang ?? ""
  if (!sameLanguage(srcLang, "en")) {
    return {
      ok: false,
      error: `The file translates from ${srcLang ? languageName(srcLang) : "no language named"}; this site translates from English.`,
    }
  }
  const wanted = languageName(context.targetLocale)
  const trgLang = root.attrs.trgLang ?? ""
  if (!trgLang) return { ok: false, error: `The file names no target language (trgLang); export it with ${wanted} as the target.` }
  if (!sameLanguage(trgLang, context.targetLocale)) {
    return { ok: false, error: `The file is for ${languageName(trgLang)}; this document's import is ${wanted}.` }
  }

  const known = new Map<string, { documentId: string; segment: XliffSegment }>()
  for (const document of context.documents) {
    for (const segment of document.segments) known.set(segment.id, { documentId: document.id, segment })
  }
  const units = childrenNamed(root, "file").flatMap((file) => unitsOf(file))
  if (units.length === 0) return { ok: false, error: "The file holds no units to import." }
  if (!units.some((unit) => known.has(unit.attrs.id ?? ""))) {
    return {
      ok: false,
      error:
        context.documents.length === 1
          ? "None of the file's units is a segment of this document: the file was exported from another document."
          : "None of the file's units is a segment of these documents: the file was exported from other documents.",
    }
  }

  const seen = new Set<string>()
  return {
    ok: true,
    units: units.map((unit) => {
      const unitId = unit.attrs.id ?? ""
      const match = known.get(unitId)
      const result = (outcome: XliffUnitResult["outcome"], more: Partial<XliffUnitResult> = {}): XliffUnitResult => ({
        unitId,
        documentId: match?.documentId ?? null,
        line: unit.line,
        outcome,
        ...more,
      })
      if (seen.has(unitId)) return result("refused", { reason: `Unit ${unitId} is in the file twice: only its first one is read.` })
      seen.add(unitId)
      if (!match) return result("refused", { reason: `Unit ${unitId || "(without id)"} is not a segment of the documents being imported.` })
      return readUnit(unit, match.segment, result)
    }),
  }
}

/** A file's units, in its groups too. */
function unitsOf(container: XmlElement): XmlElement[] {
  return container.children.flatMap((child): XmlElement[] =>
    typeof child === "string" ? [] : isCore(child, "unit") ? [child] : isCore(child, "group") ? unitsOf(child) : [],
  )
}

function readUnit(
  unit: XmlElement,
  segment: XliffSegment,
  result: (outcome: XliffUnitResult["outcome"], more?: Partial<XliffUnitResult>) => XliffUnitResult,
): XliffUnitResult {
  const refused = (reason: string) => result("refused", { reason })
  const segments = childrenNamed(unit, "segment")
  if (segments.length !== 1) {
    return refused(
      segments.length === 0
        ? `Line ${unit.line}: the unit has no <segment>.`
        : `Line ${unit.line}: the unit was split into ${segments.length} segments: join them in your tool and export again.`,
    )
  }
  const [element] = segments
  const stateAttribute = element.attrs.state ?? "initial"
  if (!["initial", "translated", "reviewed", "final"].includes(stateAttribute)) {
    return refused(`Line ${element.line}: “${stateAttribute}” is not an XLIFF 2 state.`)
  }
  const state = stateAttribute as XliffState
  const [source, ...moreSources] = childrenNamed(element, "source")
  if (!source || moreSources.length > 0) return refused(`Line ${element.line}: the segment needs exactly one <source>.`)
  const [target, ...moreTargets] = childrenNamed(element, "target")
  if (moreTargets.length > 0) return refused(`Line ${element.line}: the segment has more than one <target>.`)

  let sourceText: string
  let targetText: string
  try {
    sourceText = segmentText(source)
    targetText = target ? segmentText(target) : ""
  } catch (error) {
    if (error instanceof InlineError) return refused(error.message)
    throw error
  }

  const ours = tokenizeSegment(segment.source)
  const theirs = tokenizeSegment(sourceText)
  if (!("tokens" in ours) || !("tokens" in theirs) || segmentFromTokens(ours.tokens) !== segmentFromTokens(theirs.tokens)) {
    return refused(
      "The English source in the file is not the workspace's: it changed after the export, or it was edited in the file. Export the document again.",
    )
  }
  if (targetText.trim() === "") return result("skipped", { state, reason: "No translation in the file." })
  const translated = tokenizeSegment(targetText)
  if ("error" in translated) return refused(`The target's tags are broken: ${translated.error}`)
  const mismatch = tagMismatch(ours.tokens, translated.tokens)
  if (mismatch) return refused(mismatch)

  const normalized = segmentFromTokens(translated.tokens)
  const current = tokenizeSegment(segment.target)
  if ("tokens" in current && segmentFromTokens(current.tokens) === normalized) return result("unchanged", { target: normalized, state })
  if (segment.state === "approved") {
    return refused(
      "The segment is approved in the workspace: an import does not replace an approved translation. Change it in the workspace, where a reviewer approves it again.",
    )
  }
  if (state === "initial") {
    return result("skipped", {
      target: normalized,
      state,
      reason: "Not confirmed in the file (state “initial”): confirm the segment in your tool and export again.",
    })
  }
  return result("update", { target: normalized, state })
}
