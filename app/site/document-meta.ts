import { useEffect } from "react"
import { TITLE_SUFFIX } from "./titles"

export interface DocumentMeta {
  /** Title without the " | Nordika" suffix. */
  title: string
  description?: string
}

/** "Translation Services | Nordika". */
export function documentTitle(title: string): string {
  return title.endsWith(TITLE_SUFFIX) ? title : `${title}${TITLE_SUFFIX}`
}

/** Sets the document title and the meta description of the current page. */
export function useDocumentMeta({ title, description }: DocumentMeta) {
  useEffect(() => {
    document.title = documentTitle(title)
    if (description === undefined) return
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!tag) {
      tag = document.createElement("meta")
      tag.name = "description"
      document.head.append(tag)
    }
    tag.content = description
  }, [title, description])
}
