/** Utility pages: /sitemap and the not-found placeholder. */
import type { I18n } from "../i18n/runtime"
import type { ContentPage, Cta, PageMeta } from "@nordika/ui/templates"

/** A minimal page with a title and one line of text, for paths that have no content yet. */
export interface PlaceholderPage {
  meta: PageMeta
  /** The page's single h1. */
  heading: string
  text: string
  /** Helpful links shown under the text. */
  links: Cta[]
}

/** /sitemap: the hero and meta; the index of every page is generated from the route table. */
export const SITEMAP_PAGE: ContentPage = {
  meta: {
    path: "/sitemap",
    title: "Sitemap: Every Page on the Nordika Website",
    description:
      "An index of every page on the Nordika website: services, industries, technology, case studies, resources, careers, freelancers, security, contact and legal.",
  },
  hero: {
    eyebrow: "Sitemap",
    heading: "Sitemap",
    intro:
      "Every page on this website, grouped by section. If you cannot find what you are looking for, our team is happy to point you in the right direction.",
    primaryCta: { label: "Contact us", href: "/contact" },
    panel: {
      kind: "links",
      title: "Most visited",
      items: [
        { label: "Request a free quote", href: "/contact/request-quote" },
        { label: "All services", href: "/services" },
        { label: "Case studies", href: "/case-studies" },
        { label: "Frequently asked questions", href: "/faq" },
      ],
    },
  },
  sections: [],
  cta: {
    heading: "Still looking for something?",
    text: "Tell us what you need and we will reply within one business day.",
    primary: { label: "Contact us", href: "/contact" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}

/** Any unknown path (served with HTTP 404), in the page's language. */
export function notFoundPage(i18n: I18n): PlaceholderPage {
  return {
    meta: { path: "*", title: i18n._("not-found.title"), description: i18n._("not-found.description") },
    heading: i18n._("not-found.title"),
    text: i18n._("not-found.text"),
    links: [
      { label: i18n._("not-found.link.home"), href: "/" },
      { label: i18n._("not-found.link.sitemap"), href: "/sitemap" },
      { label: i18n._("frame.link.contact-us"), href: "/contact" },
    ],
  }
}

/** A page whose content could not be read just now (the backend failed or did not answer; served with HTTP 503). */
export function pageUnavailablePage(i18n: I18n): PlaceholderPage {
  return {
    meta: { path: "*", title: i18n._("unavailable.title"), description: i18n._("unavailable.description") },
    heading: i18n._("unavailable.title"),
    text: i18n._("unavailable.text"),
    links: [
      { label: i18n._("not-found.link.home"), href: "/" },
      { label: i18n._("frame.link.contact-us"), href: "/contact" },
    ],
  }
}
