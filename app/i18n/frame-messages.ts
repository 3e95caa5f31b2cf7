import type { Messages } from "./runtime"

/**
 * The message groups the browser may show before a navigation without the server having shown them (the
 * fatal error screen, a link that opens in a new tab): what a page's HTML hands over beside those its render used
 * (app/entry-server.tsx). A navigation loads the rest of the language first (all-messages.ts).
 */
const FRAME_PREFIXES = ["frame.", "error."]

/** Of a language's compiled messages, those of the frame (a lead form fetches the rest with its code). */
export function frameMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => FRAME_PREFIXES.some((prefix) => id.startsWith(prefix))))
}
