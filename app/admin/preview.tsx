import { lazy, Suspense, useEffect, useState } from "react"
import { useLoaderData, useParams } from "react-router-dom"
import { LinkProvider, SiteThemeApplier } from "@nordika/ui"
import { CONTENT_SECTION_KEYS, CONTENT_SECTION_SCHEMAS, type ContentSectionKey } from "../data/content-sections"
import type { SiteLayoutData } from "../layout/site-layout"
import { RouterLink } from "../site/router-link"
import type { ContentPreviewMessage } from "./content/sections"
import { SectionPreview } from "./content/section-preview"

/** @public The router reads it from the module that lazyRoute (app/site/lazy-route.ts) loads, which knip cannot follow. */
export { siteLayoutLoader as loader } from "../layout/site-layout"

const isKey = (key: string | undefined): key is ContentSectionKey => CONTENT_SECTION_KEYS.includes(key as ContentSectionKey)

// The document editor's frame shares this route ("document" is no section's key): one route fewer in
// the route table every public page loads.
const DocumentPreviewPage = lazy(() => import("./documents/editor/preview-page"))
const DOCUMENT_PREVIEW_KEY = "document"

/** /admin/preview/:key: the document editor's frame at /admin/preview/document, else a section's. */
export default function PreviewPage() {
  const { key } = useParams()
  return key === DOCUMENT_PREVIEW_KEY ? (
    <Suspense fallback={null}>
      <DocumentPreviewPage />
    </Suspense>
  ) : (
    <ContentPreviewPage />
  )
}

/**
 * /admin/preview/:key, shown in the section editor's preview frame: the section as the public site
 * renders it, from the value the editor posts (same origin only). A value that does not pass the
 * site's schema keeps the last one that did, as the public page would never show it.
 */
function ContentPreviewPage() {
  const { key } = useParams()
  const { theme } = useLoaderData() as SiteLayoutData
  const [value, setValue] = useState<unknown>()

  useEffect(() => {
    document.title = "Preview · Nordika admin"
    const receive = (event: MessageEvent) => {
      const message = event.data as Partial<ContentPreviewMessage> | null
      if (event.origin !== window.location.origin || message?.type !== "nordika-content-preview" || message.key !== key || !isKey(key))
        return
      const parsed = CONTENT_SECTION_SCHEMAS[key].safeParse(message.value)
      if (parsed.success) setValue(parsed.data)
    }
    window.addEventListener("message", receive)
    if (window.parent !== window) window.parent.postMessage({ type: "nordika-content-preview-ready" }, window.location.origin)
    return () => window.removeEventListener("message", receive)
  }, [key])

  if (!isKey(key)) return <p className="p-6 text-sm text-muted-foreground">There is no content section “{key}”.</p>
  return (
    <LinkProvider value={RouterLink}>
      <SiteThemeApplier theme={theme} />
      <main className="min-h-screen bg-background text-foreground" data-preview-key={key}>
        {value === undefined ? (
          <p className="p-6 text-sm text-muted-foreground">Waiting for the editor…</p>
        ) : (
          <SectionPreview sectionKey={key} value={value as never} />
        )}
      </main>
    </LinkProvider>
  )
}
