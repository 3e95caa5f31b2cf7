/**
 * The languages the page being shown is live in, with its path in each (issue 39): what its loader
 * read (a document page's view carries `languages`, see loadDocumentPage), for its hreflang links and the
 * language switcher. A page without them (the not-found page, a page of code) is live in its own language only.
 */
import { useMatches } from "react-router-dom"
import type { SiteLocale } from "#shared/locales"

/** A page's path in each language it is live in. */
export type PageLanguages = Partial<Record<SiteLocale, string>>

/** The languages of the deepest route whose data names them; undefined when none does. */
export function usePageLanguages(): PageLanguages | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const data = matches[index].data as { languages?: PageLanguages } | null | undefined
    if (data && typeof data === "object" && data.languages) return data.languages
  }
  return undefined
}
