/**
 * The language switcher's strings per language (issue 39), each a message of the
 * language it is read in. One function per string, so that B's catalog (app/i18n/) can take them over
 * without a change to their callers.
 */
import { LOCALE_NAMES, localePrefix, type SiteLocale } from "#shared/locales"

/** The switcher's name, in the page's language. */
export function languageSwitcherLabel(locale: SiteLocale): string {
  return { en: "Language", sv: "Språk", de: "Sprache" }[locale]
}

/** Said in language `target` when the page has no translation in it: its link goes to that language's home page. */
export function notTranslatedNote(target: SiteLocale): string {
  return {
    en: "This page is not available in English. Go to the English home page.",
    sv: "Den här sidan finns inte på svenska. Till den svenska startsidan.",
    de: "Diese Seite gibt es nicht auf Deutsch. Zur deutschen Startseite.",
  }[target]
}

/** A language's home page: / for English, /sv and /de. */
export const languageHome = (locale: SiteLocale) => localePrefix(locale) || "/"

/** The language's name in itself and its short code, as the switcher shows them. */
export const languageName = (locale: SiteLocale) => ({ name: LOCALE_NAMES[locale], code: locale.toUpperCase() })
