import ISO6391 from "iso-639-1"
import type { ComboboxOption } from "@nordika/ui"

/**
 * Every ISO 639-1 language with its English name, searchable by name and code, in the standard's order.
 * The forms sort them by name (app/pages/lead-forms/language-options.ts): content modules stay data,
 * without the ui runtime.
 */
export const LANGUAGES: readonly ComboboxOption[] = ISO6391.getAllCodes().map((code) => ({
  value: code,
  label: ISO6391.getName(code),
  hint: code,
}))
