import type { Hero, PageMeta } from "@nordika/ui/templates"
import { localeOfPath, SOURCE_LOCALE } from "#shared/locales"
import { readPageDocument } from "../data/page-documents"
import { SITEMAP_GROUPS, type SitemapGroup as SitemapGroupName } from "./document-routes"
import { templatePageFrom } from "./document-pages"
import type { PageOutcome } from "./page-outcome"
import { readSiteRouteTable } from "./site-routes"
import { forgetMissingRoutes } from "./missing-routes"

/** A section of the /sitemap page: its name (the page module says it in the page's language) and its links. */
interface SitemapSection {
  group: SitemapGroupName
  /** "en" on a link to an English page that has no live translation in the page's language. */
  links: { href: string; label: string; lang?: "en" }[]
}

/** What the /sitemap page shows: its sections, and in Swedish or German its own translated copy (meta and hero). */
export interface SitemapView {
  sections: readonly SitemapSection[]
  page?: { meta: PageMeta; hero: Hero }
}

/**
 * Every page by section for the /sitemap page at `path`, from the live documents (a page published since
 * the build is listed, an unpublished one is not); aliases are left out (their canonical page is listed),
 * as are noindex pages. In Swedish or German (/sv/webbplatskarta) it lists the pages in that language
 * and, marked lang="en", the English pages that have no live translation in it, with the page's own copy
 * from its live translation. The unavailable outcome while the documents cannot be read.
 */
export async function loadSitemapGroups(path: string): Promise<SitemapView | PageOutcome> {
  const locale = localeOfPath(path)
  const [table, document] = await Promise.all([
    readSiteRouteTable(),
    locale === SOURCE_LOCALE ? undefined : readPageDocument("page:listing", path),
  ])
  if (!table) return { status: "unavailable" }
  if (document && document.status !== "published") return document
  forgetMissingRoutes()
  const listed = table.documents.filter((route) => !route.noindex && localeOfPath(route.path) === locale)
  const translated = new Set(listed.flatMap((route) => route.englishPath ?? []))
  const untranslated =
    locale === SOURCE_LOCALE
      ? []
      : table.documents.filter((route) => !route.noindex && localeOfPath(route.path) === SOURCE_LOCALE && !translated.has(route.path))
  const sections = SITEMAP_GROUPS.map((group) => ({
    group,
    links: [
      ...listed.filter((route) => route.group === group).map((route) => ({ href: route.path, label: route.title })),
      ...untranslated
        .filter((route) => route.group === group)
        .map((route) => ({ href: route.path, label: route.title, lang: "en" as const })),
    ],
  })).filter((section) => section.links.length > 0)
  if (!document) return { sections }
  const { meta, hero } = templatePageFrom(document.document)
  return { sections, page: { meta, hero } }
}
