/**
 * What a document shows search engines when its SEO fields are left empty, and the warnings of the SEO
 * panel beyond the lengths (docs/decisions/0008-seo-fields.md): the same defaults the public head works
 * out (app/site/seo-meta.ts applies the fields over the page's own title and description).
 */
import { TITLE_SUFFIX } from "../../site/titles"

/** The parts of a document's data the defaults read (any kind: each is there or not). */
interface SearchData {
  seo?: { title?: string; description?: string; ogImage?: string; noindex?: boolean }
  meta?: { title?: string; description?: string }
  description?: string
  excerpt?: string
  summary?: string
  coverImage?: string
  body?: ReadonlyArray<{ type: string; children?: ReadonlyArray<{ text?: string; label?: string }> }>
}

const filled = (text: string | null | undefined) => (text?.trim() ? text.trim() : undefined)
const withSuffix = (title: string) => (title.endsWith(TITLE_SUFFIX) ? title : `${title}${TITLE_SUFFIX}`)

/** The first paragraph of rich text, as plain text. */
function firstParagraph(body: SearchData["body"]): string | undefined {
  const paragraph = body?.find((block) => block.type === "paragraph")
  return filled(paragraph?.children?.map((inline) => inline.text ?? inline.label ?? "").join(""))
}

/** The title search results show: the SEO title as written, else the page's document title with " | Nordika". */
export function searchTitleOf(documentTitle: string, data: SearchData): string {
  return filled(data.seo?.title) ?? withSuffix(filled(data.meta?.title) ?? documentTitle)
}

/** The description: the SEO description, else the page's meta description, its excerpt or summary, or its first paragraph. */
export function searchDescriptionOf(data: SearchData): string {
  return (
    filled(data.seo?.description) ??
    filled(data.description) ??
    filled(data.meta?.description) ??
    filled(data.excerpt) ??
    filled(data.summary) ??
    firstParagraph(data.body) ??
    ""
  )
}

/** The library image the social card shows: the SEO image, else the cover. */
export const socialImageIdOf = (data: SearchData) => filled(data.seo?.ogImage) ?? filled(data.coverImage)

/** Another published document's search texts, as the duplicate check compares them. */
interface OtherDocumentTexts {
  id: string
  path: string
  title: string
  description: string
}

export interface SeoWarningFacts {
  id: string
  title: string
  description: string
  hasImage: boolean
  noindex: boolean
  /** The published documents (this one's own row is skipped by id). */
  others: readonly OtherDocumentTexts[]
  /** How many documents link here; undefined while unknown. */
  linksIn: number | undefined
  /** The home page is reached from everywhere by the header: it needs no links. */
  isHome: boolean
}

/** The warnings beyond the lengths, each one sentence; none blocks a publish. */
export function seoWarnings(facts: SeoWarningFacts): string[] {
  const others = facts.others.filter((other) => other.id !== facts.id)
  const sameTitle = others.find((other) => other.title.toLowerCase() === facts.title.toLowerCase())
  const sameDescription = facts.description
    ? others.find((other) => other.description.toLowerCase() === facts.description.toLowerCase())
    : undefined
  return [
    ...(sameTitle ? [`Another published page has this title: ${sameTitle.path}.`] : []),
    ...(sameDescription ? [`Another published page has this description: ${sameDescription.path}.`] : []),
    ...(facts.hasImage
      ? []
      : [
          "No social card image: choose one here, or a default for the whole site in Settings, or links to this page are shared without a picture.",
        ]),
    ...(!facts.isHome && !facts.noindex && facts.linksIn === 0
      ? ["No other page links here: add a link so visitors and search engines find it."]
      : []),
  ]
}
