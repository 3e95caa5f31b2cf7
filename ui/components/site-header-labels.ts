import type * as React from "react"

/** The header's search control: the search page's address, its name, and what opens the instant search. */
export interface SiteHeaderSearch {
  href: string
  label: string
  /** Opens the instant search; a click with a modifier key (a new tab) still follows the link. */
  onOpen?: () => void
}

/** A plain left click, which the instant search may take over; any other (a new tab, a new window) follows the link. */
export const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

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
