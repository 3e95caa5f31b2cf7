/**
 * The visitor's language choices (issue 39), kept in localStorage and never acted on by themselves: the
 * site does not redirect by language. A language chosen in the switcher (or by following the
 * suggestion) and a dismissed suggestion each end the browser-language suggestion for good.
 *
 * In every page's first load: keep it small; the suggestion itself loads only when it is to be shown.
 */
import { useSyncExternalStore } from "react"
import { isSiteLocale, localeOfPath, type SiteLocale } from "#shared/locales"

/** Where the language the visitor chose is kept. */
export const CHOSEN_LANGUAGE_KEY = "nordika.language"
/** Where the dismissal of the browser-language suggestion is kept. */
export const SUGGESTION_DISMISSED_KEY = "nordika.language-suggestion"

/** The visitor chose or dismissed on this page: holds even where storage refuses to keep it. */
let settled = false
/** The one reader, the site layout (see useSuggestedLanguage). */
let notify = () => {}

function remember(key: string, value: string) {
  settled = true
  try {
    localStorage.setItem(key, value)
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
  notify()
}

/** Remembers the language the visitor chose (the switcher, the suggestion's link). */
export const rememberLanguage = (locale: string) => remember(CHOSEN_LANGUAGE_KEY, locale)
/** Remembers that the visitor dismissed the suggestion. */
export const dismissLanguageSuggestion = () => remember(SUGGESTION_DISMISSED_KEY, "dismissed")

/**
 * The language to suggest on a page in `current` to a browser preferring `preferred` (navigator.languages,
 * best first): the first of them the site is published in, unless that is the page's own; none once the
 * visitor has chosen a language or dismissed the suggestion (`stored`, what localStorage holds under a key).
 */
export function suggestedLanguage(
  current: SiteLocale,
  preferred: readonly string[],
  stored: (key: string) => string | null,
): SiteLocale | undefined {
  if (stored(CHOSEN_LANGUAGE_KEY) !== null || stored(SUGGESTION_DISMISSED_KEY) !== null) return undefined
  for (const tag of preferred) {
    const language = tag.split("-")[0].toLowerCase()
    if (isSiteLocale(language)) return language === current ? undefined : language
  }
  return undefined
}

function readStorage(key: string): string | null {
  try {
    return settled ? "" : localStorage.getItem(key)
  } catch {
    // Unreadable storage could not keep a dismissal either: no suggestion rather than one on every page.
    return ""
  }
}

function subscribe(listener: () => void) {
  notify = listener
  return () => {
    notify = () => {}
  }
}

/**
 * The language to suggest on the page at `pathname`, from the browser's languages; always none in the
 * server's HTML and while it hydrates (nothing shifts on the first paint), then as the browser says.
 */
export function useSuggestedLanguage(pathname: string): SiteLocale | undefined {
  const current = localeOfPath(pathname)
  return useSyncExternalStore(
    subscribe,
    () => suggestedLanguage(current, navigator.languages, readStorage),
    () => undefined,
  )
}
