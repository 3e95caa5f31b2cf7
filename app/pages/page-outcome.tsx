import { PAGE_UNAVAILABLE } from "../content/utility"
import { PlaceholderPage } from "../layout/placeholder-page"
import type { PageOutcome as Outcome } from "../site/page-outcome"
import NotFoundPage from "./not-found"

/** A document page that is not there to show: the not-found page (404) or the unavailable page (503). */
export function PageOutcome({ outcome }: { outcome: Outcome }) {
  return outcome.status === "not-found" ? <NotFoundPage /> : <PlaceholderPage page={PAGE_UNAVAILABLE} />
}
