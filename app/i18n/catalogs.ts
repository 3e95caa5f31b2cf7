import type { Messages } from "./runtime"
import type { SiteLocale } from "#shared/locales"

/**
 * A language's compiled interface strings, fetched on demand: for the client-only shell (sign-in, SPA
 * mode) and for a navigation into another language. A server-rendered page has its language's in the
 * hydration data (app/site/hydration.ts), so it fetches none; Vite makes one chunk per language.
 */
const CATALOGS: Record<SiteLocale, () => Promise<{ messages: Messages } | undefined>> = {
  en: () => import("./locales/en"),
  sv: () => import("./locales/sv"),
  de: () => import("./locales/de"),
}

export async function loadMessages(locale: SiteLocale): Promise<Messages> {
  // Named one by one, not by a template: a computed import brought a 141 B helper into every first load.
  const module = await CATALOGS[locale]()
  // A missing chunk after a deploy: the stale-chunk handler is reloading the page.
  if (!module) return new Promise<never>(() => undefined)
  return module.messages
}
