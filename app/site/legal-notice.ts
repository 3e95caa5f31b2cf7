/**
 * The legal pages' line for their translations (issue 39), apart from the switcher's strings
 * (language-labels.ts) so that only the legal pages' code carries it, not every page's first load.
 */
import type { TranslationLocale } from "#shared/locales"

/**
 * The line under a legal page's heading in a translation (issue 39): the English version prevails where
 * they differ; on the privacy policy, which must bind as written in the reader's language (GDPR art.
 * 12(1): the information given in an intelligible form), that all three versions apply.
 */
export function legalTranslationNotice(locale: TranslationLocale, { privacyPolicy }: { privacyPolicy: boolean }): string {
  if (privacyPolicy) {
    return {
      sv: "Integritetspolicyn finns på engelska, svenska och tyska. Alla tre versionerna är lika giltiga.",
      de: "Diese Datenschutzerklärung liegt auf Englisch, Schwedisch und Deutsch vor. Alle drei Fassungen sind gleichermaßen verbindlich.",
    }[locale]
  }
  return {
    sv: "Detta är en översättning. Om versionerna skiljer sig åt gäller den engelska versionen.",
    de: "Dies ist eine Übersetzung. Bei Abweichungen ist die englische Fassung maßgeblich.",
  }[locale]
}
