import { useSuggestedLanguage } from "../site/language-choice"
import { deferredComponent } from "../site/deferred-component"

/** The suggestion itself: its code and texts load only when there is one to show. */
const LanguageSuggestion = deferredComponent(
  "The language suggestion",
  () => import("./language-suggestion").then((module) => module?.SiteLanguageSuggestion),
  { useNeeded: () => true },
)

/**
 * The browser-language suggestion, once the page is hydrated. A component of its own: the update that
 * shows it re-renders it alone, where an update of the layout would reach the header's, page's and
 * footer's Suspense boundaries before they had hydrated, and React would render them anew (the footer
 * went and came back: a layout shift of 0.8).
 */
export function LanguageSuggestionSlot({ pathname, focusTargetId }: { pathname: string; focusTargetId: string }) {
  const suggested = useSuggestedLanguage(pathname)
  return suggested ? <LanguageSuggestion locale={suggested} focusTargetId={focusTargetId} /> : null
}
