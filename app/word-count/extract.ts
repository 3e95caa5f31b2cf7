/**
 * The words of a file whose text the browser can read: txt, html, srt, xliff, docx, pptx, xlsx and
 * pdf. Pure (no DOM), so it runs in the word-count worker and in Node tests alike.
 */
import JSZip from "jszip"
import { extensionOf } from "./countable"

export * from "./countable"

/** Words as translators count them: runs between whitespace that hold a letter or a digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** Markup to text: the given closing tags end a line, every other tag is dropped. */
function markupText(xml: string, lineEnds: RegExp, spaces: RegExp = /$^/): string {
  return decodeEntities(
    xml
      .replace(lineEnds, "\n")
      .replace(spaces, " ")
      .replace(/<[^>]+>/g, ""),
  )
}

function htmlText(html: string): string {
  const body = html.replace(/<!--[\s\S]*?-->/g, " ").replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
  return decodeEntities(body.replace(/<[^>]+>/g, " "))
}

function srtText(srt: string): string {
  return srt
    .split(/\r?\n/)
    .filter((line) => !/^\s*\d+\s*$/.test(line) && !/-->/.test(line))
    .map((line) => line.replace(/<[^>]+>/g, "").replace(/\{[^}]*\}/g, ""))
    .join("\n")
}

/** The source segments of an XLIFF 1.2 or 2.x file (what is to be translated). */
function xliffText(xliff: string): string {
  return [...xliff.matchAll(/<source\b[^>]*>([\s\S]*?)<\/source>/g)].map((match) => markupText(match[1], /$^/, /<[^>]+\/>/g)).join("\n")
}

async function zipEntries(bytes: Uint8Array, pattern: RegExp): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes)
  const names = Object.keys(zip.files)
    .filter((name) => pattern.test(name))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
  return Promise.all(names.map((name) => zip.files[name].async("string")))
}

// Word runs split words anywhere, so runs join without a space; paragraphs, tabs and breaks part them.
const docxText = async (bytes: Uint8Array) =>
  (await zipEntries(bytes, /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/))
    .map((xml) => markupText(xml, /<\/w:p>/g, /<w:(tab|br|cr)\b[^>]*\/>/g))
    .join("\n")

const pptxText = async (bytes: Uint8Array) =>
  (await zipEntries(bytes, /^ppt\/(slides\/slide|notesSlides\/notesSlide)\d+\.xml$/))
    .map((xml) => markupText(xml, /<\/a:p>/g, /<a:br\b[^>]*\/>/g))
    .join("\n")

const xlsxText = async (bytes: Uint8Array) => {
  const shared = (await zipEntries(bytes, /^xl\/sharedStrings\.xml$/)).map((xml) => markupText(xml, /<\/si>/g))
  const inline = (await zipEntries(bytes, /^xl\/worksheets\/sheet\d+\.xml$/)).map((xml) =>
    [...xml.matchAll(/<is>([\s\S]*?)<\/is>/g)].map((match) => markupText(match[1], /$^/)).join("\n"),
  )
  return [...shared, ...inline].join("\n")
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs")
  // No worker of pdf.js's own: this already runs in one (or in a test).
  if (!("pdfjsWorker" in globalThis)) {
    Object.assign(globalThis, { pdfjsWorker: await import("pdfjs-dist/legacy/build/pdf.worker.mjs") })
  }
  const document = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""))
  }
  await document.destroy()
  return pages.join("\n")
}

/** The text of a file, or null when its format is not one the browser can read. */
async function extractText(name: string, bytes: Uint8Array): Promise<string | null> {
  const text = () => new TextDecoder().decode(bytes)
  switch (extensionOf(name)) {
    case "txt":
      return text()
    case "html":
    case "htm":
      return htmlText(text())
    case "srt":
      return srtText(text())
    case "xliff":
    case "xlf":
      return xliffText(text())
    case "docx":
      return docxText(bytes)
    case "pptx":
      return pptxText(bytes)
    case "xlsx":
      return xlsxText(bytes)
    case "pdf":
      return pdfText(bytes)
    default:
      return null
  }
}

/** The word count of a file, or null when it cannot be read. */
export async function countFileWords(name: string, bytes: Uint8Array): Promise<number | null> {
  const text = await extractText(name, bytes)
  return text == null ? null : countWords(text)
}
