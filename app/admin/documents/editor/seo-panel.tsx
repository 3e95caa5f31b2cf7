/**
 * The document editor's SEO panel (issue 38): the preview of the search result and the social card
 * as the form stands now (the SEO fields, else the defaults the site works out), with warnings from
 * the other published documents and the links to this one. Without an image of its own the card shows
 * the site's default social image (Settings, General). The fields themselves are the form's
 * `seo` group, drawn above it.
 */
import { SeoPreview } from "@nordika/ui/admin"
import { useAuth } from "../../../auth/auth-provider"
import { useLinksToQuery, useMediaObjectPathQuery, usePublishedSearchTextsQuery } from "../../../data/document-editor/seo-signals"
import { useSiteSocialQuery } from "../../../data/site-settings/site-settings-query"
import { useMediaSrc } from "../../media/use-media-uploads"
import { searchDescriptionOf, searchTitleOf, seoWarnings, socialImageIdOf } from "../seo-defaults"

interface SeoPanelProps {
  documentId: string
  /** The document's title and path as the form holds them now. */
  title: string
  path: string
  /** The form's data as it stands now, saved or not. */
  data: Record<string, unknown>
}

export function SeoPanel({ documentId, title, path, data }: SeoPanelProps) {
  const { client } = useAuth()
  const published = usePublishedSearchTextsQuery(client)
  const linksIn = useLinksToQuery(client, documentId)
  const social = useSiteSocialQuery(client)
  // The page's own image, else the site's default, as the public page's head chooses.
  const imageId = socialImageIdOf(data) ?? social.data?.defaultImage ?? undefined
  const objectPath = useMediaObjectPathQuery(client, imageId)
  const srcOf = useMediaSrc(client)

  const searchTitle = searchTitleOf(title, data)
  const searchDescription = searchDescriptionOf(data)
  const others = (published.data ?? []).map((row) => ({
    id: row.id,
    path: row.path,
    title: searchTitleOf(row.title, { seo: { title: row.seoTitle ?? undefined }, meta: { title: row.metaTitle ?? undefined } }),
    description: searchDescriptionOf({
      seo: { description: row.seoDescription ?? undefined },
      description: row.description ?? undefined,
      meta: { description: row.metaDescription ?? undefined },
    }),
  }))
  const seo = (data.seo ?? {}) as { noindex?: boolean }
  const warnings = seoWarnings({
    id: documentId,
    title: searchTitle,
    description: searchDescription,
    hasImage: imageId !== undefined,
    noindex: seo.noindex === true,
    others,
    linksIn: linksIn.data,
    isHome: path === "/",
  })
  return (
    <SeoPreview
      title={searchTitle}
      description={searchDescription}
      url={`${window.location.origin}${path}`}
      image={objectPath.data ? { src: srcOf(objectPath.data), alt: "" } : undefined}
      warnings={warnings}
    />
  )
}
