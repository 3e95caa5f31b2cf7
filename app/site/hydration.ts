/**
 * The server render's hand-over to the browser: the router state its loaders produced, in a JSON
 * data block (not a script the page runs, so the Content-Security-Policy needs no hash or nonce for it).
 */
import type { HydrationState } from "react-router-dom"
import type { Messages } from "../i18n/runtime"
import type { SiteLocale } from "#shared/locales"
import type { PageHandle } from "./route-handle"

/** Id of the <script type="application/json"> element holding the payload. */
export const HYDRATION_ELEMENT_ID = "nordika-hydration"

export interface HydrationPayload {
  /** The router's state after the loaders ran (their data, by route id). */
  router: HydrationState
  /**
   * Where the HTML came from: the server, per request, with the content now in the database; or the
   * build (prerendered for a static host), whose content the page refreshes after load.
   */
  source: "server" | "prerender"
  /** The page rendered (its route's handle): the browser's router starts with its route alone. */
  page?: PageHandle
  /** The page's language, and its interface strings compiled (no other language's: app/i18n/i18n.tsx). */
  locale: SiteLocale
  messages: Messages
}

/** The payload of a server-rendered document; null for the client-only shell (admin, sign-in, SPA mode). */
export function readHydrationPayload(doc: Document = document): HydrationPayload | null {
  const text = doc.getElementById(HYDRATION_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as HydrationPayload
  } catch (error) {
    console.warn("[nordika] The server's render state is unreadable; rendering in the browser instead.", error)
    return null
  }
}
