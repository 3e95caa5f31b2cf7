/**
 * The home page's content: its published document (page:home: the description and the bands no other
 * table holds), the sections staff edit as content sections (hero, services, who we are, client
 * success, testimonials) and the published client logos. Each word of the page has one home
 * (docs/decisions/0003-content-model.md, "The home page").
 */
import type { ClientLogo, HomeContent } from "@nordika/ui/templates"
import { localeOfPath, SOURCE_LOCALE, type SiteLocale } from "#shared/locales"
import type { ContentSections } from "../data/content-sections"
import { importOnDemand } from "./import-on-demand"
import { loadDocumentPage, type DocumentPageView, type PageDocument } from "./document-pages"

/** What the home route shows: the page, or the outcome of its document (not found, unavailable). */
export type HomePageView = DocumentPageView<HomeContent>

/** The home page's staff-edited content sections. */
type HomeSections = Pick<ContentSections, HomeSectionKey>
type HomeSectionKey = "home_hero" | "services_overview" | "testimonials" | "client_success" | "who_we_are"
const HOME_SECTION_KEYS: readonly HomeSectionKey[] = ["home_hero", "services_overview", "testimonials", "client_success", "who_we_are"]

/** Where each section shows in the template. */
const TEMPLATE_SECTION = {
  home_hero: "hero",
  services_overview: "servicesOverview",
  who_we_are: "whoWeAre",
  client_success: "clientSuccess",
  testimonials: "testimonials",
} as const satisfies Record<HomeSectionKey, keyof NonNullable<HomeContent["sectionLanguages"]>>

/**
 * The template's content from the document, the sections and the logos. Icon names were checked for
 * their form only when published; an unknown one draws the design system's fallback icon.
 */
function homeContentFrom(
  { path, title, data }: PageDocument<"page:home">,
  sections: HomeSections,
  inEnglish: readonly HomeSectionKey[],
  logos: readonly ClientLogo[],
): HomeContent {
  const { description, clientLogos, industries, technology, whyNordika, cta } = data
  return {
    meta: { path, title, description },
    hero: sections.home_hero,
    servicesOverview: sections.services_overview,
    whoWeAre: sections.who_we_are,
    clientSuccess: sections.client_success,
    testimonials: sections.testimonials,
    clientLogos: { heading: clientLogos.heading, items: [...logos] },
    industries: industries as HomeContent["industries"],
    technology: technology as HomeContent["technology"],
    whyNordika: whyNordika as HomeContent["whyNordika"],
    cta,
    ...(inEnglish.length > 0 ? { sectionLanguages: Object.fromEntries(inEnglish.map((key) => [TEMPLATE_SECTION[key], "en"])) } : {}),
  }
}

/**
 * The sections in the page's language (each with its English, then bundled, fallback; those in English
 * named) and the published logos; their modules load on demand.
 */
async function readHomeBands(locale: SiteLocale): Promise<[HomeSections, HomeSectionKey[], readonly ClientLogo[]]> {
  const [{ loadContentSections, loadLocalizedContentSections }, { loadClientLogos }] = await Promise.all([
    importOnDemand(() => import("../data/content-sections")),
    importOnDemand(() => import("../data/client-logos")),
  ])
  const [sections, logos] = await Promise.all([
    locale === SOURCE_LOCALE
      ? loadContentSections(HOME_SECTION_KEYS).then((english) => ({ sections: english, english: [] as HomeSectionKey[] }))
      : loadLocalizedContentSections(HOME_SECTION_KEYS, locale),
    loadClientLogos(),
  ])
  return [sections.sections, sections.english, logos]
}

/**
 * The home page (/, /sv, /de): its document (or its translation), read as every document page's is, while
 * the sections (in the page's language) and the logos are read beside it rather than after it (one round
 * trip less on a render the cache does not hold).
 */
export async function loadHomePage(path = "/"): Promise<HomePageView> {
  const bands = readHomeBands(localeOfPath(path))
  // A page that is not found or unavailable never awaits the bands: their failure is not the page's.
  bands.catch(() => undefined)
  return loadDocumentPage(
    "page:home",
    path,
    async (document) => {
      const [sections, inEnglish, logos] = await bands
      return homeContentFrom(document, sections, inEnglish, logos)
    },
    // The home page's document has no rich text: no internal links to resolve.
    () => [],
  )
}
