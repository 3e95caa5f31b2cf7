import { notFoundPage, pageUnavailablePage } from "../content/utility"
import { useI18n } from "../i18n/i18n"
import { PlaceholderPage } from "../layout/placeholder-page"
import type { PageOutcome as Outcome } from "../site/page-outcome"

/**
 * A document page that is not there to show: the not-found page (404) or the unavailable page (503).
 * Drawn here rather than through pages/not-found, which stays a route chunk of its own.
 */
export function PageOutcome({ outcome }: { outcome: Outcome }) {
  const { i18n } = useI18n()
  return <PlaceholderPage page={outcome.status === "not-found" ? notFoundPage(i18n) : pageUnavailablePage(i18n)} />
}
