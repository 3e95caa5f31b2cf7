import type { Messages } from "./runtime"

/** The message groups the frame and the error pages show: what a page's HTML hands over to the browser. */
const FRAME_PREFIXES = ["frame.", "header.", "footer.", "breadcrumb.", "theme.", "error.", "not-found.", "unavailable.", "article."]

/** Of a language's compiled messages, those of the frame (a lead form fetches the rest with its code). */
export function frameMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => FRAME_PREFIXES.some((prefix) => id.startsWith(prefix))))
}
