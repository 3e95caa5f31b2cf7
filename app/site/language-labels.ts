/**
 * The language switcher's and the legal pages' strings per language (issue 39), each a message of the
 * language it is read in. One function per string, so that B's catalog (app/i18n/) can take them over
 * without a change to their callers.
 */
import { LOCALE_NAMES, localePrefix, type SiteLocale, type TranslationLocale } from "#shared/locales"

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

/**
 * The line under a legal page's heading in a translation (issue 39): the English version prevails where
 * they differ; on the privacy policy, which must bind as written in the reader's language (GDPR art.
 * 12(1): the information given in an intelligible form), that all three versions apply.
 */
export function legalTranslationNotice(locale: TranslationLocale, { privacyPolicy }: { privacyPolicy: boolean }): string {
  if (privacyPolicy) {
    return {
      sv: "Integritetspolicyn finns på engelska, svenska och tyska. Alla tre versionerna gäller.",
      de: "Diese Datenschutzerklärung liegt auf Englisch, Schwedisch und Deutsch vor. Alle drei Fassungen sind gleichermaßen verbindlich.",
    }[locale]
  }
  return {
    sv: "Detta är en översättning. Om versionerna skiljer sig åt gäller den engelska versionen.",
    de: "Dies ist eine Übersetzung. Bei Abweichungen ist die englische Fassung maßgeblich.",
  }[locale]
}
