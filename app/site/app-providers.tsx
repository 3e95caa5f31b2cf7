import { StrictMode, type ReactNode } from "react"
import type { I18n } from "../i18n/runtime"
import { ThemeProvider } from "@nordika/ui"
import { I18nProvider } from "../i18n/i18n"
import { HeadCollectorContext, type HeadCollector } from "./head-collector"

/**
 * What wraps the router, the same in the browser and in the server render (hydration needs the same
 * tree on both sides). `head` is given by the server render only; `i18n` speaks the page's language.
 */
export function AppProviders({ head = null, i18n, children }: { head?: HeadCollector | null; i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ThemeProvider>
          <HeadCollectorContext.Provider value={head}>{children}</HeadCollectorContext.Provider>
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>
  )
}
