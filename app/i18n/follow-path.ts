import { useEffect } from "react"
import { loadMessages } from "./catalogs"
import { useI18n } from "./i18n"
import { localeOfPath } from "#shared/locales"

/**
 * Keeps the interface's language the page's: after a navigation into another language (/ to /sv/…),
 * that language's messages load and the frame re-renders in it. A page's first render needs none of
 * this (its language's messages came with its HTML).
 */
export function useLocaleOfPath(pathname: string) {
  const { i18n, locale } = useI18n()
  const wanted = localeOfPath(pathname)
  useEffect(() => {
    if (wanted === locale) return
    let current = true
    loadMessages(wanted).then(
      (messages) => {
        if (current) i18n.activate(wanted, messages)
      },
      (error: unknown) => console.warn(`[nordika] The interface strings of "${wanted}" could not be loaded:`, error),
    )
    return () => {
      current = false
    }
  }, [i18n, locale, wanted])
}
