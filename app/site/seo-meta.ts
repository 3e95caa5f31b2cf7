/**
 * A page's head from its document's SEO fields (issue 38; docs/decisions/0008-seo-fields.md): the
 * search title and description replace the ones the page works out from its content, the social
 * card's image is the SEO image, else the cover the page already shows; a canonical override and
 * noindex pass through. A field left empty keeps the default, so no page is ever without a title.
 */
import type { PageMeta } from "@nordika/ui/templates"
import type { Seo } from "#shared/content/seo"

/** The meta of a page with its document's SEO fields applied; `imageOf` gives the library image's address. */
async function withSeo(meta: PageMeta, seo: Seo | undefined, imageOf: (mediaId: string) => Promise<string | undefined>): Promise<PageMeta> {
  if (!seo) return meta
  const image = seo.ogImage ? await imageOf(seo.ogImage) : undefined
  return {
    ...meta,
    ...(seo.title ? { title: seo.title, titleAsWritten: true } : {}),
    ...(seo.description ? { description: seo.description } : {}),
    ...(image ? { image } : {}),
    ...(seo.canonical ? { canonical: seo.canonical } : {}),
    ...(seo.noindex ? { noindex: true } : {}),
  }
}

/** The library image's public address; the delivery code is loaded only when a page names one. */
async function libraryImageAddress(mediaId: string): Promise<string | undefined> {
  const { readMediaImages } = await import("../data/media-delivery")
  return (await readMediaImages([mediaId]))[mediaId]?.src
}

type MetaHolder = { meta?: PageMeta; entry?: { meta?: PageMeta; cover?: { src: string } } }

/**
 * A template's page with its document's SEO fields in its meta (`page.meta`, or an entry page's
 * `page.entry.meta`, whose cover is the social card's image unless the SEO image replaces it).
 */
export async function pageWithSeo<Page>(page: Page, seo: Seo | undefined): Promise<Page> {
  const holder = page as MetaHolder
  if (holder.entry?.meta) {
    const { entry } = holder
    const meta = entry.cover ? { ...entry.meta!, image: entry.cover.src } : entry.meta!
    return { ...page, entry: { ...entry, meta: await withSeo(meta, seo, libraryImageAddress) } }
  }
  if (holder.meta) return { ...page, meta: await withSeo(holder.meta, seo, libraryImageAddress) }
  return page
}
