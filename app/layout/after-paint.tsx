/**
 * What the frame loads once the visitor starts using the page (see deferredComponent in site-layout): the
 * footer's theme control, what takes the header's search links over for the instant search, and the count of
 * the pages the visitor opens within the site.
 */
import type { SiteLocale } from "#shared/locales"
import { SearchLauncher } from "./search-launcher"
import { VisitCounter } from "./visit-counter"

export { ThemeToggle } from "@nordika/ui"

export function AfterInteraction({ locale }: { locale: SiteLocale }) {
  return (
    <>
      <SearchLauncher locale={locale} />
      <VisitCounter />
    </>
  )
}
