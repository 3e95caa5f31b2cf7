import { useContext, useEffect } from "react"
import type { SiteLocale } from "#shared/locales"
import { DefaultSocialImageContext } from "./default-social-image"
import { usePageLocale } from "./page-locale"
import { usePageLanguages } from "./page-languages"
import { HeadCollectorContext } from "./head-collector"
import {
  applyElement,
  applyPageHead,
  pageHeadElements,
  removeStructuredData,
  structuredDataElement,
  type JsonLd,
  type PageHead,
} from "./head"

/** The path of the not-found page's meta: it has no canonical address and is not indexed. */
const NOT_FOUND_PATH = "*"

export interface DocumentMeta {
  /** Title without the " | Nordika" suffix. */
  title: string
  description?: string
  /** The page's canonical path (page copy's `meta.path`); "*" for the not-found page. */
  path?: string
  /** The title is the document's SEO title, written whole (no suffix added). */
  titleAsWritten?: boolean
  /** The social card's image, an absolute address. */
  image?: string
  /** The canonical address when the document's SEO fields override `path`. */
  canonical?: string
  /** The document asks search engines to leave it out. */
  noindex?: boolean
}

export { HeadCollector } from "./head-collector"

/** A page's head from its copy's meta: the not-found page is left out of search engines. */
export function pageHead(
  { title, description, path, titleAsWritten, image, canonical, noindex }: DocumentMeta,
  type: PageHead["type"] = "website",
  { locale, languages }: Pick<PageHead, "locale" | "languages"> = {},
): PageHead {
  const notFound = path === NOT_FOUND_PATH
  return {
    ...(locale ? { locale } : {}),
    // A page whose SEO fields give another canonical or keep it out of search engines has no alternates.
    ...(languages && !notFound && !noindex && !canonical ? { languages } : {}),
    title,
    description,
    type,
    canonicalPath: notFound ? undefined : (canonical ?? path),
    noindex: notFound || noindex || undefined,
    titleAsWritten,
    image,
  }
}

export interface DocumentMetaOptions {
  /** The page's JSON-LD (Article, FAQPage…); nulls are skipped. */
  structuredData?: ReadonlyArray<JsonLd | null>
  /** Open Graph type. @default "website" */
  type?: PageHead["type"]
}

/**
 * Sets the document title, description, canonical link, Open Graph and Twitter tags of the current
 * page, and its JSON-LD.
 */
export function useDocumentMeta(meta: DocumentMeta, { structuredData = [], type }: DocumentMetaOptions = {}) {
  const collector = useContext(HeadCollectorContext)
  const defaultImage = useContext(DefaultSocialImageContext)
  const locale = usePageLocale()
  const languages = usePageLanguages()
  const head = pageHead(meta.image || !defaultImage ? meta : { ...meta, image: defaultImage }, type, { locale, languages })
  const data = [...structuredData, webPageLd(head, meta.path)]
    .filter((item): item is JsonLd => item !== null)
    .map((item) => inLanguage(item, locale))
  collector?.setPage(head)
  collector?.setStructuredData(PAGE_STRUCTURED_DATA_KEY, data.length > 0 ? data : null)
  const headKey = JSON.stringify(head)
  const dataKey = JSON.stringify(data)
  useEffect(() => {
    applyHead(JSON.parse(headKey) as PageHead)
  }, [headKey])
  useStructuredDataEffect(PAGE_STRUCTURED_DATA_KEY, dataKey)
}

const PAGE_STRUCTURED_DATA_KEY = "page"

/** A page's JSON-LD names the language it is written in (schema.org inLanguage, a BCP 47 code as <html lang> has it). */
const inLanguage = (item: JsonLd, locale: SiteLocale): JsonLd => ({ ...item, inLanguage: locale })

/**
 * A page that is no article, with a social card's image, as a WebPage whose `image` is that picture (the
 * SEO image, else the cover, else the site's default); an article's own JSON-LD names its image.
 */
export function webPageLd({ title, type, image, noindex }: PageHead, path: string | undefined): JsonLd | null {
  if (type === "article" || !image || !path || noindex) return null
  return { "@type": "WebPage", name: title, url: path, image: { "@type": "ImageObject", url: image } }
}

const applyHead = (head: PageHead) => applyPageHead(pageHeadElements(head, window.location.origin), document, head.locale)

/** Sets the document's head for `meta` once, outside a page's components (the error screen). */
export function applyDocumentMeta(meta: DocumentMeta) {
  applyHead(pageHead(meta))
}

/** Adds a JSON-LD block owned by `key` (the breadcrumb, the organization) while the component is shown. */
export function useStructuredData(key: string, data: JsonLd | null) {
  const collector = useContext(HeadCollectorContext)
  collector?.setStructuredData(key, data)
  useStructuredDataEffect(key, data ? JSON.stringify(data) : "null")
}

function useStructuredDataEffect(key: string, json: string) {
  useEffect(() => {
    const data = JSON.parse(json) as JsonLd | JsonLd[] | null
    if (!data || (Array.isArray(data) && data.length === 0)) {
      removeStructuredData(key)
      return
    }
    applyElement(structuredDataElement(key, data, window.location.origin))
    return () => removeStructuredData(key)
  }, [key, json])
}
