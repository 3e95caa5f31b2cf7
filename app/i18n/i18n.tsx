/**
 * The interface strings in React (docs/decisions/0013-interface-strings.md): one `I18n` (./runtime) per
 * render, its language the page's, its messages compiled by Lingui (no ICU parser reaches the browser).
 * Components read it with useI18n() and ask for a message by its explicit id: `i18n._("frame.skip-link")`
 * (the form `lingui extract` finds; a static list marks its ids with a `/*i18n*\/` comment).
 * ui/ never sees it: the app passes each component its strings as props.
 */
import { createContext, use, useEffect, useState, type ReactNode } from "react"
import { I18n, type Messages } from "./runtime"
import { DateLocaleProvider } from "@nordika/ui"
import { INTL_LOCALES, type SiteLocale } from "#shared/locales"

/** An I18n speaking `locale` with its compiled `messages`. */
export function createI18n(locale: SiteLocale, messages: Messages): I18n {
  return new I18n(locale, messages)
}

interface I18nValue {
  i18n: I18n
  /** The active language (a new value on each switch, so readers re-render). */
  locale: SiteLocale
}

const I18nContext = createContext<I18nValue | null>(null)

/** Provides `i18n` to the tree (and its language to ui's dates) and re-renders it when the language switches. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [locale, setLocale] = useState(i18n.locale as SiteLocale)
  useEffect(() => i18n.onChange(() => setLocale(i18n.locale as SiteLocale)), [i18n])
  return (
    <I18nContext value={{ i18n, locale }}>
      <DateLocaleProvider value={INTL_LOCALES[locale]}>{children}</DateLocaleProvider>
    </I18nContext>
  )
}

/** The page's I18n and language. */
export function useI18n(): I18nValue {
  const value = use(I18nContext)
  if (!value) throw new Error("useI18n() needs an <I18nProvider> above it (app/site/app-providers.tsx)")
  return value
}
