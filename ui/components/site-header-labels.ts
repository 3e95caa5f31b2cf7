/** Accessible name of the mobile menu button. */
export const MOBILE_MENU_BUTTON_LABEL = "Open menu"
/** Title of the mobile slide-out menu. */
export const MOBILE_MENU_TITLE = "Menu"
