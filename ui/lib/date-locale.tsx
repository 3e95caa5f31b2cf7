import * as React from "react"
import { DATE_LOCALE } from "./format-date"

const DateLocaleContext = React.createContext<string>(DATE_LOCALE)

export interface DateLocaleProviderProps {
  /** The BCP 47 locale dates and times below are written in ("sv-SE"). @default DATE_LOCALE ("en-GB") */
  value: string
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
