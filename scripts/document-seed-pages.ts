/**
 * The pages' seed documents: every public page of app/content as a document of its page kind
 * (docs/decisions/0003-content-model.md), data in the shape of the kind's schema
 * (supabase/functions/_shared/content/pages/). The document's path and title are its columns, so the
 * data keeps only the meta description of the page's meta. Collection entries (blog posts, news,
 * case studies, open positions, the glossary, the FAQ's questions, offices, team members,
 * testimonials, events, client logos) are not copied: a page that lists a collection keeps its own
 * copy and names the collection.
 */
import type { ContentPage, FaqPage, HeroPanel, Section } from "@nordika/ui/templates"
import type { IndustryPageCopy, LegalPageCopy, ServicePageCopy } from "../app/content/page-copy"
import { HOME } from "../app/content/home"
import { ABOUT_PAGES } from "../app/content/about"
import { SERVICES, servicesHub } from "../app/content/services"
import { INDUSTRIES, INDUSTRY_HUB, INDUSTRY_SUB_PAGES } from "../app/content/industries"
import { CASE_STUDIES_PAGE } from "../app/content/case-studies"
import { BLOG_PAGE, GLOSSARY_PAGE, NEWS_PAGE, brochure, resourcesHub } from "../app/content/resources"
import { NEWS_PRESS_PANEL } from "../app/content/resources/press-panel"
import { GLOSSARY_KEY_TERMS } from "../app/content/resources/glossary"
import { CAREERS_PAGES, openPositions } from "../app/content/careers"
import { FREELANCERS_PAGES } from "../app/content/freelancers"
import { TECHNOLOGY_PAGES } from "../app/content/technology"
import { SUSTAINABILITY_PAGES } from "../app/content/sustainability"
import { SECURITY_PAGES } from "../app/content/security"
import { CONTACT_PAGES, GLOBAL_OFFICES_PAGE } from "../app/content/contact"
import { LEGAL_PAGES } from "../app/content/legal"
import { SITEMAP_PAGE } from "../app/content/utility"
import { FAQ_PAGE } from "../app/content/faq"
import { richTextFromParagraphs } from "./rich-text-from-paragraphs"
import type { SeedDocument } from "./seed-document"

/** Sections that list a collection's entries: the page keeps the heading and intro, the entries come from the collection. */
const COLLECTION_SECTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "/about/team": { leadership: "team_member" },
  "/freelancers/apply-join-events": { events: "event" },
}

/** A hero panel that features the newest entry of a collection (featured.ts) names the collection instead. */
const LATEST_ENTRY_PANELS: ReadonlyArray<[prefix: string, collection: string]> = [
  ["/resources/blog/", "blog_post"],
  ["/resources/news/", "news_item"],
  ["/case-studies/", "case_study"],
]

function panelData(panel: HeroPanel): unknown {
  if (panel.kind !== "feature") return panel
  const latest = LATEST_ENTRY_PANELS.find(([prefix]) => panel.href.startsWith(prefix))
  if (!latest) throw new Error(`A featured panel (${panel.href}) that is not the newest entry of a collection has no page kind field yet`)
  return { kind: "latest", of: latest[1], label: panel.label, linkLabel: panel.linkLabel }
}

function heroData(hero: ContentPage["hero"]) {
  const { panel, ...rest } = hero
  return panel ? { ...rest, panel: panelData(panel) } : rest
}

function sectionData(path: string, section: Section): unknown {
  const collection = section.id ? COLLECTION_SECTIONS[path]?.[section.id] : undefined
  if (collection) {
    if (
      section.kind === "quote" ||
      section.kind === "stats" ||
      section.kind === "proof" ||
      section.kind === "text" ||
      section.kind === "faq"
    ) {
      throw new Error(`The ${section.id} section of ${path} lists ${collection}: a ${section.kind} section cannot`)
    }
    const { id, heading, intro } = section
    return { kind: "collection", id, heading, ...(intro ? { intro } : {}), of: collection }
  }
  if (section.kind !== "text" || !("paragraphs" in section)) return section
  const { paragraphs, ...rest } = section
  return { ...rest, body: richTextFromParagraphs(paragraphs) }
}

function contentDocument(kind: string, page: ContentPage): SeedDocument {
  return {
    kind,
    path: page.meta.path,
    title: page.meta.title,
    data: {
      description: page.meta.description,
      hero: heroData(page.hero),
      sections: page.sections.map((section) => sectionData(page.meta.path, section)),
      cta: page.cta,
    },
  }
}

/**
 * A page whose entries come from a collection (or, for the sitemap, from the pages): its hero and
 * call to action. The listing templates draw no sections, so the few in the TypeScript copy (the
 * case studies' figures, the blog's links…), which no visitor sees today, are not carried over.
 */
function listingDocument(page: ContentPage, lists: string, extra: Record<string, unknown> = {}): SeedDocument {
  return {
    kind: "page:listing",
    path: page.meta.path,
    title: page.meta.title,
    data: { description: page.meta.description, lists, hero: heroData(page.hero), ...extra, cta: page.cta },
  }
}

/**
 * The home page: its description and the bands no other table holds. The bands staff edit as content
 * sections (hero, services, who we are, client success, testimonials) are not copied, nor the logos
 * (public.client_logos): the page keeps the logos' heading.
 */
function homeDocument(): SeedDocument {
  const { meta, clientLogos, industries, technology, whyNordika, cta } = HOME
  return {
    kind: "page:home",
    path: meta.path,
    title: meta.title,
    data: { description: meta.description, clientLogos: { heading: clientLogos.heading }, industries, technology, whyNordika, cta },
  }
}

/** A service or industry page: its hero and its overview's paragraphs as rich text, the other bands as they are. */
function overviewPageDocument(kind: "page:service" | "page:industry", page: ServicePageCopy | IndustryPageCopy): SeedDocument {
  const { slug: _slug, meta, hero, overview, ...rest } = page
  return {
    kind,
    path: meta.path,
    title: meta.title,
    data: { description: meta.description, hero: heroData(hero), overview: richTextFromParagraphs(overview), ...rest },
  }
}

const serviceDocument = (page: ServicePageCopy) => overviewPageDocument("page:service", page)
const industryDocument = (page: IndustryPageCopy) => overviewPageDocument("page:industry", page)

function legalDocument(page: LegalPageCopy): SeedDocument {
  const { meta, sections, ...rest } = page
  return {
    kind: "page:legal",
    path: meta.path,
    title: meta.title,
    data: {
      description: meta.description,
      ...rest,
      sections: sections.map(({ paragraphs, ...section }) => ({ ...section, body: richTextFromParagraphs(paragraphs) })),
    },
  }
}

function faqDocument(page: FaqPage): SeedDocument {
  return {
    kind: "page:faq",
    path: page.meta.path,
    title: page.meta.title,
    data: {
      description: page.meta.description,
      hero: heroData(page.hero),
      // The questions are the faq_entry collection; the page keeps its topics.
      groups: page.groups.map(({ items: _items, ...group }) => group),
      search: page.search,
      empty: page.empty,
      cta: page.cta,
    },
  }
}

/** Every public page of the site as a seed document, by section. */
export function pageSeedDocuments(): SeedDocument[] {
  const contentPages = (kind: string, pages: Readonly<Record<string, ContentPage>>, skip: readonly ContentPage[] = []) =>
    Object.values(pages)
      .filter((page) => !skip.includes(page))
      .map((page) => contentDocument(kind, page))
  return [
    homeDocument(),
    ...contentPages("page:about", ABOUT_PAGES),
    contentDocument("page:content", servicesHub),
    ...SERVICES.map(serviceDocument),
    contentDocument("page:content", INDUSTRY_HUB),
    ...INDUSTRIES.flatMap((industry) => [
      industryDocument(industry),
      ...(INDUSTRY_SUB_PAGES[industry.slug as keyof typeof INDUSTRY_SUB_PAGES] ?? []).map(industryDocument),
    ]),
    listingDocument(CASE_STUDIES_PAGE, "case_study"),
    contentDocument("page:content", resourcesHub),
    listingDocument(BLOG_PAGE, "blog_post"),
    listingDocument(NEWS_PAGE, "news_item", { entryPanel: NEWS_PRESS_PANEL }),
    listingDocument(GLOSSARY_PAGE, "glossary_term", {
      keyTerms: { title: GLOSSARY_KEY_TERMS.title, terms: [...GLOSSARY_KEY_TERMS.terms] },
    }),
    contentDocument("page:content", brochure),
    faqDocument(FAQ_PAGE),
    ...contentPages("page:careers", CAREERS_PAGES, [openPositions]),
    listingDocument(openPositions, "open_position"),
    ...contentPages("page:content", FREELANCERS_PAGES),
    ...contentPages("page:content", TECHNOLOGY_PAGES),
    ...contentPages("page:content", SUSTAINABILITY_PAGES),
    ...contentPages("page:content", SECURITY_PAGES),
    ...contentPages("page:contact", CONTACT_PAGES, [GLOBAL_OFFICES_PAGE]),
    listingDocument(GLOBAL_OFFICES_PAGE, "office"),
    ...LEGAL_PAGES.map(legalDocument),
    listingDocument(SITEMAP_PAGE, "pages"),
  ]
}
