import { use } from "react"
import type { I18n } from "./runtime"
import { loadMessages } from "./catalogs"
import { useI18n } from "./i18n"
import type { SiteLocale } from "#shared/locales"

const loading = new WeakMap<I18n, Map<SiteLocale, Promise<void>>>()

/**
 * For a lead form: every message of the page's language, not only the frame's that came with the
 * HTML. Suspends while the language's module loads (beside the form's own code), then adds them.
 */
export function useAllMessages(): I18n {
  const { i18n, locale } = useI18n()
  let byLocale = loading.get(i18n)
  if (!byLocale) loading.set(i18n, (byLocale = new Map()))
  let promise = byLocale.get(locale)
  // Added when they arrive, not while rendering (loading them emits a change the provider listens to).
  if (!promise) byLocale.set(locale, (promise = loadMessages(locale).then((messages) => i18n.load(locale, messages))))
  use(promise)
  return i18n
}
