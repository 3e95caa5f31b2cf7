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
import type { MenuFooter, MenuHeader, MenuLinkTarget } from "#shared/content/menus"
import { MENU_ART_URLS } from "../layout/menu-art"
import { readDocumentLinkTargets, readSingletonDocuments } from "./documents"
import { readMediaImages } from "./media-delivery"

/** The header's menu and button, and the footer's columns, tagline and legal links, as the layout draws them. */
export interface SiteMenus {
  /** The header's entries; empty when the menu cannot be read. */
  menu: MenuItem[]
  /** The header's call to action; null when the menu cannot be read (the header then shows none). */
  quote: Cta | null
  /** The footer's link columns, tagline and legal links; null when the footer cannot be read. */
  footer: Pick<SiteFooterProps, "columns" | "tagline" | "legalLinks"> | null
}

/** The menus' width of a library image: a group's strip, or the featured block's column. */
const MENU_IMAGE_WIDTHS_PX = [480, 960] as const

type MenuLink = NonNullable<MenuItem["links"]>[number]
type Hrefs = Record<string, { href: string }>
type Images = Record<string, { src: string }>

/** Where a stored link target goes now, or undefined when its page is not live. */
export function menuHref(target: MenuLinkTarget, pages: Hrefs): string | undefined {
  if (target.page) return pages[target.page.documentId]?.href
  return target.path ?? target.url
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

/** The header's entries and button from its document's data. */
export function headerMenu(data: MenuHeader, pages: Hrefs, images: Images): Pick<SiteMenus, "menu" | "quote"> {
  const art = (image: string | undefined, name: keyof typeof MENU_ART_URLS | undefined) =>
    (image && images[image]?.src) || (name ? MENU_ART_URLS[name] : "")
  const links = (cards: MenuHeader["entries"][number]["groups"][number]["links"]): MenuLink[] =>
    cards.flatMap((card) => {
      const href = menuHref(card, pages)
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
    const href = menuHref(entry, pages)
    const base = { id, title: entry.title, icon: entry.icon, ...(entry.sectionPaths.length ? { sectionPaths: entry.sectionPaths } : {}) }
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
    const featuredHref = featured && menuHref(featured, pages)
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
  const quoteHref = menuHref(data.quote, pages)
  return { menu, quote: quoteHref ? { label: data.quote.label, href: quoteHref } : null }
}

/** The footer's columns, tagline and legal links from its document's data. */
export function footerMenu(data: MenuFooter, pages: Hrefs): NonNullable<SiteMenus["footer"]> {
  const links = (list: MenuFooter["legalLinks"]): FooterLink[] =>
    list.flatMap((link) => {
      const href = menuHref(link, pages)
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

/** The published header menu and footer, their links at their pages' paths now. */
export async function loadSiteMenus(): Promise<SiteMenus> {
  const documents = await readSingletonDocuments(["menu_header", "menu_footer"])
  const header = documents.menu_header?.data as MenuHeader | undefined
  const footer = documents.menu_footer?.data as MenuFooter | undefined
  const ids = new Set<string>()
  const imageIds = new Set<string>()
  collect([header, footer], ids, imageIds)
  const [pages, images] = await Promise.all([readDocumentLinkTargets([...ids]), readMediaImages([...imageIds], MENU_IMAGE_WIDTHS_PX)])
  return {
    ...(header ? headerMenu(header, pages, images) : { menu: [], quote: null }),
    footer: footer ? footerMenu(footer, pages) : null,
  }
}
