import type { IconName } from "../components/icon"

/** An icon from ICONS, by name, so menu data stays serialisable. */
type MenuIconName = IconName | (string & {})

/** One destination in the menu. */
export interface MenuLink {
  href: string
  text: string
  icon: MenuIconName
  /** A one-line explanation shown under the text. */
  description?: string
  /** A small thumbnail shown beside the text. */
  imageUrl?: string
}

/** A titled card of links inside a panel. */
export interface SubItemGroup {
  title: string
  icon: MenuIconName
  /** A decorative illustration for the card. */
  imageUrl: string
  bgColor: "dark" | "blue"
  /** Whether the illustration sits above or below the links. */
  imagePosition: "top" | "bottom"
  links: MenuLink[]
}

/** The call-to-action card at the side of a panel. */
export interface FeaturedBlock {
  title: string
  description: string
  href: string
  buttonText: string
  icon: MenuIconName
  imageUrl: string
  /** Alt text of the image. */
  imageDescription: string
  /** Further destinations the block leads to, listed above its button (Services: Technology & AI). */
  links?: MenuLink[]
}

/** A top-level entry: either a direct `href`, or a panel of `subItems`/`links` and an optional `featured` block. */
export interface MenuItem {
  id: string
  title: string
  icon: MenuIconName
  href?: string
  subItems?: SubItemGroup[]
  links?: MenuLink[]
  featured?: FeaturedBlock
  /**
   * The site sections (path prefixes) this entry stands for: its trigger is highlighted on their pages only, not on
   * every page one of its links leads to (About Us links to the blog, but a blog post is not an About Us page).
   * @default the pages its links lead to
   */
  sectionPaths?: string[]
}

/** Whether an entry opens a panel rather than navigating directly. */
export function hasPanel(item: MenuItem): boolean {
  return !item.href && Boolean(item.subItems?.length || item.links?.length || item.featured)
}

/** Every href an entry leads to: its own, its groups', its links', and its featured block's. */
export function menuItemHrefs(item: MenuItem): string[] {
  const hrefs: string[] = []
  if (item.href) hrefs.push(item.href)
  for (const group of item.subItems ?? []) hrefs.push(...group.links.map((link) => link.href))
  hrefs.push(...(item.links ?? []).map((link) => link.href))
  if (item.featured) {
    hrefs.push(...(item.featured.links ?? []).map((link) => link.href))
    hrefs.push(item.featured.href)
  }
  return hrefs
}

/** Every href in a menu, in order of appearance (duplicates kept). */
export function menuHrefs(items: readonly MenuItem[]): string[] {
  return items.flatMap(menuItemHrefs)
}

/** Whether `href` is the current page or a parent section of it (`/services` for `/services/dtp`). */
export function isActiveHref(href: string, currentPath: string | undefined): boolean {
  if (!currentPath) return false
  if (href === currentPath) return true
  return href !== "/" && currentPath.startsWith(`${href}/`)
}

/**
 * Whether the current page belongs to an entry: it lies in one of the entry's `sectionPaths`, or, without them, one
 * of its links is the page or a parent of it. The featured
 * block's own href counts only as an exact match (Services' block leads to /technology, another section).
 */
export function isSectionActive(item: MenuItem, currentPath: string | undefined): boolean {
  if (!currentPath) return false
  if (item.href) return isActiveHref(item.href, currentPath)
  if (item.sectionPaths) return item.sectionPaths.some((path) => isActiveHref(path, currentPath))
  const links = [...(item.subItems ?? []).flatMap((group) => group.links), ...(item.links ?? []), ...(item.featured?.links ?? [])]
  return links.some((link) => isActiveHref(link.href, currentPath)) || item.featured?.href === currentPath
}
