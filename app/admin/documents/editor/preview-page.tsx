import { useEffect, useState } from "react"
import { useLoaderData } from "react-router-dom"
import { LinkProvider, SiteThemeApplier } from "@nordika/ui"
import { documentSchemaFor } from "#shared/content/index"
import type { SiteLayoutData } from "../../../layout/site-layout"
import { RouterLink } from "../../../site/router-link"
import { DocumentPreview, type DocumentPreviewProps } from "./document-preview"

/** What the document editor posts to its preview frame. */
export interface DocumentPreviewMessage extends DocumentPreviewProps {
  type: "nordika-document-preview"
}

/**
 * /admin/preview/document (app/admin/preview.tsx draws it, with the route's loader), shown in the document editor's preview frame: the document as the public
 * site would draw it, from what the editor posts (same origin only). Data its kind's schema refuses
 * keeps the last that passed, as the public page would never show it.
 */
export default function DocumentPreviewPage() {
  const { theme } = useLoaderData() as SiteLayoutData
  const [preview, setPreview] = useState<DocumentPreviewProps>()

  useEffect(() => {
    document.title = "Preview · Nordika admin"
    const receive = (event: MessageEvent) => {
      const message = event.data as Partial<DocumentPreviewMessage> | null
      if (event.origin !== window.location.origin || message?.type !== "nordika-document-preview" || !message.kind) return
      const parsed = documentSchemaFor(message.kind).safeParse(message.data)
      if (parsed.success)
        setPreview({
          kind: message.kind,
          title: message.title ?? "",
          path: message.path ?? "",
          data: parsed.data,
          images: message.images ?? {},
        })
    }
    window.addEventListener("message", receive)
    if (window.parent !== window) window.parent.postMessage({ type: "nordika-document-preview-ready" }, window.location.origin)
    return () => window.removeEventListener("message", receive)
  }, [])

  return (
    <LinkProvider value={RouterLink}>
      <SiteThemeApplier theme={theme} />
      <main className="min-h-screen bg-background text-foreground" data-preview-kind={preview?.kind}>
        {preview ? <DocumentPreview {...preview} /> : <p className="p-6 text-sm text-muted-foreground">Waiting for the editor…</p>}
      </main>
    </LinkProvider>
  )
}
