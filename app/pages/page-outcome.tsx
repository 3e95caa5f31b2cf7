import { NOT_FOUND_PAGE, PAGE_UNAVAILABLE } from "../content/utility"
import { PlaceholderPage } from "../layout/placeholder-page"
import type { PageOutcome as Outcome } from "../site/page-outcome"

/**
 * A document page that is not there to show: the not-found page (404) or the unavailable page (503).
 * Drawn here rather than through pages/not-found, which stays a route chunk of its own.
 */
export function PageOutcome({ outcome }: { outcome: Outcome }) {
  return <PlaceholderPage page={outcome.status === "not-found" ? NOT_FOUND_PAGE : PAGE_UNAVAILABLE} />
}
