/**
 * The page's language (issue 39): decided by its path alone (/sv/… Swedish, /de/… German, else English,
 * see localeOfPath), never by the browser's preferences, so a shared link and a search engine get the
 * language they asked for. The site layout provides it from the router's location; the interface strings
 * (app/i18n/), the head (lang, hreflang) and the language switcher read it.
 */
import { createContext, use, type ReactNode } from "react"
import { localeOfPath, SOURCE_LOCALE, type SiteLocale } from "#shared/locales"

const PageLocaleContext = createContext<SiteLocale>(SOURCE_LOCALE)

/** Gives the components below the language of the page at `pathname`. */
export function PageLocaleProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  return <PageLocaleContext value={localeOfPath(pathname)}>{children}</PageLocaleContext>
}

/** The language of the page being shown: English outside a PageLocaleProvider (the admin, the sign-in pages). */
export function usePageLocale(): SiteLocale {
  return use(PageLocaleContext)
}
