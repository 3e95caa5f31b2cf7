import { createContext } from "react"
import type { JsonLd, PageHead } from "./head"

/**
 * What a server render learns about the page's head while rendering (effects do not run there). The
 * server entry provides one per render; in the browser there is none and the hooks write to the document.
 */
export class HeadCollector {
  page: PageHead | undefined
  readonly structuredData = new Map<string, JsonLd | JsonLd[]>()
  readonly styles = new Map<string, string>()
  /** A style sheet for the head (the site theme), marked by `attribute` for the browser's code to take over. */
  setStyle(attribute: string, css: string) {
    if (css) this.styles.set(attribute, css)
    else this.styles.delete(attribute)
  }
  setPage(head: PageHead) {
    this.page = head
  }
  setStructuredData(key: string, data: JsonLd | JsonLd[] | null) {
    if (data) this.structuredData.set(key, data)
    else this.structuredData.delete(key)
  }
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null)
