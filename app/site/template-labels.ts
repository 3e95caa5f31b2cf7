import type { I18n } from "../i18n/runtime"
import type { SitemapGroup as SitemapGroupName } from "./document-routes"

/**
 * The fixed strings of the public page templates (ui/templates), as the page's language says them:
 * ui keeps the English defaults and takes these as `labels`; the page modules (lazy chunks) pass them,
 * so no template's words reach the first load. Message ids "template.<template>.<key>".
 */

/** Headings of the service template's fixed sections (ServiceTemplate's `labels`). */
export function serviceTemplateLabels(i18n: I18n) {
  return {
    overview: i18n._("template.service.overview"),
    offerings: i18n._("template.service.offerings"),
    process: i18n._("template.service.process"),
    quality: i18n._("template.service.quality"),
    qualityIntro: i18n._("template.service.quality-intro"),
    technology: i18n._("template.service.technology"),
    proof: i18n._("template.proof"),
    faqs: i18n._("template.faqs"),
    related: i18n._("template.related"),
    proofEyebrow: i18n._("template.proof.eyebrow"),
    proofLink: i18n._("template.proof.link"),
  }
}

/** Headings of the industry template's fixed sections (IndustryTemplate's `labels`). */
export function industryTemplateLabels(i18n: I18n) {
  return {
    overview: i18n._("template.industry.overview"),
    challenges: i18n._("template.industry.challenges"),
    solutions: i18n._("template.industry.solutions"),
    subPages: i18n._("template.industry.sub-pages"),
    subPagesIntro: i18n._("template.industry.sub-pages-intro"),
    proof: i18n._("template.proof"),
    faqs: i18n._("template.faqs"),
    related: i18n._("template.related"),
    proofEyebrow: i18n._("template.proof.eyebrow"),
    proofLink: i18n._("template.proof.link"),
  }
}

/** Headings and the facts' names of a case study (CaseStudyTemplate's `labels`). */
export function caseStudyTemplateLabels(i18n: I18n) {
  return {
    challenge: i18n._("template.case-study.challenge"),
    solution: i18n._("template.case-study.solution"),
    results: i18n._("template.case-study.results"),
    outcome: i18n._("template.case-study.outcome"),
    glance: i18n._("template.case-study.glance"),
    related: i18n._("template.case-study.related"),
    client: i18n._("template.case-study.client"),
    industry: i18n._("template.case-study.industry"),
    services: i18n._("template.case-study.services"),
    badges: i18n._("template.case-study.badges"),
  }
}

/** The article template's fixed words and its reading time (ArticleTemplate's `labels` and `readingTime`). */
export function articleTemplateLabels(i18n: I18n) {
  return {
    contents: i18n._("template.article.contents"),
    about: i18n._("template.article.about"),
    by: i18n._("template.article.by"),
    writtenBy: i18n._("template.article.written-by"),
    published: i18n._("template.article.published"),
    topics: i18n._("template.article.topics"),
    tags: i18n._("template.article.tags"),
  }
}

/** "3 min read" in the page's language, an ICU plural of the whole minutes (at least one). */
export function readingTimeIn(i18n: I18n): (minutes: number) => string {
  return (minutes) => i18n._("template.article.reading-time", { minutes: Math.max(1, Math.round(minutes)) })
}

/** The related articles' heading. */
export function relatedArticlesHeading(i18n: I18n): string {
  return i18n._("template.article.related")
}

/** The article listing's fixed words (ArticleListTemplate's `labels`), its count an ICU plural. */
export function articleListLabels(i18n: I18n) {
  return {
    allTopics: i18n._("template.article-list.all-topics"),
    filter: i18n._("template.article-list.filter"),
    count: (count: number) => i18n._("template.article-list.count", { count }),
    empty: i18n._("template.article-list.empty"),
    emptyTagged: (tag: string) => i18n._("template.article-list.empty-tagged", { tag }),
    emptyTaggedText: i18n._("template.article-list.empty-tagged-text"),
    reset: i18n._("template.article-list.reset"),
  }
}

/** The article listing's heading above the cards. */
export function latestArticlesHeading(i18n: I18n): string {
  return i18n._("template.article-list.heading")
}

/** The /sitemap page's section names (app/site/document-routes.ts's SITEMAP_GROUPS) in the page's language. */
export function sitemapGroupNames(i18n: I18n): Record<SitemapGroupName, string> {
  return {
    Company: i18n._("template.sitemap.company"),
    Services: i18n._("template.sitemap.services"),
    Industries: i18n._("template.sitemap.industries"),
    "Case studies": i18n._("template.sitemap.case-studies"),
    Resources: i18n._("template.sitemap.resources"),
    Careers: i18n._("template.sitemap.careers"),
    Freelancers: i18n._("template.sitemap.freelancers"),
    Technology: i18n._("template.sitemap.technology"),
    Sustainability: i18n._("template.sitemap.sustainability"),
    "Security and compliance": i18n._("template.sitemap.security"),
    Contact: i18n._("template.sitemap.contact"),
    "Legal and site": i18n._("template.sitemap.legal"),
  }
}

/** "128 pages in 14 sections" in the page's language (ICU plurals). */
export function sitemapSummaryIn(i18n: I18n): (groups: readonly { links: readonly unknown[] }[]) => string {
  return (groups) =>
    i18n._("template.sitemap.summary", {
      pages: i18n._("template.sitemap.pages", { count: groups.reduce((sum, group) => sum + group.links.length, 0) }),
      sections: i18n._("template.sitemap.sections", { count: groups.length }),
    })
}

/** The open positions' fixed words: each vacancy's, the employment types', the filters' and the list's. */
export function openPositionsLabels(i18n: I18n) {
  return {
    labels: {
      apply: i18n._("template.positions.apply"),
      responsibilities: i18n._("template.positions.responsibilities"),
      requirements: i18n._("template.positions.requirements"),
      department: i18n._("template.positions.department"),
      allDepartments: i18n._("template.positions.all-departments"),
      location: i18n._("template.positions.location"),
      allLocations: i18n._("template.positions.all-locations"),
      employmentType: {
        "Full-time": i18n._("template.positions.full-time"),
        "Part-time": i18n._("template.positions.part-time"),
        Contract: i18n._("template.positions.contract"),
      },
    },
    listingLabels: {
      count: (count: number) => i18n._("template.positions.count", { count }),
      filterBar: i18n._("template.positions.filter"),
      clearFilters: i18n._("template.listing.clear-filters"),
    },
    listHeading: i18n._("template.positions.heading"),
    emptyTitle: i18n._("template.positions.empty"),
    emptyText: i18n._("template.listing.empty-text"),
  }
}

/** The case study listing's fixed words: the filters', the list's and its heading. */
export function caseStudyListingLabels(i18n: I18n) {
  return {
    filterLabels: {
      industry: i18n._("template.case-studies.industry"),
      allIndustries: i18n._("template.case-studies.all-industries"),
      service: i18n._("template.case-studies.service"),
      allServices: i18n._("template.case-studies.all-services"),
    },
    listingLabels: {
      count: (count: number) => i18n._("template.case-studies.count", { count }),
      filterBar: i18n._("template.case-studies.filter"),
      clearFilters: i18n._("template.listing.clear-filters"),
    },
    listHeading: i18n._("template.case-studies.heading"),
    emptyTitle: i18n._("template.case-studies.empty"),
    emptyText: i18n._("template.listing.empty-text"),
  }
}

/** The FAQ template's fixed words and its live count (FaqTemplate's `labels`). */
export function faqLabels(i18n: I18n) {
  return {
    topics: i18n._("template.faq.topics"),
    results: i18n._("template.faq.results"),
    clearSearch: i18n._("template.search.clear"),
    count: (matches: number, total: number, query: string) => {
      const searched = query.trim()
      if (!searched) return i18n._("template.faq.count", { total })
      if (matches === 0) return i18n._("template.faq.no-match", { query: searched })
      return i18n._("template.faq.matches", { matches, questions: i18n._("template.faq.count", { total }), query: searched })
    },
  }
}

/** The glossary template's fixed words and its live count (GlossaryTemplate's `labels`). */
export function glossaryLabels(i18n: I18n) {
  return {
    search: i18n._("template.glossary.search"),
    searchPlaceholder: i18n._("template.glossary.search-placeholder"),
    count: (shown: number, total: number, searching: boolean) =>
      searching
        ? i18n._("template.glossary.matches", { shown, terms: i18n._("template.glossary.count", { total }) })
        : i18n._("template.glossary.count", { total }),
    jumpBar: i18n._("template.glossary.jump-bar"),
    terms: i18n._("template.glossary.terms"),
    noMatch: i18n._("template.glossary.no-match"),
    noMatchText: (query: string) => i18n._("template.glossary.no-match-text", { query }),
    clearSearch: i18n._("template.search.clear"),
    related: i18n._("template.glossary.related"),
  }
}
