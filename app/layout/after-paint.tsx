/**
 * What the frame loads once the visitor starts using the page (see deferredComponent in site-layout): the
 * footer's theme control, and what takes the header's search links over for the instant search.
 */
export { ThemeToggle } from "@nordika/ui"
export { SearchLauncher } from "./search-launcher"
