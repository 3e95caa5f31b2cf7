import { sortedByText, withFirst } from "@nordika/ui"
import { LANGUAGE_GROUPS, LANGUAGES, MOST_REQUESTED_LANGUAGES } from "../../content/languages"

const mostRequested = new Set<string>(MOST_REQUESTED_LANGUAGES)

/**
 * The languages every language picker offers (the quote and freelancer forms): the most requested
 * first, in order of demand, then the others A–Z by English name, each part under its heading.
 */
export const LANGUAGE_OPTIONS = withFirst(
  sortedByText(LANGUAGES, (language) => language.label),
  MOST_REQUESTED_LANGUAGES,
  (language) => language.value,
).map((language) => ({
  ...language,
  group: mostRequested.has(language.value) ? LANGUAGE_GROUPS.mostRequested : LANGUAGE_GROUPS.others,
}))
