/**
 * What the search offers when a query found nothing, on the search page and in the header's dialog: the
 * site's key pages (the site keeps no visit counts to rank pages by), then a quote and contact. English
 * paths; links put them in the page's language (localizeHref).
 */
import type { I18n } from "../i18n/runtime"

interface KeyPage {
  href: string
  label: string
}

/** The key pages, in the order they are offered. */
export function searchKeyPages(i18n: I18n): KeyPage[] {
  return [
    { href: "/services", label: i18n._("search.key.services") },
    { href: "/industries", label: i18n._("search.key.industries") },
    { href: "/case-studies", label: i18n._("search.key.case-studies") },
    { href: "/resources/blog", label: i18n._("search.key.blog") },
    { href: "/faq", label: i18n._("search.key.faq") },
    { href: "/sitemap", label: i18n._("search.key.sitemap") },
  ]
}

/** A quote, then a word with us. */
export function searchContactLinks(i18n: I18n): KeyPage[] {
  return [
    { href: "/contact/request-quote", label: i18n._("search.quote") },
    { href: "/contact", label: i18n._("frame.link.contact-us") },
  ]
}
