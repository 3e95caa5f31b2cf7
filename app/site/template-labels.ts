import type { I18n } from "../i18n/runtime"

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
