import ISO6391 from "iso-639-1"
import type { ComboboxOption } from "@nordika/ui"

/**
 * Every ISO 639-1 language with its English name, searchable by name and code, in the standard's order.
 * The forms order them (app/pages/lead-forms/language-options.ts): content modules stay data,
 * without the ui runtime.
 */
export const LANGUAGES: readonly ComboboxOption[] = ISO6391.getAllCodes().map((code) => ({
  value: code,
  label: ISO6391.getName(code),
  hint: code,
}))

/** The languages clients ask for most, most asked first: every language picker starts with them. */
export const MOST_REQUESTED_LANGUAGES = ["sv", "en", "de", "no", "da", "fi", "fr", "es"] as const

/** The headings of a language picker's two parts. */
export const LANGUAGE_GROUPS = { mostRequested: "Most requested", others: "Other languages" } as const
