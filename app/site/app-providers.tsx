import { StrictMode, type ReactNode } from "react"
import { ThemeProvider } from "@nordika/ui"
import { HeadCollectorContext, type HeadCollector } from "./head-collector"

/**
 * What wraps the router, the same in the browser and in the server render (hydration needs the same
 * tree on both sides). `head` is given by the server render only.
 */
export function AppProviders({ head = null, children }: { head?: HeadCollector | null; children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <HeadCollectorContext.Provider value={head}>{children}</HeadCollectorContext.Provider>
      </ThemeProvider>
    </StrictMode>
  )
}
