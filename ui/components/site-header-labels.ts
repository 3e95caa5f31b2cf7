/**
 * The header's search control: a link to the search page (`href`), named `label`. It is a plain link, so it
 * works before any code has loaded; the site takes its clicks over for the instant search once that can
 * open (the links carry data-slot "site-header-search" and "site-header-mobile-search").
 */
export interface SiteHeaderSearch {
  href: string
  label: string
}

/** Accessible name of the mobile menu button. */
export const MOBILE_MENU_BUTTON_LABEL = "Open menu"
/** Title of the mobile slide-out menu. */
export const MOBILE_MENU_TITLE = "Menu"

/** The header's own texts (not the menu's, which is content), in the page's language. */
export interface SiteHeaderLabels {
  /** Accessible name of the logo's link home. @default "<companyName> home" */
  home?: string
  /** @default MOBILE_MENU_BUTTON_LABEL */
  openMenu: string
  /** @default MOBILE_MENU_TITLE */
  menuTitle: string
  /** The mobile menu's description for screen readers. */
  menuDescription?: string
  /** Accessible name of the mobile menu's navigation. */
  mainMenu: string
  /** The mobile menu's close button. */
  close: string
}

export const SITE_HEADER_LABELS: SiteHeaderLabels = {
  openMenu: MOBILE_MENU_BUTTON_LABEL,
  menuTitle: MOBILE_MENU_TITLE,
  mainMenu: "Main menu",
  close: "Close",
}
