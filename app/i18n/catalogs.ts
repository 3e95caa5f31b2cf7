import type { Messages } from "@lingui/core"
import type { SiteLocale } from "#shared/locales"

/**
 * A language's compiled interface strings, fetched on demand: for the client-only shell (sign-in, SPA
 * mode) and for a navigation into another language. A server-rendered page has its language's in the
 * hydration data (app/site/hydration.ts), so it fetches none; Vite makes one chunk per language.
 */
export async function loadMessages(locale: SiteLocale): Promise<Messages> {
  const module = (await import(`./locales/${locale}.ts`)) as { messages: Messages } | undefined
  // A missing chunk after a deploy: the stale-chunk handler is reloading the page.
  if (!module) return new Promise<never>(() => undefined)
  return module.messages
}
