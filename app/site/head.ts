/**
 * The tags a page adds to <head>: title, description, canonical, Open Graph, Twitter and JSON-LD. One
 * list of elements is written as HTML by the server render and applied to the live document by the
 * client after each navigation, so both always say the same.
 */
import { OG_LOCALES, SITE_LOCALES, SOURCE_LOCALE, type SiteLocale } from "#shared/locales"
import { TITLE_SUFFIX } from "./titles"

/** Name the site gives itself in Open Graph. */
export const SITE_NAME = "Nordika"
/** Attribute naming the JSON-LD block a component owns (a page, its breadcrumb, the organization). */
const STRUCTURED_DATA_ATTRIBUTE = "data-structured-data"

/** A schema.org object; site-relative URLs in it ("/services") are made absolute when written. */
export type JsonLd = { "@type": string } & Record<string, unknown>

export interface PageHead {
  /** Title without the " | Nordika" suffix. */
  title: string
  description?: string
  /** The canonical path of the page (an alias gives its original's); none for error and not-found pages. */
  canonicalPath?: string
  /** Open Graph type: "article" for blog and news posts and case studies. @default "website" */
  type?: "website" | "article"
  /** Asks search engines not to index the page (not-found and error pages, and documents whose SEO fields say so). */
  noindex?: boolean
  /** The title is written whole (a document's SEO title): no " | Nordika" is added. */
  titleAsWritten?: boolean
  /** The social card's image (og:image, twitter:image); a site path is made absolute. */
  image?: string
  /** The page's language (its path's). @default "en" */
  locale?: SiteLocale
  /**
   * The page's path in each language it is live in (English always): its reciprocal hreflang links,
   * x-default the English one, and og:locale:alternate. None for a page without a canonical address.
   */
  languages?: Partial<Record<SiteLocale, string>>
}

export interface HeadElement {
  tag: "title" | "meta" | "link" | "script" | "style"
  attributes: Record<string, string>
  /** Text content (title, JSON-LD). */
  text?: string
  /** CSS selector of the element this one replaces in a live document. */
  selector: string
}

/** "Translation Services | Nordika". */
function documentTitle(title: string): string {
  return title.endsWith(TITLE_SUFFIX) ? title : `${title}${TITLE_SUFFIX}`
}

const absolute = (pathOrUrl: string, origin: string) =>
  pathOrUrl.startsWith("/") && !pathOrUrl.startsWith("//") ? origin + pathOrUrl : pathOrUrl

/** Every string of `value` that is a site-relative URL under a URL-valued key, made absolute. */
function absoluteStructuredData(value: unknown, origin: string, key = ""): unknown {
  if (typeof value === "string") return URL_KEYS.has(key) ? absolute(value, origin) : value
  if (Array.isArray(value)) return value.map((item) => absoluteStructuredData(item, origin, key))
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, absoluteStructuredData(item, origin, name)]))
  }
  return value
}
const URL_KEYS = new Set(["@id", "url", "item", "logo", "image", "sameAs", "mainEntityOfPage", "urlTemplate"])

/** The meta, link and title elements of a page, with absolute URLs on `origin`. */
export function pageHeadElements(head: PageHead, origin: string): HeadElement[] {
  const title = head.titleAsWritten ? head.title : documentTitle(head.title)
  const canonical = head.canonicalPath ? absolute(head.canonicalPath, origin) : undefined
  const image = head.image ? absolute(head.image, origin) : undefined
  const meta = (attribute: "name" | "property", key: string, content: string | undefined, distinct = ""): HeadElement[] =>
    content === undefined
      ? []
      : [{ tag: "meta", attributes: { [attribute]: key, content }, selector: `meta[${attribute}="${key}"]${distinct}` }]
  const locale = head.locale ?? SOURCE_LOCALE
  // Only a page with a canonical address has alternates (the not-found and error pages have neither).
  const languages = canonical ? (head.languages ?? {}) : {}
  const alternates = SITE_LOCALES.filter((other) => other !== locale && languages[other] !== undefined)
  const hreflang = (code: string, path: string): HeadElement => ({
    tag: "link",
    attributes: { rel: "alternate", hreflang: code, href: absolute(path, origin) },
    selector: `link[rel="alternate"][hreflang="${code}"]`,
  })
  const languageLinks = SITE_LOCALES.flatMap((each) => (languages[each] === undefined ? [] : [hreflang(each, languages[each])]))
  return [
    { tag: "title", attributes: {}, text: title, selector: "title" },
    ...meta("name", "description", head.description),
    ...(canonical ? [{ tag: "link" as const, attributes: { rel: "canonical", href: canonical }, selector: 'link[rel="canonical"]' }] : []),
    // Reciprocal hreflang for exactly the languages the page is live in, and x-default: the English page.
    ...(languageLinks.length > 0 && languages.en !== undefined ? [...languageLinks, hreflang("x-default", languages.en)] : []),
    ...meta("name", "robots", head.noindex ? "noindex" : undefined),
    ...meta("property", "og:type", head.type ?? "website"),
    ...meta("property", "og:site_name", SITE_NAME),
    ...meta("property", "og:locale", OG_LOCALES[locale]),
    ...alternates.flatMap((other) => meta("property", "og:locale:alternate", OG_LOCALES[other], `[content="${OG_LOCALES[other]}"]`)),
    ...meta("property", "og:title", title),
    ...meta("property", "og:description", head.description),
    ...meta("property", "og:url", canonical),
    ...meta("property", "og:image", image),
    ...meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    ...meta("name", "twitter:title", title),
    ...meta("name", "twitter:description", head.description),
    ...meta("name", "twitter:image", image),
  ]
}

/** The JSON-LD block owned by `key` (null data: no block). */
export function structuredDataElement(key: string, data: JsonLd | JsonLd[], origin: string): HeadElement {
  const body = Array.isArray(data) && data.length === 1 ? data[0] : data
  const withContext = Array.isArray(body)
    ? { "@context": "https://schema.org", "@graph": body }
    : { "@context": "https://schema.org", ...body }
  return {
    tag: "script",
    attributes: { type: "application/ld+json", [STRUCTURED_DATA_ATTRIBUTE]: key },
    text: JSON.stringify(absoluteStructuredData(withContext, origin)),
    selector: `script[${STRUCTURED_DATA_ATTRIBUTE}="${key}"]`,
  }
}

/**
 * A style sheet of the server render, marked by `attribute` for the browser's code to take over
 * (`css` must come from a writer that escapes nothing: no "<" in it).
 */
export function serverStyleElement(attribute: string, css: string): HeadElement {
  return {
    tag: "style",
    attributes: { [attribute]: "" },
    text: css.replace(/</g, ""),
    selector: `style[${attribute}]`,
  }
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
/** JSON inside a <script> element: "<" escaped, so no "</script>" or "<!--" can end or confuse it. */
export const scriptSafeJson = (json: string) =>
  json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")

/** The elements as HTML, for the server's render. */
export function headElementsHtml(elements: readonly HeadElement[]): string {
  return elements
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("")
      if (tag === "meta" || tag === "link") return `<${tag}${attrs}>`
      const body = tag === "script" ? scriptSafeJson(text ?? "") : tag === "style" ? (text ?? "") : escapeText(text ?? "")
      return `<${tag}${attrs}>${body}</${tag}>`
    })
    .join("\n    ")
}

/** The page tags every page sets; a page without one of them removes it (the 404 has no canonical). */
const PAGE_SELECTORS = [
  ...new Set(
    SITE_LOCALES.flatMap((locale) =>
      pageHeadElements(
        { title: "", description: "", canonicalPath: "/", noindex: true, image: "/", locale, languages: { en: "/", sv: "/sv", de: "/de" } },
        "",
      ).map((element) => element.selector),
    ),
  ),
]

/** Applies a page's tags to a live document: updates the ones present, adds missing ones, removes the ones it lacks. */
export function applyPageHead(elements: readonly HeadElement[], doc: Document = document, locale: SiteLocale = SOURCE_LOCALE) {
  doc.documentElement.lang = locale
  const wanted = new Set(elements.map((element) => element.selector))
  for (const selector of PAGE_SELECTORS) if (!wanted.has(selector)) doc.head.querySelector(selector)?.remove()
  for (const element of elements) applyElement(element, doc)
}

/** Puts one element in place in a live document (replacing the one its selector finds). */
export function applyElement({ tag, attributes, text, selector }: HeadElement, doc: Document = document) {
  if (tag === "title") {
    doc.title = text ?? ""
    return
  }
  let node = doc.head.querySelector(selector)
  if (!node) {
    node = doc.createElement(tag)
    doc.head.append(node)
  }
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  if (text !== undefined) node.textContent = text
}

/** Removes the JSON-LD block owned by `key`. */
export function removeStructuredData(key: string, doc: Document = document) {
  doc.head.querySelector(`script[${STRUCTURED_DATA_ATTRIBUTE}="${key}"]`)?.remove()
}
