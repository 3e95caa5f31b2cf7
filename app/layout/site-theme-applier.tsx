/** The applier of the staff's site theme, loaded once the page has been taken over (see site-layout). */
export { SiteThemeApplier } from "@nordika/ui"
