/**
 * A local stand-in for DeepL's API in tests: DeepL cannot be reached from the machines the tests run
 * on, so this node:http server speaks the part of DeepL's documented API the workspace uses, on an
 * ephemeral port of 127.0.0.1:
 * - POST /v2/translate (JSON): `text` (1 to 50 strings), `target_lang`, `source_lang` (required with a
 *   glossary), `tag_handling` "xml" | "html", `formality` (only for languages that have it: not
 *   Swedish), `glossary_id` (its language pair must be the request's) → 200 {translations: [{detected_source_language, text}]};
 * - POST /v2/glossaries {name, source_lang, target_lang, entries, entries_format: "tsv"} → 201 the
 *   glossary's information; GET /v2/glossaries → {glossaries: […]}; GET and DELETE
 *   /v2/glossaries/{id} → the information, 204;
 * - every request must carry `Authorization: DeepL-Auth-Key <key>` with the stand-in's key (else 403),
 *   and the glossaries are the key's own.
 * Its translation is deterministic so a test can tell what happened: the tags and the glossary's
 * renderings are kept, every other run of text is marked with the target language, e.g.
 * `We offer <pc id="1">translation memory</pc>.` → `[SV: We offer ]<pc id="1">översättningsminne</pc>[SV: .]`.
 * `respond` queues answers to give instead of the next requests' (a 429 with Retry-After, a 456, a
 * 503, or a delay longer than the client's timeout), to any path or one, and `received` records every request.
 */
import http from "node:http"
import { randomUUID } from "node:crypto"
import type { AddressInfo } from "node:net"

/** The key the stand-in accepts unless told another. */
export const DEEPL_STAND_IN_KEY = "stand-in-key-0000:fx"

interface StandInGlossary {
  glossary_id: string
  name: string
  ready: boolean
  source_lang: string
  target_lang: string
  creation_time: string
  entry_count: number
  entries: [string, string][]
}

interface DeepLStandInRequest {
  method: string
  path: string
  authorization: string | undefined
  body: unknown
}

/** An answer to give instead of the stand-in's own: a status (with headers), or a delay before the own answer. */
type DeepLStandInScript = ({ status: number; headers?: Record<string, string>; body?: unknown } | { delayMs: number }) & {
  /** Only for a request to this path (e.g. "/v2/translate"); by default the next request's, whatever its path. */
  path?: string
}

export interface DeepLStandIn {
  /** http://127.0.0.1:<port>, for DEEPL_API_URL. */
  url: string
  key: string
  received: DeepLStandInRequest[]
  /** The glossaries now held (the key's), oldest first. */
  glossaries(): Omit<StandInGlossary, "entries">[]
  /** Answers the next requests with these, one each, before answering as DeepL again. */
  respond(...scripts: DeepLStandInScript[]): void
  /** Forgets the requests, the scripted answers and the glossaries: a fresh account for the next test. */
  reset(): void
  close(): Promise<void>
}

const TARGET_LANGS = new Set(["SV", "DE", "EN-GB", "EN-US", "FR", "ES", "IT", "NL", "PL", "DA", "NB", "FI"])
const SOURCE_LANGS = new Set(["EN", "SV", "DE", "FR", "ES", "IT", "NL", "PL", "DA", "NB", "FI"])
/** Formality is offered for German and a few others; Swedish has none (DeepL answers 400). */
const FORMALITY_LANGS = new Set(["DE", "FR", "ES", "IT", "NL", "PL"])
const FORMALITIES = new Set(["default", "more", "less", "prefer_more", "prefer_less"])

class StandInError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** TSV glossary entries as DeepL reads them: one tab per line, no source twice. */
function parseTsv(tsv: string): [string, string][] {
  const entries: [string, string][] = []
  tsv.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "") return
    const parts = line.split("\t")
    if (parts.length !== 2) throw new StandInError(400, `Invalid glossary entries provided: entry ${index + 1} needs exactly one tab.`)
    const [source, target] = parts.map((part) => part.trim())
    if (!source || !target) throw new StandInError(400, `Invalid glossary entries provided: entry ${index + 1} is empty.`)
    if (entries.some(([known]) => known === source)) throw new StandInError(400, `Invalid glossary entries provided: “${source}” twice.`)
    entries.push([source, target])
  })
  if (entries.length === 0) throw new StandInError(400, "Invalid glossary entries provided: none.")
  return entries
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The stand-in's "translation" of one text: with tag_handling xml the tags are kept (the text must
 * be well-formed XML, as DeepL's strict parser wants), glossary sources become their targets, and
 * the runs in between are marked `[SV: …]`.
 */
function translate(text: string, targetLang: string, glossary: StandInGlossary | undefined, xml: boolean): string {
  const parts = xml ? text.split(/(<[^<>]*>)/) : [text]
  if (xml) {
    const open: string[] = []
    for (const part of parts) {
      if (!part.startsWith("<")) {
        if (/[<>]|&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(part))
          throw new StandInError(400, "Tag handling parsing failed, please check input.")
        continue
      }
      const tag = /^<(\/?)([A-Za-z][\w.-]*)(\s+[\w:.-]+="[^"<]*")*\s*(\/?)>$/.exec(part)
      if (!tag) throw new StandInError(400, "Tag handling parsing failed, please check input.")
      if (tag[1]) {
        if (open.pop() !== tag[2]) throw new StandInError(400, "Tag handling parsing failed, please check input.")
      } else if (!tag[4]) open.push(tag[2])
    }
    if (open.length > 0) throw new StandInError(400, "Tag handling parsing failed, please check input.")
  }
  const terms = glossary ? [...glossary.entries].sort(([a], [b]) => b.length - a.length) : []
  const pattern =
    terms.length > 0
      ? new RegExp(`\\b(${terms.map(([source]) => escapeRegExp(xml ? escapeXml(source) : source)).join("|")})\\b`, "gi")
      : null
  const mark = (run: string) => (run === "" ? "" : `[${targetLang}: ${run}]`)
  return parts
    .map((part) => {
      if (xml && part.startsWith("<")) return part
      if (!pattern) return mark(part)
      let out = ""
      let at = 0
      for (const match of part.matchAll(pattern)) {
        const entry = terms.find(([source]) => (xml ? escapeXml(source) : source).toLowerCase() === match[0].toLowerCase())!
        out += mark(part.slice(at, match.index)) + (xml ? escapeXml(entry[1]) : entry[1])
        at = match.index + match[0].length
      }
      return out + mark(part.slice(at))
    })
    .join("")
}

/** Starts the stand-in on an ephemeral port. */
export async function startDeepLStandIn(options: { key?: string } = {}): Promise<DeepLStandIn> {
  const key = options.key ?? DEEPL_STAND_IN_KEY
  const received: DeepLStandInRequest[] = []
  const scripts: DeepLStandInScript[] = []
  const glossaries = new Map<string, StandInGlossary>()
  const info = ({ entries: _entries, ...glossary }: StandInGlossary) => glossary

  function answer(method: string, path: string, body: unknown): { status: number; body?: unknown } {
    const record = (body ?? {}) as Record<string, unknown>
    if (method === "POST" && path === "/v2/translate") {
      const text = record.text
      if (!Array.isArray(text) || text.length === 0 || text.length > 50 || !text.every((t) => typeof t === "string")) {
        throw new StandInError(400, "Parameter 'text' must be an array of 1 to 50 strings.")
      }
      const targetLang = String(record.target_lang ?? "").toUpperCase()
      if (!TARGET_LANGS.has(targetLang)) throw new StandInError(400, "Value for 'target_lang' not supported.")
      const sourceLang = record.source_lang === undefined ? undefined : String(record.source_lang).toUpperCase()
      if (sourceLang !== undefined && !SOURCE_LANGS.has(sourceLang)) throw new StandInError(400, "Value for 'source_lang' not supported.")
      if (record.tag_handling !== undefined && record.tag_handling !== "xml" && record.tag_handling !== "html") {
        throw new StandInError(400, "Value for 'tag_handling' not supported.")
      }
      if (record.formality !== undefined) {
        if (!FORMALITIES.has(String(record.formality))) throw new StandInError(400, "Value for 'formality' not supported.")
        if (!FORMALITY_LANGS.has(targetLang) && !String(record.formality).startsWith("prefer_") && record.formality !== "default") {
          throw new StandInError(400, "'formality' is not supported for given 'target_lang'.")
        }
      }
      let glossary: StandInGlossary | undefined
      if (record.glossary_id !== undefined) {
        if (sourceLang === undefined) throw new StandInError(400, "Use of a glossary requires the source_lang parameter to be specified")
        glossary = glossaries.get(String(record.glossary_id))
        if (!glossary) throw new StandInError(404, "Glossary not found.")
        if (glossary.source_lang.toUpperCase() !== sourceLang || glossary.target_lang.toUpperCase() !== targetLang.slice(0, 2)) {
          throw new StandInError(400, "Language pair of the glossary doesn't match the language pair of the request.")
        }
      }
      const xml = record.tag_handling === "xml"
      return {
        status: 200,
        body: {
          translations: text.map((t: string) => ({
            detected_source_language: sourceLang ?? "EN",
            text: translate(t, targetLang, glossary, xml),
          })),
        },
      }
    }
    if (path === "/v2/glossaries" && method === "POST") {
      const name = typeof record.name === "string" ? record.name : ""
      if (!name) throw new StandInError(400, "Missing or invalid argument: name")
      if (record.entries_format !== "tsv") throw new StandInError(400, "Unsupported entry format specified (the stand-in reads tsv).")
      const sourceLang = String(record.source_lang ?? "").toLowerCase()
      const targetLang = String(record.target_lang ?? "").toLowerCase()
      if (!SOURCE_LANGS.has(sourceLang.toUpperCase()) || !SOURCE_LANGS.has(targetLang.toUpperCase()) || sourceLang === targetLang) {
        throw new StandInError(400, "Unsupported glossary source and target language pair")
      }
      const entries = parseTsv(String(record.entries ?? ""))
      const glossary: StandInGlossary = {
        glossary_id: randomUUID(),
        name,
        ready: true,
        source_lang: sourceLang,
        target_lang: targetLang,
        creation_time: new Date().toISOString(),
        entry_count: entries.length,
        entries,
      }
      glossaries.set(glossary.glossary_id, glossary)
      return { status: 201, body: info(glossary) }
    }
    if (path === "/v2/glossaries" && method === "GET") return { status: 200, body: { glossaries: [...glossaries.values()].map(info) } }
    const one = /^\/v2\/glossaries\/([^/]+)$/.exec(path)
    if (one && (method === "GET" || method === "DELETE")) {
      const glossary = glossaries.get(decodeURIComponent(one[1]))
      if (!glossary) throw new StandInError(404, "Glossary not found.")
      if (method === "GET") return { status: 200, body: info(glossary) }
      glossaries.delete(glossary.glossary_id)
      return { status: 204 }
    }
    throw new StandInError(404, "Not found.")
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      void (async () => {
        const path = (req.url ?? "/").split("?")[0]
        const raw = Buffer.concat(chunks).toString("utf8")
        let body: unknown
        try {
          body = raw ? JSON.parse(raw) : undefined
        } catch {
          body = raw
        }
        received.push({ method: req.method ?? "", path, authorization: req.headers.authorization, body })
        const send = (status: number, payload?: unknown, headers: Record<string, string> = {}) => {
          if (payload === undefined) res.writeHead(status, headers).end()
          else res.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(payload))
        }
        const index = scripts.findIndex((script) => script.path === undefined || script.path === path)
        const script = index === -1 ? undefined : scripts.splice(index, 1)[0]
        if (script && "delayMs" in script) await new Promise((resolve) => setTimeout(resolve, script.delayMs))
        else if (script) return send(script.status, script.body ?? { message: `Scripted ${script.status}` }, script.headers)
        if (res.destroyed) return
        if (req.headers.authorization !== `DeepL-Auth-Key ${key}`)
          return send(403, { message: "Authorization failed. Please supply a valid auth key." })
        if (raw && !/^application\/json\b/.test(req.headers["content-type"] ?? "")) {
          return send(415, { message: "The stand-in reads JSON bodies (Content-Type: application/json)." })
        }
        try {
          const result = answer(req.method ?? "", path, body)
          send(result.status, result.body)
        } catch (error) {
          if (error instanceof StandInError) send(error.status, { message: error.message })
          else send(500, { message: String(error) })
        }
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    key,
    received,
    glossaries: () => [...glossaries.values()].map(info),
    respond: (...more) => void scripts.push(...more),
    reset: () => {
      received.length = 0
      scripts.length = 0
      glossaries.clear()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
