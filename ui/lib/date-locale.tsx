import * as React from "react"
/**
 * format-date's DATE_LOCALE, written out rather than imported: the app's frame provides the locale, and
 * importing it would bring every formatter into the first load (their module-level caches are code
 * a bundler keeps). ui/lib/format-date.test.ts checks the two agree.
 */
export const DEFAULT_DATE_LOCALE = "en-GB"

const DateLocaleContext = React.createContext<string>(DEFAULT_DATE_LOCALE)

export interface DateLocaleProviderProps {
  /** The BCP 47 locale dates and times below are written in ("sv-SE"). @default DATE_LOCALE ("en-GB") */
  value: string
  /** The part of the page whose dates follow `value`. */
  children?: React.ReactNode
}

/** Writes the dates and times of the components below in the page's language (ui/ knows nothing of which). */
export function DateLocaleProvider({ value, children }: DateLocaleProviderProps) {
  return <DateLocaleContext value={value}>{children}</DateLocaleContext>
}

/** The locale to pass to ui/lib/format-date's functions here. */
export function useDateLocale(): string {
  return React.use(DateLocaleContext)
}
