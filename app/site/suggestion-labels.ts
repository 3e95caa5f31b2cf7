/**
 * The browser-language suggestion's strings (issue 39), each in the language it suggests: a visitor
 * whose browser prefers German reads the offer in German on an English page. Only the suggestion's own
 * code imports this (app/layout/language-suggestion.tsx), so no page's first load carries it.
 */
import type { SiteLocale } from "#shared/locales"

export interface SuggestionTexts {
  /** The region's name. */
  label: string
  message: string
  link: string
  dismiss: string
}

const TEXTS: Record<SiteLocale, { label: string; dismiss: string; page: [string, string]; home: [string, string] }> = {
  en: {
    label: "Language suggestion",
    page: ["This page is also available in English.", "Read it in English"],
    home: ["Our website is also available in English.", "Go to the English home page"],
    dismiss: "No, thanks",
  },
  sv: {
    label: "Språkförslag",
    page: ["Den här sidan finns också på svenska.", "Läs den på svenska"],
    home: ["Vår webbplats finns också på svenska.", "Till den svenska startsidan"],
    dismiss: "Nej tack",
  },
  de: {
    label: "Sprachvorschlag",
    page: ["Diese Seite gibt es auch auf Deutsch.", "Auf Deutsch lesen"],
    home: ["Unsere Website gibt es auch auf Deutsch.", "Zur deutschen Startseite"],
    dismiss: "Nein, danke",
  },
}

/** The suggestion of `locale`: of the same page in it (`page`), or, where the page has no translation in it, of its home page. */
export function suggestionTexts(locale: SiteLocale, target: "page" | "home"): SuggestionTexts {
  const { label, dismiss, [target]: offer } = TEXTS[locale]
  return { label, message: offer[0], link: offer[1], dismiss }
}
