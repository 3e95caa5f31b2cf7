/**
 * schema.org objects (JSON-LD) for search engines, built from the page copy. URLs are site-relative
 * here; head.ts makes them absolute when it writes them.
 */
import type { PostalAddress } from "@nordika/ui"
import type { HeroBreadcrumbItem } from "@nordika/ui/sections"
import type { Article, CaseStudy, Faq, Section } from "@nordika/ui/templates"
import { SITE_NAME, type JsonLd } from "./head"
import { shareImage } from "./share-image"
import { localePrefix, type SiteLocale } from "#shared/locales"
import { SEARCH_PATHS } from "./search-paths"

/** The organization's node id, which articles name as their publisher. */
const ORGANIZATION_ID = "/#organization"
/** The brand mark search engines show for the organization. */
const ORGANIZATION_LOGO_PATH = "/favicon.svg"

export interface CompanyDetails {
  companyName: string
  contactEmail?: string
  contactPhone?: string
  address: PostalAddress
  socialLinks: ReadonlyArray<{ href: string }>
}

/** The company (on the home page): name, address, contact and profiles. */
export function organizationLd(company: CompanyDetails): JsonLd {
  const { address } = company
  return {
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: company.companyName,
    legalName: address.name,
    url: "/",
    logo: ORGANIZATION_LOGO_PATH,
    ...(company.contactEmail ? { email: company.contactEmail } : {}),
    ...(company.contactPhone ? { telephone: company.contactPhone } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: address.country,
    },
    sameAs: company.socialLinks.map((link) => link.href),
  }
}

/** The placeholder of the search URL's query, as search engines read the SearchAction. */
const SEARCH_TERM = "search_term_string"

/**
 * The website in the page's language (on its home page), with the SearchAction that tells search engines
 * where its search page is: /search?q=…, /sv/sok?q=…, /de/suche?q=….
 */
export function websiteLd(locale: SiteLocale, name: string): JsonLd {
  return {
    "@type": "WebSite",
    name,
    url: localePrefix(locale) || "/",
    inLanguage: locale,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${SEARCH_PATHS[locale]}?q={${SEARCH_TERM}}` },
      "query-input": `required name=${SEARCH_TERM}`,
    },
  }
}

/** The visible breadcrumb trail as a BreadcrumbList; the last item (the page itself) is `path`. */
export function breadcrumbListLd(items: readonly HeroBreadcrumbItem[], path: string): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: item.href ?? path,
    })),
  }
}

/** A byline "Priya Raman, Head of AI" is a person with a job title; a bare name ("Nordika Newsroom") the organization's desk. */
function author(byline: string): Record<string, string> {
  const comma = byline.indexOf(",")
  if (comma < 0) return { "@type": "Organization", name: byline }
  return { "@type": "Person", name: byline.slice(0, comma).trim(), jobTitle: byline.slice(comma + 1).trim() }
}

const PUBLISHER = { "@type": "Organization", "@id": ORGANIZATION_ID, name: SITE_NAME, logo: ORGANIZATION_LOGO_PATH }

/**
 * The article's `image`, the picture its social card shows (`meta.image`: the SEO image, else the cover,
 * else the site's default): the cover as an ImageObject at the width search engines ask for, any other
 * library image by its address; none when the card has none.
 */
function imageOf({ meta, cover }: { meta: Article["meta"]; cover?: Article["cover"] }): { image?: JsonLd } {
  if (cover && (meta.image === undefined || meta.image === cover.src)) {
    const { url, width, height } = shareImage(cover)
    return { image: { "@type": "ImageObject", url, width, height } }
  }
  return meta.image ? { image: { "@type": "ImageObject", url: meta.image } } : {}
}

/** A blog post or news item. */
export function articleLd(article: Article): JsonLd {
  return {
    "@type": "Article",
    headline: article.title,
    description: article.meta.description,
    datePublished: article.published,
    dateModified: article.published,
    author: author(article.author),
    publisher: PUBLISHER,
    mainEntityOfPage: article.meta.path,
    url: article.meta.path,
    keywords: article.tags.join(", "),
    ...imageOf(article),
  }
}

/** A case study, as an article the company published about a client's project. */
export function caseStudyLd(study: CaseStudy): JsonLd {
  return {
    "@type": "Article",
    headline: study.title,
    description: study.meta.description,
    datePublished: study.published,
    dateModified: study.published,
    author: PUBLISHER,
    publisher: PUBLISHER,
    mainEntityOfPage: study.meta.path,
    url: study.meta.path,
    about: { "@type": "Organization", name: study.client },
    ...imageOf(study),
  }
}

/** Questions and answers shown on a page, as a FAQPage; null when it shows none. */
export function faqPageLd(faqs: readonly Faq[]): JsonLd | null {
  if (faqs.length === 0) return null
  return {
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  }
}

/** The questions of every FAQ section of a free-form page. */
export function faqsOfSections(sections: readonly Section[]): Faq[] {
  return sections.flatMap((section) => (section.kind === "faq" ? section.items : []))
}
