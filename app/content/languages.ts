import ISO6391 from "iso-639-1"
import { sortedByText, type ComboboxOption } from "@nordika/ui"

/** Every ISO 639-1 language with its English name, sorted by name, searchable by name and code. */
export const LANGUAGE_OPTIONS: readonly ComboboxOption[] = sortedByText(
  ISO6391.getAllCodes().map((code) => ({ value: code, label: ISO6391.getName(code), hint: code })),
  (option) => option.label,
)
