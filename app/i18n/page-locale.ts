import { localeOfPath, type SiteLocale } from "#shared/locales"

/**
 * The language of the page at `pathname` (/sv/… Swedish, /de/… German, else English). One function the
 * routing's own (app/site/page-locale.tsx, issue 39's A2) replaces once it lands.
 */
export function pageLocaleOf(pathname: string): SiteLocale {
  return localeOfPath(pathname)
}
