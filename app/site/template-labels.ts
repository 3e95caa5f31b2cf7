import type { I18n } from "@lingui/core"

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
