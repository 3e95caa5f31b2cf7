/**
 * The menus' seed documents (kinds menu_header and menu_footer, supabase/functions/_shared/content/menus.ts):
 * the header's MAIN_MENU and QUOTE_CTA (app/content/navigation.ts) and the footer's columns, tagline and
 * legal links (app/content/footer.ts), which stay only as this seed's input. A link to a path that is a
 * seed document's becomes a link to that document by id; a path that is code (a form, an alias) stays a
 * path; the bundled illustrations are named by their file.
 */
import type { FooterLink, MenuItem } from "@nordika/ui"
import type { MenuArt, MenuFooter, MenuHeader } from "#shared/content/menus"
import { MENU_ART, MENU_PATHS } from "#shared/content/menus"
import { FOOTER_COLUMNS, FOOTER_LEGAL_LINKS, FOOTER_TAGLINE } from "../app/content/footer"
import { MAIN_MENU, QUOTE_CTA } from "../app/content/navigation"
import { MENU_ART_URLS } from "../app/layout/menu-art"
import type { SeedDocument } from "./seed-document"

type MenuLink = NonNullable<MenuItem["links"]>[number]

/** The document id of the seed document at a path, if one is there. */
export type DocumentIdAt = (path: string) => string | undefined

/** The illustration an imported menu SVG is (by app/layout/menu-art.ts, which the site draws them with). */
export function menuArtOf(url: string): MenuArt {
  const art = MENU_ART.find((name) => MENU_ART_URLS[name] === url)
  if (!art) throw new Error(`${url.slice(0, 60)}… is not one of the menu's illustrations (${MENU_ART.join(", ")})`)
  return art
}

/** Where a written href goes, as the menus' schema stores it. */
function target(href: string, idAt: DocumentIdAt) {
  if (/^https:\/\//.test(href)) return { url: href }
  const id = idAt(href)
  return id ? { page: { type: "internal-link" as const, documentId: id } } : { path: href }
}

function linkCard(link: MenuLink, idAt: DocumentIdAt) {
  return {
    title: link.text,
    icon: link.icon,
    ...(link.description ? { description: link.description } : {}),
    ...target(link.href, idAt),
  }
}

function headerData(idAt: DocumentIdAt): MenuHeader {
  const entry = (item: MenuItem): MenuHeader["entries"][number] => ({
    title: item.title,
    icon: item.icon,
    sectionPaths: item.sectionPaths ?? [],
    groups: (item.subItems ?? []).map((group) => ({
      title: group.title,
      icon: group.icon,
      art: menuArtOf(group.imageUrl),
      tone: group.bgColor,
      imagePosition: group.imagePosition,
      links: group.links.map((link) => linkCard(link, idAt)),
    })),
    ...(item.featured
      ? {
          featured: {
            title: item.featured.title,
            description: item.featured.description,
            buttonText: item.featured.buttonText,
            icon: item.featured.icon,
            art: menuArtOf(item.featured.imageUrl),
            imageDescription: item.featured.imageDescription,
            links: (item.featured.links ?? []).map((link) => linkCard(link, idAt)),
            ...target(item.featured.href, idAt),
          },
        }
      : {}),
    ...(item.href ? target(item.href, idAt) : {}),
  })
  return { entries: MAIN_MENU.map(entry), quote: { label: QUOTE_CTA.label, ...target(QUOTE_CTA.href, idAt) } }
}

function footerData(idAt: DocumentIdAt): MenuFooter {
  const link = (footerLink: FooterLink) => ({ text: footerLink.text, ...target(footerLink.href, idAt) })
  return {
    tagline: FOOTER_TAGLINE,
    columns: FOOTER_COLUMNS.map((column) => ({ title: column.title, links: column.links.map(link) })),
    legalLinks: FOOTER_LEGAL_LINKS.map(link),
  }
}

/** The two menus as seed documents, their links to seed documents by id (`idAt`). */
export function menuSeedDocuments(idAt: DocumentIdAt): SeedDocument[] {
  return [
    { kind: "menu_header", path: MENU_PATHS.menu_header, title: "Header menu", data: headerData(idAt) },
    { kind: "menu_footer", path: MENU_PATHS.menu_footer, title: "Footer", data: footerData(idAt) },
  ]
}
