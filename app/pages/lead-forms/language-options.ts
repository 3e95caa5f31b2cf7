import { sortedByText } from "@nordika/ui"
import { LANGUAGES } from "../../content/languages"

/** The languages the quote and freelancer forms offer, by English name. */
export const LANGUAGE_OPTIONS = sortedByText(LANGUAGES, (language) => language.label)
