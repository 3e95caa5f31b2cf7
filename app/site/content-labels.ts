import type { I18n } from "../i18n/runtime"

/**
 * The fixed words of the content and contact pages' templates in the page's language: apart from
 * app/site/template-labels.ts so those pages' own code carries only these few (their per-page budget,
 * tests/first-load.test.ts).
 */

/** The proof card's fixed words (a content page's proof sections; the service and industry templates have their own `labels`). */
export function proofLabelsIn(i18n: I18n) {
  return { eyebrow: i18n._("template.proof.eyebrow"), link: i18n._("template.proof.link") }
}

/** An office card's fixed words (OfficesTemplate's `labels`) and the offices' heading. */
export function officesLabels(i18n: I18n) {
  return {
    labels: {
      headquarters: i18n._("template.offices.headquarters"),
      address: i18n._("template.offices.address"),
      phone: i18n._("template.offices.phone"),
      email: i18n._("template.offices.email"),
      hours: i18n._("template.offices.hours"),
    },
    officesHeading: i18n._("template.offices.heading"),
  }
}
