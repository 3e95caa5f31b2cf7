/**
 * Machine translation as the workspace asks for it (issue 40): a provider drafts the targets of a
 * language's untranslated segments, the termbase steering its choice of words. Drafts are saved as
 * `machine_draft`, which no one can approve untouched. DeepL is the one provider (deepl.ts); the
 * interface is what the machine-draft function and its tests talk to. Web-standard code only.
 */
import type { TranslationLocale } from "../locales.ts"
import type { Term } from "./types.ts"

export interface MachineTranslationOptions {
  targetLocale: TranslationLocale
  /** The termbase: each English form is sent with the language's first approved rendering. */
  glossaryTerms: readonly Term[]
}

/** A machine translation provider. */
export interface MachineTranslator {
  /** Shown beside a draft ("DeepL"). */
  readonly name: string
  /**
   * The targets of `segments`, in their order. A segment's inline tags (`<pc>`, `<ph>`) are sent as
   * XML, so a provider that keeps tags returns them. Throws a MachineTranslationError.
   */
  translate(segments: readonly { source: string }[], options: MachineTranslationOptions): Promise<string[]>
}

/** Why a provider failed, for the caller to pick an HTTP status and the editor to read. */
export type MachineTranslationFailure =
  | "refused" // the key was refused
  | "quota" // the account's character quota is used up
  | "rate_limited" // too many requests, still after waiting once
  | "unavailable" // the provider is down or could not be reached
  | "timeout" // no answer in time
  | "bad_request" // the provider refused the request itself
  | "bad_response" // an answer in a shape the client does not know

export class MachineTranslationError extends Error {
  readonly failure: MachineTranslationFailure
  /** The provider's HTTP status, when it answered. */
  readonly status: number | null

  constructor(failure: MachineTranslationFailure, message: string, status: number | null = null) {
    super(message)
    this.name = "MachineTranslationError"
    this.failure = failure
    this.status = status
  }
}

/** A provider ready to use, or the reason there is none (the admin hides the action and says it). */
export type MachineTranslatorSetup = { configured: true; translator: MachineTranslator } | { configured: false; reason: string }

/**
 * The termbase as a glossary's entries for one language: every English form with the language's
 * first approved rendering, in the termbase's order. A form already listed (case-insensitively), a
 * term without an approved rendering, and a form or rendering a glossary cannot hold (a tab, a line
 * break, more than 1024 UTF-8 bytes) are left out.
 */
export function glossaryEntries(terms: readonly Term[], locale: TranslationLocale): [string, string][] {
  const entries: [string, string][] = []
  const seen = new Set<string>()
  // A control character (a tab, a line break…) would break the TSV line.
  const usable = (text: string) =>
    text !== "" && ![...text].some((char) => char.charCodeAt(0) < 0x20) && new TextEncoder().encode(text).length <= 1024
  for (const term of terms) {
    const target = term.approved[locale]?.[0]?.trim()
    if (!target || !usable(target)) continue
    for (const form of term.en) {
      const source = form.trim()
      if (!usable(source) || seen.has(source.toLowerCase())) continue
      seen.add(source.toLowerCase())
      entries.push([source, target])
    }
  }
  return entries
}
