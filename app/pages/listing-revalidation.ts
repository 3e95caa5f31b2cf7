import type { ShouldRevalidateFunction } from "react-router-dom"

/**
 * A listing's loader reads every entry of its collection whatever the query, and the page filters them
 * in the browser (?tag=…, ?industry=…, kept in the address): a change of the query alone reads nothing
 * again. Another path, the same address again (a refresh) or a form's submission run the loader as usual.
 */
export const revalidateListingOnPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate
