/**
 * A free-form page's content, from its published document: the content family (page:content, page:about,
 * page:careers, page:landing, page:language, and page:contact on the contact route), kinds that share
 * one schema and ContentPageTemplate. Sections that list a collection (the leaders, the freelancer
 * events) are drawn from its published entries, as the pages drew them when they were copy.
 */
import { formatLongDate } from "@nordika/ui"
import { INTL_LOCALES, localeOfPath, type SiteLocale } from "#shared/locales"
import type { ContentPage, Section } from "@nordika/ui/templates"
import type { ContentSection } from "#shared/content/pages/index"
import { readEntriesIn } from "../data/localized-entries"
import { isOutcome, latestPanelFrom, loadDocumentPage, templatePageFrom, type DocumentPageView, type PageDocument } from "./document-pages"
import type { PageOutcome } from "./page-outcome"
import { importOnDemand } from "./import-on-demand"

/** What a free-form route shows: its page (and where its text's internal links go), not found, or unavailable. */
export type ContentPageView = DocumentPageView<ContentPage>

/** The kinds the content route draws (the contact route draws page:contact with the same mapping). */
const CONTENT_KINDS = ["page:content", "page:about", "page:careers", "page:landing", "page:language"] as const
type ContentKind = (typeof CONTENT_KINDS)[number] | "page:contact"

type CollectionSection = Extract<ContentSection, { kind: "collection" }>
/** An icon's name: checked only for its form when published; an unknown one draws the design system's fallback icon. */
type FeatureIcon = Extract<Section, { kind: "features" }>["items"][number]["icon"]

/** The portraits `ids` name, from the library; their code is loaded only when a leader has a photo. */
async function portraitsOf(ids: readonly (string | undefined)[]) {
  if (!ids.some(Boolean)) return []
  return (await import("./team-portraits")).readPortraits(ids)
}

/** An entry's data and, when it is shown in English on a Swedish or German page, its language (app/data/localized-entries.ts). */
const withLang = <T>({ data, lang }: { data: T; lang?: "en" }) => ({ ...data, lang })

/**
 * The section a listed collection is drawn as: the leaders as features ("name, role", their portraits in place of icons), the events as
 * steps in date order ("21 January 2027, 15:00 CET: name"). A collection the content template has no
 * drawing for is left out (undefined).
 */
async function listedSection(
  { id, heading, intro, of }: CollectionSection,
  locale: SiteLocale,
): Promise<Section | PageOutcome | undefined> {
  const band = { id, heading, ...(intro ? { intro } : {}) }
  if (of === "team_member") {
    const read = await readEntriesIn(of, locale)
    if (read.status !== "published") return read
    const leaders = read.entries.map(withLang).sort((a, b) => a.order - b.order)
    const photos = await portraitsOf(leaders.map((leader) => leader.photo))
    return {
      kind: "features",
      ...band,
      items: leaders.map((leader, index) => ({
        lang: leader.lang,
        title: `${leader.name}, ${leader.role}`,
        description: leader.bio,
        icon: leader.icon as FeatureIcon,
        ...photos[index],
      })),
    }
  }
  if (of === "event") {
    const read = await readEntriesIn(of, locale)
    if (read.status !== "published") return read
    const events = read.entries.map(withLang).sort((a, b) => a.startsOn.localeCompare(b.startsOn))
    // Only the events page needs it: on demand, it stays out of every other content page's code.
    const { eventTimeIn } = await importOnDemand(() => import("#shared/event-time"))
    return {
      kind: "steps",
      ...band,
      // An event with no translation here is shown in English whole, its date too, and marked so.
      items: events.map((event) => ({
        lang: event.lang,
        title: `${formatLongDate(event.startsOn, INTL_LOCALES[event.lang ?? locale])}, ${eventTimeIn(event.time, event.lang ?? locale)}: ${event.name}`,
        description: event.description,
      })),
    }
  }
  return undefined
}

type LinksSection = Extract<Section, { kind: "links" }>
const isLinksSection = (section: Section): section is LinksSection => section.kind === "links"

/**
 * The page's lists of cards with the live pages only, and a page published under it since the build
 * added to the list of its kind (app/site/live-links.ts); as stored when the pages cannot be read.
 */
async function withLiveLinkSections(path: string, sections: Section[]): Promise<Section[]> {
  const lists = sections.filter(isLinksSection)
  if (lists.length === 0) return sections
  // On demand: it carries the build's aliases and redirects, which most content pages (no lists of cards) do not need.
  const { liveCardLists, readLivePages } = await importOnDemand(() => import("./live-links"))
  const live = await readLivePages(
    lists.flatMap((section) => section.items.map((card) => card.href)),
    { under: path },
  )
  if (!live) return sections
  const items = liveCardLists(
    path,
    lists.map((section) => section.items),
    live,
  )
  return sections
    .map((section) => (isLinksSection(section) ? { ...section, items: items[lists.indexOf(section)] } : section))
    .filter((section) => !isLinksSection(section) || section.items.length > 0)
}

/** The template's page from the document's; a collection it lists read from its entries. */
async function contentPageFrom(document: PageDocument<ContentKind>): Promise<ContentPage | PageOutcome> {
  const { sections: stored, hero, ...page } = templatePageFrom(document)
  const locale = localeOfPath(document.path)
  const [panel, sections] = await Promise.all([
    latestPanelFrom(document.data.hero.panel, locale),
    Promise.all(stored.map((section) => (section.kind === "collection" ? listedSection(section, locale) : (section as Section)))),
  ])
  if (isOutcome(panel)) return panel
  const outcome = sections.find(isOutcome)
  if (outcome) return outcome
  const drawn = sections.filter((section): section is Section => section !== undefined && !isOutcome(section))
  return {
    ...page,
    hero: { ...hero, ...(panel ? { panel } : {}) },
    sections: await withLiveLinkSections(document.path, drawn),
  }
}

/** The internal links' texts: the text sections' bodies. */
const textBodies = (page: ContentPage) =>
  page.sections.flatMap((section) => (section.kind === "text" && "body" in section ? section.body : []))

/** The free-form page at `path` (a route's path), read from its published document of the content family. */
export async function loadContentPage(path: string): Promise<ContentPageView> {
  return loadDocumentPage(CONTENT_KINDS, path, contentPageFrom, textBodies)
}

/** The contact page at `path` (the contact hub, the quote and consultation pages), read from its published document. */
export async function loadContactPage(path: string): Promise<ContentPageView> {
  return loadDocumentPage("page:contact", path, contentPageFrom, textBodies)
}
