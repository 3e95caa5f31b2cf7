import { use } from "react"
import type { I18n } from "./runtime"
import { loadMessages } from "./catalogs"
import { useI18n } from "./i18n"
import { localeOfPath, type SiteLocale } from "#shared/locales"

const loading = new WeakMap<I18n, Partial<Record<SiteLocale, Promise<void>>>>()

/** Adds every message of `locale` to `i18n` (once): a page's HTML brings only the frame's and those the page used. */
function loadAll(i18n: I18n, locale: SiteLocale): Promise<void> {
  const byLocale = loading.get(i18n) ?? {}
  loading.set(i18n, byLocale)
  return (byLocale[locale] ??= loadMessages(locale).then((messages) => i18n.load(locale, messages)))
}

/**
 * For a lead form: every message of the page's language, not only the frame's that came with the
 * HTML. Suspends while the language's module loads (beside the form's own code), then adds them.
 */
export function useAllMessages(): I18n {
  const { i18n, locale } = useI18n()
  // Added when they arrive, not while rendering (loading them emits a change the provider listens to).
  use(loadAll(i18n, locale))
  return i18n
}

let browserI18n: I18n | undefined

/** Hands the browser's I18n to navigations (see messagesForNavigation). */
export function shareWithNavigations(i18n: I18n) {
  browserI18n = i18n
}

/**
 * In the browser, a navigation's loader waits for every message of the next page's language, beside the
 * page's code, and switches the interface to that language (a navigation from / to /sv/…), so that the
 * page renders in full words of its language; on the server (which has them all) nothing.
 */
export function messagesForNavigation(url: string): Promise<void> | undefined {
  const i18n = browserI18n
  const locale = localeOfPath(new URL(url).pathname)
  return (
    i18n &&
    loadAll(i18n, locale).then(() => {
      if (i18n.locale !== locale) i18n.activate(locale)
    })
  )
}
