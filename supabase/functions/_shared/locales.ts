/**
 * The site's languages (issue 39): English is the source and lives at the root; Swedish and German are
 * translations under /sv/ and /de/. Shared by the pages, the server and the functions, so every part
 * names a language, its path prefix and its Intl locale the same way (docs/decisions/0012-languages.md).
 */

export const SOURCE_LOCALE = "en"
export const TRANSLATION_LOCALES = ["sv", "de"] as const
export const SITE_LOCALES = [SOURCE_LOCALE, ...TRANSLATION_LOCALES] as const

export type SiteLocale = (typeof SITE_LOCALES)[number]
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number]

/** The locale Intl formats dates, numbers and currencies in, per language. */
export const INTL_LOCALES: Record<SiteLocale, string> = { en: "en-GB", sv: "sv-SE", de: "de-DE" }

/** Open Graph's og:locale per language. */
export const OG_LOCALES: Record<SiteLocale, string> = { en: "en_GB", sv: "sv_SE", de: "de_DE" }

/** Each language's name in itself, as a language switcher shows it. */
export const LOCALE_NAMES: Record<SiteLocale, string> = { en: "English", sv: "Svenska", de: "Deutsch" }

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === "string" && (SITE_LOCALES as readonly string[]).includes(value)
}

export function isTranslationLocale(value: unknown): value is TranslationLocale {
  return typeof value === "string" && (TRANSLATION_LOCALES as readonly string[]).includes(value)
}

/** The prefix of a language's paths: "" for English, "/sv" and "/de" for the translations. */
export function localePrefix(locale: SiteLocale): string {
  return locale === SOURCE_LOCALE ? "" : `/${locale}`
}

/** The language a path belongs to: /sv and /sv/… are Swedish, /de and /de/… German, everything else English. */
export function localeOfPath(pathname: string): SiteLocale {
  const first = pathname.split("/")[1]
  return isTranslationLocale(first) ? first : SOURCE_LOCALE
}

/** A translation's path when nobody has localised it: the English path under the language's prefix ("/" becomes "/sv"). */
export function defaultLocalizedPath(englishPath: string, locale: SiteLocale): string {
  if (locale === SOURCE_LOCALE) return englishPath
  return englishPath === "/" ? localePrefix(locale) : `${localePrefix(locale)}${englishPath}`
}
