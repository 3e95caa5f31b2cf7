/**
 * The browser-language suggestion on the public site (issue 39), loaded only when there is one to show
 * (see useSuggestedLanguage in site-layout): the same page in the language the browser prefers, or,
 * where the page has no translation in it, that language's home page.
 */
import { LanguageSuggestion } from "@nordika/ui"
import type { SiteLocale } from "#shared/locales"
import { dismissLanguageSuggestion, rememberLanguage } from "../site/language-choice"
import { languageHome } from "../site/language-labels"
import { usePageLanguages } from "../site/page-languages"
import { suggestionTexts } from "../site/suggestion-labels"

export interface SiteLanguageSuggestionProps {
  /** The language to suggest. */
  locale: SiteLocale
  /** Where focus goes when the suggestion is dismissed from the keyboard (the main landmark). */
  focusTargetId: string
}

export function SiteLanguageSuggestion({ locale, focusTargetId }: SiteLanguageSuggestionProps) {
  const translation = usePageLanguages()?.[locale]
  const texts = suggestionTexts(locale, translation ? "page" : "home")
  return (
    <LanguageSuggestion
      locale={locale}
      label={texts.label}
      message={texts.message}
      link={{ href: translation ?? languageHome(locale), text: texts.link }}
      dismissLabel={texts.dismiss}
      onDismiss={dismissLanguageSuggestion}
      onFollow={() => rememberLanguage(locale)}
      focusTargetId={focusTargetId}
    />
  )
}
