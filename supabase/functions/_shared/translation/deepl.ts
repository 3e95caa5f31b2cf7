/**
 * DeepL as the workspace's machine translation provider (machine-translation.ts), over DeepL's
 * documented HTTP API: POST /v2/translate with the segments as XML (`tag_handling: "xml"`, so the
 * inline `<pc>`/`<ph>` tags come back around the words they wrap), and the termbase as a v2
 * glossary (POST/GET/DELETE /v2/glossaries, entries as TSV). Glossaries cannot be edited, so each
 * carries a hash of its entries in its name: one with the same entries is reused, a new one is made
 * when the termbase changed, and the older ones of that language pair are deleted.
 * Configuration: DEEPL_API_KEY, and DEEPL_API_URL when the key's default host is not wanted (a key
 * ending ":fx" is a Free account's, api-free.deepl.com; any other is Pro's, api.deepl.com).
 * Web-standard code only (fetch, crypto.subtle), so the edge functions and Node run it alike.
 */
import { z } from "zod"
import { SOURCE_LOCALE, type TranslationLocale } from "../locales.ts"
import {
  glossaryEntries,
  MachineTranslationError,
  type MachineTranslationOptions,
  type MachineTranslator,
  type MachineTranslatorSetup,
} from "./machine-translation.ts"

export const DEEPL_FREE_API_URL = "https://api-free.deepl.com"
export const DEEPL_PRO_API_URL = "https://api.deepl.com"
/** Longest DeepL may take to answer one request. */
export const DEEPL_TIMEOUT_MS = 20_000
/** DeepL takes at most 50 texts in one /v2/translate request. */
export const DEEPL_MAX_TEXTS_PER_REQUEST = 50
/** DeepL takes at most 128 KiB of request body; a batch stays well under it. */
const DEEPL_MAX_BATCH_BYTES = 100 * 1024
/** The longest a 429's Retry-After is waited for before the one retry (and the wait when it names none). */
export const DEEPL_RETRY_AFTER_MAX_MS = 10_000
const DEEPL_RETRY_AFTER_DEFAULT_MS = 1_000
/** A new glossary that is not ready yet is asked after again this often, this many times. */
const GLOSSARY_READY_POLL_MS = 250
const GLOSSARY_READY_POLLS = 8

/** DeepL's language codes for the site's languages. */
export const DEEPL_LANGUAGES: Record<TranslationLocale, "SV" | "DE"> = { sv: "SV", de: "DE" }
/**
 * The formality DeepL is asked for: German addresses a B2B company's clients with "Sie". Swedish
 * has no formality option at DeepL (and "du" is the norm there), so nothing is sent for it.
 */
export const DEEPL_FORMALITY: Partial<Record<TranslationLocale, "more">> = { de: "more" }
/** The glossaries this site makes are named `nordika-en-<locale>-<hash of the entries>`. */
export const DEEPL_GLOSSARY_NAME_PREFIX = "nordika-en-"

/** DeepL's default host for a key: Free keys end in ":fx". */
export function deeplApiUrl(apiKey: string): string {
  return apiKey.trim().endsWith(":fx") ? DEEPL_FREE_API_URL : DEEPL_PRO_API_URL
}

export interface DeepLOptions {
  apiKey: string
  /** Another host than the key's default (deeplApiUrl), e.g. a proxy or the tests' stand-in. */
  apiUrl?: string
  /** @default DEEPL_TIMEOUT_MS */
  timeoutMs?: number
  /** @default globalThis.fetch */
  fetch?: typeof fetch
}

/** DeepL configured from the environment, or why it is not. */
export function deeplFromEnv(get: (name: string) => string | undefined, fetchImpl?: typeof fetch): MachineTranslatorSetup {
  const apiKey = get("DEEPL_API_KEY")?.trim()
  if (!apiKey) return { configured: false, reason: "Machine translation is off: no DeepL API key is set (DEEPL_API_KEY)." }
  const apiUrl = get("DEEPL_API_URL")?.trim()
  if (apiUrl && !(URL.canParse(apiUrl) && /^https?:$/.test(new URL(apiUrl).protocol))) {
    return { configured: false, reason: `Machine translation is off: DEEPL_API_URL (“${apiUrl}”) is not an http(s) address.` }
  }
  return { configured: true, translator: createDeepLTranslator({ apiKey, apiUrl: apiUrl || undefined, fetch: fetchImpl }) }
}

const translateAnswerSchema = z.object({ translations: z.array(z.object({ text: z.string() })) })
const glossarySchema = z.object({
  glossary_id: z.string(),
  name: z.string(),
  ready: z.boolean().optional(),
  source_lang: z.string(),
  target_lang: z.string(),
})
type GlossaryInfo = z.infer<typeof glossarySchema>
const glossaryListSchema = z.object({ glossaries: z.array(glossarySchema) })

/** A 429's Retry-After (seconds or an HTTP date) in milliseconds, within [0, DEEPL_RETRY_AFTER_MAX_MS]. */
function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return DEEPL_RETRY_AFTER_DEFAULT_MS
  const seconds = Number(header)
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), DEEPL_RETRY_AFTER_MAX_MS) : DEEPL_RETRY_AFTER_DEFAULT_MS
}

/** DeepL's own words for a refusal ({"message": …}), if it gave any. */
async function refusalDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => "")
  try {
    const message = (JSON.parse(text) as { message?: unknown; detail?: unknown }).message
    return typeof message === "string" ? message.slice(0, 300) : ""
  } catch {
    return ""
  }
}

/** A failed answer as the error an editor reads. */
async function failureOf(response: Response): Promise<MachineTranslationError> {
  const { status } = response
  if (status === 401 || status === 403) {
    await response.body?.cancel()
    return new MachineTranslationError(
      "refused",
      `DeepL refused the API key (HTTP ${status}): check DEEPL_API_KEY, and that DEEPL_API_URL suits it (a Free key ends in “:fx” and uses ${DEEPL_FREE_API_URL}).`,
      status,
    )
  }
  if (status === 456) {
    await response.body?.cancel()
    return new MachineTranslationError(
      "quota",
      "DeepL's character quota for this billing period is used up (HTTP 456): raise the account's limit or wait for the next period.",
      status,
    )
  }
  if (status === 429) {
    await response.body?.cancel()
    return new MachineTranslationError("rate_limited", "DeepL is receiving too many requests (HTTP 429): try again in a minute.", status)
  }
  if (status >= 500) {
    await response.body?.cancel()
    return new MachineTranslationError("unavailable", `DeepL is unavailable (HTTP ${status}): try again later.`, status)
  }
  const detail = await refusalDetail(response)
  return new MachineTranslationError("bad_request", `DeepL refused the request (HTTP ${status}${detail ? `: ${detail}` : ""}).`, status)
}

/** SHA-256 of the text, the first 16 hex digits: enough to tell two termbases apart. */
async function shortHash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))
  return Array.from(digest.slice(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("")
}

/** The segments in batches DeepL takes: at most 50 texts and about 100 KiB each. */
function batches(texts: readonly string[]): string[][] {
  const result: string[][] = []
  let batch: string[] = []
  let bytes = 0
  for (const text of texts) {
    const size = new TextEncoder().encode(text).length + 8
    if (batch.length === DEEPL_MAX_TEXTS_PER_REQUEST || (batch.length > 0 && bytes + size > DEEPL_MAX_BATCH_BYTES)) {
      result.push(batch)
      batch = []
      bytes = 0
    }
    batch.push(text)
    bytes += size
  }
  if (batch.length > 0) result.push(batch)
  return result
}

/** A DeepL client (see the module's comment). */
export function createDeepLTranslator(options: DeepLOptions): MachineTranslator {
  const apiKey = options.apiKey.trim()
  const baseUrl = (options.apiUrl ?? deeplApiUrl(apiKey)).replace(/\/+$/, "")
  const timeoutMs = options.timeoutMs ?? DEEPL_TIMEOUT_MS
  const fetchImpl = options.fetch ?? fetch
  /** The glossary in use per language, by the hash of its entries: found or made once per client. */
  const glossaries = new Map<TranslationLocale, { hash: string; id: string }>()

  /** One request; a 429 is retried once after its Retry-After. Answers only a 2xx response. */
  async function request(method: string, path: string, body?: unknown): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let response: Response
      try {
        response = await fetchImpl(`${baseUrl}${path}`, {
          method,
          headers: {
            Authorization: `DeepL-Auth-Key ${apiKey}`,
            ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
          const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`
          throw new MachineTranslationError("timeout", `DeepL did not answer within ${limit}: try again later.`)
        }
        const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)
        throw new MachineTranslationError("unavailable", `DeepL is unavailable: it could not be reached (${reason}).`)
      }
      if (response.ok) return response
      if (response.status === 429 && attempt === 0) {
        await response.body?.cancel()
        await new Promise((resolve) => setTimeout(resolve, retryAfterMs(response.headers.get("Retry-After"))))
        continue
      }
      throw await failureOf(response)
    }
  }

  async function readJson<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success)
      throw new MachineTranslationError("bad_response", "DeepL answered in a shape this client does not know.", response.status)
    return parsed.data
  }

  async function untilReady(glossary: GlossaryInfo): Promise<void> {
    for (let poll = 0; glossary.ready === false; poll++) {
      if (poll === GLOSSARY_READY_POLLS) {
        throw new MachineTranslationError("unavailable", "DeepL is unavailable: the termbase's glossary was not ready in time; try again.")
      }
      await new Promise((resolve) => setTimeout(resolve, GLOSSARY_READY_POLL_MS))
      glossary = await readJson(await request("GET", `/v2/glossaries/${encodeURIComponent(glossary.glossary_id)}`), glossarySchema)
    }
  }

  /** The id of the glossary holding exactly `entries`, made when there is none; the stale ones deleted. */
  async function glossaryFor(locale: TranslationLocale, entries: [string, string][]): Promise<string | null> {
    const tsv = entries.map(([source, target]) => `${source}\t${target}`).join("\n")
    const hash = await shortHash(`${SOURCE_LOCALE}>${locale}\n${tsv}`)
    const known = glossaries.get(locale)
    if (known?.hash === hash) return known.id
    // No termbase, no glossary (an emptied termbase's old glossary goes with the next one made).
    if (entries.length === 0) return null

    const prefix = `${DEEPL_GLOSSARY_NAME_PREFIX}${locale}-`
    const name = `${prefix}${hash}`
    const ours = (await readJson(await request("GET", "/v2/glossaries"), glossaryListSchema)).glossaries.filter(
      (glossary) =>
        glossary.name.startsWith(prefix) &&
        glossary.source_lang.toUpperCase() === "EN" &&
        glossary.target_lang.toUpperCase() === DEEPL_LANGUAGES[locale],
    )
    const current =
      ours.find((glossary) => glossary.name === name) ??
      (await readJson(
        await request("POST", "/v2/glossaries", { name, source_lang: "en", target_lang: locale, entries: tsv, entries_format: "tsv" }),
        glossarySchema,
      ))
    await untilReady(current)
    // A stale glossary that stays costs nothing but a place among the account's 1000: a failed
    // delete is retried by the next draft rather than failing this one.
    for (const stale of ours.filter((glossary) => glossary.glossary_id !== current.glossary_id)) {
      await request("DELETE", `/v2/glossaries/${encodeURIComponent(stale.glossary_id)}`)
        .then((response) => response.body?.cancel())
        .catch((error: unknown) => console.warn(`[deepl] the stale glossary ${stale.name} could not be deleted:`, error))
    }
    glossaries.set(locale, { hash, id: current.glossary_id })
    return current.glossary_id
  }

  return {
    name: "DeepL",
    async translate(
      segments: readonly { source: string }[],
      { targetLocale, glossaryTerms }: MachineTranslationOptions,
    ): Promise<string[]> {
      if (segments.length === 0) return []
      const glossaryId = await glossaryFor(targetLocale, glossaryEntries(glossaryTerms, targetLocale))
      const targets: string[] = []
      for (const text of batches(segments.map((segment) => segment.source))) {
        const response = await request("POST", "/v2/translate", {
          text,
          source_lang: "EN",
          target_lang: DEEPL_LANGUAGES[targetLocale],
          tag_handling: "xml",
          ...(DEEPL_FORMALITY[targetLocale] ? { formality: DEEPL_FORMALITY[targetLocale] } : {}),
          ...(glossaryId ? { glossary_id: glossaryId } : {}),
        })
        const { translations } = await readJson(response, translateAnswerSchema)
        if (translations.length !== text.length) {
          throw new MachineTranslationError("bad_response", `DeepL answered ${translations.length} translations for ${text.length} texts.`)
        }
        targets.push(...translations.map((translation) => translation.text))
      }
      return targets
    },
  }
}
