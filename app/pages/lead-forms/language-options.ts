import type { ComboboxOption } from "@nordika/ui"
import { sortedByText, withFirst } from "@nordika/ui"
import { INTL_LOCALES, SOURCE_LOCALE, type SiteLocale } from "#shared/locales"
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

/** The two parts' headings in the page's language. */
interface LanguageGroupLabels {
  mostRequested: string
  others: string
}

/**
 * The same languages named in `locale` (Intl.DisplayNames: "tyska", "Deutsch"), first letter up as a
 * list item is written, the others A–Z as that language sorts them; the value stays the ISO code the
 * lead stores (and shows beside the name). English is LANGUAGE_OPTIONS.
 */
export function languageOptions(locale: SiteLocale, groups: LanguageGroupLabels): ComboboxOption[] {
  if (locale === SOURCE_LOCALE) return LANGUAGE_OPTIONS
  const intlLocale = INTL_LOCALES[locale]
  const names = new Intl.DisplayNames(intlLocale, { type: "language", fallback: "none" })
  const named = LANGUAGES.map((language) => {
    const name = names.of(language.value)
    // A code Intl cannot name (or names by its code) keeps its English name.
    const label = name && name !== language.value ? name.charAt(0).toLocaleUpperCase(intlLocale) + name.slice(1) : language.label
    return { value: language.value, label, hint: language.value }
  })
  const collator = new Intl.Collator(intlLocale)
  const first = MOST_REQUESTED_LANGUAGES.map((code) => named.find((language) => language.value === code)!)
  const others = named.filter((language) => !mostRequested.has(language.value)).sort((a, b) => collator.compare(a.label, b.label))
  return [
    ...first.map((language) => ({ ...language, group: groups.mostRequested })),
    ...others.map((language) => ({ ...language, group: groups.others })),
  ]
}
