/**
 * The site's header menu and footer from their published documents (kinds menu_header and menu_footer,
 * docs/decisions/0011-menus-as-documents.md): read by the layout's loader with the logos and settings,
 * so the server's HTML carries them and the browser fetches nothing more. Links to pages are stored by
 * document id and drawn at the page's path now (a renamed page keeps its menu links); a link to a page
 * that is not live is left out, as is an entry left with nothing to show. Loaded on demand with
 * app/data/site-settings.ts, so none of it is in the first load.
 */
import type { FooterLink, MenuItem, SiteFooterProps } from "@nordika/ui"
import type { Cta } from "@nordika/ui/templates"
import type { ZodType } from "zod"
import type { MenuFooter, MenuHeader, MenuKind, MenuLinkTarget } from "#shared/content/menus"
import { MENU_ART_URLS } from "../layout/menu-art"
import { localizeHref, type PathMap } from "../site/localized-href"
import { SOURCE_LOCALE, type SiteLocale, type TranslationLocale } from "#shared/locales"
import { BACKEND_TIMEOUT_MS, warnBackend, withTimeout } from "./backend"
import { resolveSupabaseConfig, type SupabaseConfig } from "./config"
import { readMediaImages } from "./media-delivery"

/** The header's menu and button, and the footer's columns, tagline and legal links, as the layout draws them. */
export interface SiteMenus {
  /** The header's entries; empty when the menu cannot be read. */
  menu: MenuItem[]
  /** The header's call to action; null when the menu cannot be read (the header then shows none). */
  quote: Cta | null
  /** The footer's link columns, tagline and legal links; null when the footer cannot be read. */
  footer: Pick<SiteFooterProps, "columns" | "tagline" | "legalLinks"> | null
  /** The language of the header's texts where it is not the page's (an English menu on a page in another language: no live translation of it). */
  headerLang?: SiteLocale
  /** The language of the footer's texts where it is not the page's. */
  footerLang?: SiteLocale
  /** The page language's path map the links are drawn with, for every internal link of the page (app/site/localized-href.ts); none in English. */
  paths?: PathMap
}

/** The menus' width of a library image: a group's strip, or the featured block's column. */
const MENU_IMAGE_WIDTHS_PX = [480, 960] as const

type MenuLink = NonNullable<MenuItem["links"]>[number]
type Hrefs = Record<string, { href: string }>
type Images = Record<string, { src: string }>
/** A path of the site in the page's language (localizeHref with the page's path map); the same path in English. */
type Localize = (href: string) => string
const unchanged: Localize = (href) => href

/** Where a stored link target goes now, in the page's language, or undefined when its page is not live. */
function menuHref(target: MenuLinkTarget, pages: Hrefs, localize: Localize): string | undefined {
  if (target.page) {
    const href = pages[target.page.documentId]?.href
    return href === undefined ? undefined : localize(href)
  }
  return target.path === undefined ? target.url : localize(target.path)
}

/** Every page id and library image a menu's data names (walked by shape: the server checked it with its schema). */
function collect(value: unknown, ids: Set<string>, images: Set<string>) {
  if (Array.isArray(value)) return value.forEach((item) => collect(item, ids, images))
  if (!value || typeof value !== "object") return
  const node = value as Record<string, unknown>
  if (node.type === "internal-link" && typeof node.documentId === "string") ids.add(node.documentId)
  if (typeof node.image === "string") images.add(node.image)
  Object.values(node).forEach((child) => collect(child, ids, images))
}

/** The ids of the pages a menu's data links to. */
export function menuPageIds(data: unknown): string[] {
  const ids = new Set<string>()
  collect(data, ids, new Set())
  return [...ids]
}

/** The header's entries and button from its document's data, its links and sections in the page's language by `localize`. */
export function headerMenu(data: MenuHeader, pages: Hrefs, images: Images, localize = unchanged): Pick<SiteMenus, "menu" | "quote"> {
  const art = (image: string | undefined, name: keyof typeof MENU_ART_URLS | undefined) =>
    (image && images[image]?.src) || (name ? MENU_ART_URLS[name] : "")
  const links = (cards: MenuHeader["entries"][number]["groups"][number]["links"]): MenuLink[] =>
    cards.flatMap((card) => {
      const href = menuHref(card, pages, localize)
      if (!href) return []
      const imageUrl = card.image ? images[card.image]?.src : undefined
      return [
        {
          href,
          text: card.title,
          icon: card.icon,
          ...(card.description ? { description: card.description } : {}),
          ...(imageUrl ? { imageUrl } : {}),
        },
      ]
    })
  const menu = data.entries.flatMap((entry, index): MenuItem[] => {
    const id = `menu-${index + 1}`
    const href = menuHref(entry, pages, localize)
    const base = {
      id,
      title: entry.title,
      icon: entry.icon,
      ...(entry.sectionPaths.length ? { sectionPaths: entry.sectionPaths.map(localize) } : {}),
    }
    if (entry.groups.length === 0) return href ? [{ ...base, href }] : []
    const subItems = entry.groups.flatMap((group) => {
      const groupLinks = links(group.links)
      return groupLinks.length
        ? [
            {
              title: group.title,
              icon: group.icon,
              imageUrl: art(group.image, group.art),
              bgColor: group.tone,
              imagePosition: group.imagePosition,
              links: groupLinks,
            },
          ]
        : []
    })
    const featured = entry.featured
    const featuredHref = featured && menuHref(featured, pages, localize)
    const featuredLinks = featured ? links(featured.links) : []
    return subItems.length || featuredHref
      ? [
          {
            ...base,
            subItems,
            ...(featured && featuredHref
              ? {
                  featured: {
                    title: featured.title,
                    description: featured.description,
                    href: featuredHref,
                    buttonText: featured.buttonText,
                    icon: featured.icon,
                    imageUrl: art(featured.image, featured.art),
                    imageDescription: featured.imageDescription,
                    ...(featuredLinks.length ? { links: featuredLinks } : {}),
                  },
                }
              : {}),
          },
        ]
      : []
  })
  const quoteHref = menuHref(data.quote, pages, localize)
  return { menu, quote: quoteHref ? { label: data.quote.label, href: quoteHref } : null }
}

/** The footer's columns, tagline and legal links from its document's data, its links in the page's language by `localize`. */
export function footerMenu(data: MenuFooter, pages: Hrefs, localize = unchanged): NonNullable<SiteMenus["footer"]> {
  const links = (list: MenuFooter["legalLinks"]): FooterLink[] =>
    list.flatMap((link) => {
      const href = menuHref(link, pages, localize)
      return href ? [{ href, text: link.text }] : []
    })
  return {
    tagline: data.tagline,
    columns: data.columns
      .map((column) => ({ title: column.title, links: links(column.links) }))
      .filter((column) => column.links.length > 0),
    legalLinks: links(data.legalLinks),
  }
}

/** What the log says the layout does when a menu cannot be read or its schema refuses it. */
const MENU_LEFT_OUT = "drawing the frame without that menu"

let menuSchemas: Partial<Record<string, ZodType>> = {}

/**
 * The schemas the read checks each menu with: the server render provides them (app/entry-server.tsx),
 * the browser has none and takes the data as publish-document checked it, so zod stays out of its code.
 */
export function provideMenuSchemas(provided: Partial<Record<string, ZodType>>) {
  menuSchemas = provided
}

/** A document a render without a backend reads (the prerender's document seed): its id, kind, path and data. */
interface BundledRow {
  id: string
  kind: string
  path: string
  data: unknown
}
let bundled: readonly BundledRow[] | undefined

/** The documents a render without a backend draws the menus and their links from (scripts/prerender.ts), or null. */
export function provideBundledMenuDocuments(documents: readonly BundledRow[] | null) {
  bundled = documents ?? undefined
}

/**
 * The rows of a GET of public.documents as anon (the columns and rows visitors may read). A plain fetch,
 * as app/data/documents.ts reads pages; kept apart from it so a page's code does not share a chunk with the layout's.
 */
async function selectDocumentRows<Row>(config: SupabaseConfig, query: Record<string, string>): Promise<Row[]> {
  const url = `${config.url.replace(/\/+$/, "")}/rest/v1/documents?${new URLSearchParams(query)}`
  const init: RequestInit = {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, "Accept-Profile": "public", Accept: "application/json" },
  }
  const response = await (config.fetch ?? fetch)(url, init)
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return (await response.json()) as Row[]
}

/** A document id as the schema writes it, so an id cannot change the query it goes into. */
const DOCUMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const LINKS_LEFT_OUT = "leaving the menus' links to those pages out"

/** The paths of the live documents `ids` (the menus' links to pages); those not live are left out. */
export async function readPageHrefs(ids: readonly string[]): Promise<Record<string, { href: string }>> {
  const wanted = ids.filter((id) => DOCUMENT_ID.test(id))
  const config = resolveSupabaseConfig()
  if (wanted.length === 0) return {}
  if (!config)
    return Object.fromEntries((bundled ?? []).filter((row) => wanted.includes(row.id)).map((row) => [row.id, { href: row.path }]))
  const query = selectDocumentRows<{ id: string; path: string }>(config, {
    select: "id,path",
    id: `in.(${wanted.join(",")})`,
    published_data: "not.is.null",
  }).then(
    (rows) => Object.fromEntries(rows.map((row) => [row.id, { href: row.path }])),
    (error: unknown) => {
      warnBackend("Could not read the pages the menus link to", error, LINKS_LEFT_OUT)
      return {}
    },
  )
  return withTimeout(query, BACKEND_TIMEOUT_MS, {}, "the pages the menus link to", LINKS_LEFT_OUT)
}

interface MenuRow {
  id: string
  collection: string
  published_data: unknown
}

/** A menu's published data, checked, and the document's id (its translations are read by it). */
interface MenuDocument {
  id: string
  data: unknown
}

/** The row's data as its kind's schema reads it, or undefined (logged) when the schema refuses it. */
function checkedMenu(row: Omit<MenuRow, "id">): unknown {
  const schema = menuSchemas[row.collection]
  if (!schema) return row.published_data
  const result = schema.safeParse(row.published_data)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  warnBackend(
    `The ${row.collection} document does not match its kind (${issue?.path.join(".") || "data"}: ${issue?.message})`,
    undefined,
    MENU_LEFT_OUT,
  )
  return undefined
}

/**
 * The published data of each menu (the newest live document of its kind), checked in the server render;
 * a read that fails or does not answer gives none (logged): the frame is drawn without its menus, never a
 * blank page.
 */
async function readMenus(kinds: readonly MenuKind[]): Promise<Partial<Record<MenuKind, MenuDocument>>> {
  const byKind = (rows: readonly MenuRow[]) => {
    const found: Partial<Record<MenuKind, MenuDocument>> = {}
    for (const row of rows) {
      const kind = row.collection as MenuKind
      if (!kinds.includes(kind) || kind in found || !row.published_data) continue
      const data = checkedMenu(row)
      if (data !== undefined) found[kind] = { id: row.id, data }
    }
    return found
  }
  const config = resolveSupabaseConfig()
  // A render without a backend (the static export) draws the bundled documents, as a new database has them.
  if (!config) return byKind((bundled ?? []).map((row) => ({ id: row.id, collection: row.kind, published_data: row.data })))
  const what = `the ${kinds.join(" and ")} documents`
  const query = selectDocumentRows<MenuRow>(config, {
    select: "id,collection,published_data",
    collection: `in.(${kinds.join(",")})`,
    published_data: "not.is.null",
    order: "published_at.desc",
  }).then(byKind, (error: unknown) => {
    warnBackend(`Could not read ${what}`, error, MENU_LEFT_OUT)
    return {}
  })
  return withTimeout(query, BACKEND_TIMEOUT_MS, {}, what, MENU_LEFT_OUT)
}

const MENU_KINDS = ["menu_header", "menu_footer"] as const satisfies readonly MenuKind[]

/**
 * Each menu in `locale`: its live translation's data, checked by the kind's schema as the English is;
 * a menu without one (or whose translation cannot be read or is refused) stays English, said in `lang`.
 */
async function inLanguage(
  documents: Partial<Record<MenuKind, MenuDocument>>,
  locale: TranslationLocale,
): Promise<Partial<Record<MenuKind, { data: unknown; lang?: SiteLocale }>>> {
  const { translationsOf } = await import("./document-translations")
  const read = await translationsOf(
    Object.values(documents).map((document) => document.id),
    locale,
  )
  const translations = read.status === "published" ? read.translations : new Map<string, { data: unknown }>()
  const inLocale: Partial<Record<MenuKind, { data: unknown; lang?: SiteLocale }>> = {}
  for (const kind of MENU_KINDS) {
    const english = documents[kind]
    if (!english) continue
    const translation = translations.get(english.id)
    const data = translation && checkedMenu({ collection: kind, published_data: translation.data })
    inLocale[kind] = data === undefined ? { data: english.data, lang: SOURCE_LOCALE } : { data }
  }
  return inLocale
}

/** The path map of `locale` (none in English); a map that cannot be read is empty, so every link stays English, marked so. */
async function readPathMap(locale: SiteLocale): Promise<PathMap | undefined> {
  if (locale === SOURCE_LOCALE) return undefined
  const { livePathMap } = await import("./document-translations")
  const read = await livePathMap(locale)
  return { locale, paths: read.status === "published" ? read.paths : {} }
}

/**
 * The published header menu and footer in the page's language `locale` (each its live translation, else
 * English), their links at their pages' paths now in that language, with the language's path map.
 */
export async function loadSiteMenus(locale: SiteLocale = SOURCE_LOCALE): Promise<SiteMenus> {
  const [english, paths] = await Promise.all([readMenus(MENU_KINDS), readPathMap(locale)])
  const documents: Partial<Record<MenuKind, { data: unknown; lang?: SiteLocale }>> =
    locale === SOURCE_LOCALE ? english : await inLanguage(english, locale)
  const header = documents.menu_header?.data as MenuHeader | undefined
  const footer = documents.menu_footer?.data as MenuFooter | undefined
  const ids = new Set<string>()
  const imageIds = new Set<string>()
  collect([header, footer], ids, imageIds)
  const [pages, images] = await Promise.all([readPageHrefs([...ids]), readMediaImages([...imageIds], MENU_IMAGE_WIDTHS_PX)])
  const localize: Localize = (href) => localizeHref(href, paths).href
  const headerLang = documents.menu_header?.lang
  const footerLang = documents.menu_footer?.lang
  return {
    ...(header ? headerMenu(header, pages, images, localize) : { menu: [], quote: null }),
    footer: footer ? footerMenu(footer, pages, localize) : null,
    ...(headerLang ? { headerLang } : {}),
    ...(footerLang ? { footerLang } : {}),
    ...(paths ? { paths } : {}),
  }
}
